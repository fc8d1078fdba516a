import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import { CSRF_FAILURE_MESSAGE } from '#server/modules/auth/csrf.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const OLD_SECRET = 'old-secret-rotated-away-0123456789abcdef';
const NEW_SECRET = 'new-secret-rotated-to-0123456789abcdef01';

const opened: TestApp[] = [];
afterEach(async () => {
  // The first app owns the database: the later ones close first.
  for (const shop of opened.reverse()) await shop.close();
  opened.length = 0;
});

async function shopOn(env: Record<string, string>, first?: TestApp): Promise<TestApp> {
  const shop = await createTestApp(
    env,
    {},
    first ? { database: await first.database.share() } : {},
  );
  opened.push(shop);
  return shop;
}

describe('without SESSION_SECRET', () => {
  it('generates one secret into the database and every instance on it uses that one', async () => {
    const first = await shopOn({});
    const second = await shopOn({}, first);
    expect(first.app.sessionSecrets.current.length).toBeGreaterThanOrEqual(32);
    expect(second.app.sessionSecrets.current).toBe(first.app.sessionSecrets.current);
    expect(
      await queryRows(
        first.database.db,
        sql`select value from app_state where key = 'session_secret'`,
      ),
    ).toEqual([{ value: first.app.sessionSecrets.current }]);

    const browser = new BrowserSession(first.app);
    await browser.fetchCsrfToken();
    const logout = await browser.reach(second.app).post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
  });
});

/** A call the anti-forgery check lets through to validation (400) or refuses (403). */
async function emptyLogin(browser: BrowserSession, token: string) {
  browser.csrfToken = token;
  return browser.post('/api/auth/login', {});
}

describe('rotating SESSION_SECRET', () => {
  it('accepts tokens of SESSION_SECRET_PREVIOUS, hands out new ones, and refuses once it is gone', async () => {
    const before = await shopOn({ SESSION_SECRET: OLD_SECRET });
    const browser = new BrowserSession(before.app);
    const oldToken = await browser.fetchCsrfToken();

    const during = await shopOn(
      { SESSION_SECRET: NEW_SECRET, SESSION_SECRET_PREVIOUS: OLD_SECRET },
      before,
    );
    browser.reach(during.app);
    expect((await emptyLogin(browser, oldToken)).statusCode).toBe(400);
    const newToken = await browser.fetchCsrfToken();
    expect(newToken).not.toBe(oldToken);

    const after = await shopOn({ SESSION_SECRET: NEW_SECRET }, before);
    browser.reach(after.app);
    expect((await emptyLogin(browser, newToken)).statusCode).toBe(400);
    const refused = await emptyLogin(browser, oldToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CSRF_FAILURE_MESSAGE, code: 'csrf_failed' });
  });
});
