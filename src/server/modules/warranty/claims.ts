import type { Executor } from '#server/db/client.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { HttpError, InvalidFieldsError, NotFoundError } from '#server/lib/http-errors.js';
import { holidaysBetween } from '#server/modules/deliveries/index.js';
import {
  type OrderRequester,
  type WarrantyOrder,
  warrantyOrderOf,
} from '#server/modules/orders/index.js';
import type { Claim, ClaimRequest, OrderWarranty } from '#shared/schemas/warranty.js';
import { shopDay } from '#shared/time.js';
import {
  inspectionDayProblem,
  inspectionRange,
  OPEN_CLAIM_STATES,
} from '#shared/warranty-claims.js';
import { warrantyCost } from '#shared/warranty-cost.js';
import { claimStateMail } from './claim-mails.js';
import { claimPhotos } from './claim-photos.js';
import { toClaim } from './claim-view.js';
import type { WarrantyContext } from './context.js';
import { insertClaim, listClaimsOfOrder } from './repository.js';

const ORDER_NOT_FOUND = 'Order not found';

/** The order for its customer or link holder; a stranger, a forged key and no order alike: 404. */
export async function heldOrder(
  ctx: WarrantyContext,
  orderId: number,
  requester: OrderRequester,
): Promise<WarrantyOrder> {
  const order = await warrantyOrderOf(ctx.db, ctx.publicUrl, orderId, requester);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

const titleOf = (order: WarrantyOrder, itemId: number) =>
  order.lines.find((line) => line.id === itemId)?.title ?? 'Mattress';

/** GET /orders/{id}/warranty: what can be claimed, from when, and the claims filed. */
export async function orderWarranty(
  ctx: WarrantyContext,
  orderId: number,
  requester: OrderRequester,
): Promise<OrderWarranty> {
  const order = await heldOrder(ctx, orderId, requester);
  const claims = await listClaimsOfOrder(ctx.db, orderId);
  return {
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    lines: order.lines,
    inspection: inspectionRange(ctx.clock.now()),
    claims: claims.map((row) => toClaim(row, titleOf(order, row.orderItemId))),
  };
}

function refuse(message: string): HttpError {
  return new HttpError(409, message, 'claim_refused');
}

/**
 * POST /orders/{id}/warranty/claims: a claim on one delivered mattress line, its cost computed
 * here by the shared rules whatever the browser previewed, kept with it; the photos checked by
 * content; the inspection on a weekday that is no holiday. The customer is mailed its receipt.
 */
export async function fileClaim(
  ctx: WarrantyContext,
  orderId: number,
  requester: OrderRequester,
  asked: ClaimRequest,
): Promise<Claim> {
  const order = await heldOrder(ctx, orderId, requester);
  if (!order.deliveredAt) {
    throw refuse('A warranty claim can be made once the order has been delivered.');
  }
  const line = order.lines.find((candidate) => candidate.id === asked.orderItemId);
  if (!line) throw new InvalidFieldsError([{ msg: 'Choose the mattress.', path: 'orderItemId' }]);
  if (!line.mattress) throw refuse('Only mattresses are covered by the warranty.');
  const now = ctx.clock.now();
  const { first, last } = inspectionRange(now);
  const problem = inspectionDayProblem(
    asked.inspectionDate,
    now,
    await holidaysBetween(ctx.db, first, last),
  );
  if (problem) throw new InvalidFieldsError([{ msg: problem, path: 'inspectionDate' }]);
  await refuseIfUnderWay(ctx.db, orderId, line.id);
  await claimPhotos.accept(ctx.storage, orderId, asked.photoKeys);
  const cost = warrantyCost({
    deliveredDay: shopDay(order.deliveredAt),
    claimDay: shopDay(now),
    listPriceCents: line.unitPriceCents,
    fault: {
      kind: asked.fault,
      impressionMm: asked.impressionMm,
      sizeDifferenceCm: asked.sizeDifferenceCm,
    },
  });
  const filed = ctx.db.transaction(async (tx) => {
    const row = await insertClaim(tx, {
      orderId,
      orderItemId: line.id,
      fault: asked.fault,
      impressionMm: asked.fault === 'body_impression' ? (asked.impressionMm ?? null) : null,
      sizeDifferenceCm: asked.fault === 'size_difference' ? (asked.sizeDifferenceCm ?? null) : null,
      description: asked.description,
      photoKeys: asked.photoKeys,
      inspectionDate: asked.inspectionDate,
      inspectionWindow: asked.inspectionWindow,
      deliveredAt: order.deliveredAt as Date,
      listPriceCents: line.unitPriceCents,
      ...cost,
      createdAt: now,
      updatedAt: now,
    });
    const claim = toClaim(row, line.title);
    await ctx.mailer.enqueue({ to: order.email, ...claimStateMail(claim, order.trackingUrl) }, tx);
    return claim;
  });
  // Two claims filed at once: the database keeps one under way per line, the other is told so.
  return filed.catch(async (error: unknown) => {
    if (isUniqueViolation(error)) await refuseIfUnderWay(ctx.db, orderId, line.id);
    throw error;
  });
}

/** A line has one claim under way at a time: a second is refused, naming the first. */
async function refuseIfUnderWay(db: Executor, orderId: number, itemId: number): Promise<void> {
  const open = (await listClaimsOfOrder(db, orderId)).find(
    (claim) => claim.orderItemId === itemId && OPEN_CLAIM_STATES.includes(claim.state),
  );
  if (open) {
    throw refuse(
      `Claim #${open.id} on this mattress is still under way: we will contact you about it.`,
    );
  }
}
