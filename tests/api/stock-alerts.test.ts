import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes, stockAlerts } from '#server/db/schema/index.js';
import { fixedClock } from '#server/lib/clock.js';
import { hashToken } from '#server/lib/tokens.js';
import { stockAlertsContextOf } from '#server/modules/stock-alerts/context.js';
import { forgetFinished, mailRestocked } from '#server/modules/stock-alerts/service.js';
import { lowStockApiPath, stockApiPath } from '#shared/admin-api-paths.js';
import { stockAlertsApiPath, stockAlertUnsubscribeApiPath } from '#shared/api-paths.js';
import { lowStockSchema } from '#shared/schemas/low-stock.js';
import { myDataSchema } from '#shared/schemas/my-data.js';
import {
  STOCK_ALERT_CONSENT_TEXT,
  STOCK_ALERT_IN_STOCK_MESSAGE,
  STOCK_ALERT_MESSAGES,
  STOCK_ALERT_SUBSCRIBE_MESSAGE,
} from '#shared/stock-alerts.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  headerOf,
  lastMailTo,
  linkParameter,
  mailTo,
  oneClick,
  oneClickPath,
  type ReceivedMail,
} from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

// Back-in-stock alerts (issue 26, decision 0074).
const clock = fixedClock('2026-12-02T10:00:00+08:00');
const api = (path: string) => `/api${path}`;
const RECORDED = 'We will tell you when';
const BACK = 'Back in stock';
const DAY_MS = 24 * 60 * 60 * 1000;
const QUEEN = {
  label: '152x190',
  sizeName: 'Queen',
  priceDeltaCents: 20_000,
  stockQty: 0,
} as const;
const KING = { label: '183x190', sizeName: 'King', priceDeltaCents: 35_000, stockQty: 4 } as const;

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

const freshEmail = () => `sleeper${++counter}@example.sg`;

/** A mattress of its own whose Queen is sold out and whose King is in stock. */
function mattress() {
  return insertProduct(shop, {
    name: `Restock Mattress ${++counter}`,
    priceCents: 100_000,
    sizes: [QUEEN, KING],
  });
}

function ask(body: Record<string, unknown>, browser = new BrowserSession(shop.app)) {
  return browser.post(api(stockAlertsApiPath), body);
}

async function asked(productId: number, email = freshEmail()) {
  const answer = await ask({ productId, sizeLabel: QUEEN.label, email, consent: true });
  expect(answer.statusCode, answer.body).toBe(200);
  return email;
}

