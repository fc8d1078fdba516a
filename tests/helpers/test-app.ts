import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type App, type BuildAppOptions, buildApp } from '#server/app.js';
import { type AppConfig, loadConfig } from '#server/config/config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  database: TestDatabase;
  config: AppConfig;
  /** The app clock's now moved by `ms` (back when negative): what tests date their rows by. */
  fromNow(ms?: number): Date;
  close(): Promise<void>;
}

/**
 * The shop as tests see it: buildApp on a database of the file's own, with a temporary DATA_DIR,
 * no demo catalogue unless asked for, no per-address rate limit or hold cap to speak of, and quiet logs.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildAppOptions, 'database'> & {
    /** Another instance of this shop (its `database.share()`); else a new database. */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-test-'));
  const config = {
    ...(await loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      // Every test request comes from one address; the rate-limit and hold tests set their own.
      RATE_LIMIT_MAX: '100000',
      CHECKOUT_RATE_LIMIT_MAX: '100000',
      VOUCHER_GUESSES_PER_ADDRESS: '100000',
      HOLD_UNITS_PER_ADDRESS: '100000',
      ...env,
    })),
    webDistDir: undefined,
    ...overrides,
  };
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, { ...options, database });
  return {
    app,
    database,
    config,
    fromNow: (ms = 0) => new Date(app.clock.now().getTime() + ms),
    close: async () => {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
