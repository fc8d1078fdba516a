// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { profileErrorText, serverAnswered, serverErrorList } from './server-errors';

const answered = (status: number, data: unknown) =>
  new ApiError('Request failed', status, data, 'PUT', '/api/profile/email', false);

describe('server error helpers', () => {
  it('lists the msg of each validation error', () => {
    const error = answered(400, { message: 'x', errors: [{ msg: 'One.' }, { msg: 'Two.' }] });
    expect(serverErrorList(error)).toEqual(['One.', 'Two.']);
    expect(serverErrorList(answered(400, { message: 'x' }))).toEqual([]);
    expect(serverErrorList(new Error('boom'))).toEqual([]);
  });

  it('tells an answer from a network failure', () => {
    expect(serverAnswered(answered(500, undefined))).toBe(true);
    expect(serverAnswered(answered(0, undefined))).toBe(false);
    expect(serverAnswered(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('puts the server message first, then the joined errors, then the fallback', () => {
    const fallback = 'Failed to update email';
    expect(profileErrorText(answered(409, { message: 'Taken.' }), fallback)).toBe('Taken.');
    expect(
      profileErrorText(answered(400, { errors: [{ msg: 'A.' }, { msg: 'B.' }] }), fallback),
    ).toBe('A. B.');
    expect(profileErrorText(answered(500, ''), fallback)).toBe(fallback);
    expect(profileErrorText(new Error('CSRF failed PUT /api/profile/email'), fallback)).toBe(
      fallback,
    );
  });
});
