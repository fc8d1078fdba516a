import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import {
  emailChangeRequests,
  emailChangeReversals,
  mailOutbox,
  users,
} from '#server/db/schema/index.js';
import { hashToken } from '#server/lib/tokens.js';
import { DUPLICATE_EMAIL_MESSAGE } from '#server/modules/auth/index.js';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '#server/modules/users/current-password.js';
import {
  EMAIL_CONFIRM_TAKEN_MESSAGE,
  EMAIL_LINK_FAILED_MESSAGE,
  EMAIL_UNCHANGED_MESSAGE,
} from '#server/modules/users/email-change-service.js';
import {
  EMAIL_UNDO_TAKEN_MESSAGE,
  UNDO_SAME_PASSWORD_MESSAGE,
} from '#server/modules/users/email-undo-service.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { CUSTOMER_PASSWORD, registeredCustomer } from '#tests/helpers/checkout.js';
import { lastMailTo, linkParameter, mailTo } from '#tests/helpers/mailbox.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';
import { onPostgres } from '#tests/helpers/test-database.js';

const ASKED_SUBJECT = 'A new e-mail address was asked for on your 8etterSleep account';
const CONFIRM_SUBJECT = 'Confirm your new e-mail address for 8etterSleep';
const IN_USE_SUBJECT = 'This address already has a 8etterSleep account';
const CHANGED_SUBJECT = 'The e-mail address of your 8etterSleep account was changed';
const NEW_PASSWORD = 'Taken-back-on-Ubi-9';

let shop: AdminTestApp;
let counter = 0;

function nextEmail(label: string): string {
  counter += 1;
  return `${label}${counter}@example.sg`;
}

async function registered(): Promise<{ email: string; browser: BrowserSession }> {
  const email = nextEmail('owner');
  return { email, browser: await registeredCustomer(shop, email) };
}

async function loggedIn(email: string, password = CUSTOMER_PASSWORD): Promise<BrowserSession> {
  const browser = new BrowserSession(shop.app);
  expect((await browser.login(email, password)).statusCode).toBe(200);
  return browser;
}

function loginStatus(email: string, password: string): Promise<number> {
  return new BrowserSession(shop.app).login(email, password).then((answer) => answer.statusCode);
}

function askChange(browser: BrowserSession, email: string, currentPassword = CUSTOMER_PASSWORD) {
  return browser.put('/api/profile/email', { email, currentPassword });
}

function confirm(token: string) {
  return new BrowserSession(shop.app).post('/api/account/confirm-email-change', { token });
}

function undo(token: string, password = NEW_PASSWORD) {
  return new BrowserSession(shop.app).post('/api/account/undo-email-change', { token, password });
}

function register(email: string) {
  return new BrowserSession(shop.app).post('/api/auth/register', {
    email,
    password: CUSTOMER_PASSWORD,
    repeatPassword: CUSTOMER_PASSWORD,
  });
}

async function confirmTokenFor(newEmail: string): Promise<string> {
  return linkParameter(await lastMailTo(shop, newEmail, CONFIRM_SUBJECT), 'token');
}

async function undoTokenFor(oldEmail: string): Promise<string> {
  return linkParameter(await lastMailTo(shop, oldEmail, CHANGED_SUBJECT), 'token');
}

/** Asks for the change and opens the link from the new mailbox; returns the old one's undo token. */
async function changeEmail(browser: BrowserSession, oldEmail: string, newEmail: string) {
  expect((await askChange(browser, newEmail)).statusCode).toBe(200);
  expect((await confirm(await confirmTokenFor(newEmail))).statusCode).toBe(200);
  return undoTokenFor(oldEmail);
}

async function emailOf(browser: BrowserSession): Promise<string> {
  return (await browser.get('/api/profile')).json().user.email;
}

/**
 * On PostgreSQL: a transaction of its own that locks mail_outbox against inserts, and a way to
 * wait until `count` queries are blocked (by it, or by what the blocked ones hold). On PGlite,
 * with one connection, there is nothing to hold and nothing waits.
 */
