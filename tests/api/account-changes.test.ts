import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeReversals, users } from '#server/db/schema/index.js';
import { hashToken } from '#server/lib/tokens.js';
import {
  EMAIL_UNDO_FAILED_MESSAGE,
  EMAIL_UNDO_TAKEN_MESSAGE,
} from '#server/modules/users/email-change-service.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { CUSTOMER_PASSWORD, registeredCustomer } from '#tests/helpers/checkout.js';
import { lastMailTo, linkParameter, mailTo } from '#tests/helpers/mailbox.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const CHANGED_SUBJECT = 'The e-mail address of your 8etterSleep account was changed';
let shop: TestApp;
let counter = 0;

function nextEmail(label: string): string {
  counter += 1;
  return `${label}${counter}@example.sg`;
}

async function registered(): Promise<{ email: string; browser: BrowserSession }> {
  const email = nextEmail('owner');
  return { email, browser: await registeredCustomer(shop, email) };
}

async function loggedIn(email: string): Promise<BrowserSession> {
  const browser = new BrowserSession(shop.app);
  expect((await browser.login(email, CUSTOMER_PASSWORD)).statusCode).toBe(200);
  return browser;
}

async function undo(token: string) {
  return new BrowserSession(shop.app).post('/api/account/undo-email-change', { token });
}

async function undoTokenFor(oldEmail: string): Promise<string> {
  return linkParameter(await lastMailTo(shop, oldEmail, CHANGED_SUBJECT), 'token');
}

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('changing the e-mail', () => {
  it('mails the old address what changed, when, and a 7-day undo link stored only hashed', async () => {
    const { email, browser } = await registered();
    const newEmail = nextEmail('new');
    const response = await browser.put('/api/profile/email', { email: newEmail });
    expect(response.statusCode).toBe(200);

    const mail = await lastMailTo(shop, email, CHANGED_SUBJECT);
    expect(mail.text).toContain(`from ${email} to ${newEmail}`);
    expect(mail.text).toMatch(/On \d{1,2} \w+ 20\d\d at \d{1,2}:\d\d [ap]m \(Singapore time\)/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/undo-email\?token=[\w-]{43}/);
    expect(mail.html).toContain('Undo this change');
    expect(await mailTo(shop, newEmail)).toEqual([]);

    const token = linkParameter(mail, 'token');
    const [row] = await shop.database.db
      .select({
        tokenHash: emailChangeReversals.tokenHash,
        days: sql<number>`extract(epoch from ${emailChangeReversals.expiresAt} - now()) / 86400`,
      })
      .from(emailChangeReversals)
      .where(eq(emailChangeReversals.newEmail, newEmail));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
    expect(Number(row?.days)).toBeGreaterThan(6.99);
    expect(Number(row?.days)).toBeLessThanOrEqual(7);
  });
});

