import type { VoucherRow } from '#server/db/schema/index.js';
import type { ErrorCode } from '#shared/error-codes.js';
import { formatCents } from '#shared/money.js';
import { formatDateTime } from '#shared/time.js';
import { hasEnded, isBeforeStart } from '#shared/voucher-state.js';

export const EMPTY_BAG_MESSAGE = 'Your bag is empty. Add something before applying a voucher.';
/** What a typed code that is not on offer answers, whether it exists or not (decision 0040). */
export const UNKNOWN_CODE_MESSAGE = 'This voucher code is not valid.';
export const EXPIRED_MESSAGE = 'This voucher has expired.';
export const FULLY_REDEEMED_MESSAGE = 'This voucher has been fully redeemed.';
/**
 * How long after its end a code still answers that it expired, to a shopper who kept it from a
 * mail or a flyer; later it answers like a code that never existed.
 */
export const RECENTLY_EXPIRED_MS = 30 * 24 * 60 * 60 * 1000;

/** Why a voucher cannot be used: the shopper's words, and the code a client tests (decision 47). */
export interface VoucherProblem {
  code: Extract<ErrorCode, `voucher_${string}` | 'bag_empty'>;
  message: string;
}

const UNKNOWN_CODE: VoucherProblem = { code: 'voucher_unknown', message: UNKNOWN_CODE_MESSAGE };
const EXPIRED: VoucherProblem = { code: 'voucher_expired', message: EXPIRED_MESSAGE };
const FULLY_REDEEMED: VoucherProblem = { code: 'voucher_used_up', message: FULLY_REDEEMED_MESSAGE };

/** Spend is short of the voucher's minimum: what it is, and how much more to add. */
function minimumSpendMessage(voucher: VoucherRow, subtotalCents: number): string {
  const short = voucher.minSubtotalCents - subtotalCents;
  return `Spend at least ${formatCents(voucher.minSubtotalCents)} to use this voucher: add ${formatCents(short)} more.`;
}

/**
 * Why a voucher already on a bag cannot stay there with this subtotal now, in the shopper's words;
 * undefined when it can. The shopper had the code, so the reason may be named. The checks follow
 * the order: active, started, not expired, minimum spend, uses left.
 */
export function voucherProblem(
  voucher: VoucherRow,
  subtotalCents: number,
  now: Date,
): VoucherProblem | undefined {
  if (!voucher.active) return { code: 'voucher_inactive', message: 'This voucher is not active.' };
  if (voucher.startsAt && isBeforeStart(voucher, now)) {
    const message = `This voucher can be used from ${formatDateTime(voucher.startsAt)}.`;
    return { code: 'voucher_not_started', message };
  }
  if (hasEnded(voucher, now)) return EXPIRED;
  if (subtotalCents <= 0) return { code: 'bag_empty', message: EMPTY_BAG_MESSAGE };
  if (subtotalCents < voucher.minSubtotalCents) {
    const message = minimumSpendMessage(voucher, subtotalCents);
    return { code: 'voucher_minimum_spend', message };
  }
  if (voucher.maxUses > 0 && voucher.usedCount >= voucher.maxUses) return FULLY_REDEEMED;
  return undefined;
}

/**
 * Why a code a shopper typed cannot be used whatever the bag holds; undefined when it is on offer.
 * A code that is switched off, not started yet or long expired answers exactly as one that does
 * not exist, so unannounced and staff codes cannot be told apart from nothing. One that ended in
 * the last 30 days may say so, and one used up says so (decision 0040).
 */
export function typedCodeProblem(
  voucher: VoucherRow | undefined,
  now: Date,
): VoucherProblem | undefined {
  if (!voucher?.active) return UNKNOWN_CODE;
  if (isBeforeStart(voucher, now)) return UNKNOWN_CODE;
  if (voucher.expiresAt && hasEnded(voucher, now)) {
    const endedMs = now.getTime() - voucher.expiresAt.getTime();
    return endedMs <= RECENTLY_EXPIRED_MS ? EXPIRED : UNKNOWN_CODE;
  }
  if (voucher.maxUses > 0 && voucher.usedCount >= voucher.maxUses) return FULLY_REDEEMED;
  return undefined;
}

/** Percent: that share of the subtotal rounded to the cent; fixed: its amount, at most the subtotal. */
export function voucherDiscountCents(voucher: VoucherRow, subtotalCents: number): number {
  if (voucher.kind === 'percent') {
    return Math.round((subtotalCents * (voucher.percentOff ?? 0)) / 100);
  }
  return Math.min(voucher.amountOffCents ?? 0, subtotalCents);
}
