import { describe, expect, it } from 'vitest';
import { pageParameter, pagePaths } from './paths.js';

describe('pageParameter', () => {
  it('reads the parameter of a path a page builds', () => {
    expect(pageParameter(pagePaths.product, '/product/15')).toBe('15');
    expect(pageParameter(pagePaths.collection, '/products/collection/hotel')).toBe('hotel');
  });

  it('refuses other paths, an empty parameter and one that spans segments', () => {
    expect(pageParameter(pagePaths.product, '/products/all')).toBeUndefined();
    expect(pageParameter(pagePaths.product, '/product/')).toBeUndefined();
    expect(pageParameter(pagePaths.product, '/product/15/reviews')).toBeUndefined();
    expect(pageParameter(pagePaths.collection, '/product/15')).toBeUndefined();
  });
});
