import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { uploadClaims } from '#server/db/schema/index.js';

/**
 * Marks the signed URL for `key` used. True for exactly one caller per key, however many PUTs
 * arrive at once (the key is the primary key); claims of URLs that expired are cleared first.
 */
export async function claimUpload(db: Executor, key: string, expiresAt: Date): Promise<boolean> {
  await db.delete(uploadClaims).where(lt(uploadClaims.expiresAt, new Date()));
  const claimed = await db
    .insert(uploadClaims)
    .values({ key, expiresAt })
    .onConflictDoNothing()
    .returning({ key: uploadClaims.key });
  return claimed.length === 1;
}

/** Gives the URL back after the file could not be written, so the same URL may be tried again. */
export async function releaseUpload(db: Executor, key: string, expiresAt: Date): Promise<void> {
  await db
    .delete(uploadClaims)
    .where(and(eq(uploadClaims.key, key), eq(uploadClaims.expiresAt, expiresAt)));
}
