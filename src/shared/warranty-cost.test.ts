import { describe, expect, it } from 'vitest';
import { shareCents, warrantyCost, yearOfOwnership } from './warranty-cost.js';

describe('the warranty cost (decision 0060)', () => {
  it('counts the year of ownership from the delivery day, an anniversary starting the next', () => {
    expect(yearOfOwnership('2026-11-27', '2026-11-27')).toBe(1);
    expect(yearOfOwnership('2026-11-27', '2028-11-26')).toBe(2);
    expect(yearOfOwnership('2026-11-27', '2028-11-27')).toBe(3);
    expect(yearOfOwnership('2028-02-29', '2029-02-28')).toBe(1);
    expect(yearOfOwnership('2028-02-29', '2029-03-01')).toBe(2);
  });

  it("agrees with the warranty page's example and rounds half up to the cent", () => {
    expect(shareCents(4, 180_000)).toBe(60_000);
    expect(shareCents(3, 199_950)).toBe(49_988);
    expect(shareCents(1, 100_001)).toBe(8_333);
  });

  it('ends with the 10th anniversary', () => {
    const cost = (claimDay: string) =>
      warrantyCost({
        deliveredDay: '2026-11-27',
        claimDay,
        listPriceCents: 120_000,
        fault: { kind: 'other' },
      });
    expect(cost('2036-11-26')).toMatchObject({ yearsOwned: 10, totalCents: 100_000 + 22_000 });
    expect(cost('2036-11-27')).toMatchObject({ coverage: 'expired', totalCents: null });
  });
});
