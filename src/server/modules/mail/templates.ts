import { escapeHtml } from '#server/lib/escape-html.js';
import { shopInfo } from '#shared/shop-info.js';
import { SHOP_TIME_ZONE } from '#shared/time.js';
import type { OutgoingMail } from './transport.js';

/** What a template makes; the caller adds the recipient. */
export type MailContent = Omit<OutgoingMail, 'to'>;

export interface MailLayout {
  heading: string;
  paragraphs: string[];
  /** One button, with its link repeated as text for mail apps that hide buttons. */
  action?: { label: string; url: string } | undefined;
  /** Small print: why the reader got this mail. */
  footer: string;
}

const brand = {
  navy: '#1f2a44',
  cream: '#faf7f2',
  gold: '#b08d57',
  muted: '#5b6477',
  rule: '#e8e1d5',
  serif: "Georgia, 'Times New Roman', serif",
  sans: "'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;

/** Links in mail must open a web page; anything else (javascript:, data:) is a mistake or an attack. */
function webUrl(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`A mail link must be http(s), not ${protocol}`);
  }
  return url;
}

const contactLine = `${shopInfo.contactPhone} · ${shopInfo.contactEmail}`;

function renderText(layout: MailLayout): string {
  const action = layout.action ? [`${layout.action.label}:\n${webUrl(layout.action.url)}`] : [];
  return [
    layout.heading,
    ...layout.paragraphs,
    ...action,
    `--\n${layout.footer}`,
    `${shopInfo.name} · ${shopInfo.tagline}\n${contactLine}`,
  ].join('\n\n');
}

function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px;font-family:${brand.sans};font-size:16px;line-height:1.6;color:${brand.navy};">${escapeHtml(text)}</p>`;
}

function htmlAction({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(webUrl(url));
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:4px;background-color:${brand.navy};">
<a href="${href}" style="display:inline-block;padding:14px 28px;font-family:${brand.sans};font-size:16px;font-weight:bold;color:${brand.cream};text-decoration:none;border-radius:4px;">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-family:${brand.sans};font-size:13px;line-height:1.6;color:${brand.muted};">If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:${brand.navy};word-break:break-all;">${href}</a></p>`;
}

function renderHtml(layout: MailLayout): string {
  const phoneHref = `tel:${shopInfo.contactPhone.replace(/[^+\d]/g, '')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(layout.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${brand.cream};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${brand.cream};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-top:4px solid ${brand.gold};">
<tr><td style="padding:24px 32px;background-color:${brand.navy};">
<div style="font-family:${brand.serif};font-size:26px;letter-spacing:1px;color:${brand.cream};">${escapeHtml(shopInfo.name)}</div>
<div style="padding-top:4px;font-family:${brand.serif};font-size:14px;font-style:italic;color:${brand.gold};">${escapeHtml(shopInfo.tagline)}</div>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:${brand.serif};font-size:26px;font-weight:normal;line-height:1.3;color:${brand.navy};">${escapeHtml(layout.heading)}</h1>
${layout.paragraphs.map(htmlParagraph).join('\n')}
${layout.action ? htmlAction(layout.action) : ''}
</td></tr>
<tr><td style="padding:24px 32px;border-top:1px solid ${brand.rule};background-color:${brand.cream};font-family:${brand.sans};font-size:12px;line-height:1.6;color:${brand.muted};">
${escapeHtml(layout.footer)}<br><br>
${escapeHtml(shopInfo.name)} · ${escapeHtml(shopInfo.tagline)}<br>
<a href="${escapeHtml(phoneHref)}" style="color:${brand.muted};">${escapeHtml(shopInfo.contactPhone)}</a> · <a href="mailto:${escapeHtml(shopInfo.contactEmail)}" style="color:${brand.muted};">${escapeHtml(shopInfo.contactEmail)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The shop's branded mail: a plain-text body and an inline-styled, table-based HTML body. */
export function renderMail(layout: MailLayout): Pick<OutgoingMail, 'text' | 'html'> {
  return { text: renderText(layout), html: renderHtml(layout) };
}

/** The accounts code makes reset tokens last this long, so the mail tells the truth. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

export function passwordResetMail({ resetUrl }: { resetUrl: string }): MailContent {
  return {
    subject: `Reset your ${shopInfo.name} password`,
    ...renderMail({
      heading: 'Reset your password',
      paragraphs: [
        `Someone, hopefully you, asked to reset the password of your ${shopInfo.name} account.`,
        `Choose a new password with the link below. It works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: resetUrl },
      footer: `You get this mail because a password reset was asked for on the ${shopInfo.name} shop.`,
    }),
  };
}

/** How long the link undoing an e-mail change works: a week, for an owner who reads mail late. */
export const EMAIL_UNDO_LINK_DAYS = 7;

const singaporeTime = new Intl.DateTimeFormat('en-SG', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "24 November 2026 at 3:04 pm (Singapore time)": when a change to an account happened. */
export function accountChangeTime(date: Date): string {
  return `${singaporeTime.format(date)} (Singapore time)`;
}

/** To the old address: the change, and the one link that undoes it and signs everybody out. */
export function emailChangedMail(change: {
  oldEmail: string;
  newEmail: string;
  changedAt: Date;
  undoUrl: string;
}): MailContent {
  return {
    subject: `The e-mail address of your ${shopInfo.name} account was changed`,
    ...renderMail({
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `On ${accountChangeTime(change.changedAt)} the e-mail address of your ${shopInfo.name} account was changed from ${change.oldEmail} to ${change.newEmail}.`,
        'If you made this change, there is nothing to do.',
        `If you did not, undo it with the link below: your account gets this address back and every session on it is signed out. The link works once and for ${EMAIL_UNDO_LINK_DAYS} days. Then choose a new password with "Forget Password?" on the login page.`,
      ],
      action: { label: 'Undo this change', url: change.undoUrl },
      footer: `You get this mail because this address was the e-mail of a ${shopInfo.name} account.`,
    }),
  };
}

/** To the owner after a change in settings or a reset: if it was not them, where to act. */
export function passwordChangedMail(notice: {
  changedAt: Date;
  how: 'settings' | 'reset';
  forgotUrl: string;
}): MailContent {
  const how = notice.how === 'settings' ? 'in your account settings' : 'with a password reset link';
  return {
    subject: `The password of your ${shopInfo.name} account was changed`,
    ...renderMail({
      heading: 'Your password was changed',
      paragraphs: [
        `On ${accountChangeTime(notice.changedAt)} the password of your ${shopInfo.name} account was changed ${how}.`,
        'If you made this change, there is nothing to do.',
        `If you did not, someone else may be using your account: choose a new password now with the link below, and contact us at ${shopInfo.contactEmail}.`,
      ],
      action: { label: 'Choose a new password', url: notice.forgotUrl },
      footer: `You get this mail because the password of your ${shopInfo.name} account changed.`,
    }),
  };
}
