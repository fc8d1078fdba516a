import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalCluster, startLocalCluster } from '#deploy/local-cluster.js';

/**
 * A deploy as docs/operations.md does it: two instances of the built shop on one PostgreSQL (and
 * Redis) behind HAProxy with deploy/haproxy.cfg, restarted one after the other while shoppers
 * load a rendered page and the API. Not one of their requests may fail. PostgreSQL only (this file
 * is in the postgres Vitest project); without HAProxy installed it fails, saying so.
 */

const LOAD_CONNECTIONS = 8;
/** Slow is not lost: on a busy CI machine a render may take seconds (HAProxy waits 30 s too). */
const REQUEST_TIMEOUT_SECONDS = 30;
/** Load before and after the restart, so it runs through both ends of it. */
const SETTLE_MS = 2_000;
/** What went wrong, shown when the test fails: at most this many lines. */
const NOTABLE_LINES = 200;

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
// Named like the other test databases: global-setup drops it if a run is interrupted, not before.
const databaseName = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const notable: string[] = [];
let cluster: LocalCluster | undefined;

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function runningCluster(): LocalCluster {
  if (!cluster) throw new Error('the cluster did not start');
  return cluster;
}

interface Load {
  /** Ends the load; resolves with what it met. */
  stop(): Promise<autocannon.Result>;
}

/** Requests without pause on these connections until stopped. */
function startLoad(url: string): Load {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url, connections: LOAD_CONNECTIONS, duration: 600, timeout: REQUEST_TIMEOUT_SECONDS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    stop() {
      instance?.stop();
      return done;
    },
  };
}

/** Every answer that was not a success or a redirect, and every request that got none. */
function failures(result: autocannon.Result): number {
  return result['1xx'] + result['4xx'] + result['5xx'] + result.errors + result.timeouts;
}

beforeAll(async () => {
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  await adminQuery(`create database "${databaseName}"`);
  cluster = await startLocalCluster({
    instances: 2,
    databaseUrl: databaseUrl.toString(),
    redisUrl: process.env.TEST_REDIS_URL,
    // Only what went wrong: the instances' warnings and errors, HAProxy's failed or retried requests.
    env: { LOG_LEVEL: 'warn' },
    proxyLog: 'errors',
    onLine: (source, line) => {
      notable.push(`${source}| ${line}`);
      if (notable.length > NOTABLE_LINES) notable.shift();
    },
  });
}, 600_000);

afterAll(async () => {
  await cluster?.stop();
  await adminQuery(`drop database if exists "${databaseName}" with (force)`);
}, 120_000);

describe('two instances behind HAProxy', () => {
  it('the proxy, not the client, names the request', async () => {
    const shop = runningCluster();
    const answer = await fetch(`${shop.origin}/api/products?visibleOnly=1`, {
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(answer.status).toBe(200);
    // HAProxy's own UUID, which the instance trusts (TRUST_PROXY=1) and answers with.
    expect(answer.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('restart one after the other under load without failing a request', async () => {
    const shop = runningCluster();
    const page = startLoad(`${shop.origin}/`);
    const api = startLoad(`${shop.origin}/api/products?visibleOnly=1`);
    await sleep(SETTLE_MS);

    const steps: string[] = [];
    await shop.rollingRestart((step) => steps.push(step));
    await sleep(SETTLE_MS);
    const [pageResult, apiResult] = await Promise.all([page.stop(), api.stop()]);

    expect(steps).toEqual([
      'shop1: SIGTERM',
      'shop1: exited 0, starting again',
      'shop1: back in rotation',
      'shop2: SIGTERM',
      'shop2: exited 0, starting again',
      'shop2: back in rotation',
    ]);
    console.info(
      `rolling restart under load: home page ${pageResult['2xx']} answered, ${failures(pageResult)} failed; ` +
        `product list ${apiResult['2xx']} answered, ${failures(apiResult)} failed`,
    );
    const context = `\nwhat the instances and HAProxy said:\n${notable.join('\n')}`;
    expect(failures(pageResult), `rendered home page${context}`).toBe(0);
    expect(failures(apiResult), `product list API${context}`).toBe(0);
    // The load really ran, before, through and after the restart.
    expect(pageResult['2xx']).toBeGreaterThan(50);
    expect(apiResult['2xx']).toBeGreaterThan(50);
    const statuses = await shop.proxy.serverStatuses();
    expect(Object.fromEntries(statuses)).toEqual({ shop1: 'UP', shop2: 'UP' });
  }, 600_000);
});
