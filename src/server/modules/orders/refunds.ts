import type { Executor } from '#server/db/client.js';
import type { OrderItemRow, OrderRefundRow } from '#server/db/schema/index.js';
import { ConflictError, HttpError } from '#server/lib/http-errors.js';
import { type AuditActor, recordAudit } from '#server/modules/audit/index.js';
import { returnSoldStock } from '#server/modules/catalog/index.js';
import type { RefundState } from '#shared/constants.js';
import { gstIncludedCents } from '#shared/gst.js';
import { lineTitle } from '#shared/line-title.js';
import { formatCents } from '#shared/money.js';
import { lineRefundCents, servicesCentsOf } from '#shared/refund-amount.js';
import type { AdminOrderRow } from './admin-repository.js';
import { creditNoteAttachment } from './mailed-documents.js';
import { refundFailedMail, refundMail } from './order-mails.js';
import type { OrdersContext } from './order-payments.js';
import type { OrderMailer } from './placement.js';
import {
  insertRefund,
  refundedQtyByItem,
  refundTotalsOf,
  setRefundState,
} from './refund-repository.js';
import { findOrderById, findOrderItems } from './repository.js';
import { creditNoteNumber, creditNotePath, orderMailLinks } from './urls.js';

export const REFUND_FAILED_MESSAGE =
  'The payment provider did not make the refund, so the order was not changed. Please try again.';

/** What staff asked to give back: lines (with restock or not) and/or an amount, and why. */
export interface RefundAsked {
  lines: { itemId: number; qty: number; restock: boolean }[];
  amountCents?: number | undefined;
  reason: string;
}

interface ChosenLine {
  item: OrderItemRow;
  qty: number;
  restock: boolean;
}

/** The order's lines each chosen line names, refusing every line at once that cannot be refunded. */
async function chosenLines(
  tx: Executor,
  order: AdminOrderRow,
  asked: RefundAsked,
): Promise<{ chosen: ChosenLine[]; servicesCents: number }> {
  if (asked.lines.length === 0) return { chosen: [], servicesCents: 0 };
  const [items, refunded] = await Promise.all([
    findOrderItems(tx, order.id),
    refundedQtyByItem(tx, order.id),
  ]);
  const problems: string[] = [];
  const chosen = asked.lines.flatMap((line) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    if (!item) {
      problems.push(`Line ${line.itemId} is not part of order #${order.id}.`);
      return [];
    }
    const left = item.qty - (refunded.get(item.id) ?? 0);
    if (line.qty > left) {
      problems.push(`Only ${left} of ${lineTitle(item)} can still be refunded.`);
      return [];
    }
    return [{ item, qty: line.qty, restock: line.restock }];
  });
  if (problems.length > 0) throw new ConflictError(problems.join(' '), 'refund_over_quantity');
  return { chosen, servicesCents: servicesCentsOf(items) };
}

/**
 * The amount to give back: the one asked, or what the chosen units were charged; never more
 * than is left of what the order was paid. The units' charge is rounded per refund, so the last
 * units of an order may come to a cent over what is left: they take what is left.
 */
function amountToRefund(
  order: AdminOrderRow,
  asked: RefundAsked,
  { chosen: lines, servicesCents }: Awaited<ReturnType<typeof chosenLines>>,
  leftCents: number,
): number {
  const order_ = {
    subtotalCents: order.subtotal_cents,
    totalCents: order.total_cents,
    servicesCents,
  };
  const linesCents = lines.reduce(
    (sum, line) => sum + lineRefundCents(order_, line.item, line.qty),
    0,
  );
  const amount = asked.amountCents ?? Math.min(linesCents, leftCents);
  if (amount > leftCents || amount <= 0) {
    throw new ConflictError(
      leftCents > 0
        ? `A refund of ${formatCents(amount)} is more than the ${formatCents(leftCents)} left to refund on order #${order.id}.`
        : `Order #${order.id} has nothing left to refund.`,
      'refund_over_paid',
    );
  }
  return amount;
}

/**
 * The provider gives the money back. The idempotency key is the order and the refund's place
 * among its refunds, fixed under the order's row lock: a retry after a lost answer (the
 * transaction rolled back) asks for the same refund again, and the provider makes it once.
 */
async function refundAtProvider(
  ctx: OrdersContext,
  order: AdminOrderRow,
  amountCents: number,
  earlierRefunds: number,
): Promise<{ refundId: string; state: 'pending' | 'succeeded' }> {
  const refund = ctx.payments.refunderFor(order.provider);
  if (!refund) {
    throw new HttpError(
      409,
      `This order was paid through ${order.provider}, which is not configured: refund it there first.`,
    );
  }
  // The first refund keeps the key whole-order refunds always had.
  const reference =
    earlierRefunds === 0
      ? `refund-order-${order.id}`
      : `refund-order-${order.id}-${earlierRefunds + 1}`;
  try {
    return await refund({ providerSessionId: order.provider_session_id, amountCents, reference });
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'refund failed at the payment provider');
    throw new HttpError(502, REFUND_FAILED_MESSAGE);
  }
}

