import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
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
      ['PUT', '/api/profile/email', { email: 'changed@example.sg' }],
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
      'This password is too common and easy to guess. Please choose another.',
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
    expect(wrong.json().message).toBe('Invalid email or password.');
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
    expect(locked.json().message).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );

    // The minute passes; one more failure locks for 5 minutes.
    await shop.database.db
      .update(users)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.email, email));
    expect((await new BrowserSession(shop.app).login(email, 'Wrong-password-1')).statusCode).toBe(
      401,
    );
    const longer = await new BrowserSession(shop.app).login(email, PASSWORD);
    expect(longer.json().message).toBe(
      'Too many failed login attempts. Please try again in 5 minutes.',
    );

    await shop.database.db
      .update(users)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.email, email));
    expect((await new BrowserSession(shop.app).login(email, PASSWORD)).statusCode).toBe(200);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ loginAttempts: 0, lockedUntil: null });
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
  });

  it('changes the e-mail, refusing one that is taken', async () => {
    const email = await registerCustomer();
    const taken = await registerCustomer();
    const browser = await loggedInBrowser(email);
    const refused = await browser.put('/api/profile/email', { email: taken });
    expect(refused.statusCode).toBe(409);
    const response = await browser.put('/api/profile/email', { email: '  Moved@Example.SG ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('moved@example.sg');
    const empty = await browser.put('/api/profile/email', { email: '' });
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