async function holdMailOutbox() {
  if (!onPostgres) {
    return { untilWaiting: async (_count: number) => {}, release: async () => {} };
  }
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${mailOutbox} in share row exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return {
    untilWaiting: (count: number) =>
      expect
        .poll(async () => {
          const [row] = await queryRows<{ waiting: number }>(
            shop.database.db,
            sql`select count(*)::int as waiting from pg_locks where not granted`,
          );
          return row?.waiting ?? 0;
        })
        .toBeGreaterThanOrEqual(count),
    release: async () => {
      release();
      await holder;
    },
  };
}

beforeAll(async () => {
  shop = await createAdminTestApp();
});
afterAll(() => shop.close());

describe('asking for an e-mail change', () => {
  it('needs the current password: a stolen session alone changes nothing and mails nobody', async () => {
    const { email, browser: thief } = await registered();
    const wanted = nextEmail('thief');
    const missing = await thief.put('/api/profile/email', { email: wanted });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].msg).toBe('Current password is required.');
    const wrong = await askChange(thief, wanted, 'A-guess-at-it-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    expect(await mailTo(shop, wanted)).toEqual([]);
    expect((await mailTo(shop, email)).map((mail) => mail.subject)).not.toContain(ASKED_SUBJECT);
    expect(await emailOf(thief)).toBe(email);
  });

  it('counts a wrong password as a login guess, under the same lock', async () => {
    const { email, browser: thief } = await registered();
    const statuses: number[] = [];
    for (let guess = 1; guess <= 6; guess += 1) {
      statuses.push(
        (await askChange(thief, nextEmail('guess'), `Guess-number-${guess}`)).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await loginStatus(email, CUSTOMER_PASSWORD)).toBe(429);
  });

  it('keeps the old address until the link to the new one is opened, and tells the old one', async () => {
    const { email, browser } = await registered();
    const newEmail = nextEmail('new');
    const response = await askChange(browser, `  ${newEmail.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: `We sent a link to ${newEmail}. Your e-mail address changes when you open it, within 24 hours; until then you log in with ${email}.`,
      user: { email },
    });
    expect(await emailOf(browser)).toBe(email);
    expect(await loginStatus(email, CUSTOMER_PASSWORD)).toBe(200);
    expect(await loginStatus(newEmail, CUSTOMER_PASSWORD)).toBe(401);

    const link = await lastMailTo(shop, newEmail, CONFIRM_SUBJECT);
    expect(link.text).toMatch(/http:\/\/localhost:3000\/confirm-email\?token=[\w-]{43}/);
    expect(link.text).not.toContain(email);
    const token = linkParameter(link, 'token');
    const [row] = await shop.database.db
      .select({
        tokenHash: emailChangeRequests.tokenHash,
        hours: sql<number>`extract(epoch from ${emailChangeRequests.expiresAt} - now()) / 3600`,
      })
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.newEmail, newEmail));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(Number(row?.hours)).toBeGreaterThan(23.99);
    expect(Number(row?.hours)).toBeLessThanOrEqual(24);

    const notice = await lastMailTo(shop, email, ASKED_SUBJECT);
    expect(notice.text).toContain(`from ${email} to ${newEmail}`);
    expect(notice.text).toMatch(/On \d{1,2} \w+ 20\d\d at \d{1,2}:\d\d [ap]m \(Singapore time\)/);
    expect(notice.text).toContain('http://localhost:3000/forget');
    expect(notice.text).toContain('hello@8ettersleep.sg');
  });

  it('answers the same whether or not the new address has an account, and mails its owner instead of a link', async () => {
    const { browser } = await registered();
    const { email: holder, browser: holderBrowser } = await registered();
    const free = nextEmail('free');
    const [toTaken, toFree] = [await askChange(browser, holder), await askChange(browser, free)];
    expect([toTaken.statusCode, toFree.statusCode]).toEqual([200, 200]);
    expect(toTaken.body.replace(holder, free)).toBe(toFree.body);

    const inUse = await lastMailTo(shop, holder, IN_USE_SUBJECT);
    expect(inUse.text).toContain('already belongs to one, so nothing was changed');
    expect(inUse.text).not.toContain('token=');
    expect(await emailOf(holderBrowser)).toBe(holder);
  });

  it('refuses the address the account already has', async () => {
    const { email, browser } = await registered();
    const response = await askChange(browser, email);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EMAIL_UNCHANGED_MESSAGE);
  });

  it('lets only the newest request of the account work, as from a second tab', async () => {
    const { email, browser } = await registered();
    const [first, second] = [nextEmail('first-tab'), nextEmail('second-tab')];
    await askChange(browser, first);
    await askChange(browser, second);
    const stale = await confirm(await confirmTokenFor(first));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(EMAIL_LINK_FAILED_MESSAGE);
    expect((await confirm(await confirmTokenFor(second))).statusCode).toBe(200);
    expect(await emailOf(browser)).toBe(second);
    expect((await lastMailTo(shop, email, CHANGED_SUBJECT)).text).toContain(`to ${second}`);
  });
});

describe('asking for an e-mail change, per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  it('is throttled like registration: RATE_LIMIT_MAX requests a minute, then 429', async () => {
    const email = 'probing.owner@example.sg';
    const prober = await registeredCustomer(limited, email);
    const statuses: number[] = [];
    for (let probe = 1; probe <= 5; probe += 1) {
      const response = await prober.put('/api/profile/email', {
        email: `probe${probe}@example.sg`,
        currentPassword: CUSTOMER_PASSWORD,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await mailTo(limited, 'probe4@example.sg')).toEqual([]);
  });
});

describe('the confirmation link', () => {
  it('makes the change once, even for clicks at the same instant, and mails the old address a 7-day undo link', async () => {
    const { email, browser } = await registered();
    const newEmail = nextEmail('confirmed');
    await askChange(browser, newEmail);
    const token = await confirmTokenFor(newEmail);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json().message).toBe(
      `Your account's e-mail address is now ${newEmail}. Log in with it from now on.`,
    );
    // The session that asked stays logged in, now under the new address.
    expect(await emailOf(browser)).toBe(newEmail);
    expect(await loginStatus(newEmail, CUSTOMER_PASSWORD)).toBe(200);
    expect(await loginStatus(email, CUSTOMER_PASSWORD)).toBe(401);

    const mail = await lastMailTo(shop, email, CHANGED_SUBJECT);
    expect(mail.text).toContain(`from ${email} to ${newEmail}`);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/undo-email\?token=[\w-]{43}/);
    expect(mail.html).toContain('Undo this change');
    const [row] = await shop.database.db
      .select({
        tokenHash: emailChangeReversals.tokenHash,
        days: sql<number>`extract(epoch from ${emailChangeReversals.expiresAt} - now()) / 86400`,
      })
      .from(emailChangeReversals)
      .where(eq(emailChangeReversals.newEmail, newEmail));
    expect(row?.tokenHash).toBe(hashToken(linkParameter(mail, 'token')));
    expect(Number(row?.days)).toBeGreaterThan(6.99);
    expect(Number(row?.days)).toBeLessThanOrEqual(7);
  });

  it('is refused after 24 hours, and for a made-up token', async () => {
    const { email, browser } = await registered();
    const newEmail = nextEmail('late');
    await askChange(browser, newEmail);
    const token = await confirmTokenFor(newEmail);
    await shop.database.db
      .update(emailChangeRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeRequests.tokenHash, hashToken(token)));
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    expect(await emailOf(browser)).toBe(email);
  });

  it('is cancelled by a password reset, the way the old address is told to stop a change', async () => {
    const { email, browser: thief } = await registered();
    const thiefEmail = nextEmail('thief');
    await askChange(thief, thiefEmail);
    await new BrowserSession(shop.app).post('/api/reset/forgot-password', { email });
    const reset = linkParameter(await lastMailTo(shop, email, 'Reset your'), 'token');
    await new BrowserSession(shop.app).post('/api/reset/reset-password', {
      token: reset,
      password: NEW_PASSWORD,
    });
    expect((await confirm(await confirmTokenFor(thiefEmail))).statusCode).toBe(400);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('is refused with a clear 409 when the address got an account since the request', async () => {
    const { email, browser } = await registered();
    const newEmail = nextEmail('raced');
    await askChange(browser, newEmail);
    expect((await register(newEmail)).statusCode).toBe(201);
    const response = await confirm(await confirmTokenFor(newEmail));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_CONFIRM_TAKEN_MESSAGE);
    expect(await emailOf(browser)).toBe(email);
  });
});

