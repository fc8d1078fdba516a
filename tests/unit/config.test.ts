import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config.js';
import { parseEnv } from '#server/config/env.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('configuration', () => {
  it('needs nothing in development', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      admin: undefined,
    });
  });

  it('uses a bucket only with its credentials, path-style when an endpoint is set', async () => {
    expect((await loadConfig({ DATA_DIR: dataDir })).s3).toBeUndefined();
    const config = await loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'shop-images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'shop-images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('generates a session secret once and keeps it under DATA_DIR', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect((await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(
      first.sessionSecret,
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-1' }, 'ADMIN_EMAIL'],
    [{ S3_BUCKET: 'shop-images' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'shop-images', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT'],
    [
      { S3_BUCKET: 'bucket1', S3_ACCESS_KEY_ID: 'i', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'x' },
      'S3_ENDPOINT',
    ],
  ])('refuses %j naming %s', (env, setting) => {
    expect(() => parseEnv(env)).toThrow(new RegExp(`^Invalid setting ${setting}: `));
  });

  it('stops the boot with one line naming the bad setting', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('npm warn'));
    expect(lines).toEqual([expect.stringMatching(/^Invalid setting PORT: /)]);
  });
});
