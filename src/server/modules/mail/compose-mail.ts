import type { MailOutboxRow, StoredMailAttachment } from '#server/db/schema/index.js';
import { unsubscribeHeaders } from './layout.js';
import { openBody } from './outbox-repository.js';
import type { OutboxSeal } from './outbox-seal.js';
import { renderMail } from './render-mail.js';
import type { MailAttachment, OutgoingMail } from './transport.js';

/** Makes an attachment's bytes from its id when the mail is sent (an order's tax invoice). */
export type AttachmentRenderer = (id: number) => Promise<Buffer>;

async function openAttachment(
  stored: StoredMailAttachment,
  seal: OutboxSeal,
  renderers: ReadonlyMap<string, AttachmentRenderer>,
): Promise<MailAttachment> {
  const { filename, contentType } = stored;
  if ('contentBase64' in stored) {
    return {
      filename,
      contentType,
      content: Buffer.from(seal.open(stored.contentBase64), 'base64'),
    };
  }
  const render = renderers.get(stored.renderer);
  if (!render) throw new Error(`No renderer for mail attachments named "${stored.renderer}"`);
  return { filename, contentType, content: await render(stored.id) };
}

/**
 * A queued message as it goes out: its layout rendered to text and HTML and its files made now,
 * by the sender, so no request and no transaction waits for that work (decision 0056).
 */
export async function composeMail(
  row: MailOutboxRow,
  seal: OutboxSeal,
  renderers: ReadonlyMap<string, AttachmentRenderer>,
): Promise<OutgoingMail> {
  const body = openBody(row, seal);
  const attachments = [];
  for (const stored of row.attachments) {
    attachments.push(await openAttachment(stored, seal, renderers));
  }
  // The unsubscribe link is a capability: it is kept sealed in the layout, never in a column.
  const headers = 'layout' in body ? unsubscribeHeaders(body.layout) : {};
  return {
    to: row.toAddress,
    subject: row.subject,
    ...('layout' in body ? renderMail(body.layout) : body),
    attachments,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}