/** Staff count the Queen in, through the stock screen's call. */
async function restock(productId: number, stockQty = 2) {
  const saved = await shop.admin.put(api(stockApiPath), {
    changes: [{ productId, size: QUEEN.label, stockQty }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const backMails = async (email: string, on: TestApp = shop) =>
  (await mailTo(on, email)).filter((mail) => mail.subject.startsWith(BACK));

describe('asking to hear when a size is back', () => {
  it('answers the same for any address, records the wording shown, and mails its receipt once', async () => {
    const productId = await mattress();
    const email = freshEmail();
    const answers = [];
    for (let i = 0; i < 2; i += 1)
      answers.push(await ask({ productId, sizeLabel: QUEEN.label, email, consent: true }));
    answers.push(
      await ask({ productId, sizeLabel: QUEEN.label, email: freshEmail(), consent: true }),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: STOCK_ALERT_SUBSCRIBE_MESSAGE });
    }
    // Asked twice while waiting: one receipt, and one row.
    const receipts = await mailTo(shop, email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toContain(RECORDED);
    const rows = await shop.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ consentText: STOCK_ALERT_CONSENT_TEXT, notifiedAt: null });
    // Only the token's SHA-256 is kept.
    const token = new URL(`http://x${oneClickPath(receipts[0] as ReceivedMail)}`).searchParams.get(
      'token',
    );
    expect(rows[0]?.unsubscribeTokenHash).toBe(hashToken(String(token)));
    expect(JSON.stringify(rows)).not.toContain(String(token));
  });

  it('refuses bad input at each field, all at once', async () => {
    const answer = await ask({ productId: 'x', sizeLabel: 'Queen\nsize', email: 'nope' });
    expect(answer.statusCode).toBe(400);
    const paths = answer
      .json()
      .errors.map((error: { path: string }) => error.path)
      .sort();
    expect(paths).toEqual(['consent', 'email', 'productId', 'sizeLabel']);
    const unticked = await ask({
      productId: 1,
      sizeLabel: QUEEN.label,
      email: freshEmail(),
      consent: false,
    });
    expect(unticked.json().errors).toEqual([
      expect.objectContaining({ path: 'consent', msg: STOCK_ALERT_MESSAGES.consent }),
    ]);
  });

  it('refuses a size that does not exist at its field, and one in stock clearly', async () => {
    const productId = await mattress();
    const email = freshEmail();
    const missing = await ask({ productId, sizeLabel: '99x99', email, consent: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      expect.objectContaining({ path: 'sizeLabel', msg: STOCK_ALERT_MESSAGES.size }),
    ]);
    const inStock = await ask({ productId, sizeLabel: KING.label, email, consent: true });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe(STOCK_ALERT_IN_STOCK_MESSAGE);
    const hidden = await insertProduct(shop, {
      name: 'Hidden Mattress',
      priceCents: 100_000,
      isVisible: false,
      sizes: [QUEEN],
    });
    expect(
      (await ask({ productId: hidden, sizeLabel: QUEEN.label, email, consent: true })).statusCode,
    ).toBe(400);
    expect(await mailTo(shop, email)).toEqual([]);
  });

  it('needs the anti-forgery token', async () => {
    const productId = await mattress();
    const forged = await new BrowserSession(shop.app).request('POST', api(stockAlertsApiPath), {
      body: { productId, sizeLabel: QUEEN.label, email: freshEmail(), consent: true },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('the mail when the size is back', () => {
  it('goes once, when staff restock, with the product link and a one-click unsubscribe', async () => {
    const productId = await mattress();
    const email = await asked(productId);
    const context = stockAlertsContextOf(shop.app);
    // Nothing is back yet: nothing to send.
    await mailRestocked(context);
    expect(await backMails(email)).toEqual([]);

    await restock(productId);
    expect(await mailRestocked(context)).toBeGreaterThanOrEqual(1);
    const mail = await lastMailTo(shop, email, BACK);
    expect(mail.subject).toContain('Queen 152x190');
    expect(mail.text).toContain(`/product/${productId}`);
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/[^>]+\/api\/stock-alerts\/unsubscribe\?token=[\w-]{43}>$/,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/Unsubscribe:\s+http:\/\/\S+\/stock-alerts\/unsubscribe\?token=/);

    // Sold out and back again: the alert has done its work.
    await restock(productId, 0);
    await restock(productId, 3);
    expect(await mailRestocked(context)).toBe(0);
    expect(await backMails(email)).toHaveLength(1);
  });

  it('goes once with two instances sending at the same moment', async () => {
    const second = await createTestApp({}, {}, { database: await shop.database.share(), clock });
    try {
      const productId = await mattress();
      const emails = [await asked(productId), await asked(productId), await asked(productId)];
      // Stock back by any path: here straight in the table, as a released hold puts it back.
      await shop.database.db
        .update(productSizes)
        .set({ stockQty: 1 })
        .where(and(eq(productSizes.productId, productId), eq(productSizes.label, QUEEN.label)));
      const sent = await Promise.all([
        mailRestocked(stockAlertsContextOf(shop.app)),
        mailRestocked(stockAlertsContextOf(second.app)),
      ]);
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(3);
      for (const email of emails) {
        const both = [...(await backMails(email)), ...(await backMails(email, second))];
        expect(both).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });

  it('one-click unsubscribe from the receipt stops the mail, without login or token', async () => {
    const productId = await mattress();
    const email = await asked(productId);
    const receipt = await lastMailTo(shop, email, RECORDED);
    const bare = await shop.app.inject({ method: 'POST', url: oneClickPath(receipt) });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([expect.objectContaining({ path: 'List-Unsubscribe' })]);
    expect((await oneClick(shop, oneClickPath(receipt))).statusCode).toBe(200);
    // A provider that POSTs again hears the same.
    expect((await oneClick(shop, oneClickPath(receipt))).statusCode).toBe(200);

    await restock(productId);
    await mailRestocked(stockAlertsContextOf(shop.app));
    expect(await backMails(email)).toEqual([]);
    const unknown = await oneClick(shop, api(stockAlertUnsubscribeApiPath('x'.repeat(43))));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('link_invalid');
  });

  it('never writes the token into the request log', async () => {
    const email = await asked(await mattress());
    const receipt = await lastMailTo(shop, email, RECORDED);
    const token = linkParameter(receipt, 'token');
    logLines.length = 0;
    await oneClick(shop, oneClickPath(receipt));
    const log = logLines.join('');
    expect(log).toContain('/api/stock-alerts/unsubscribe?token=[redacted]');
    expect(log).not.toContain(token);
  });

  it('deletes rows whose purpose is over after their period, and keeps waiting ones', async () => {
    const productId = await mattress();
    const mailed = await asked(productId);
    await restock(productId);
    await mailRestocked(stockAlertsContextOf(shop.app));
    const waiting = await asked(await mattress());
    const rowsOf = (email: string) =>
      shop.database.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    const context = stockAlertsContextOf(shop.app);
    clock.advance(29 * DAY_MS);
    await forgetFinished(context);
    expect(await rowsOf(mailed)).toHaveLength(1);
    clock.advance(2 * DAY_MS);
    await forgetFinished(context);
    expect(await rowsOf(mailed)).toEqual([]);
    expect(await rowsOf(waiting)).toHaveLength(1);
  });
});

describe('what staff and the shopper see', () => {
  it("staff's low-stock view counts who waits for each size", async () => {
    const productId = await mattress();
    await asked(productId);
    await asked(productId);
    // Logged in anew: a test above moved the clock past the first session.
    const answer = await (await shop.logInAdmin()).get(api(lowStockApiPath));
    expect(answer.statusCode).toBe(200);
    const items = lowStockSchema
      .parse(answer.json())
      .items.filter((i) => i.productId === productId);
    expect(items.map((item) => [item.sizeLabel, item.waiting])).toEqual([[QUEEN.label, 2]]);
  });

  it("the customer's copy of their data holds their alerts once the address is proven", async () => {
    const email = freshEmail();
    const customer = await shop.customer(email);
    await asked(await mattress(), email);
    const dataOf = async () =>
      myDataSchema.parse((await customer.get('/api/profile/my-data')).json());
    expect((await dataOf()).stockAlerts).toEqual([]);
    expect((await customer.post('/api/profile/guest-orders')).statusCode).toBe(200);
    const proof = await lastMailTo(shop, email, 'Confirm your e-mail address');
    const proven = await customer.post('/api/account/verify-email', {
      token: linkParameter(proof, 'token'),
    });
    expect(proven.statusCode, proven.body).toBe(200);
    expect((await dataOf()).stockAlerts).toEqual([
      expect.objectContaining({
        size: 'Queen 152x190',
        consentText: STOCK_ALERT_CONSENT_TEXT,
        notifiedAt: null,
      }),
    ]);
  });
});

describe('the rate limit', () => {
  it('turns away a stream of asks from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const productId = await insertProduct(limited, {
        name: 'Limited Mattress',
        priceCents: 100_000,
        sizes: [QUEEN],
      });
      const browser = new BrowserSession(limited.app);
      const codes = [];
      for (let i = 0; i < 4; i += 1) {
        const body = {
          productId,
          sizeLabel: QUEEN.label,
          email: `limit${i}@example.sg`,
          consent: true,
        };
        codes.push((await browser.post(api(stockAlertsApiPath), body)).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
