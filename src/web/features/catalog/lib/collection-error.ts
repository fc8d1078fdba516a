import type { Collection } from '#shared/constants.js';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Spec section 8: a collection listing that fails says which collection, the HTTP status (or
 * "network" when no answer came) and the message. Undefined for other failures, which fall back
 * to "Failed to load collection".
 */
export function collectionErrorText(collection: Collection, error: Error): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return `Failed to load ${collection} (${error.status || 'network'}): ${error.message}`;
}
