import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, type InjectResult } from '#tests/helpers/browser-session.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * Behind a load balancer the client's address is what the trusted hops say it is. The leftmost
 * X-Forwarded-For value is the sender's own claim: changing it must not buy a fresh rate limit.
 */
const LIMIT = 5;
const ATTEMPTS = 30;

/** A wrong login for another e-mail each time (no account lockout), from `forwardedFor`. */
function wrongLogin(browser: BrowserSession, attempt: number, forwardedFor: string) {
  return browser.request('POST', '/api/auth/login', {
    body: { email: `guess${attempt}@example.sg`, password: 'Wrong-password-1', rememberMe: false },
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

/** 30 wrong logins, each claiming another address leftmost; the proxy appended `clientAddress`. */
async function spoofedLogins(shop: TestApp, clientAddress: string): Promise<string[]> {
  const browser = new BrowserSession(shop.app);
  const outcomes: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const spoofed = `198.18.${attempt}.${(attempt * 7) % 250}`;
    const response = await wrongLogin(browser, attempt, `${spoofed}, ${clientAddress}`);
    outcomes.push(outcome(response));
  }
  return outcomes;
}

/** 401, or 429 from the per-address limit (not from anything else that may answer 429). */
function outcome(response: InjectResult): string {
  if (response.statusCode !== 429) return String(response.statusCode);
  return /^Too many requests\. Please try again in /.test(response.json().message)
    ? 'throttled'
    : response.body;
}

function expectThrottledAfterLimit(outcomes: string[]) {
  expect(outcomes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill('401'));
  expect(outcomes.slice(LIMIT)).toEqual(Array(ATTEMPTS - LIMIT).fill('throttled'));
}

describe.each([
  ['a hop count (1)', '1'],
  ['the proxy addresses', '127.0.0.1,10.0.0.0/8'],
])('TRUST_PROXY as %s', (_form, trustProxy) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ TRUST_PROXY: trustProxy, RATE_LIMIT_MAX: String(LIMIT) });
  });
  afterAll(() => shop.close());

  it('throttles 30 logins with a rotating spoofed leftmost X-Forwarded-For', async () => {
    expectThrottledAfterLimit(await spoofedLogins(shop, '203.0.113.7'));
  });

  it('counts each client the proxy vouches for on its own', async () => {
    // Another real client behind the same proxy still has its whole budget.
    expectThrottledAfterLimit(await spoofedLogins(shop, '203.0.113.8'));
  });
});

describe('TRUST_PROXY unset', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ RATE_LIMIT_MAX: String(LIMIT) });
  });
  afterAll(() => shop.close());

  it('ignores X-Forwarded-For altogether: the peer is the client', async () => {
    expectThrottledAfterLimit(await spoofedLogins(shop, '203.0.113.9'));
    // Even a different "client" in the header is the same peer, already out of budget.
    const response = await wrongLogin(new BrowserSession(shop.app), ATTEMPTS, '203.0.113.10');
    expect(outcome(response)).toBe('throttled');
  });
});
