import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, sessions, users } from '#server/db/schema/index.js';
import { hashToken } from '#server/lib/tokens.js';
import { throttleKey } from '#server/modules/auth/login-throttle.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const PASSWORD = 'Sleep-well-2026';
let shop: TestApp;
let counter = 0;

/** A new customer with a unique e-mail, registered through the API. */
async function registerCustomer(password = PASSWORD): Promise<string> {
  counter += 1;
  const email = `customer${counter}@example.sg`;
  const response = await new BrowserSession(shop.app).post('/api/auth/register', {
    email,
    password,
    repeatPassword: password,
  });
  expect(response.statusCode).toBe(201);
  return email;
}

async function loggedInBrowser(email: string, rememberMe = false): Promise<BrowserSession> {
  const browser = new BrowserSession(shop.app);
  expect((await browser.login(email, PASSWORD, rememberMe)).statusCode).toBe(200);
  return browser;
}

async function sessionOf(browser: BrowserSession) {
  return (await browser.get('/api/auth/session')).json<{ loggedIn: boolean; user: unknown }>();
}

async function sessionCount(): Promise<number> {
  const [row] = await shop.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row?.n ?? 0;
}

/** The lock's time passes, as if the clock moved on. */
async function letLockPass(email: string): Promise<void> {
  await shop.database.db
    .update(loginThrottles)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(loginThrottles.keyHash, throttleKey(email)));
}

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('anti-forgery token', () => {
  it('is handed out with the XSRF-TOKEN cookie and an anonymous session', async () => {
    const response = await shop.app.inject({ url: '/csrf-token' });
    expect(response.statusCode).toBe(200);
    const { csrfToken } = response.json();
    expect(csrfToken).toMatch(/^[\w-]{40,}$/);
    const names = response.cookies.map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['sid', 'XSRF-TOKEN']));
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(csrfToken);
  });

  it('is required by every state-changing call, which then changes nothing', async () => {
    const email = await registerCustomer();
    const browser = await loggedInBrowser(email);
    const calls: [method: 'POST' | 'PUT', url: string, body: object][] = [
      [
        'POST',
        '/api/auth/register',
        { email: 'x@example.sg', password: PASSWORD, repeatPassword: PASSWORD },
      ],
      ['POST', '/api/auth/login', { email, password: PASSWORD }],
      ['POST', '/api/auth/logout', {}],
      ['POST', '/api/reset/forgot-password', { email }],
      ['POST', '/api/reset/reset-password', { token: 'abc', password: PASSWORD }],
      ['PUT', '/api/profile/email', { email: 'changed@example.sg', currentPassword: PASSWORD }],
      ['PUT', '/api/profile/address', { address_line: '1 Changed Road', postal_code: '123456' }],
      ['PUT', '/api/profile/password', { currentPassword: PASSWORD, password: 'Another-pass-1' }],
    ];
    for (const [method, url, body] of calls) {
      for (const headers of [{}, { 'x-csrf-token': 'forged' }] as Record<string, string>[]) {
        const response = await browser.request(method, url, { body, csrf: false, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message.toLowerCase()).toContain('csrf');
      }
    }
    expect((await sessionOf(browser)).loggedIn).toBe(true);
    const profile = (await browser.get('/api/profile')).json().user;
    expect(profile).toMatchObject({ email, address_line: null, postal_code: null });
    const [count] = await shop.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, 'x@example.sg'));
    expect(count?.n).toBe(0);
    expect((await new BrowserSession(shop.app).login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('of another visitor is refused', async () => {
    const visitor = new BrowserSession(shop.app);
    const other = new BrowserSession(shop.app);
    const stolen = await other.fetchCsrfToken();
    await visitor.fetchCsrfToken();
    const response = await visitor.request('POST', '/api/reset/forgot-password', {
      body: { email: 'a@example.sg' },
      csrf: false,
      headers: { 'x-csrf-token': stolen },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('anonymous anti-forgery tokens', () => {
  it('are handed out without writing a session row', async () => {
    const before = await sessionCount();
    const tokens = new Set<string>();
    for (let request = 0; request < 300; request += 1) {
      const response = await shop.app.inject({ url: '/csrf-token' });
      expect(response.statusCode).toBe(200);
      tokens.add(response.json().csrfToken);
    }
    expect(tokens.size).toBe(300);
    expect(await sessionCount()).toBe(before);
  });

  it('make the row when the visitor first needs one, and the token they hold still works', async () => {
    const productId = await insertProduct(shop, {
      name: 'Anonymous pillow',
      priceCents: 4_900,
      stockQty: 20,
      collection: 'Accessories',
    });
    const visitor = new BrowserSession(shop.app);
    const token = await visitor.fetchCsrfToken();
    const before = await sessionCount();
    const line = { productId, sizeLabel: null, quantity: 1 };
    expect((await visitor.post('/api/cart/items', line)).statusCode).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
    const [row] = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(visitor.cookies.get('sid') ?? '')));
    expect(row).toMatchObject({ userId: null, persistent: true });
    // The same token, no refetch: the row was made under the id it is bound to.
    expect(visitor.csrfToken).toBe(token);
    expect((await visitor.post('/api/cart/items', line)).statusCode).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
    expect((await visitor.get('/api/cart')).json().items[0].quantity).toBe(2);
  });

  it('cannot take over a live session by presenting its id', async () => {
    const email = await registerCustomer();
    const owner = await loggedInBrowser(email);
    await shop.database.db.update(users).set({ banned: true }).where(eq(users.email, email));
    const intruder = new BrowserSession(shop.app);
    intruder.cookies.set('sid', owner.cookies.get('sid') ?? '');
    await intruder.fetchCsrfToken();
    const productId = await insertProduct(shop, {
      name: 'Banned pillow',
      priceCents: 4_900,
      stockQty: 5,
      collection: 'Accessories',
    });
    const added = await intruder.post('/api/cart/items', {
      productId,
      sizeLabel: null,
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    // The banned account's row was not turned into the intruder's anonymous session.
    expect(intruder.cookies.get('sid')).not.toBe(owner.cookies.get('sid'));
  });
});

describe('register', () => {
  it('creates a customer with a trimmed, lower-cased e-mail', async () => {
    const browser = new BrowserSession(shop.app);
    const response = await browser.post('/api/auth/register', {
      email: '  New.Customer@Example.SG ',
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true });
    expect((await browser.login('new.customer@example.sg', PASSWORD)).json().user).toMatchObject({
      email: 'new.customer@example.sg',
      acctype: 'user',
    });
  });

  it('logs the new customer in on a fresh session id, keeping the bag they filled as a visitor', async () => {
    const browser = new BrowserSession(shop.app);
    const productId = await insertProduct(shop, {
      name: 'Pillow before registering',
      priceCents: 4_900,
      stockQty: 5,
      collection: 'Accessories',
    });
    const added = await browser.post('/api/cart/items', {
      productId,
      sizeLabel: null,
      quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    const visitorId = browser.cookies.get('sid');

    const response = await browser.post('/api/auth/register', {
      email: 'straight.in@example.sg',
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Account created. You are now logged in.',
      user: expect.objectContaining({ email: 'straight.in@example.sg', acctype: 'user' }),
    });
    expect(await sessionOf(browser)).toMatchObject({
      loggedIn: true,
      user: { email: 'straight.in@example.sg' },
    });
    // A new id: whoever knew the visitor's id (session fixation) holds nothing now.
    expect(browser.cookies.get('sid')).not.toBe(visitorId);
    const fixer = new BrowserSession(shop.app);
    fixer.cookies.set('sid', visitorId ?? '');
    expect((await sessionOf(fixer)).loggedIn).toBe(false);
    expect((await browser.get('/api/cart')).json().items[0].quantity).toBe(2);
  });

  it('logs nobody in when registering is refused', async () => {
    const email = await registerCustomer();
    const browser = new BrowserSession(shop.app);
    const refused = await browser.post('/api/auth/register', {
      email,
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
    expect((await sessionOf(browser)).loggedIn).toBe(false);
  });

  it.each([
    [
      { email: 'dupe', password: PASSWORD, repeatPassword: PASSWORD },
      'Please enter a valid email address.',
    ],
    [
      { email: 'a@example.sg', password: 'short', repeatPassword: 'short' },
      'Password must be at least 8 characters.',
    ],
    [
      { email: 'a@example.sg', password: PASSWORD, repeatPassword: 'other-pass-1' },
      'Passwords do not match.',
    ],
    [
      { email: 'a@example.sg', password: 'password123', repeatPassword: 'password123' },
      'This password is too easy to guess. It is one of the passwords people use most.',
    ],
    [
      { email: 'a@example.sg', password: 'x'.repeat(129), repeatPassword: 'x'.repeat(129) },
      'Password must be at most 128 characters.',
    ],
  ])('refuses %j with a message in errors', async (body, message) => {
    const response = await new BrowserSession(shop.app).post('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { msg: string }) => e.msg)
        .join(' '),
    ).toContain(message);
  });

  it('accepts a 64-character passphrase', async () => {
    const long = 'correct horse battery staple '.repeat(3).slice(0, 64);
    const response = await new BrowserSession(shop.app).post('/api/auth/register', {
      email: 'long.pass@example.sg',
      password: long,
      repeatPassword: long,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a taken e-mail with a clear message in errors', async () => {
    const email = await registerCustomer();
    const response = await new BrowserSession(shop.app).post('/api/auth/register', {
      email: email.toUpperCase(),
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].msg).toBe('An account with this email already exists.');
  });

  it('answers a malformed body with 400, never 500', async () => {
    for (const payload of ['not json', '{"email": 5}', '[]']) {
      const browser = new BrowserSession(shop.app);
      await browser.fetchCsrfToken();
      const response = await browser.request('POST', '/api/auth/register', {
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('login and sessions', () => {
  it('gives a new session id at login, in an HttpOnly SameSite=Lax browser cookie', async () => {
    const email = await registerCustomer();
    const browser = new BrowserSession(shop.app);
    await browser.fetchCsrfToken();
    const anonymousId = browser.cookies.get('sid');
    const response = await browser.post('/api/auth/login', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { email, acctype: 'user' } });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).not.toBe(anonymousId);
    // The anonymous session it replaced is gone.
    const replay = await shop.app.inject({
      url: '/api/auth/session',
      headers: { cookie: `sid=${anonymousId}` },
    });
    expect(replay.json()).toEqual({ loggedIn: false, user: null });
    expect((await sessionOf(browser)).loggedIn).toBe(true);
  });

  it('keeps a Remember Me login for 30 days and a plain one for 12 hours', async () => {
    const email = await registerCustomer();
    const remembered = new BrowserSession(shop.app);
    const response = await remembered.post('/api/auth/login', {
      email,
      password: PASSWORD,
      rememberMe: true,
    });
    expect(response.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(30 * 24 * 60 * 60);
    await loggedInBrowser(email);
    const rows = await shop.database.db
      .select({
        persistent: sessions.persistent,
        hours: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) / 3600`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    const byKind = Object.fromEntries(
      rows.map((row) => [String(row.persistent), Number(row.hours)]),
    );
    expect(byKind.true).toBeGreaterThan(30 * 24 - 1);
    expect(byKind.false).toBeGreaterThan(11.9);
    expect(byKind.false).toBeLessThanOrEqual(12);
  });

  it('stores only a hash of the session id', async () => {
    const browser = await loggedInBrowser(await registerCustomer());
    const id = browser.cookies.get('sid') ?? '';
    const found = await shop.database.db.select().from(sessions).where(eq(sessions.idHash, id));
    expect(found).toEqual([]);
  });

  it('ends the session at logout, so the old cookie opens nothing', async () => {
    const browser = await loggedInBrowser(await registerCustomer());
    const oldId = browser.cookies.get('sid');
    const response = await browser.post('/api/auth/logout');
    expect(response.json()).toEqual({ success: true });
    expect((await sessionOf(browser)).loggedIn).toBe(false);
    const replay = await shop.app.inject({
      url: '/api/profile',
      headers: { cookie: `sid=${oldId}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const email = await registerCustomer();
    const wrong = await new BrowserSession(shop.app).login(email, 'Wrong-password-1');
    const unknown = await new BrowserSession(shop.app).login(
      'nobody@example.sg',
      'Wrong-password-1',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: 'Invalid email or password.', code: 'login_failed' });
  });

  it('locks an account after 5 failures, growing the wait, and lets it in after the wait', async () => {
    const email = await registerCustomer();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await new BrowserSession(shop.app).login(email, 'Wrong-password-1')).statusCode).toBe(
        401,
      );
    }
    const locked = await new BrowserSession(shop.app).login(email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many failed login attempts. Please try again in 1 minute.',
      code: 'login_locked',
    });

    // The minute passes; one more failure locks for 5 minutes.
    await letLockPass(email);
    expect((await new BrowserSession(shop.app).login(email, 'Wrong-password-1')).statusCode).toBe(
      401,
    );
    const longer = await new BrowserSession(shop.app).login(email, PASSWORD);
    expect(longer.json().message).toBe(
      'Too many failed login attempts. Please try again in 5 minutes.',
    );

    const [counted] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(counted?.loginAttempts).toBe(6);
    await letLockPass(email);
    expect((await new BrowserSession(shop.app).login(email, PASSWORD)).statusCode).toBe(200);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.loginAttempts).toBe(0);
    expect(
      await shop.database.db
        .select()
        .from(loginThrottles)
        .where(eq(loginThrottles.keyHash, throttleKey(email))),
    ).toEqual([]);
  });

  it('locks an unknown e-mail exactly like a known one', async () => {
    const known = await registerCustomer();
    const unknown = 'never-registered@example.sg';
    const answers = async (email: string) => {
      const seen: [number, string][] = [];
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        const response = await new BrowserSession(shop.app).login(email, 'Wrong-password-1');
        seen.push([response.statusCode, response.json().message]);
      }
      return seen;
    };
    const fromKnown = await answers(known);
    const fromUnknown = await answers(unknown);
    expect(fromUnknown).toEqual(fromKnown);
    expect(fromKnown.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(fromUnknown[5]?.[1]).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    // The count is kept under a hash of the address, not the address itself.
    const rows = JSON.stringify(await shop.database.db.select().from(loginThrottles));
    expect(rows).toContain(throttleKey(unknown));
    expect(rows).not.toContain(unknown);
  });

  it('tells a banned account so only after the right password', async () => {
    const email = await registerCustomer();
    const browser = await loggedInBrowser(email);
    await shop.database.db.update(users).set({ banned: true }).where(eq(users.email, email));
    expect((await sessionOf(browser)).loggedIn).toBe(false);
    const wrong = await new BrowserSession(shop.app).login(email, 'Wrong-password-1');
    expect(wrong.json().message).toBe('Invalid email or password.');
    const right = await new BrowserSession(shop.app).login(email, PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(
      'This account has been suspended. Please contact us for help.',
    );
  });

  it('answers the session call for visitors', async () => {
    expect((await shop.app.inject({ url: '/api/auth/session' })).json()).toEqual({
      loggedIn: false,
      user: null,
    });
  });
});

describe('profile', () => {
  it('is for logged-in users only', async () => {
    expect((await new BrowserSession(shop.app).get('/api/profile')).statusCode).toBe(401);
    const response = await new BrowserSession(shop.app).put('/api/profile/address', {
      address_line: 'x',
      postal_code: null,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please log in to continue.',
      code: 'login_required',
    });
  });

  it('asks for an e-mail change to the trimmed, lower-cased address, and refuses an empty one', async () => {
    const browser = await loggedInBrowser(await registerCustomer());
    const response = await browser.put('/api/profile/email', {
      email: '  Moved@Example.SG ',
      currentPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^We sent a link to moved@example\.sg\. /);
    const empty = await browser.put('/api/profile/email', { email: '', currentPassword: PASSWORD });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].msg).toContain('Email is required.');
  });

  it('keeps a six-digit Singapore postal code and stores empty fields as null', async () => {
    const browser = await loggedInBrowser(await registerCustomer());
    for (const postal of ['12345', '1234567', 'S12345', '12 345']) {
      const refused = await browser.put('/api/profile/address', {
        address_line: 'Blk 1',
        postal_code: postal,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].msg).toContain('Postal code must be 6 digits.');
    }
    const saved = await browser.put('/api/profile/address', {
      address_line: ' Blk 123 Tampines St 11, #05-67 ',
      postal_code: '521123',
    });
    expect(saved.json().user).toMatchObject({
      address_line: 'Blk 123 Tampines St 11, #05-67',
      postal_code: '521123',
    });
    const cleared = await browser.put('/api/profile/address', {
      address_line: '',
      postal_code: '',
    });
    expect(cleared.json().user).toMatchObject({ address_line: null, postal_code: null });
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    const email = await registerCustomer();
    const here = await loggedInBrowser(email);
    const elsewhere = await loggedInBrowser(email);
    const wrong = await here.put('/api/profile/password', {
      currentPassword: 'Wrong-password-1',
      password: 'Brand-new-pass-7',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect.');
    const short = await here.put('/api/profile/password', {
      currentPassword: PASSWORD,
      password: 'short',
    });
    expect(short.json().errors[0].msg).toContain('New password must be at least 8 characters.');

    const changed = await here.put('/api/profile/password', {
      currentPassword: PASSWORD,
      password: 'Brand-new-pass-7',
    });
    expect(changed.statusCode).toBe(200);
    expect((await sessionOf(here)).loggedIn).toBe(true);
    expect((await sessionOf(elsewhere)).loggedIn).toBe(false);
    expect((await new BrowserSession(shop.app).login(email, 'Brand-new-pass-7')).statusCode).toBe(
      200,
    );
  });
});

describe('idle sessions', () => {
  async function adminBrowser(): Promise<{ browser: BrowserSession; email: string }> {
    const email = await registerCustomer();
    await shop.database.db
      .update(users)
      .set({ acctype: 'admin', staffRole: 'owner' })
      .where(eq(users.email, email));
    return { browser: await loggedInBrowser(email), email };
  }

  async function unusedFor(browser: BrowserSession, interval: string): Promise<void> {
    await shop.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ${interval}::interval` })
      .where(eq(sessions.idHash, hashToken(browser.cookies.get('sid') ?? '')));
  }

  async function lastSeenSecondsAgo(browser: BrowserSession): Promise<number | undefined> {
    const [row] = await shop.database.db
      .select({ seconds: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})` })
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(browser.cookies.get('sid') ?? '')));
    return row === undefined ? undefined : Number(row.seconds);
  }

  it('end an admin session unused for 30 minutes, and delete it', async () => {
    const { browser } = await adminBrowser();
    await unusedFor(browser, '31 minutes');
    expect((await sessionOf(browser)).loggedIn).toBe(false);
    expect((await browser.get('/api/users')).statusCode).toBe(401);
    expect(await lastSeenSecondsAgo(browser)).toBeUndefined();
  });

  it('keep an admin session in use, noting the use at most once a minute', async () => {
    const { browser } = await adminBrowser();
    await unusedFor(browser, '29 minutes');
    expect((await sessionOf(browser)).loggedIn).toBe(true);
    expect(await lastSeenSecondsAgo(browser)).toBeLessThan(5);
    await unusedFor(browser, '30 seconds');
    expect((await sessionOf(browser)).loggedIn).toBe(true);
    expect(await lastSeenSecondsAgo(browser)).toBeGreaterThanOrEqual(30);
  });

  it('leave a customer session to its own lifetime by default', async () => {
    const browser = await loggedInBrowser(await registerCustomer(), true);
    await unusedFor(browser, '20 days');
    expect((await sessionOf(browser)).loggedIn).toBe(true);
  });

  it('end a customer session after SESSION_IDLE_MINUTES_CUSTOMER when set', async () => {
    const strict = await createTestApp({ SESSION_IDLE_MINUTES_CUSTOMER: '10' });
    try {
      const browser = new BrowserSession(strict.app);
      const email = 'idle-customer@example.sg';
      await browser.post('/api/auth/register', {
        email,
        password: PASSWORD,
        repeatPassword: PASSWORD,
      });
      expect((await browser.login(email, PASSWORD)).statusCode).toBe(200);
      await strict.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '11 minutes'` })
        .where(eq(sessions.idHash, hashToken(browser.cookies.get('sid') ?? '')));
      expect((await browser.get('/api/auth/session')).json().loggedIn).toBe(false);
    } finally {
      await strict.close();
    }
  });
});

describe('guessing the current password in settings', () => {
  it('is throttled like login, under the same lock', async () => {
    const email = await registerCustomer();
    const thief = await loggedInBrowser(email);
    const statuses: number[] = [];
    for (let guess = 1; guess <= 6; guess += 1) {
      const response = await thief.put('/api/profile/password', {
        currentPassword: `Guess-number-${guess}`,
        password: 'Thief-chosen-pass-1',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(
          'Too many failed login attempts. Please try again in 1 minute.',
        );
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits now, in settings and at login alike.
    const right = await thief.put('/api/profile/password', {
      currentPassword: PASSWORD,
      password: 'Thief-chosen-pass-1',
    });
    expect(right.statusCode).toBe(429);
    expect((await new BrowserSession(shop.app).login(email, PASSWORD)).statusCode).toBe(429);
    await letLockPass(email);
    expect((await new BrowserSession(shop.app).login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts failed logins against the settings route too', async () => {
    const email = await registerCustomer();
    const owner = await loggedInBrowser(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await new BrowserSession(shop.app).login(email, 'Wrong-password-1');
    }
    const response = await owner.put('/api/profile/password', {
      currentPassword: PASSWORD,
      password: 'Brand-new-pass-7',
    });
    expect(response.statusCode).toBe(429);
  });
});

describe('per-address rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  it('guards login, register and the reset calls, RATE_LIMIT_MAX requests a minute', async () => {
    const browser = new BrowserSession(limited.app);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await browser.login('someone@example.sg', 'Wrong-password-1')).statusCode).toBe(401);
    }
    const refused = await browser.login('someone@example.sg', 'Wrong-password-1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in /);
    expect(refused.json().code).toBe('rate_limited');
    // Each route has its own budget; the session call is not limited.
    expect(
      (await browser.post('/api/reset/forgot-password', { email: 'a@example.sg' })).statusCode,
    ).toBe(200);
    expect((await browser.get('/api/auth/session')).statusCode).toBe(200);
  });
});

describe('over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: 'https://shop.example.sg' });
  });
  afterAll(() => secure.close());

  it('names the session cookie __Host-sid and marks it Secure', async () => {
    const response = await secure.app.inject({ url: '/csrf-token' });
    const cookie = response.cookies.find((c) => c.name === '__Host-sid');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie).not.toHaveProperty('domain');
  });
});
