import { describe, expect, it } from 'vitest';
import { lowStockSummary } from './low-stock.js';

describe('a low stock line', () => {
  it('names the size and what is left of it', () => {
    expect(lowStockSummary({ sizeName: 'Queen', sizeLabel: '152x190', stockQty: 2 })).toBe(
      'Queen 152x190: 2 left',
    );
    expect(lowStockSummary({ sizeName: 'King', sizeLabel: '183x190', stockQty: 0 })).toBe(
      'King 183x190: out of stock',
    );
  });

  it('is the count alone for a product without sizes', () => {
    expect(lowStockSummary({ sizeName: null, sizeLabel: null, stockQty: 1 })).toBe('1 left');
  });
});
