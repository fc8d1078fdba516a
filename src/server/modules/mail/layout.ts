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

/** Links in mail must open a web page; anything else (javascript:, data:) is a mistake or an attack. */
export function webUrl(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`A mail link must be http(s), not ${protocol}`);
  }
  return url;
}
