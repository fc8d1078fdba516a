import path from 'node:path';
import type { AppConfig } from '#server/config/config.js';
import { type DatabaseHandle, openDatabase } from './client.js';

/** The configured database: DATABASE_URL's PostgreSQL, else embedded PGlite in DATA_DIR. */
export function openConfiguredDatabase(
  config: AppConfig,
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    onIdleError,
  });
}
