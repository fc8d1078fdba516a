import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatCompactDollars,
  formatMoney,
  isWholeCents,
} from './money.js';

describe('money: cents travel, dollars only at the edges', () => {
  it('converts both ways without float drift', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1799.5)).toBe(179_950);
    expect(centsToDollars(179_950)).toBe(1799.5);
  });

  it('accepts whole cents and refuses fractions of a cent', () => {
    expect(isWholeCents(12.34)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(12.345)).toBe(false);
  });

  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(129_900)).toBe('$1,299.00');
  });

  it("groups and rounds exactly as en-SG's number format does", () => {
    const enSg = new Intl.NumberFormat('en-SG', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0, 0.5, 5, 99.99, 999.99, 1000, 12_345.6, 1_234_567.89, -2.06, -1299, 1.005, 2.675, 1e-7,
      0.125,
    ];
    for (const dollars of amounts) expect(formatMoney(dollars)).toBe(`$${enSg.format(dollars)}`);
  });

  it('writes the sign of the place the amount is shown in (spec section 9)', () => {
    expect(formatMoney(1799)).toBe('$1,799.00');
    expect(formatMoney(1799, 'shop')).toBe('$1,799.00');
    expect(formatMoney(120, 'information')).toBe('S$120.00');
    expect(formatCents(206, 'document')).toBe('S$2.06');
    expect(formatCompactDollars(1200)).toBe('$1.2K');
  });
});
