import { createHash } from 'node:crypto';
import type { Executor } from '#server/db/client.js';
import { HttpError } from '#server/lib/http-errors.js';
import { clearFailures, findLockedUntil, recordFailure } from './throttle-repository.js';

/**
 * One lock per e-mail address, known to the shop or not, shared by login and the settings'
 * password change: guessing a password answers the same whoever owns the address, and a guess
 * through either route counts against the other.
 */
export interface PasswordGuessThrottle {
  /** Throws the 429 while the address is locked. */
  assertOpen(): Promise<void>;
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/** The same key the migration computed for existing accounts: SHA-256 of "login:" + e-mail. */
export function throttleKey(email: string): string {
  return createHash('sha256').update(`login:${email}`).digest('hex');
}

function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}

export function lockedMessage(until: Date): string {
  const minutes = minutesUntil(until);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** `email` as the accounts store it: trimmed and lower-cased. */
export function passwordGuessThrottle(db: Executor, email: string): PasswordGuessThrottle {
  const key = throttleKey(email);
  return {
    async assertOpen() {
      const until = await findLockedUntil(db, key);
      if (until) throw new HttpError(429, lockedMessage(until), 'login_locked');
    },
    failed: () => recordFailure(db, key, email),
    succeeded: () => clearFailures(db, key, email),
  };
}
