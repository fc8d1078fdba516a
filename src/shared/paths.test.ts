import { describe, expect, it } from 'vitest';
import { loginPath, pageParameter, pagePaths, registerPath, safeReturnPath } from './paths.js';

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

describe('safeReturnPath (open-redirect abuse)', () => {
  it('keeps a page of this shop with its query and fragment', () => {
    expect(safeReturnPath('/orders')).toBe('/orders');
    expect(safeReturnPath('/orders?order=12')).toBe('/orders?order=12');
    expect(safeReturnPath('/search?q=pillow#results')).toBe('/search?q=pillow#results');
    expect(safeReturnPath('/admin')).toBe('/admin');
  });

  it.each([
    ['another site', 'https://evil.example/orders'],
    ['a protocol-relative address', '//evil.example/orders'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['a tab a browser drops', '/\t/evil.example'],
    ['a line break a browser drops', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path without a slash', 'orders'],
    ['an API address', '/api/orders'],
    ['the login page (a loop)', '/login?next=/orders'],
    ['the register page (a loop)', '/register'],
    ['nothing', ''],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('builds login and register links that carry only a safe return path', () => {
    expect(loginPath('/orders?order=3')).toBe('/login?next=%2Forders%3Forder%3D3');
    expect(registerPath('/settings')).toBe('/register?next=%2Fsettings');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