describe('the address given up', () => {
  it('stays its owner’s while the undo link lives: registration, another change and staff get a taken address’s answer', async () => {
    const { email, browser } = await registered();
    await changeEmail(browser, email, nextEmail('moved'));
    const { email: someoneElse, browser: other } = await registered();

    const squatting = await register(email);
    const onTaken = await register(someoneElse);
    expect(squatting.statusCode).toBe(409);
    expect(squatting.body).toBe(onTaken.body);
    expect(squatting.json().message).toBe(DUPLICATE_EMAIL_MESSAGE);

    expect((await askChange(other, email)).statusCode).toBe(200);
    const taking = await confirm(await confirmTokenFor(email));
    expect(taking.statusCode).toBe(409);
    expect(await emailOf(other)).toBe(someoneElse);

    const otherId = (await other.get('/api/profile')).json().user.id;
    const staff = await shop.admin.put(`/api/users/${otherId}`, {
      name: null,
      email,
      role: 'user',
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe(DUPLICATE_EMAIL_MESSAGE);
  });

  it('is free for anyone once the undo link has expired', async () => {
    const { email, browser } = await registered();
    const undoToken = await changeEmail(browser, email, nextEmail('moved'));
    await shop.database.db
      .update(emailChangeReversals)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeReversals.tokenHash, hashToken(undoToken)));
    expect((await register(email)).statusCode).toBe(201);
  });

  it('cannot be taken by a registration racing the confirmation', async () => {
    const { email, browser } = await registered();
    const newEmail = nextEmail('racing');
    await askChange(browser, newEmail);
    const token = await confirmTokenFor(newEmail);
    const squatter = new BrowserSession(shop.app);
    await squatter.fetchCsrfToken();
    const confirmer = new BrowserSession(shop.app);
    await confirmer.fetchCsrfToken();
    // On PostgreSQL the confirmation is held open after it moved the account (its mail cannot be
    // queued yet) while the registration runs; on PGlite the two queue, and the same must hold.
    const outbox = await holdMailOutbox();
    const confirming = confirmer.post('/api/account/confirm-email-change', { token });
    await outbox.untilWaiting(1);
    const registering = squatter.post('/api/auth/register', {
      email,
      password: CUSTOMER_PASSWORD,
      repeatPassword: CUSTOMER_PASSWORD,
    });
    await outbox.untilWaiting(2);
    await outbox.release();
    const [confirmed, registration] = await Promise.all([confirming, registering]);
    expect(confirmed.statusCode).toBe(200);
    expect(registration.statusCode).toBe(409);
    expect((await undo(await undoTokenFor(email))).statusCode).toBe(200);
  });
});

