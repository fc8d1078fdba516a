import { describe, expect, it } from 'vitest';
import {
  normaliseDimension,
  PRODUCT_MESSAGES,
  sizeInputSchema,
  sizeParamsSchema,
} from './product-admin.js';

const QUEEN = { sizeName: 'Queen', priceDelta: 0, stockQty: 1 };

describe('a typed dimension', () => {
  it.each(['91x190', '91 x 190', '91 X 190', '91×190', '  91  x190 '])('%j is 91x190', (typed) => {
    expect(normaliseDimension(typed)).toBe('91x190');
    expect(sizeInputSchema.parse({ ...QUEEN, label: typed }).label).toBe('91x190');
  });

  it('keeps a height in the same spelling', () => {
    expect(sizeInputSchema.parse({ ...QUEEN, label: '200 × 120 X 25' }).label).toBe('200x120x25');
  });

  it('is looked up by the same label in a size address', () => {
    expect(sizeParamsSchema.parse({ id: '4', label: '152 x 190' })).toEqual({
      id: 4,
      label: '152x190',
    });
  });

  it.each(['91 x', 'x190', '91 by 190', '91 x 190 x 25 x 3', '91,5x190'])('refuses %j', (typed) => {
    const parsed = sizeInputSchema.safeParse({ ...QUEEN, label: typed });
    expect(parsed.error?.issues[0]?.message).toBe(PRODUCT_MESSAGES.dimension);
  });
});
