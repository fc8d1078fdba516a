import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, isWholeCents } from './money.js';

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
});
