import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Without SMTP the shop writes each mail as an .eml file here (the outbox is polled every 5 s). */
function mailFolder(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dataDir, 'mail');
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

interface MimePart {
  headers: string;
  body: string;
}

/** The leaf parts of a MIME entity, depth first: multipart/mixed holds the alternatives and files. */
function leafPartsOf(entity: string): MimePart[] {
  const split = entity.search(/\r?\n\r?\n/);
  const headers = split < 0 ? entity : entity.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : entity.slice(split).trim();
  const boundary = /content-type:\s*multipart\/[^\r\n]*boundary="?([^"\r\n;]+)"?/i.exec(
    headers,
  )?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => leafPartsOf(part.replace(/^\r?\n/, '')));
}

function decodedBytes(part: MimePart): Buffer {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part.headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(part.body), 'utf8');
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(part.body, 'utf8');
}

/** The text/plain part of a MIME message, decoded (the whole body when it is not multipart). */
export function plainTextOf(eml: string): string {
  const parts = leafPartsOf(eml);
  const text =
    parts.length === 1
      ? parts[0]
      : parts.find((part) => /content-type:\s*text\/plain/i.test(part.headers));
  if (!text) throw new Error('The mail has no text/plain part');
  return decodedBytes(text).toString('utf8');
}

/** The files attached to a MIME message: name, type and bytes. */
export function attachmentsOf(
  eml: string,
): { filename: string; contentType: string; content: Buffer }[] {
  return leafPartsOf(eml).flatMap((part) => {
    if (!/content-disposition:\s*attachment/i.test(part.headers)) return [];
    const filename = /filename="?([^"\r\n;]+)"?/i.exec(part.headers)?.[1] ?? '';
    const contentType = /content-type:\s*([^;\r\n]+)/i.exec(part.headers)?.[1]?.trim() ?? '';
    return [{ filename, contentType, content: decodedBytes(part) }];
  });
}

export async function mailsTo(recipient: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(mailFolder())).filter((file) => file.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(
    files.map((file) => readFile(path.join(mailFolder(), file), 'utf8')),
  );
  // Headers may be folded onto a second line; unfolded, the To: line names the recipient.
  return mails.filter((mail) =>
    mail
      .replace(/\r?\n[ \t]+/g, ' ')
      .toLowerCase()
      .includes(`to: ${recipient.toLowerCase()}`),
  );
}

/**
 * Waits for the newest mail to `recipient` and returns the first link in its text that starts
 * with `prefix`, such as the shop's reset address.
 */
export async function waitForMailLink(
  recipient: string,
  prefix: string,
  timeoutMs = 20_000,
): Promise<string> {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}\\S+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = (await mailsTo(recipient)).at(-1);
    const link = newest ? pattern.exec(plainTextOf(newest))?.[0] : undefined;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No mail to ${recipient} with a link starting ${prefix} within ${timeoutMs} ms`);
}
