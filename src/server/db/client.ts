import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '#server/config/project-root.js';
import * as schema from './schema/index.js';

type Schema = typeof schema;

/** One type for both drivers: repositories are written once against PostgreSQL SQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** The database itself or a transaction (which is one): repository functions take either. */
export type Executor = Database;

/** Rows of a raw SQL query; both drivers answer `execute` with an object holding `rows`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

interface DatabaseHandleBase {
  db: Database;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseHandle =
  | (DatabaseHandleBase & { driver: 'postgres'; pool: pg.Pool })
  | (DatabaseHandleBase & { driver: 'pglite'; pglite: PGlite });

export interface DatabaseOptions {
  /** postgres:// URL; without one the shop embeds PGlite. */
  url?: string | undefined;
  /** PGlite's folder; undefined keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** Restore a PGlite data dump instead of starting empty (the migrated template of tests). */
  pgliteLoadDataDir?: Blob | undefined;
  poolSize?: number;
  /** Told when an idle PostgreSQL connection fails (logged by the app). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a failover) must not crash the process:
    // the pool replaces it, and the query that next needs one reports any lasting trouble.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
