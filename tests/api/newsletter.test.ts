import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { newsletterContextOf } from '#server/modules/newsletter/context.js';
import { forgetUnconfirmed } from '#server/modules/newsletter/service.js';
import { newsletterSubscribersCsvApiPath } from '#shared/admin-api-paths.js';
import {
  newsletterConfirmApiPath,
  newsletterSubscribeApiPath,
  newsletterUnsubscribeApiPath,
} from '#shared/api-paths.js';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_SUBSCRIBE_MESSAGE } from '#shared/newsletter.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { readCsv } from '#tests/helpers/csv-reader.js';
import {
  headerOf,
  lastMailTo,
  linkParameter,
  mailTo,
  oneClickPath,
  oneClick as oneClickTo,
} from '#tests/helpers/mailbox.js';

// The newsletter with consent (issue 26, decision 0068).
const clock = fixedClock('2026-12-02T10:00:00+08:00');
const api = (path: string) => `/api${path}`;
const SUBJECT = 'newsletter sign-up';
const DAY_MS = 24 * 60 * 60 * 1000;

let shop: AdminTestApp;
let counter = 0;
/** The request log, at info level as production keeps it. */
const logLines: string[] = [];

beforeAll(async () => {
  shop = await createAdminTestApp(
    { LOG_LEVEL: 'info' },
    {},
    { clock, logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(() => shop.close());

const freshEmail = () => `reader${++counter}@example.sg`;
const visitor = () => new BrowserSession(shop.app);

function subscribe(email: string, browser = visitor()) {
  return browser.post(api(newsletterSubscribeApiPath), { email });
}

function confirm(token: string) {
  return visitor().post(api(newsletterConfirmApiPath), { token });
}

const oneClick = (url: string) => oneClickTo(shop, url);

async function signedUp(email = freshEmail()) {
  expect((await subscribe(email)).statusCode).toBe(200);
  const mail = await lastMailTo(shop, email, SUBJECT);
  return { email, mail, confirmToken: linkParameter(mail, 'token') };
}

/** The owner's export, read as a spreadsheet would; logged in anew, as the tests move the clock. */
async function csvRows() {
  const response = await (await shop.logInAdmin()).get(api(newsletterSubscribersCsvApiPath));
  expect(response.statusCode).toBe(200);
  return readCsv(response.body);
}

describe('signing up with double opt-in', () => {
  it('mails a confirmation link; the address is subscribed only once its page is pressed', async () => {
    const { email, mail, confirmToken } = await signedUp();
    expect(mail.text).toContain('/newsletter/confirm?token=');
    expect((await csvRows()).some((row) => row[0] === email)).toBe(false);

    const confirmed = await confirm(confirmToken);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().success).toBe(true);
    const row = (await csvRows()).find((cells) => cells[0] === email);
    expect(row).toEqual([
      email,
      NEWSLETTER_CONSENT_TEXT,
      'footer form',
      clock.now().toISOString(),
      clock.now().toISOString(),
    ]);
    // The link works once.
    expect((await confirm(confirmToken)).json().code).toBe('link_invalid');
  });

  it('keeps an address that never confirms out of the list, and deletes it after 30 days', async () => {
    const { email, confirmToken } = await signedUp();
    expect((await csvRows()).some((row) => row[0] === email)).toBe(false);
    const context = newsletterContextOf(shop.app);
    clock.advance(29 * DAY_MS);
    expect(await forgetUnconfirmed(context)).toBe(0);
    clock.advance(2 * DAY_MS);
    expect(await forgetUnconfirmed(context)).toBeGreaterThanOrEqual(1);
    expect((await confirm(confirmToken)).statusCode).toBe(400);
  });

  it('answers the same for a new, a pending and a confirmed address, and mails none twice at once', async () => {
    const email = freshEmail();
    const answers = [];
    answers.push((await subscribe(email)).json());
    answers.push((await subscribe(email)).json());
    const token = linkParameter(await lastMailTo(shop, email, SUBJECT), 'token');
    expect((await confirm(token)).statusCode).toBe(200);
    answers.push((await subscribe(email)).json());
    const unknown = (await subscribe(freshEmail())).json();
    for (const answer of [...answers, unknown]) {
      expect(answer).toEqual({ success: true, message: NEWSLETTER_SUBSCRIBE_MESSAGE });
    }
    // The second ask came a moment after the first and the third after confirming: one mail.
    expect(await mailTo(shop, email)).toHaveLength(1);
  });

  it('refuses a sign-up without the anti-forgery token, and one that is not an address', async () => {
    const forged = await visitor().request('POST', api(newsletterSubscribeApiPath), {
      body: { email: freshEmail() },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect((await subscribe('not an address')).statusCode).toBe(400);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('every newsletter mail names its one-click URL in the headers and links a page in the body', async () => {
    const { mail } = await signedUp();
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/Unsubscribe:\s+http:\/\/\S+\/newsletter\/unsubscribe\?token=/);
    expect(mail.html).toContain('/newsletter/unsubscribe?token=');
  });

  it('a bare POST with the RFC 8058 body unsubscribes a confirmed address, without login or token', async () => {
    const { email, mail, confirmToken } = await signedUp();
    await confirm(confirmToken);
    const first = await oneClick(oneClickPath(mail));
    expect(first.statusCode).toBe(200);
    expect((await csvRows()).some((row) => row[0] === email)).toBe(false);
    // A provider that POSTs again hears the same.
    expect((await oneClick(oneClickPath(mail))).statusCode).toBe(200);
  });

  it('needs the RFC 8058 body: a POST without it changes nothing', async () => {
    const { email, mail, confirmToken } = await signedUp();
    await confirm(confirmToken);
    const bare = await shop.app.inject({ method: 'POST', url: oneClickPath(mail) });
    expect(bare.statusCode).toBe(400);
    expect((await csvRows()).some((row) => row[0] === email)).toBe(true);
  });

  it('keeps each token to its purpose', async () => {
    const { email, mail, confirmToken } = await signedUp();
    const unsubscribeToken = new URL(`http://x${oneClickPath(mail)}`).searchParams.get('token');
    expect(unsubscribeToken).toBeTruthy();
    // The confirm link's token does not unsubscribe, the unsubscribe link's does not confirm.
    expect((await oneClick(api(newsletterUnsubscribeApiPath(confirmToken)))).statusCode).toBe(400);
    expect((await confirm(String(unsubscribeToken))).statusCode).toBe(400);
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    expect((await csvRows()).some((row) => row[0] === email)).toBe(true);
  });

  it('an unsubscribed address that signs up again starts over with a new confirmation', async () => {
    const { email, mail, confirmToken } = await signedUp();
    await confirm(confirmToken);
    await oneClick(oneClickPath(mail));
    await subscribe(email);
    const again = await lastMailTo(shop, email, SUBJECT);
    expect(linkParameter(again, 'token')).not.toBe(confirmToken);
    expect((await csvRows()).some((row) => row[0] === email)).toBe(false);
    expect((await confirm(linkParameter(again, 'token'))).statusCode).toBe(200);
    expect((await csvRows()).some((row) => row[0] === email)).toBe(true);
  });

  it('never writes a token into the request log', async () => {
    const { mail } = await signedUp();
    const token = new URL(`http://x${oneClickPath(mail)}`).searchParams.get('token') ?? '';
    logLines.length = 0;
    await oneClick(oneClickPath(mail));
    const log = logLines.join('');
    expect(log).toContain('/api/newsletter/unsubscribe?token=[redacted]');
    expect(log).not.toContain(token);
  });
});

describe('the CSV export', () => {
  it('is refused to visitors, customers and staff outside the owner’s area', async () => {
    const path = api(newsletterSubscribersCsvApiPath);
    expect((await visitor().get(path)).statusCode).toBe(401);
    const customer = await shop.customer('csv.customer@example.sg');
    expect((await customer.get(path)).json().code).toBe('admin_only');
    for (const role of ['store', 'catalogue'] as const) {
      const staff = await shop.staff(`csv.${role}@example.sg`, role);
      const answer = await staff.get(path);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('outside_role');
    }
  });

  it('holds the confirmed subscribers only, with their consent wording and times, as a file', async () => {
    const pending = await signedUp();
    const { email, confirmToken } = await signedUp();
    clock.advance(60_000);
    await confirm(confirmToken);
    const response = await (await shop.logInAdmin()).get(api(newsletterSubscribersCsvApiPath));
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = readCsv(response.body);
    expect(rows[0]).toEqual([
      'E-mail',
      'Consent wording',
      'Given in',
      'Asked at (UTC)',
      'Confirmed at (UTC)',
    ]);
    const row = rows.find((cells) => cells[0] === email);
    expect(row?.[1]).toBe(NEWSLETTER_CONSENT_TEXT);
    expect(new Date(row?.[4] ?? '').getTime() - new Date(row?.[3] ?? '').getTime()).toBe(60_000);
    expect(rows.some((cells) => cells[0] === pending.email)).toBe(false);
  });
});
