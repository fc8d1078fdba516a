import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema/index.js';
import { renderMail } from '#server/modules/mail/index.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  CUSTOMER_PASSWORD,
  paySandbox,
  registeredCustomer,
  SHIPPING,
  startSandboxCheckout,
} from '#tests/helpers/checkout.js';
import { lastMailTo, linkParameter } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const PASSWORD = 'Quiet-Nights-On-Spinal-7';
let shop: TestApp;

/** Every outbox row as a database dump would hold it, as one string to search. */
async function outboxDump(): Promise<string> {
  return JSON.stringify(await queryRows(shop.database.db, sql`select * from mail_outbox`));
}

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

describe('mail in the database', () => {
  it('holds no usable reset link, neither queued nor sent', async () => {
    const email = 'at-rest@example.sg';
    await new BrowserSession(shop.app).post('/api/auth/register', {
      email,
      password: PASSWORD,
      repeatPassword: PASSWORD,
    });
    await new BrowserSession(shop.app).post('/api/reset/forgot-password', { email });
    const queued = await outboxDump();
    expect(queued).toContain('Reset your 8etterSleep password');
    expect(queued).not.toContain('/reset?token=');

    const token = linkParameter(await lastMailTo(shop, email, 'Reset your'), 'token');
    expect(queued).not.toContain(token);
    const sent = await outboxDump();
    expect(sent).not.toContain(token);
    expect(sent).not.toContain('/reset?token=');
    // The mailed link is the one that works.
    const reset = await new BrowserSession(shop.app).post('/api/reset/reset-password', {
      token,
      password: 'A-new-quiet-night-4',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('holds no receipt link, invoice, confirmation or undo link once sent', async () => {
    const productId = await insertProduct(shop, {
      name: 'Sealed pillow',
      priceCents: 5_900,
      stockQty: 5,
      collection: 'Accessories',
    });
    const shopper = await registeredCustomer(shop, 'sealed.receipt@example.sg');
    await addToBag(shopper, productId, null);
    const sessionId = await startSandboxCheckout(shopper);
    expect((await paySandbox(shop, sessionId)).statusCode).toBe(303);
    const newEmail = 'sealed.receipt.new@example.sg';
    await shopper.put('/api/profile/email', {
      email: newEmail,
      currentPassword: CUSTOMER_PASSWORD,
    });
    const receiptLinks = `session_id=${encodeURIComponent(sessionId)}`;
    expect(await outboxDump()).not.toContain(receiptLinks);
    expect(await outboxDump()).not.toContain('%PDF');

    const confirmation = await lastMailTo(shop, SHIPPING.email, 'is confirmed');
    expect(confirmation.text).toContain(receiptLinks);
    const confirm = linkParameter(await lastMailTo(shop, newEmail, 'Confirm your new'), 'token');
    await new BrowserSession(shop.app).post('/api/account/confirm-email-change', {
      token: confirm,
    });
    const undo = linkParameter(
      await lastMailTo(shop, 'sealed.receipt@example.sg', 'was changed'),
      'token',
    );
    const sent = await outboxDump();
    expect(sent).not.toContain(receiptLinks);
    expect(sent).not.toContain(confirm);
    expect(sent).not.toContain(undo);
    const rows = await shop.database.db.select().from(mailOutbox);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', textBody: '', htmlBody: '', attachments: [] });
    }
  });

  it('still sends a message queued before bodies were sealed', async () => {
    await shop.database.db.insert(mailOutbox).values({
      toAddress: 'queued.earlier@example.sg',
      subject: 'Queued before the upgrade',
      ...(({ text, html }) => ({ textBody: text, htmlBody: html }))(
        renderMail({
          heading: 'Hello',
          paragraphs: ['Written by the previous release.'],
          footer: 'Test.',
        }),
      ),
    });
    const mail = await lastMailTo(shop, 'queued.earlier@example.sg', 'Queued before');
    expect(mail.text).toContain('Written by the previous release.');
  });
});
