import type { MailLayout } from './layout.js';
import { mailHtml } from './mail-html.js';
import { mailText } from './mail-text.js';
import type { OutgoingMail } from './transport.js';

/** The shop's branded mail: a plain-text body and an inline-styled, table-based HTML body. */
export function renderMail(layout: MailLayout): Pick<OutgoingMail, 'text' | 'html'> {
  return { text: mailText(layout), html: mailHtml(layout) };
}
