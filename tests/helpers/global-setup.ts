import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsDir } from '#server/config/project-root.js';
import { openDatabase } from '#server/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzip dump of a migrated PGlite database: each test file starts from a copy. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database to copy with CREATE DATABASE … TEMPLATE, when configured. */
    postgresTemplate: string | null;
  }
}

/** Names the template after the migrations, so a changed migration never reuses a stale copy. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsDir, { recursive: true })).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

async function makePgliteTemplate(fingerprint: string): Promise<string> {
  const file = path.join(os.tmpdir(), `8ettersleep-pglite-template-${fingerprint}.tar.gz`);
  const database = await openDatabase({});
  await database.migrate();
  if (database.driver !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.pglite.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return file;
}

async function makePostgresTemplate(adminUrl: string, fingerprint: string): Promise<string> {
  const name = `shop_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Test databases an interrupted run left behind go first. Ones in use, or made by a test
    // process still alive (named shop_test_<pid>_…, maybe not connected to yet), belong to
    // another run. Templates of other migration sets stay: a run on another branch may be
    // copying them now.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database d
        where datname like 'shop_test_%'
          and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
    );
    for (const row of rows) {
      if (madeByLiveProcess(row.datname)) continue;
      await admin.query(`drop database if exists "${row.datname}"`);
    }
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${name}"`);
      const templateUrl = new URL(adminUrl);
      templateUrl.pathname = `/${name}`;
      const database = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
      await database.migrate();
      await database.close();
    }
  } finally {
    await admin.end();
  }
  return name;
}

/** Runs once per Vitest project: each prepares the template of its own database. */
export default async function setup(project: TestProject): Promise<void> {
  const fingerprint = await migrationsFingerprint();
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (project.name === 'postgres' && postgresUrl) {
    project.provide('postgresTemplate', await makePostgresTemplate(postgresUrl, fingerprint));
    project.provide('pgliteTemplateFile', '');
  } else {
    project.provide('pgliteTemplateFile', await makePgliteTemplate(fingerprint));
    project.provide('postgresTemplate', null);
  }
}

function madeByLiveProcess(databaseName: string): boolean {
  const pid = Number(databaseName.split('_')[2]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
