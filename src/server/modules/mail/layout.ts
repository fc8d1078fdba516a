/**
 * A file to send with a mail, made by the renderer registered under `renderer` (a tax invoice, a
 * credit note) from `id` when the mail is sent: never while the caller's transaction holds locks.
 */
export interface RenderedAttachment {
  filename: string;
  contentType: string;
  renderer: string;
  id: number;
}

/** What a template makes; the caller adds the recipient. Rendered by the sender (decision 0056). */
export interface MailContent {
  subject: string;
  layout: MailLayout;
  attachments?: RenderedAttachment[];
}

/** A message as it is queued. */
export type QueuedMail = MailContent & { to: string };

/** A button in the HTML body; in the plain-text body its label and link. */
export interface MailAction {
  label: string;
  url: string;
}

/**
 * A list mail's way out (RFC 8058, decision 0068): `oneClickUrl` goes in the `List-Unsubscribe`
 * header, where a mail app POSTs `List-Unsubscribe=One-Click` to it; `pageUrl` is the footer's
 * visible link to a page that asks for a press first (scanners open links, only a press acts).
 */
export interface MailUnsubscribe {
  oneClickUrl: string;
  pageUrl: string;
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
  /** Set on list mail (the newsletter): the footer's unsubscribe link and the RFC 8058 headers. */
  unsubscribe?: MailUnsubscribe | undefined;
}

/** Throws unless every button of the layout opens a web page: checked as the mail is queued. */
export function assertWebLinks(layout: MailLayout): void {
  for (const action of [layout.action, layout.secondaryAction]) {
    if (action) webUrl(action.url);
  }
  if (layout.unsubscribe) {
    webUrl(layout.unsubscribe.oneClickUrl);
    webUrl(layout.unsubscribe.pageUrl);
  }
}

/** Links in mail must open a web page; anything else (javascript:, data:) is a mistake or an attack. */
export function webUrl(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`A mail link must be http(s), not ${protocol}`);
  }
  return url;
}

/** RFC 2369 and RFC 8058's headers of a list mail, which mail apps show as their own Unsubscribe. */
export function unsubscribeHeaders(layout: MailLayout): Record<string, string> {
  if (!layout.unsubscribe) return {};
  return {
    'List-Unsubscribe': `<${webUrl(layout.unsubscribe.oneClickUrl)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