/**
 * "Your refund" with the credit note attached, queued in the refund's transaction: the mail goes
 * exactly when the refund is kept.
 */
async function queueRefundMail(
  ctx: OrdersContext,
  tx: Executor,
  refund: OrderRefundRow,
  chosen: ChosenLine[],
  whole: boolean,
): Promise<void> {
  const order = await findOrderById(tx, refund.orderId);
  if (!order) return;
  const lines = chosen.map((line) => ({ ...line.item, qty: line.qty }));
  const number = creditNoteNumber(refund.id);
  const links = orderMailLinks(ctx.publicUrl, order.id, order.providerSessionId);
  const mail = refundMail(
    { order, items: lines, ...links },
    {
      creditNoteNumber: number,
      creditNoteUrl: `${ctx.publicUrl}${creditNotePath(order.id, refund.id, order.providerSessionId)}`,
      amountCents: refund.amountCents,
      gstCents: refund.gstCents,
      reason: refund.reason,
      lines,
      whole,
    },
  );
  await ctx.mailer.enqueue(
    { to: order.email, ...mail, attachments: [creditNoteAttachment(refund.id)] },
    tx,
  );
}

export interface RefundMadeOnOrder {
  refund: OrderRefundRow;
  /** The refunds now add up to everything the order was paid. */
  whole: boolean;
}

/**
 * One refund (decision 0054), in the caller's transaction, which holds the order's row lock: so
 * the refunds read here are all there are, and two refunds at once cannot both take the last of
 * the money. Refunds through the provider, records who, why, what and the GST in it, puts the
 * chosen units back in stock, and leaves an audit entry. `by` is the member of staff, or the
 * customer cancelling their own order (decision 0059).
 */
export async function refundOrder(
  ctx: OrdersContext,
  tx: Executor,
  order: AdminOrderRow,
  by: AuditActor,
  asked: RefundAsked,
): Promise<RefundMadeOnOrder> {
  const picked = await chosenLines(tx, order, asked);
  const lines = picked.chosen;
  const before = await refundTotalsOf(tx, order.id);
  const leftCents = order.total_cents - before.refundedCents;
  const amountCents = amountToRefund(order, asked, picked, leftCents);
  const made = await refundAtProvider(ctx, order, amountCents, before.count);
  const refund = await insertRefund(
    tx,
    {
      orderId: order.id,
      provider: order.provider,
      providerRefundId: made.refundId,
      state: made.state,
      amountCents,
      gstCents: gstIncludedCents(amountCents),
      reason: asked.reason,
      refundedByUserId: by.id,
      refundedByEmail: by.email,
      createdAt: ctx.clock.now(),
    },
    lines.map((line) => ({ orderItemId: line.item.id, qty: line.qty, restocked: line.restock })),
  );
  for (const line of lines.filter((chosen) => chosen.restock)) {
    await returnSoldStock(tx, {
      productId: line.item.productId,
      sizeLabel: line.item.sizeLabel,
      qty: line.qty,
    });
  }
  const whole = amountCents === leftCents;
  await queueRefundMail(ctx, tx, refund, lines, whole);
  await recordAudit(tx, {
    actor: by,
    entityType: 'order',
    entityId: order.id,
    entityLabel: `#${order.id}`,
    action: 'updated',
    before: { Refunded: formatCents(before.refundedCents) },
    after: {
      Refunded: formatCents(before.refundedCents + amountCents),
      'Refund reason': asked.reason,
      'Credit note': creditNoteNumber(refund.id),
    },
  });
  return { refund, whole };
}

/**
 * A provider's later word on a refund (decision 0054), in the caller's transaction: a pending one
 * succeeds or fails, and one that succeeded may still fail (the bank sent it back); nothing goes
 * back to pending, so events out of order cannot undo a settlement. A failed refund no longer
 * holds its money: it frees what it took of the order's total, and analytics give its amount
 * back (the roll-ups' trigger). The order's status stays: refunded is final (decision 49). The
 * customer, told of the refund when it was made, is mailed that it failed, once.
 */
export async function settleRefund(
  mail: OrderMailer,
  tx: Executor,
  providerRefundId: string,
  state: RefundState,
): Promise<void> {
  const settled = await setRefundState(tx, providerRefundId, state);
  if (settled?.state !== 'failed') return;
  const order = await findOrderById(tx, settled.orderId);
  if (!order) return;
  const links = orderMailLinks(mail.publicUrl, order.id, order.providerSessionId);
  const told = refundFailedMail(
    { order, items: [], ...links },
    {
      creditNoteNumber: creditNoteNumber(settled.id),
      amountCents: settled.amountCents,
      reason: settled.reason,
    },
  );
  await mail.mailer.enqueue({ to: order.email, ...told }, tx);
}
