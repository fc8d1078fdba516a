import { describe, expect, it } from 'vitest';
import { cartTotal, linePrice } from './totals';

describe('bag totals (spec section 5)', () => {
  it('prices a line as unit price × quantity without float drift', () => {
    expect(linePrice({ unitPrice: 0.1, quantity: 3 })).toBe(0.3);
    expect(linePrice({ unitPrice: 1799.5, quantity: 2 })).toBe(3599);
  });

  it('takes the discount in cents off the subtotal, never below 0', () => {
    expect(cartTotal({ subtotal: 123.45, discountCents: 1852 })).toBe(104.93);
    expect(cartTotal({ subtotal: 30, discountCents: 5000 })).toBe(0);
    expect(cartTotal({ subtotal: 0, discountCents: 0 })).toBe(0);
  });
});
