import { EventEmitter } from 'node:events';
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
import { type ChangeWatcher, watchOnOwnConnection } from './notifications.js';
import * as schema from './schema/index.js';

type Schema = typeof schema;

/** One type for both drivers: repositories are written once against PostgreSQL SQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** The database itself or an open transaction: repository functions take either. */
export type Executor = Database | Transaction;

/** Rows of a raw SQL query; both drivers answer `execute` with an object holding `rows`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

interface DatabaseHandleBase {
  db: Database;
  migrate(): Promise<void>;
  /**
   * Runs the boot's writes (migrations, demo data, admin account, generated secret) while no other
   * instance runs its own: instances started together wait in turn, so one migrates and the
   * others find the work done. `onWait` is told when another instance holds the lock.
   */
  withBootLock<T>(task: () => Promise<T>, onWait?: () => void): Promise<T>;
  /**
   * Runs one run of a periodic job unless a run of it is under way on any instance, in which case
   * it resolves undefined at once: a sweep of the whole shop is done by one instance at a time.
   */
  runAlone<T>(job: string, task: () => Promise<T>): Promise<T | undefined>;
  /**
   * Tells `watcher` of every NOTIFY on `channel`, whichever instance's transaction sent it. A
   * transaction of this process is told before its commit resolves; others as soon as the server
   * delivers. `onLost` says notifications may be missed until the next `onLive`.
   */
  watch(channel: string, watcher: ChangeWatcher): Promise<{ stop(): Promise<void> }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The channels every pool connection listens on (see `watch`). */
const NOTIFY_CHANNELS = [schema.CATALOGUE_CHANGED_CHANNEL];

export type DatabaseHandle =
  | (DatabaseHandleBase & { driver: 'postgres'; pool: pg.Pool })
  | (DatabaseHandleBase & { driver: 'pglite'; pglite: PGlite });

/** Connections busy with a query or transaction, and queries waiting for one (metrics). */
export function poolUsage(database: DatabaseHandle): { inUse: number; waiting: number } {
  if (database.driver === 'pglite') return { inUse: 0, waiting: 0 };
  const { pool } = database;
  return { inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
}

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

/** A fixed key all instances agree on; hashtext keeps it readable in pg_locks' queries. */
const BOOT_LOCK = "hashtext('8ettersleep-boot')";

/**
 * The advisory lock lives on a connection of its own, outside the pool: the task's queries must
 * not wait for a pool connection the lock holds, and the lock ends with that connection should
 * this process die midway, so a crashed boot never blocks the next one.
 */
async function withAdvisoryLock<T>(
  url: string,
  task: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection fails the query in progress; unheard, the event would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `select pg_try_advisory_lock(${BOOT_LOCK}) as locked`,
    );
    if (!rows[0]?.locked) {
      onWait?.();
      await client.query(`select pg_advisory_lock(${BOOT_LOCK})`);
    }
    try {
      return await task();
    } finally {
      await client.query(`select pg_advisory_unlock(${BOOT_LOCK})`);
    }
  } finally {
    await client.end();
  }
}

/**
 * A session-level try-lock held on one pool connection for the run: the run's own queries use
 * other connections, and a crashed instance's lock ends with its connection.
 */
async function runAloneOnPool<T>(
  pool: pg.Pool,
  job: string,
  task: () => Promise<T>,
): Promise<T | undefined> {
  const key = `8ettersleep-job:${job}`;
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [key],
    );
    if (!rows[0]?.locked) return undefined;
    try {
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // Every connection listens, so the one that commits a change hears its own NOTIFY before its
    // COMMIT answers (PostgreSQL sends them ahead of ReadyForQuery): this process drops what it
    // keeps before the request that made the change has its answer.
    const notices = new EventEmitter();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      async onConnect(client) {
        client.on('notification', ({ channel, payload }) => notices.emit(channel, payload ?? ''));
        for (const channel of NOTIFY_CHANNELS) await client.query(`listen ${channel}`);
      },
    });
    // An idle connection the server drops (a restart, a failover) must not crash the process:
    // the pool replaces it, and the query that next needs one reports any lasting trouble.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      withBootLock: (task, onWait) => withAdvisoryLock(options.url ?? '', task, onWait),
      runAlone: (job, task) => runAloneOnPool(pool, job, task),
      async watch(channel, watcher) {
        const hear = (payload: string) => watcher.onNotify(payload);
        notices.on(channel, hear);
        const own = await watchOnOwnConnection(options.url ?? '', channel, watcher);
        return {
          async stop() {
            notices.off(channel, hear);
            await own.stop();
          },
        };
      },
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
  let bootTurns: Promise<unknown> = Promise.resolve();
  const runningJobs = new Set<string>();
  return {
    db: pgliteDb,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir }),
    // PGlite belongs to this one process: apps built on it together (tests) take turns here.
    withBootLock: (task) => {
      const turn = bootTurns.then(task);
      bootTurns = turn.catch(() => undefined);
      return turn;
    },
    async runAlone(job, task) {
      if (runningJobs.has(job)) return undefined;
      runningJobs.add(job);
      try {
        return await task();
      } finally {
        runningJobs.delete(job);
      }
    },
    // PGlite is this process's alone: its NOTIFYs are heard as the statement or commit answers.
    async watch(channel, watcher) {
      const unlisten = await client.listen(channel, (payload) => watcher.onNotify(payload));
      watcher.onLive();
      // Closed already (a database that went away): nothing is listening any more.
      return { stop: () => unlisten().catch(() => {}) };
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
