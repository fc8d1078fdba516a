import type { UserRow } from '#server/db/schema/index.js';
import { HttpError, NotFoundError } from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import { warrantyOrderOf } from '#server/modules/orders/index.js';
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

function toAdminClaim(found: ClaimWithEmail): AdminClaim {
  return { ...toClaim(found.claim, found.itemTitle), email: found.email };
}

/** GET /warranty/admin/claims: the queue, newest first, in one state when asked. */
export async function listClaimsForStaff(
  ctx: WarrantyContext,
  state: ClaimWithEmail['claim']['state'] | undefined,
): Promise<AdminClaim[]> {
  const rows = await listClaims(ctx.db, state);
  return rows.map(toAdminClaim);
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
    const order = await warrantyOrderOf(tx, ctx.publicUrl, locked.orderId, 'staff');
    if (found && order) {
      const mail = claimStateMail(toAdminClaim(found), order.trackingUrl);
      await ctx.mailer.enqueue({ to: found.email, ...mail }, tx);
    }
    return true;
  });
  const found = await findClaim(ctx.db, claimId);
  if (!found) throw new NotFoundError(CLAIM_NOT_FOUND);
  return { changed, claim: toAdminClaim(found) };
}