describe('the undo link', () => {
  it('defeats a takeover through a stolen session: address back, every session and reset link void', async () => {
    const { email, browser: owner } = await registered();
    const thief = await loggedIn(email);
    const thiefEmail = nextEmail('thief');
    expect((await thief.put('/api/profile/email', { email: thiefEmail })).statusCode).toBe(200);
    // The thief asks a reset link to the address they set, and keeps it for later.
    await new BrowserSession(shop.app).post('/api/reset/forgot-password', { email: thiefEmail });
    const thiefReset = linkParameter(await lastMailTo(shop, thiefEmail, 'Reset your'), 'token');

    const response = await undo(await undoTokenFor(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Your account's e-mail address is ${email} again, and every session on it has been signed out.`,
    });

    for (const browser of [owner, thief]) {
      expect((await browser.get('/api/auth/session')).json().loggedIn).toBe(false);
    }
    const reset = await new BrowserSession(shop.app).post('/api/reset/reset-password', {
      token: thiefReset,
      password: 'Thief-chosen-pass-1',
    });
    expect(reset.statusCode).toBe(400);
    expect(
      (await new BrowserSession(shop.app).login(thiefEmail, CUSTOMER_PASSWORD)).statusCode,
    ).toBe(401);
    expect((await new BrowserSession(shop.app).login(email, CUSTOMER_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('works once, even for two clicks at the same instant', async () => {
    const { email, browser } = await registered();
    await browser.put('/api/profile/email', { email: nextEmail('new') });
    const token = await undoTokenFor(email);
    const answers = await Promise.all([undo(token), undo(token), undo(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_UNDO_FAILED_MESSAGE);
  });

  it('voids the links of later changes, so an intruder cannot move the address again', async () => {
    const { email, browser } = await registered();
    const second = nextEmail('second');
    await browser.put('/api/profile/email', { email: second });
    const thief = await loggedIn(second);
    await thief.put('/api/profile/email', { email: nextEmail('third') });
    const secondUndo = await undoTokenFor(second);

    expect((await undo(await undoTokenFor(email))).statusCode).toBe(200);
    expect((await undo(secondUndo)).statusCode).toBe(400);
    const [row] = await shop.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.email).toBe(email);
  });

  it('is refused after 7 days, and for a made-up token', async () => {
    const { email, browser } = await registered();
    const newEmail = nextEmail('late');
    await browser.put('/api/profile/email', { email: newEmail });
    const token = await undoTokenFor(email);
    await shop.database.db
      .update(emailChangeReversals)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeReversals.tokenHash, hashToken(token)));
    expect((await undo(token)).statusCode).toBe(400);
    expect((await undo('x'.repeat(43))).statusCode).toBe(400);
    expect((await browser.get('/api/profile')).json().user.email).toBe(newEmail);
  });

  it('does not take the old address from an account that registered it since', async () => {
    const { email, browser } = await registered();
    await browser.put('/api/profile/email', { email: nextEmail('moved') });
    const token = await undoTokenFor(email);
    const squatter = new BrowserSession(shop.app);
    await squatter.post('/api/auth/register', {
      email,
      password: CUSTOMER_PASSWORD,
      repeatPassword: CUSTOMER_PASSWORD,
    });
    const response = await undo(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_UNDO_TAKEN_MESSAGE);
    expect((await browser.get('/api/auth/session')).json().loggedIn).toBe(true);
  });

  it('needs the anti-forgery token like every other call', async () => {
    const response = await new BrowserSession(shop.app).request(
      'POST',
      '/api/account/undo-email-change',
      { body: { token: 'x'.repeat(43) }, csrf: false },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('password notices', () => {
  it('tell the owner of a change in settings', async () => {
    const { email, browser } = await registered();
    const response = await browser.put('/api/profile/password', {
      currentPassword: CUSTOMER_PASSWORD,
      password: 'Another-quiet-night-8',
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(shop, email, 'password of your 8etterSleep account was changed');
    expect(mail.text).toContain('was changed in your account settings');
    expect(mail.text).toContain('http://localhost:3000/forget');
  });

  it('tell the owner of a reset', async () => {
    const { email } = await registered();
    await new BrowserSession(shop.app).post('/api/reset/forgot-password', { email });
    const token = linkParameter(await lastMailTo(shop, email, 'Reset your'), 'token');
    await new BrowserSession(shop.app).post('/api/reset/reset-password', {
      token,
      password: 'Another-quiet-night-8',
    });
    const mail = await lastMailTo(shop, email, 'password of your 8etterSleep account was changed');
    expect(mail.text).toContain('was changed with a password reset link');
  });

  it('are not sent when the current password was wrong', async () => {
    const { email, browser } = await registered();
    await browser.put('/api/profile/password', {
      currentPassword: 'Not-my-password-9',
      password: 'Another-quiet-night-8',
    });
    const notices = (await mailTo(shop, email)).filter((mail) => mail.subject.includes('password'));
    expect(notices).toEqual([]);
  });
});
