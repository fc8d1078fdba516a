import { loadConfig } from '#server/config/config.js';
import { ConfigError } from '#server/config/env.js';
import type { DatabaseHandle } from '../client.js';
import { openConfiguredDatabase } from '../open-configured.js';

/** Runs one maintenance task against the configured database (the same one `npm start` uses). */
export async function withDatabase(
  task: (database: DatabaseHandle) => Promise<string>,
): Promise<void> {
  try {
    const database = await openConfiguredDatabase(await loadConfig());
    try {
      console.info(await task(database));
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
