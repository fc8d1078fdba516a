// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loginNoticeState, readLoginNotice } from './login-notice';
import { isAdmin, landingPathFor } from './roles';

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
});

describe('login notice', () => {
  it('reads back the note it stored and ignores any other state', () => {
    expect(readLoginNotice(loginNoticeState('Account created.'))).toBe('Account created.');
    expect(readLoginNotice(null)).toBeUndefined();
    expect(readLoginNotice({ loginNotice: 42 })).toBeUndefined();
    expect(readLoginNotice('text')).toBeUndefined();
  });
});