describe('the undo link', () => {
  it('defeats a takeover by someone holding the session and the password', async () => {
    const { email, browser: owner } = await registered();
    const thief = await loggedIn(email);
    const thiefEmail = nextEmail('thief');
    const undoToken = await changeEmail(thief, email, thiefEmail);
    // The thief asks a reset link to the address they set, and keeps it for later.
    await new BrowserSession(shop.app).post('/api/reset/forgot-password', { email: thiefEmail });
    const thiefReset = linkParameter(await lastMailTo(shop, thiefEmail, 'Reset your'), 'token');
    expect((await register(email)).statusCode).toBe(409);

    const response = await undo(undoToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Your account's e-mail address is ${email} again, with the new password you chose. Every session on it has been signed out: log in again.`,
    });
    for (const browser of [owner, thief]) {
      expect((await browser.get('/api/auth/session')).json().loggedIn).toBe(false);
    }
    const reset = await new BrowserSession(shop.app).post('/api/reset/reset-password', {
      token: thiefReset,
      password: 'Thief-chosen-pass-1',
    });
    expect(reset.statusCode).toBe(400);
    expect(await loginStatus(thiefEmail, CUSTOMER_PASSWORD)).toBe(401);
    expect(await loginStatus(email, CUSTOMER_PASSWORD)).toBe(401);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('judges the new password as registration does, refuses the one the account had, and spends the link only on a good one', async () => {
    const { email, browser } = await registered();
    const token = await changeEmail(browser, email, nextEmail('weak'));
    const short = await undo(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].msg).toBe('Password must be at least 8 characters.');
    const asRegistration = await new BrowserSession(shop.app).post('/api/auth/register', {
      email: nextEmail('judged'),
      password: 'password123',
      repeatPassword: 'password123',
    });
    expect(asRegistration.statusCode).toBe(400);
    const breached = await undo(token, 'password123');
    expect(breached.statusCode).toBe(400);
    expect(breached.json().message).toBe(asRegistration.json().message);
    // The password the account had: whoever changed the address may know it.
    const same = await undo(token, CUSTOMER_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(UNDO_SAME_PASSWORD_MESSAGE);
    expect((await undo(token)).statusCode).toBe(200);
  });

  it('works once, even for two clicks at the same instant', async () => {
    const { email, browser } = await registered();
    const token = await changeEmail(browser, email, nextEmail('new'));
    const answers = await Promise.all([undo(token), undo(token), undo(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EMAIL_LINK_FAILED_MESSAGE);
  });

  it('voids the links of later changes and pending ones, so an intruder cannot move the address again', async () => {
    const { email, browser } = await registered();
    const second = nextEmail('second');
    const firstUndo = await changeEmail(browser, email, second);
    const thief = await loggedIn(second);
    const secondUndo = await changeEmail(thief, second, nextEmail('third'));
    const pending = nextEmail('pending');
    await askChange(thief, pending);

    expect((await undo(firstUndo)).statusCode).toBe(200);
    expect((await undo(secondUndo)).statusCode).toBe(400);
    expect((await confirm(await confirmTokenFor(pending))).statusCode).toBe(400);
    const [row] = await shop.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.email).toBe(email);
  });

  it('is refused after 7 days, and for a made-up token', async () => {
    const { email, browser } = await registered();
    const newEmail = nextEmail('late');
    const token = await changeEmail(browser, email, newEmail);
    await shop.database.db
      .update(emailChangeReversals)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeReversals.tokenHash, hashToken(token)));
    expect((await undo(token)).statusCode).toBe(400);
    expect((await undo('x'.repeat(43))).statusCode).toBe(400);
    expect(await emailOf(browser)).toBe(newEmail);
  });

  it('mailed before addresses were reserved, whose address another account took since: 409, nothing changes', async () => {
    const { browser } = await registered();
    const { email: squatter } = await registered();
    const ownerId: number = (await browser.get('/api/profile')).json().user.id;
    const token = 'an-undo-link-from-the-release-before-this-one-1';
    await shop.database.db.insert(emailChangeReversals).values({
      userId: ownerId,
      oldEmail: squatter,
      newEmail: await emailOf(browser),
      tokenHash: hashToken(token),
      expiresAt: sql`now() + interval '1 day'`,
    });
    const response = await undo(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_UNDO_TAKEN_MESSAGE);
    expect((await browser.get('/api/auth/session')).json().loggedIn).toBe(true);
  });

  it('and the confirmation link need the anti-forgery token like every other call', async () => {
    for (const url of ['/api/account/confirm-email-change', '/api/account/undo-email-change']) {
      const response = await new BrowserSession(shop.app).request('POST', url, {
        body: { token: 'x'.repeat(43), password: NEW_PASSWORD },
        csrf: false,
      });
      expect(response.statusCode, url).toBe(403);
    }
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
