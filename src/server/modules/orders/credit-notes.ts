import type { InvoiceConfig } from '#server/config/config.js';
import type { Executor } from '#server/db/client.js';
import type { OrderRow, UserRow } from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { renderCreditNotePdf } from './credit-note-pdf.js';
import { listRefunds } from './refund-repository.js';
import { ORDER_NOT_FOUND_MESSAGE, orderForReceipt } from './service.js';
import { creditNoteFileName, creditNoteNumber } from './urls.js';

/** The credit note of one of the order's refunds; undefined for a refund of another order. */
export async function renderCreditNoteOf(
  db: Executor,
  invoice: InvoiceConfig,
  order: OrderRow,
  refundId: number,
): Promise<Buffer | undefined> {
  const found = (await listRefunds(db, order.id)).find((made) => made.refund.id === refundId);
  return found && renderCreditNotePdf(invoice, order, found.refund, found.lines);
}

/**
 * GET /orders/{id}/credit-notes/{refundId}: a refund's credit note for whoever may download the
 * order's invoice (its customer, an admin, or the holder of the mails' link); anybody else, and a
 * refund of another order, get the same 404.
 */
export async function creditNoteOf(
  db: Executor,
  invoice: InvoiceConfig,
  orderId: number,
  refundId: number,
  requester: { user: UserRow | null; providerSessionId: string | undefined },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { order } = await orderForReceipt(db, orderId, requester);
  const pdf = await renderCreditNoteOf(db, invoice, order, refundId);
  if (!pdf) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return { pdf, fileName: creditNoteFileName(creditNoteNumber(refundId)) };
}
