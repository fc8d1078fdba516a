import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { voucherGuesses } from '#server/db/schema/index.js';

export interface GuessCount {
  keyHash: string;
  /** Tries in the key's window so far, this one included. */
  guesses: number;
  /** Whole seconds until the key's window ends. */
  secondsLeft: number;
}

/**
 * Counts one try against each key in one upsert: in the key's window, or as the first of a new
 * window once the last has ended. Each concurrent try gets a count of its own. Keys are locked in
 * the order given, so callers give them in one fixed order (address, then bag).
 */
export function takeGuesses(
  db: Executor,
  keyHashes: readonly string[],
  windowSeconds: number,
): Promise<GuessCount[]> {
  const ended = sql`${voucherGuesses.windowEndsAt} <= now()`;
  const windowEndsAt = sql`now() + make_interval(secs => ${windowSeconds})`;
  return db
    .insert(voucherGuesses)
    .values(keyHashes.map((keyHash) => ({ keyHash, guesses: 1, windowEndsAt })))
    .onConflictDoUpdate({
      target: voucherGuesses.keyHash,
      set: {
        guesses: sql`case when ${ended} then 1 else ${voucherGuesses.guesses} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${voucherGuesses.windowEndsAt} end`,
      },
    })
    .returning({
      keyHash: voucherGuesses.keyHash,
      guesses: voucherGuesses.guesses,
      secondsLeft: sql<number>`ceil(extract(epoch from ${voucherGuesses.windowEndsAt} - now()))::int`,
    });
}

/**
 * Takes back the try a code that applies had counted, in its window. One key a statement: an
 * UPDATE of several rows could lock them in another order than takeGuesses and deadlock with it.
 */
export async function giveBackGuess(db: Executor, keyHash: string): Promise<void> {
  await db
    .update(voucherGuesses)
    .set({ guesses: sql`${voucherGuesses.guesses} - 1` })
    .where(
      and(
        eq(voucherGuesses.keyHash, keyHash),
        gt(voucherGuesses.guesses, 0),
        gt(voucherGuesses.windowEndsAt, sql`now()`),
      ),
    );
}

/** Windows that have ended count for nothing: housekeeping forgets them. */
export async function deleteEndedGuessWindows(db: Executor): Promise<number> {
  const deleted = await db
    .delete(voucherGuesses)
    .where(lt(voucherGuesses.windowEndsAt, sql`now()`))
    .returning({ keyHash: voucherGuesses.keyHash });
  return deleted.length;
}
