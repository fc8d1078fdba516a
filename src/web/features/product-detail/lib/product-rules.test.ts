import { describe, expect, it } from 'vitest';
import type { ProductSize } from '#shared/schemas/product.js';
import { addToCartProblem } from './add-to-cart-problem';
import { firmnessPanelFor } from './firmness';
import { clampQuantity, maxQuantityFor, sizeDimensionsText, stockText } from './sizes';

const queen: ProductSize = {
  label: '152x190',
  sizeName: 'Queen',
  priceDelta: 500,
  stockQty: 4,
  availability: 'in_stock',
  reserved: null,
};
const soldOutKing: ProductSize = {
  label: '183x190',
  sizeName: 'King',
  priceDelta: 800,
  stockQty: 0,
  availability: 'out_of_stock',
  reserved: null,
};

describe('add to cart rules (spec section 5)', () => {
  const sized = { dimensions: [queen, soldOutKing], stockQty: 4 };

  it('asks for a size when the product has sizes and none is chosen', () => {
    expect(addToCartProblem(sized, undefined)).toBe('Please select a size.');
  });

  it('names the size that is out of stock', () => {
    expect(addToCartProblem(sized, soldOutKing)).toBe('Out of stock for size 183x190.');
  });

  it('says out of stock for a product without sizes and no stock', () => {
    expect(addToCartProblem({ dimensions: [], stockQty: 0 }, undefined)).toBe('Out of stock.');
  });

  it('has nothing to say when the choice can be bought', () => {
    expect(addToCartProblem(sized, queen)).toBeUndefined();
    expect(addToCartProblem({ dimensions: [], stockQty: 3 }, undefined)).toBeUndefined();
  });
});

describe('quantity (spec section 4)', () => {
  it('stays between 1 and the chosen size stock', () => {
    expect(clampQuantity(0, queen)).toBe(1);
    expect(clampQuantity(-3, queen)).toBe(1);
    expect(clampQuantity(3, queen)).toBe(3);
    expect(clampQuantity(12, queen)).toBe(4);
    expect(clampQuantity(2.7, queen)).toBe(2);
  });

  it('allows up to 99 when the stock is unknown', () => {
    expect(maxQuantityFor(undefined)).toBe(99);
    expect(clampQuantity(500, undefined)).toBe(99);
  });

  it('keeps 1 for a size with no stock, so the field never shows 0', () => {
    expect(clampQuantity(5, soldOutKing)).toBe(1);
  });
});

describe('size chips', () => {
  it('shows dimensions in centimetres', () => {
    expect(sizeDimensionsText('152x190')).toBe('152 x 190 cm');
    expect(sizeDimensionsText('200x120x25')).toBe('200 x 120 x 25 cm');
  });

  it('shows stock as words', () => {
    expect(stockText({ stockQty: 0, reserved: null })).toBe('Out of stock');
    expect(stockText({ stockQty: 2, reserved: null })).toBe('Only 2 left');
    expect(stockText({ stockQty: 20, reserved: null })).toBe('In stock');
  });
});

describe('firmness panel', () => {
  const named = (name: string) => firmnessPanelFor({ name, firmness: null });

  it('matches names ignoring case, the registered and trademark signs and extra spaces', () => {
    expect(named('8etterCare 1')?.value).toBe(7.5);
    expect(named('  8ETTERCARE®   1 ')?.feel).toBe('Firm');
    expect(named('8etterCare™ 2')?.value).toBe(5);
    expect(named('8etterCare 2')?.positions).toHaveLength(5);
    expect(named('8etterCare 1')?.positions).toHaveLength(4);
  });

  it('draws a panel from the firmness of every other mattress', () => {
    expect(firmnessPanelFor({ name: 'Hotel Grand', firmness: 7 })).toMatchObject({
      feel: 'Medium firm',
      value: 7,
    });
    expect(firmnessPanelFor({ name: 'Prestige Imperial', firmness: 2 })?.feel).toBe('Soft');
    expect(firmnessPanelFor({ name: '8etterCare 1', firmness: 7.5 })?.positions).toHaveLength(4);
  });

  it('has no panel for a product without firmness', () => {
    expect(named('Cloud Fibre Pillow')).toBeUndefined();
  });
});
