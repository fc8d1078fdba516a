import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { HttpError, InvalidFieldsError, NotFoundError } from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import { type WarrantyOrder, warrantyOrderOf } from '#server/modules/orders/index.js';
import type { AdminClaim, ClaimStateUpdate } from '#shared/schemas/warranty.js';
import { CLAIM_MOVES, CLAIM_STATE_LABELS } from '#shared/warranty-claims.js';
import { claimStateMail } from './claim-mails.js';
import { toClaim } from './claim-view.js';
import type { WarrantyContext } from './context.js';
import {
  type ClaimWithEmail,
  findClaim,
  listClaims,
  lockClaim,
  updateClaimState,
} from './repository.js';

const CLAIM_NOT_FOUND = 'Claim not found';

async function staffOrder(
  ctx: WarrantyContext,
  db: Executor,
  orderId: number,
): Promise<WarrantyOrder> {
  const order = await warrantyOrderOf(db, ctx.publicUrl, orderId, 'staff');
  if (!order) throw new NotFoundError(CLAIM_NOT_FOUND);
  return order;
}

async function toAdminClaim(
  ctx: WarrantyContext,
  db: Executor,
  found: ClaimWithEmail,
): Promise<AdminClaim> {
  const order = await staffOrder(ctx, db, found.claim.orderId);
  const title = order.lines.find((line) => line.id === found.claim.orderItemId)?.title ?? '';
  return { ...toClaim(found.claim, title), email: found.email };
}

/** GET /warranty/admin/claims: the queue, newest first, in one state when asked. */
export async function listClaimsForStaff(
  ctx: WarrantyContext,
  state: ClaimWithEmail['claim']['state'] | undefined,
): Promise<AdminClaim[]> {
  const rows = await listClaims(ctx.db, state);
  return Promise.all(rows.map((row) => toAdminClaim(ctx, ctx.db, row)));
}

/**
 * PUT /warranty/admin/claims/{id}/state: the claim's next state as the shared table allows it
 * (409 otherwise), under the claim's row lock; declining needs a reason, which the customer is
 * told. The same state again changes nothing. Audited; the customer is mailed in the same
 * transaction, so the mail goes exactly when the change is kept.
 */
export async function changeClaimState(
  ctx: WarrantyContext,
  admin: UserRow,
  claimId: number,
  asked: ClaimStateUpdate,
): Promise<{ changed: boolean; claim: AdminClaim }> {
  const changed = await ctx.db.transaction(async (tx) => {
    const locked = await lockClaim(tx, claimId);
    if (!locked) throw new NotFoundError(CLAIM_NOT_FOUND);
    if (locked.state === asked.state) return false;
    const [from, to] = [CLAIM_STATE_LABELS[locked.state], CLAIM_STATE_LABELS[asked.state]];
    if (!CLAIM_MOVES[locked.state].includes(asked.state)) {
      throw new HttpError(
        409,
        `Claim #${claimId} cannot be marked ${to.toLowerCase()}: it is ${from.toLowerCase()}.`,
        'claim_change_refused',
      );
    }
    if (asked.state === 'declined' && !asked.reason) {
      throw new InvalidFieldsError([{ msg: 'Say why the claim is declined.', path: 'reason' }]);
    }
    const declineReason = asked.state === 'declined' ? asked.reason : null;
    await updateClaimState(tx, claimId, {
      state: asked.state,
      declineReason,
      at: ctx.clock.now(),
    });
    await recordAudit(tx, {
      actor: admin,
      // A claim is part of its order's story: staff read it in the order's trail.
      entityType: 'order',
      entityId: locked.orderId,
      entityLabel: `#${locked.orderId}`,
      action: 'updated',
      before: { [`Warranty claim #${claimId}`]: from },
      after: {
        [`Warranty claim #${claimId}`]: to,
        ...(declineReason ? { 'Decline reason': declineReason } : {}),
      },
    });
    const found = await findClaim(tx, claimId);
    if (found) {
      const claim = await toAdminClaim(ctx, tx, found);
      const { trackingUrl } = await staffOrder(ctx, tx, locked.orderId);
      await ctx.mailer.enqueue({ to: found.email, ...claimStateMail(claim, trackingUrl) }, tx);
    }
    return true;
  });
  const found = await findClaim(ctx.db, claimId);
  if (!found) throw new NotFoundError(CLAIM_NOT_FOUND);
  return { changed, claim: await toAdminClaim(ctx, ctx.db, found) };
}
