import type { ErrorCode } from '#shared/error-codes.js';

/** PostgreSQL's SQLSTATE of a failed query, from the driver's error Drizzle wraps as its cause. */
export function sqlState(error: unknown): string | undefined {
  // pg and PGlite both put the five-character SQLSTATE on `code`; Drizzle wraps it one level down.
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

export const DATA_ERROR_MESSAGE =
  'A value in the request is out of the range the shop can store or count. Please check it.';
export const INTEGRITY_ERROR_MESSAGE =
  'This change conflicts with data the shop already holds. Please reload and try again.';

/**
 * The answer for a database error no service turned into one of its own: class 22 (data
 * exception: a number out of range, a date beyond the calendar, bad text) was the request's
 * fault, 400; class 23 (integrity: unique, foreign key, check) a conflict with what is stored,
 * 409. Anything else is ours, and stays a 500.
 */
export function clientErrorForDatabase(
  error: unknown,
): { statusCode: 400 | 409; message: string; code: ErrorCode } | undefined {
  const state = sqlState(error);
  if (state?.startsWith('22')) {
    return { statusCode: 400, message: DATA_ERROR_MESSAGE, code: 'invalid_input' };
  }
  if (state?.startsWith('23')) {
    return { statusCode: 409, message: INTEGRITY_ERROR_MESSAGE, code: 'conflict' };
  }
  return undefined;
}
