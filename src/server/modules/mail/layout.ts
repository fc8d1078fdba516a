import { escapeHtml } from '#server/lib/escape-html.js';
import { shopInfo } from '#shared/shop-info.js';
import type { OutgoingMail } from './transport.js';

/** What a template makes; the caller adds the recipient. */
export type MailContent = Omit<OutgoingMail, 'to'>;

/** A button in the HTML body; in the plain-text body its label and link. */
export interface MailAction {
  label: string;
  url: string;
}

/** A label and its value: an order's number, its delivery slot, an address. */
export interface MailDetail {
  label: string;
  value: string;
}

/** A priced row: an order line or a total. */
export interface MailAmount {
  label: string;
  amount: string;
  /** The row that matters most (the total), set in bold. */
  strong?: boolean;
}

/**
 * The one layout of every mail the shop sends: heading, paragraphs, then optional facts, a table
 * of priced lines and totals, and buttons. Mail apps on phones get one fluid column (600 px at
 * most) with full-width buttons; the links are never shown as raw URLs in the HTML body.
 */
export interface MailLayout {
  /** The line a mail app shows after the subject in the inbox; hidden in the body. */
  preview?: string | undefined;
  heading: string;
  paragraphs: string[];
  details?: MailDetail[] | undefined;
  lines?: MailAmount[] | undefined;
  totals?: MailAmount[] | undefined;
  /** The main button. */
  action?: MailAction | undefined;
  /** A second, outlined button below the main one. */
  secondaryAction?: MailAction | undefined;
  /** Paragraphs after the buttons (what to do if something is wrong). */
  closing?: string[] | undefined;
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
  const details = layout.details?.length
    ? [layout.details.map(({ label, value }) => `${label}: ${value}`).join('\n')]
    : [];
  const amounts = [...(layout.lines ?? []), ...(layout.totals ?? [])];
  const table = amounts.length
    ? [amounts.map(({ label, amount }) => `${label}: ${amount}`).join('\n')]
    : [];
  const actions = [layout.action, layout.secondaryAction]
    .filter((action) => action !== undefined)
    .map(({ label, url }) => `${label}:\n${webUrl(url)}`);
  return [
    layout.heading,
    ...layout.paragraphs,
    ...details,
    ...table,
    ...actions,
    ...(layout.closing ?? []),
    `--\n${layout.footer}`,
    `${shopInfo.name} · ${shopInfo.tagline}\n${contactLine}`,
  ].join('\n\n');
}

const textStyle = `font-family:${brand.sans};font-size:16px;line-height:1.6;color:${brand.navy};`;

function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px;${textStyle}">${escapeHtml(text)}</p>`;
}

function htmlDetails(details: MailDetail[]): string {
  const rows = details
    .map(
      ({ label, value }) => `<tr><td style="padding:10px 0;border-bottom:1px solid ${brand.rule};">
<div style="font-family:${brand.sans};font-size:12px;letter-spacing:1px;text-transform:uppercase;color:${brand.muted};">${escapeHtml(label)}</div>
<div style="padding-top:2px;${textStyle}">${escapeHtml(value)}</div>
</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">\n${rows}\n</table>`;
}

function htmlAmountRow({ label, amount, strong }: MailAmount, rule: boolean): string {
  const weight = strong ? 'font-weight:bold;font-size:17px;' : '';
  const border = rule
    ? `border-top:2px solid ${brand.navy};`
    : `border-bottom:1px solid ${brand.rule};`;
  return `<tr>
<td style="padding:10px 12px 10px 0;${border}${textStyle}${weight}">${escapeHtml(label)}</td>
<td align="right" style="padding:10px 0;white-space:nowrap;${border}${textStyle}${weight}">${escapeHtml(amount)}</td>
</tr>`;
}

function htmlAmounts(lines: MailAmount[], totals: MailAmount[]): string {
  const rows = [
    ...lines.map((line) => htmlAmountRow(line, false)),
    ...totals.map((total) => htmlAmountRow(total, total.strong === true)),
  ];
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">\n${rows.join('\n')}\n</table>`;
}

function htmlButton({ label, url }: MailAction, primary: boolean): string {
  const href = escapeHtml(webUrl(url));
  const colours = primary
    ? `background-color:${brand.navy};color:${brand.cream};border:2px solid ${brand.navy};`
    : `background-color:#ffffff;color:${brand.navy};border:2px solid ${brand.navy};`;
  return `<table role="presentation" class="button" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;">
<tr><td align="center" style="border-radius:4px;">
<a class="button-link" href="${href}" style="display:inline-block;min-width:200px;padding:14px 28px;${colours}font-family:${brand.sans};font-size:16px;font-weight:bold;text-align:center;text-decoration:none;border-radius:4px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** Phones: tighter margins and buttons as wide as the column. Clients without <style> keep the fluid table. */
const phoneStyles = `@media only screen and (max-width: 480px) {
  .outer { padding: 12px 0 !important; }
  .pad { padding-left: 20px !important; padding-right: 20px !important; }
  .button { width: 100% !important; }
  .button-link { display: block !important; min-width: 0 !important; }
  h1 { font-size: 23px !important; }
}`;

function renderHtml(layout: MailLayout): string {
  const phoneHref = `tel:${shopInfo.contactPhone.replace(/[^+\d]/g, '')}`;
  const preview = layout.preview
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(layout.preview)}</div>\n`
    : '';
  const actions =
    layout.action || layout.secondaryAction
      ? `<div style="padding:8px 0 12px;">\n${layout.action ? htmlButton(layout.action, true) : ''}\n${layout.secondaryAction ? htmlButton(layout.secondaryAction, false) : ''}\n</div>`
      : '';
  const amounts =
    layout.lines?.length || layout.totals?.length
      ? htmlAmounts(layout.lines ?? [], layout.totals ?? [])
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(layout.heading)}</title>
<style>
${phoneStyles}
</style>
</head>
<body style="margin:0;padding:0;background-color:${brand.cream};">
${preview}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${brand.cream};">
<tr><td class="outer" align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-top:4px solid ${brand.gold};">
<tr><td class="pad" style="padding:24px 32px;background-color:${brand.navy};">
<div style="font-family:${brand.serif};font-size:26px;letter-spacing:1px;color:${brand.cream};">${escapeHtml(shopInfo.name)}</div>
<div style="padding-top:4px;font-family:${brand.serif};font-size:14px;font-style:italic;color:${brand.gold};">${escapeHtml(shopInfo.tagline)}</div>
</td></tr>
<tr><td class="pad" style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:${brand.serif};font-size:26px;font-weight:normal;line-height:1.3;color:${brand.navy};">${escapeHtml(layout.heading)}</h1>
${layout.paragraphs.map(htmlParagraph).join('\n')}
${layout.details?.length ? htmlDetails(layout.details) : ''}
${amounts}
${actions}
${(layout.closing ?? []).map(htmlParagraph).join('\n')}
</td></tr>
<tr><td class="pad" style="padding:24px 32px;border-top:1px solid ${brand.rule};background-color:${brand.cream};font-family:${brand.sans};font-size:12px;line-height:1.6;color:${brand.muted};">
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
