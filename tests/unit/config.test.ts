import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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

  it('leaves an unset session secret to the database, where every instance finds it', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ sessionSecret: undefined, sessionSecretPrevious: undefined });
  });

  it('drains for 5 s after SIGTERM in production and not at all elsewhere, unless told', async () => {
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      ALLOW_SANDBOX_PAYMENTS: 'true',
    };
    expect((await loadConfig(production)).shutdownDrainSeconds).toBe(5);
    expect((await loadConfig({ DATA_DIR: dataDir })).shutdownDrainSeconds).toBe(0);
    const told = await loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '12' });
    expect(told.shutdownDrainSeconds).toBe(12);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SHUTDOWN_DRAIN_SECONDS: '-1' }, 'SHUTDOWN_DRAIN_SECONDS'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '9464', PORT: '9464' }, 'METRICS_PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SESSION_SECRET_PREVIOUS: 'p'.repeat(32) }, 'SESSION_SECRET_PREVIOUS'],
    [
      { SESSION_SECRET: 's'.repeat(32), SESSION_SECRET_PREVIOUS: 'short' },
      'SESSION_SECRET_PREVIOUS',
    ],
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

  it.each([
    ['false', false],
    ['', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.7, 172.16.0.0/12,fd00::/8', ['10.0.0.7', '172.16.0.0/12', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('takes TRUST_PROXY=%j as the trusted hops %j', async (value, trustProxy) => {
    expect((await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).trustProxy).toEqual(
      trustProxy,
    );
  });

  it('refuses TRUST_PROXY=true, saying why and what to set instead', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid setting TRUST_PROXY: true would believe any client about its own address .* set the number of proxies in front of the shop \(usually 1\)/,
    );
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/00'])(
    'refuses TRUST_PROXY=%j, a range that trusts every address, in one line saying why',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /^Invalid setting TRUST_PROXY: ".*\/0+" trusts every address, so any client could pick its own with X-Forwarded-For/,
      );
    },
  );

  it.each(['yes', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.internal', '99', '1.2.3'])(
    'refuses TRUST_PROXY=%j',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/^Invalid setting TRUST_PROXY: /);
    },
  );

  it('offers card, PayNow and GrabPay unless PAYMENT_METHODS names some (decision 0051)', async () => {
    const byDefault = await loadConfig({ DATA_DIR: dataDir });
    expect(byDefault.payments).toMatchObject({
      methods: ['card', 'paynow', 'grabpay'],
      applePayDomainAssociation: undefined,
    });
    const named = await loadConfig({
      DATA_DIR: dataDir,
      PAYMENT_METHODS: ' PayNow, card ,paynow',
      APPLE_PAY_DOMAIN_ASSOCIATION: '7B22',
    });
    expect(named.payments).toMatchObject({
      methods: ['paynow', 'card'],
      applePayDomainAssociation: '7B22',
    });
  });

  it.each([
    ['card,applepay', '"applepay"'],
    ['card,,grabpay', '""'],
    ['alipay', '"alipay"'],
  ])('refuses PAYMENT_METHODS=%j in one line naming %s and what it takes', (value, named) => {
    expect(() => parseEnv({ PAYMENT_METHODS: value })).toThrow(
      `Invalid setting PAYMENT_METHODS: ${named} is not a payment method; list some of card, paynow, grabpay separated by commas`,
    );
  });

  it('caps holds per address and per size by default, a bag line at most 99', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config.holds).toEqual({ unitsPerAddress: 20, unitsPerSize: 10 });
    expect(config.checkoutRateLimitMax).toBe(10);
    expect(config.voucherGuessesPerAddress).toBe(20);
    expect(() => parseEnv({ HOLD_UNITS_PER_SIZE: '100' })).toThrow(
      /^Invalid setting HOLD_UNITS_PER_SIZE: must be at most 99/,
    );
    expect(() => parseEnv({ HOLD_UNITS_PER_ADDRESS: '0' })).toThrow(
      /^Invalid setting HOLD_UNITS_PER_ADDRESS: /,
    );
  });

  it('bounds the image resize queue and the rendition cache, by default and when set', async () => {
    expect((await loadConfig({ DATA_DIR: dataDir })).media).toEqual({
      resizeQueueMax: 100,
      cacheMaxBytes: 1024 * 1024 * 1024,
    });
    const set = await loadConfig({
      DATA_DIR: dataDir,
      MEDIA_RESIZE_QUEUE_MAX: '0',
      MEDIA_CACHE_MAX_MB: '0.5',
    });
    expect(set.media).toEqual({ resizeQueueMax: 0, cacheMaxBytes: 524_288 });
    for (const [setting, value] of [
      ['MEDIA_RESIZE_QUEUE_MAX', '-1'],
      ['MEDIA_RESIZE_QUEUE_MAX', 'lots'],
      ['MEDIA_CACHE_MAX_MB', '0'],
    ] as const) {
      expect(() => parseEnv({ [setting]: value })).toThrow(
        new RegExp(`^Invalid setting ${setting}: `),
      );
    }
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
