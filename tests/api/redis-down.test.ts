import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { clientsConnected, startRedis, stopRedis } from '#tests/helpers/redis-server.js';
import { freePort } from '#tests/helpers/shop-process.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * Redis holds only the rate-limit counts (decision 0023): while it is down the shop keeps serving
 * and every instance counts on its own; once it is back the counts are shared again.
 */
const LIMIT = 3;
const opened: TestApp[] = [];
let redisServer: ChildProcess | undefined;

afterEach(async () => {
  for (const shop of opened.splice(0)) await shop.close();
});
afterAll(() => {
  redisServer?.kill('SIGKILL');
});

async function limitedShop(redisUrl: string): Promise<TestApp> {
  const shop = await createTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: String(LIMIT) });
  opened.push(shop);
  return shop;
}

/** Wrong passwords until refused: the answers' status codes. */
async function failedLogins(browser: BrowserSession, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.sg`;
    statuses.push((await browser.login(email, 'Wrong-password-1')).statusCode);
  }
  return statuses;
}

describe('with Redis unreachable', () => {
  it('serves requests and still limits each address in the instance', async () => {
    const closedPort = await freePort();
    const shop = await limitedShop(`redis://127.0.0.1:${closedPort}`);
    const browser = new BrowserSession(shop.app);
    expect((await browser.get('/api/auth/session')).statusCode).toBe(200);
    expect(await failedLogins(browser, LIMIT + 1)).toEqual([401, 401, 401, 429]);
  });
});

describe('when Redis goes away and comes back', () => {
  it('counts in each instance meanwhile, then in Redis for all of them again', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    redisServer = await startRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    const [first, second] = [await limitedShop(url), await limitedShop(url)];
    await clientsConnected(port, 2);
    const onFirst = new BrowserSession(first.app);
    const onSecond = new BrowserSession(second.app);

    // Shared: two failures on each instance make the fourth refused.
    expect(await failedLogins(onFirst, 2)).toEqual([401, 401]);
    expect(await failedLogins(onSecond, 2)).toEqual([401, 429]);

    await stopRedis(redisServer);
    // Each instance now counts alone, from nothing: the shop still answers and still limits.
    expect(await failedLogins(onFirst, LIMIT + 1)).toEqual([401, 401, 401, 429]);
    expect((await onSecond.get('/api/auth/session')).statusCode).toBe(200);

    // A new, empty Redis: both reconnect by themselves and share their counts again.
    redisServer = await startRedis(port);
    await clientsConnected(port, 2);
    expect(await failedLogins(onSecond, 2)).toEqual([401, 401]);
    expect(await failedLogins(onFirst, 2)).toEqual([401, 429]);
  });
});
