import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '#server/db/schema/index.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { lastMailTo, linkParameter } from '#tests/helpers/mailbox.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const PASSWORD = 'Sleep-well-2026';
const FORGOT_MESSAGE =
  'If an account exists for that email, a reset link has been sent. Please check your inbox.';
let shop: TestApp;
let counter = 0;

async function registerCustomer(): Promise<string> {
  counter += 1;
  const email = `reset${counter}@example.sg`;
  const response = await new BrowserSession(shop.app).post('/api/auth/register', {
    email,
    password: PASSWORD,
    repeatPassword: PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return email;
}

async function forgot(email: string) {
  return new BrowserSession(shop.app).post('/api/reset/forgot-password', { email });
}

/** The token from the newest reset mail to `email`, as the customer would click it. */
async function tokenFromMail(email: string): Promise<string> {
  return linkParameter(await lastMailTo(shop, email, 'Reset your'), 'token');
}

async function reset(token: string, password: string) {
  return new BrowserSession(shop.app).post('/api/reset/reset-password', { token, password });
}

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('forgot password', () => {
  it('answers the same for known and unknown e-mails, mailing only the real account', async () => {
    const email = await registerCustomer();
    const known = await forgot(` ${email.toUpperCase()} `);
    const unknown = await forgot('nobody-here@example.sg');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    const mails = await shop.database.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.toAddress)).toEqual([email]);
    expect(mails[0]).toMatchObject({
      subject: 'Reset your 8etterSleep password',
      status: 'pending',
    });
    expect(await tokenFromMail(email)).toMatch(/^[\w-]{43}$/);
  });

  it('stores only a hash of the token, valid for 30 minutes', async () => {
    const email = await registerCustomer();
    await forgot(email);
    const token = await tokenFromMail(email);
    const rows = await shop.database.db
      .select({
        tokenHash: passwordResetTokens.tokenHash,
        minutes: sql<number>`extract(epoch from ${passwordResetTokens.expiresAt} - now()) / 60`,
      })
      .from(passwordResetTokens)
      .orderBy(desc(passwordResetTokens.id))
      .limit(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(Number(rows[0]?.minutes)).toBeGreaterThan(29);
    expect(Number(rows[0]?.minutes)).toBeLessThanOrEqual(30);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe('Please enter a valid email address.');
  });
});

describe('reset password', () => {
  it('sets the new password once, ending every session of the account', async () => {
    const email = await registerCustomer();
    const loggedIn = new BrowserSession(shop.app);
    await loggedIn.login(email, PASSWORD);
    await forgot(email);
    const token = await tokenFromMail(email);

    const response = await reset(token, 'Fresh-start-2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Password updated. You can now log in.',
    });
    expect((await loggedIn.get('/api/auth/session')).json().loggedIn).toBe(false);
    expect((await new BrowserSession(shop.app).login(email, PASSWORD)).statusCode).toBe(401);
    expect((await new BrowserSession(shop.app).login(email, 'Fresh-start-2026')).statusCode).toBe(
      200,
    );

    const again = await reset(token, 'Another-start-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Reset failed. The link may be invalid or expired.');
  });

  it('refuses an expired token', async () => {
    const email = await registerCustomer();
    await forgot(email);
    const token = await tokenFromMail(email);
    await shop.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${passwordResetTokens.usedAt} is null`);
    expect((await reset(token, 'Fresh-start-2026')).statusCode).toBe(400);
    expect((await new BrowserSession(shop.app).login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('voids an older token when a newer one is sent', async () => {
    const email = await registerCustomer();
    await forgot(email);
    const older = await tokenFromMail(email);
    await forgot(email);
    const newer = await tokenFromMail(email);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'Fresh-start-2026')).statusCode).toBe(400);
    expect((await reset(newer, 'Fresh-start-2026')).statusCode).toBe(200);
  });

  it('checks the new password like registration does', async () => {
    const email = await registerCustomer();
    await forgot(email);
    const token = await tokenFromMail(email);
    const short = await reset(token, 'short');
    expect(short.json().errors[0].msg).toBe('Password must be at least 8 characters.');
    const common = await reset(token, 'password1');
    expect(common.json().errors[0].msg).toMatch(/^This password is too easy to guess\. /);
    const missing = await new BrowserSession(shop.app).post('/api/reset/reset-password', {
      password: 'Fresh-start-2026',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].msg).toBe('Missing token.');
    // The refusals did not use the token up.
    expect((await reset(token, 'Fresh-start-2026')).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a token win', async () => {
    const email = await registerCustomer();
    await forgot(email);
    const token = await tokenFromMail(email);
    const results = await Promise.all([
      reset(token, 'First-winner-2026'),
      reset(token, 'Second-winner-2026'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
