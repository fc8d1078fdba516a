import { createHash } from 'node:crypto';
import type { Executor } from '#server/db/client.js';
import type { VoucherRow } from '#server/db/schema/index.js';
import { TooManyRequestsError, ValidationError } from '#server/lib/http-errors.js';
import { giveBackGuess, takeGuesses } from './guess-repository.js';
import { findVoucherByCode } from './repository.js';
import { typedCodeProblem, UNKNOWN_CODE_MESSAGE } from './rules.js';

/** Wrong codes are counted in windows of 10 minutes; a limit reached lasts until its window ends. */
export const GUESS_WINDOW_SECONDS = 10 * 60;
/** Wrong codes one bag may try in a window: a shopper mistyping a few times is never stopped. */
export const WRONG_CODES_PER_BAG = 5;

/** Who is typing codes: the client's address (as clientKey counts it) and the bag they are for. */
export interface CodeTypist {
  address: string;
  bagId: number;
  /** Wrong codes one address may try in a window (VOUCHER_GUESSES_PER_ADDRESS). */
  addressLimit: number;
  /** When the code is typed: its voucher's dates are judged at this instant. */
  now: Date;
}

export function tooManyCodesMessage(secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `Too many wrong voucher codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The voucher a code typed by a shopper names, when it is on offer; otherwise the 400 that says
 * why (a code not offered answers like one that does not exist), or, past the limit of wrong codes
 * for the address or the bag, a 429 that a right code gets too. Every try takes a slot first and
 * a code on offer gives it back, so concurrent tries cannot overrun the limit and only wrong codes
 * stay counted. A wrong code and a hidden one do the same work: one count, one lookup.
 */
export async function findTypedVoucher(
  db: Executor,
  code: string,
  typist: CodeTypist,
): Promise<VoucherRow> {
  // Address first, then bag: the order every try locks them in (see takeGuesses).
  const limits = new Map([
    [keyHash(`address:${typist.address}`), typist.addressLimit],
    [keyHash(`bag:${typist.bagId}`), WRONG_CODES_PER_BAG],
  ]);
  const counts = await takeGuesses(db, [...limits.keys()], GUESS_WINDOW_SECONDS);
  const over = counts.filter((count) => count.guesses > (limits.get(count.keyHash) ?? 0));
  if (over.length > 0) {
    const secondsLeft = Math.max(...over.map((count) => count.secondsLeft));
    throw new TooManyRequestsError(
      tooManyCodesMessage(secondsLeft),
      secondsLeft,
      'voucher_guesses',
    );
  }
  const voucher = await findVoucherByCode(db, code);
  const problem = typedCodeProblem(voucher, typist.now);
  if (!voucher || problem) {
    const { message, code } = problem ?? { message: UNKNOWN_CODE_MESSAGE, code: 'voucher_unknown' };
    throw new ValidationError(message, code);
  }
  for (const key of limits.keys()) await giveBackGuess(db, key);
  return voucher;
}
