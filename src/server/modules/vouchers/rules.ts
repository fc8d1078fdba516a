import type { VoucherRow } from '#server/db/schema/index.js';
import { centsToDollars, formatSgd } from '#shared/money.js';
import { formatDateTime } from '#shared/time.js';

export const EMPTY_BAG_MESSAGE = 'Your bag is empty. Add something before applying a voucher.';

/**
 * Why a voucher cannot be used on a bag with this subtotal now, in the shopper's words; undefined
 * when it can. The checks follow the order: active, started, not expired, minimum spend,
 * uses left.
 */
export function voucherProblem(
  voucher: VoucherRow,
  subtotalCents: number,
  now: Date = new Date(),
): string | undefined {
  if (!voucher.active) return 'This voucher is not active.';
  if (voucher.startsAt && voucher.startsAt.getTime() > now.getTime()) {
    return `This voucher can be used from ${formatDateTime(voucher.startsAt)}.`;
  }
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= now.getTime()) {
    return 'This voucher has expired.';
  }
  if (subtotalCents <= 0) return EMPTY_BAG_MESSAGE;
  if (subtotalCents < voucher.minSubtotalCents) {
    return `Spend at least ${formatSgd(centsToDollars(voucher.minSubtotalCents))} to use this voucher.`;
  }
  if (voucher.maxUses > 0 && voucher.usedCount >= voucher.maxUses) {
    return 'This voucher has been fully redeemed.';
  }
  return undefined;
}

/** Percent: that share of the subtotal rounded to the cent; fixed: its amount, at most the subtotal. */
export function voucherDiscountCents(voucher: VoucherRow, subtotalCents: number): number {
  if (voucher.kind === 'percent') {
    return Math.round((subtotalCents * (voucher.percentOff ?? 0)) / 100);
  }
  return Math.min(voucher.amountOffCents ?? 0, subtotalCents);
}
