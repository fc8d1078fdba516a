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
    // Resolved, escapes kept: these stay on the shop.
    expect(safeReturnPath('/a/../orders')).toBe('/orders');
    expect(safeReturnPath('/search?q=a%2Fb')).toBe('/search?q=a%2Fb');
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
    // Paths that become `//host` only once dot segments and escapes are resolved.
    ['a dot segment before two slashes', '/.//evil.example/'],
    ['a parent segment before two slashes', '/..//evil.example'],
    ['a segment and its parent before two slashes', '/a/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded parent segment', '/%2e%2e//evil.example'],
    ['a mixed parent segment', '/.%2E//evil.example'],
    ['dot segments that climb past the root', '/a/b/../../..//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['an encoded backslash after a dot segment', '/.%5C/evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5cevil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['a dot segment and a tab', '/./\t/evil.example'],
    ['a protocol-relative address with a backslash', '\\\\evil.example'],
    ['an address with credentials', '//user@evil.example'],
    ['a script in capitals', 'JavaScript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['an absolute address without slashes', 'https:evil.example'],
    ['an API address behind a dot segment', '/./api/orders'],
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
