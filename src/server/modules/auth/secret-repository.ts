import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { appState } from '#server/db/schema/index.js';

const GENERATED_SECRET_KEY = 'session_secret';

/**
 * The secret made for a shop run without SESSION_SECRET: the first instance to ask stores the
 * candidate, every later one (and every instance booting at the same moment) reads the stored one.
 */
export async function storedSessionSecret(db: Executor, candidate: string): Promise<string> {
  await db
    .insert(appState)
    .values({ key: GENERATED_SECRET_KEY, value: candidate })
    .onConflictDoNothing({ target: appState.key });
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, GENERATED_SECRET_KEY));
  if (!row) throw new Error('The generated session secret was not stored');
  return row.value;
}
