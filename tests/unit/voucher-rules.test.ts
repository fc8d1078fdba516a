import { describe, expect, it } from 'vitest';
import type { VoucherRow } from '#server/db/schema/index.js';
import {
  EMPTY_BAG_MESSAGE,
  typedCodeProblem,
  UNKNOWN_CODE_MESSAGE,
  voucherDiscountCents,
  voucherProblem,
} from '#server/modules/vouchers/rules.js';

const NOW = new Date('2026-11-22T04:00:00Z');

function voucher(overrides: Partial<VoucherRow> = {}): VoucherRow {
  return {
    id: 1,
    code: 'SLEEP10',
    kind: 'percent',
    percentOff: 10,
    amountOffCents: null,
    minSubtotalCents: 0,
    maxUses: 0,
    usedCount: 0,
    active: true,
    startsAt: null,
    expiresAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

describe('when a voucher can be used', () => {
  it('accepts an active voucher inside its dates, above its minimum, with uses left', () => {
    const usable = voucher({
      startsAt: new Date('2026-11-01T00:00:00Z'),
      expiresAt: new Date('2026-12-01T00:00:00Z'),
      minSubtotalCents: 10_000,
      maxUses: 5,
      usedCount: 4,
    });
    expect(voucherProblem(usable, 10_000, NOW)).toBeUndefined();
  });

  it("says why not, in the shopper's words", () => {
    expect(voucherProblem(voucher({ active: false }), 5_000, NOW)).toEqual({
      code: 'voucher_inactive',
      message: 'This voucher is not active.',
    });
    expect(
      voucherProblem(voucher({ startsAt: new Date('2026-11-23T07:30:00Z') }), 5_000, NOW),
    ).toEqual({
      code: 'voucher_not_started',
      message: 'This voucher can be used from 23 Nov 2026, 3:30 pm.',
    });
    expect(voucherProblem(voucher({ expiresAt: NOW }), 5_000, NOW)).toEqual({
      code: 'voucher_expired',
      message: 'This voucher has expired.',
    });
    expect(voucherProblem(voucher(), 0, NOW)).toEqual({
      code: 'bag_empty',
      message: EMPTY_BAG_MESSAGE,
    });
    expect(voucherProblem(voucher({ minSubtotalCents: 129_950 }), 129_949, NOW)).toEqual({
      code: 'voucher_minimum_spend',
      message: 'Spend at least $1,299.50 to use this voucher: add $0.01 more.',
    });
    expect(voucherProblem(voucher({ maxUses: 3, usedCount: 3 }), 5_000, NOW)).toEqual({
      code: 'voucher_used_up',
      message: 'This voucher has been fully redeemed.',
    });
  });

  it('checks in order: active, started, not expired, minimum spend, uses left', () => {
    const everythingWrong = voucher({
      active: false,
      startsAt: new Date('2026-12-01T00:00:00Z'),
      expiresAt: new Date('2026-11-01T00:00:00Z'),
      minSubtotalCents: 10_000,
      maxUses: 1,
      usedCount: 1,
    });
    expect(voucherProblem(everythingWrong, 5_000, NOW)?.code).toBe('voucher_inactive');
    expect(voucherProblem({ ...everythingWrong, active: true }, 5_000, NOW)?.message).toMatch(
      /^This voucher can be used from /,
    );
  });
});

describe('a code a shopper typed', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

  it('is on offer when active, started, not ended and not used up', () => {
    expect(typedCodeProblem(voucher({ startsAt: daysAgo(1) }), NOW)).toBeUndefined();
  });

  it('answers as a code that does not exist when it is not offered', () => {
    const unknown = { code: 'voucher_unknown', message: UNKNOWN_CODE_MESSAGE };
    expect(typedCodeProblem(undefined, NOW)).toEqual(unknown);
    expect(typedCodeProblem(voucher({ active: false }), NOW)).toEqual(unknown);
    expect(typedCodeProblem(voucher({ startsAt: new Date(NOW.getTime() + 1) }), NOW)).toEqual(
      unknown,
    );
    expect(typedCodeProblem(voucher({ expiresAt: daysAgo(30.001) }), NOW)).toEqual(unknown);
    // Switched off after it ended: still nothing to tell.
    expect(typedCodeProblem(voucher({ active: false, expiresAt: daysAgo(1) }), NOW)).toEqual(
      unknown,
    );
  });

  it('says it expired for 30 days after its end, and says it is used up', () => {
    const expired = { code: 'voucher_expired', message: 'This voucher has expired.' };
    expect(typedCodeProblem(voucher({ expiresAt: NOW }), NOW)).toEqual(expired);
    expect(typedCodeProblem(voucher({ expiresAt: daysAgo(30) }), NOW)).toEqual(expired);
    expect(typedCodeProblem(voucher({ maxUses: 3, usedCount: 3 }), NOW)).toEqual({
      code: 'voucher_used_up',
      message: 'This voucher has been fully redeemed.',
    });
  });
});

describe('what a voucher takes off', () => {
  it('takes a percentage of the subtotal, rounded to the cent', () => {
    expect(voucherDiscountCents(voucher({ percentOff: 15 }), 12_345)).toBe(1_852);
    expect(voucherDiscountCents(voucher({ percentOff: 100 }), 12_345)).toBe(12_345);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    const fixed = voucher({ kind: 'fixed', percentOff: null, amountOffCents: 5_000 });
    expect(voucherDiscountCents(fixed, 12_345)).toBe(5_000);
    expect(voucherDiscountCents(fixed, 3_000)).toBe(3_000);
  });
});
