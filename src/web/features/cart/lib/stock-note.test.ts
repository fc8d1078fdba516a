import { describe, expect, it } from 'vitest';
import { stockNote } from './stock-note';

describe('stockNote', () => {
  it('says nothing while the line can grow', () => {
    expect(stockNote({ quantity: 2, maxQuantity: 3, lineLimit: 10 })).toBeNull();
  });

  it('names the stock when the stock stops the line', () => {
    expect(stockNote({ quantity: 3, maxQuantity: 3, lineLimit: 10 })).toBe('Only 3 in stock');
    expect(stockNote({ quantity: 4, maxQuantity: 3, lineLimit: 10 })).toBe('Only 3 in stock');
    expect(stockNote({ quantity: 1, maxQuantity: 0, lineLimit: 10 })).toBe('Out of stock');
  });

  it('names the order limit when that, not the stock, stops the line', () => {
    expect(stockNote({ quantity: 10, maxQuantity: 10, lineLimit: 10 })).toBe(
      'At most 10 per order',
    );
  });
});
