// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { newPasswordProblem, PASSWORDS_DIFFER } from './password-rules';

const tooShort = 'New password must be at least 8 characters.';

describe('newPasswordProblem', () => {
  it('accepts a long enough password that matches its confirmation', () => {
    expect(newPasswordProblem({ password: 'abcdefgh', confirmation: 'abcdefgh', tooShort })).toBe(
      null,
    );
  });

  it("names the length rule in the screen's own words, at the password field", () => {
    expect(newPasswordProblem({ password: 'abcdefg', confirmation: 'abcdefg', tooShort })).toEqual({
      field: 'password',
      message: tooShort,
    });
  });

  it('checks the length before the match', () => {
    expect(
      newPasswordProblem({ password: 'short', confirmation: 'other', tooShort })?.message,
    ).toBe(tooShort);
  });

  it('reports a confirmation that differs, at the confirmation field', () => {
    expect(
      newPasswordProblem({ password: 'abcdefgh', confirmation: 'abcdefgH', tooShort }),
    ).toEqual({ field: 'confirmation', message: PASSWORDS_DIFFER });
    expect(PASSWORDS_DIFFER).toBe('Passwords do not match.');
  });

  it('checks only the match when the screen has no length rule (register)', () => {
    expect(newPasswordProblem({ password: 'a', confirmation: 'a' })).toBe(null);
    expect(newPasswordProblem({ password: 'a', confirmation: 'b' })?.message).toBe(
      PASSWORDS_DIFFER,
    );
  });
});
