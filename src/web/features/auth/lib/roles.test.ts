// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterLoginPath, isAdmin, landingPathFor } from './roles';

// The shared schema allows only lower case; the spec asks the test to ignore case all the same.
const withRole = (acctype: string) => ({ acctype }) as { acctype: 'user' | 'admin' };

describe('isAdmin and landingPathFor', () => {
  it('treats admin in any case as an admin', () => {
    expect(isAdmin(withRole('admin'))).toBe(true);
    expect(isAdmin(withRole('Admin'))).toBe(true);
    expect(isAdmin(withRole('ADMIN'))).toBe(true);
  });

  it('treats everyone else, and nobody, as no admin', () => {
    expect(isAdmin(withRole('user'))).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('sends admins to /admin after login and everyone else home', () => {
    expect(landingPathFor(withRole('Admin'))).toBe('/admin');
    expect(landingPathFor(withRole('user'))).toBe('/');
  });

  it('returns to the page that asked for the login, but never to another site', () => {
    expect(afterLoginPath(withRole('user'), '/orders?order=7')).toBe('/orders?order=7');
    expect(afterLoginPath(withRole('admin'), '/settings')).toBe('/settings');
    expect(afterLoginPath(withRole('user'), 'https://evil.example/')).toBe('/');
    expect(afterLoginPath(withRole('admin'), '//evil.example')).toBe('/admin');
    expect(afterLoginPath(withRole('user'), null)).toBe('/');
  });
});
