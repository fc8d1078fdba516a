import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './test-app.js';

function decodeBody(body: string, transferEncoding: string | undefined): string {
  if (transferEncoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (transferEncoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The raw body and transfer encoding of the first part with this content type, at any depth. */
function findPart(raw: string, contentType: string): { body: string; encoding?: string } {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const [headers = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      if (!new RegExp(`^content-type: ${contentType}`, 'im').test(headers)) continue;
      const encoding = /^content-transfer-encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
      return { body: body.join('\r\n\r\n'), ...(encoding ? { encoding } : {}) };
    }
  }
  throw new Error(`no ${contentType} part`);
}

/** The decoded text of the part of a (possibly nested) multipart message with this type. */
export function mimePart(raw: string, contentType: 'text/plain' | 'text/html'): string {
  const { body, encoding } = findPart(raw, contentType);
  return decodeBody(body, encoding);
}

/** The bytes of an attached file of this type (attachments are base64 encoded). */
export function mimeAttachment(raw: string, contentType: string): Buffer {
  const { body } = findPart(raw, contentType);
  return Buffer.from(body.split(/\r?\n--/)[0] ?? '', 'base64');
}

export interface ReceivedMail {
  to: string;
  /** The raw header line's value: plain ASCII subjects only are compared by tests. */
  subject: string;
  text: string;
  html: string;
  /** The whole message as the mail server got it. */
  raw: string;
}

function header(raw: string, name: string): string {
  return new RegExp(`^${name}: (.*?)\\r?$`, 'im').exec(raw)?.[1] ?? '';
}

/**
 * What arrived in the mailbox of `to`, oldest first: the outbox is sent through the shop's mail
 * transport (files under DATA_DIR/mail when SMTP_URL is unset) and read back as a mail app would.
 */
export async function mailTo(shop: TestApp, to: string): Promise<ReceivedMail[]> {
  await shop.app.mailer.drain();
  const folder = path.join(shop.config.dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  const mails: ReceivedMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(folder, file), 'utf8');
    if (header(raw, 'To') !== to) continue;
    mails.push({
      to,
      subject: header(raw, 'Subject'),
      text: mimePart(raw, 'text/plain'),
      html: mimePart(raw, 'text/html'),
      raw,
    });
  }
  return mails;
}

/** The newest mail to `to` whose subject contains `subject`; fails the test when there is none. */
export async function lastMailTo(
  shop: TestApp,
  to: string,
  subject: string,
): Promise<ReceivedMail> {
  const mail = (await mailTo(shop, to)).filter((m) => m.subject.includes(subject)).at(-1);
  if (!mail) throw new Error(`no mail to ${to} about "${subject}"`);
  return mail;
}

/** The value of `name` in the first link of the mail that carries it. */
export function linkParameter(mail: ReceivedMail, name: string): string {
  const match = new RegExp(`https?://\\S+[?&]${name}=([\\w%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${name}= link in ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** A mail's header, its folded lines joined. */
export function headerOf(mail: ReceivedMail, name: string): string {
  const unfolded = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

/** The path and query of the `List-Unsubscribe` header's URL (RFC 8058). */
export function oneClickPath(mail: ReceivedMail): string {
  const url = /^<(https?:\/\/[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe'))?.[1];
  if (!url) throw new Error('no List-Unsubscribe URL');
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** As a mail provider sends RFC 8058's one-click: a bare POST, form-encoded, no cookie, no token. */
export function oneClick(shop: TestApp, url: string) {
  return shop.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}
