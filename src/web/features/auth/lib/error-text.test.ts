// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { loginErrorText, registerErrorText } from './error-text';

const answered = (status: number, data: unknown) =>
  new ApiError('Request failed', status, data, 'POST', '/api/auth/x', false);
const networkFailure = answered(0, undefined);

describe('loginErrorText', () => {
  it('shows the server message first', () => {
    expect(loginErrorText(answered(401, { message: 'Invalid email or password.' }))).toBe(
      'Invalid email or password.',
    );
  });

  it('falls back to the status', () => {
    expect(loginErrorText(answered(502, ''))).toBe('Error 502');
  });

  it('says the shop could not be reached when there was no answer', () => {
    expect(loginErrorText(networkFailure)).toMatch(/could not be reached/);
  });
});

describe('registerErrorText', () => {
  it('shows the first message of the errors list before the summary', () => {
    const error = answered(400, {
      message: 'password: Password must be at least 8 characters.',
      errors: [{ msg: 'Password must be at least 8 characters.' }, { msg: 'Other.' }],
    });
    expect(registerErrorText(error)).toBe('Password must be at least 8 characters.');
  });

  it('shows the message when there is no list', () => {
    expect(registerErrorText(answered(429, { message: 'Too many requests.' }))).toBe(
      'Too many requests.',
    );
  });

  it('says "Registration failed." for a wordless refusal', () => {
    expect(registerErrorText(answered(500, ''))).toBe('Registration failed.');
  });

  it('says "An error occurred while registering." without an answer', () => {
    expect(registerErrorText(networkFailure)).toBe('An error occurred while registering.');
    expect(registerErrorText(new Error('CSRF failed POST /api/auth/register'))).toBe(
      'An error occurred while registering.',
    );
  });
});
