import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.js';

export type TestDatabase = DatabaseHandle & {
  /** Its postgres:// URL (for tools such as pg_dump); undefined on PGlite. */
  url: string | undefined;
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
  /**
   * The same database for another app instance: on PostgreSQL a pool of its own, as a second
   * process would have; PGlite lives in this process, so there it is the same handle. Its
   * dispose only closes what it opened.
   */
  share(): Promise<TestDatabase>;
};

export function postgresUrlFor(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Runs on PostgreSQL (TEST_DATABASE_URL set and this Vitest project the PostgreSQL one). */
export const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

export interface EmptyPostgresDatabase {
  url: string;
  dispose(): Promise<void>;
}

/**
 * A new PostgreSQL database without even the migrations, for tests of the boot itself. Named like
 * the others, so global-setup drops it should the run be interrupted.
 */
export async function createEmptyPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const name = newDatabaseName();
  await adminQuery(`create database "${name}"`);
  const url = postgresUrlFor(name);
  // Held open until disposed: another run's clean-up drops only test databases nobody uses.
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  return {
    url,
    dispose: async () => {
      await holder.end();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

function newDatabaseName(): string {
  return `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/**
 * A fresh database of its own for one test file: a copy of the migrated template (or an empty
 * one), on PostgreSQL when this Vitest project runs there, else an in-memory PGlite.
 */
export async function createTestDatabase(
  options: {
    /** Not even migrated: for tests of the boot itself. */
    empty?: boolean;
  } = {},
): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (onPostgres && template) {
    const name = newDatabaseName();
    await adminQuery(
      options.empty
        ? `create database "${name}"`
        : `create database "${name}" template "${template}"`,
    );
    const url = postgresUrlFor(name);
    const database = await openDatabase({ url, poolSize: 10 });
    const share = async (): Promise<TestDatabase> => {
      const shared = await openDatabase({ url, poolSize: 10 });
      return { ...shared, url, dispose: () => shared.close(), share };
    };
    return {
      ...database,
      url,
      dispose: async () => {
        await database.close();
        await adminQuery(`drop database if exists "${name}" with (force)`);
      },
      share,
    };
  }
  const dump = options.empty ? undefined : await readFile(inject('pgliteTemplateFile'));
  const database = await openDatabase({ pgliteLoadDataDir: dump && new Blob([dump]) });
  const shared: TestDatabase = {
    ...database,
    url: undefined,
    dispose: async () => {},
    share: async () => shared,
  };
  return { ...shared, dispose: () => database.close() };
}
