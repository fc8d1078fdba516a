import { describe, expect, it } from 'vitest';
import { settleLine } from '#server/modules/cart/service.js';

const LINE_LIMIT = 10;
const queen = (quantity: number, stockQty: number, isVisible = true) => ({
  name: 'Aurora Mattress',
  sizeName: 'Queen',
  isVisible,
  stockQty,
  quantity,
});

describe("settling a bag's line", () => {
  it('keeps a line that stock and the line limit allow', () => {
    expect(settleLine(queen(3, 3), LINE_LIMIT)).toEqual({ quantity: 3, note: null });
  });

  it('lowers a line to the stock left, and says so', () => {
    expect(settleLine(queen(5, 2), LINE_LIMIT)).toEqual({
      quantity: 2,
      note: 'Only 2 of Aurora Mattress (Queen) left: your bag now holds 2.',
    });
  });

  it('lowers a line to the line limit when stock is not what stops it', () => {
    expect(settleLine(queen(12, 50), LINE_LIMIT)).toEqual({
      quantity: 10,
      note: 'You can have at most 10 of Aurora Mattress (Queen) in one order: your bag now holds 10.',
    });
  });

  it('takes out a line that is sold out or no longer shown, naming it without a size when it has none', () => {
    expect(settleLine(queen(1, 0), LINE_LIMIT)).toEqual({
      quantity: 0,
      note: 'Aurora Mattress (Queen) is no longer available and was taken out of your bag.',
    });
    expect(settleLine({ ...queen(1, 5, false), sizeName: null }, LINE_LIMIT)).toEqual({
      quantity: 0,
      note: 'Aurora Mattress is no longer available and was taken out of your bag.',
    });
  });
});
