import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import type { ImageStorage } from '#server/modules/media/index.js';
import { parseImageKey } from './image-keys.js';

/** What the product admin services work with. */
export interface ProductAdminContext {
  db: Database;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  /** A product's answer says what checkouts hold of it now (decision 0055). */
  clock: Clock;
}

/**
 * Removes an uploaded image the catalogue no longer uses, after the change is committed. Only keys
 * this server made are removed (never the shipped demo images); a failure leaves an orphan file,
 * which is logged, rather than failing a change that has already happened.
 */
export async function removeUnusedUpload(
  context: ProductAdminContext,
  key: string | null | undefined,
) {
  if (!key || !parseImageKey(key)) return;
  try {
    await context.storage.remove(key);
  } catch (error) {
    context.log.warn({ err: error, key }, 'could not remove an unused image');
  }
}
