import { formatDateTime } from './time.js';

/**
 * What a voucher is to a shopper right now. Its Active switch alone does not say it: a voucher
 * switched on whose end has passed takes no orders, nor does one whose start is still to come.
 */
export const VOUCHER_STATES = ['active', 'inactive', 'scheduled', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const VOUCHER_STATE_LABELS: Record<VoucherState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  expired: 'Expired',
};

/** A voucher's switch and window, as stored (dates) or as sent and listed (ISO instants). */
export interface VoucherWindow {
  active: boolean;
  startsAt: Date | string | null;
  expiresAt: Date | string | null;
}

const timeOf = (instant: Date | string) => new Date(instant).getTime();

/** Its start is still to come: until then no bag may use it. */
export function isBeforeStart(voucher: Pick<VoucherWindow, 'startsAt'>, now: Date): boolean {
  return voucher.startsAt !== null && timeOf(voucher.startsAt) > now.getTime();
}

/** Its end has come: from that instant on no bag may use it. */
export function hasEnded(voucher: Pick<VoucherWindow, 'expiresAt'>, now: Date): boolean {
  return voucher.expiresAt !== null && timeOf(voucher.expiresAt) <= now.getTime();
}

/**
 * Expired first (switching it on would not bring it back), then the switch, then a start still
 * to come; only a voucher on, started and not ended is Active.
 */
export function voucherState(voucher: VoucherWindow, now: Date): VoucherState {
  if (hasEnded(voucher, now)) return 'expired';
  if (!voucher.active) return 'inactive';
  if (isBeforeStart(voucher, now)) return 'scheduled';
  return 'active';
}

/**
 * What the voucher form says when the end it holds has already passed: saving is allowed (a
 * record kept, a typo fixed), but staff should know no shopper can use it. Undefined otherwise.
 */
export function endedWarning(
  voucher: Pick<VoucherWindow, 'expiresAt'>,
  now: Date,
): string | undefined {
  if (!voucher.expiresAt || !hasEnded(voucher, now)) return undefined;
  return `This voucher ended on ${formatDateTime(voucher.expiresAt)} (Singapore time): shoppers cannot use it. Move Ends to a later time to offer it again.`;
}
