import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.js';

export type TestDatabase = DatabaseHandle & {
  /** Closes the connection and throws the database away. */
  dispose(): Promise<void>;
};

function postgresUrlFor(database: string): string {
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

/**
 * A fresh, migrated database of its own for one test file: a copy of the migrated template, on
 * PostgreSQL when this Vitest project runs there, else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (process.env.TEST_DB_DRIVER === 'postgres' && template) {
    const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database "${name}" template "${template}"`);
    const database = await openDatabase({ url: postgresUrlFor(name), poolSize: 10 });
    return {
      ...database,
      dispose: async () => {
        await database.close();
        await adminQuery(`drop database if exists "${name}" with (force)`);
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplateFile'));
  const database = await openDatabase({ pgliteLoadDataDir: new Blob([dump]) });
  return { ...database, dispose: () => database.close() };
}
