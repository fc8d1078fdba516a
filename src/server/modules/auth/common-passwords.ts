import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';

/**
 * Passwords an attacker tries first: the ~49,000 most common passwords of the breach corpora that
 * zxcvbn-ts maintains (the ones long enough to pass the length rule are kept), plus the words of
 * this shop. Loaded on the server only; the browser never downloads the list.
 */
const SHOP_WORDS = [
  'singapore',
  'singapore1',
  'mattress',
  'mattress1',
  '8ettersleep',
  'bettersleep',
];

const COMMON_PASSWORDS = new Set(
  [...dictionary['passwords-common'], ...SHOP_WORDS].filter(
    (password) => password.length >= PASSWORD_MIN_LENGTH,
  ),
);

/** Fewer different characters than this (`aaaaaaaa`, `abababab`) is a pattern, not a secret. */
const MIN_DISTINCT_CHARACTERS = 4;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose another.';
export const REPETITIVE_PASSWORD_MESSAGE = `This password repeats too few characters to be safe. Please use at least ${MIN_DISTINCT_CHARACTERS} different characters.`;

/** Why a password would be refused, or null when it may be used. Compared without regard to case. */
export function weakPasswordReason(password: string): string | null {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return COMMON_PASSWORD_MESSAGE;
  if (new Set(lowered).size < MIN_DISTINCT_CHARACTERS) return REPETITIVE_PASSWORD_MESSAGE;
  return null;
}
