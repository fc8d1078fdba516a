import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '#server/db/schema/index.js';
import { formatDeliverySlot } from '#shared/delivery.js';
import { orderTrackingPath } from '#shared/paths.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, firstSlot, payForBag, SHIPPING } from '#tests/helpers/checkout.js';
import { lastMailTo, mailTo, type ReceivedMail } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

/** The links of a mail's HTML body, and its text once tags and link targets are taken out. */
function htmlLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
}
function visibleHtmlText(html: string): string {
  return html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');
}

/** What every order mail must be on a phone: one fluid column, buttons, no raw URLs to read. */
function expectPhoneReady(mail: ReceivedMail, trackingUrl: string): void {
  expect(mail.html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
  expect(mail.html).toContain('max-width:600px');
  expect(mail.html).toMatch(/@media only screen and \(max-width: 480px\)/);
  expect(mail.html).toMatch(/<a class="button-link" href="[^"]+"[^>]*>View order &amp; tracking</);
  expect(htmlLinks(mail.html)).toContain(trackingUrl.replaceAll('&', '&amp;'));
  expect(visibleHtmlText(mail.html)).not.toMatch(/https?:\/\//);
  // Mail apps without HTML still get every link.
  expect(mail.text.replaceAll('\r\n', '\n')).toContain(`View order & tracking:\n${trackingUrl}`);
}

describe('order mails', () => {
  let shop: AdminTestApp;
  let counter = 0;

  beforeAll(async () => {
    shop = await createAdminTestApp();
  });
  afterAll(() => shop.close());

  /** A guest buys 2 pillows at $49.90 each; the order and its tracking link as mailed. */
  async function guestOrder(email: string) {
    counter += 1;
    const pillowId = await insertProduct(shop, {
      name: `Mail Pillow ${counter}`,
      priceCents: 4_990,
      stockQty: 10,
      collection: 'Accessories',
    });
    const guest = new BrowserSession(shop.app);
    await addToBag(guest, pillowId, null, 2);
    const { orderId, sessionId } = await payForBag(shop, guest, email);
    const trackingUrl = `${shop.config.publicUrl}${orderTrackingPath(orderId, sessionId)}`;
    return { orderId, trackingUrl, pillow: `Mail Pillow ${counter}` };
  }

  /** The slot the sandbox page was given for a guest's order, in the mails' words. */
  async function firstSlotText(): Promise<string> {
    const slot = await firstSlot(shop);
    return formatDeliverySlot(slot.date, slot.window);
  }

  async function markStatus(orderId: number, status: string): Promise<void> {
    const response = await shop.admin.put(`/api/orders/admin/orders/${orderId}/status`, {
      status,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('confirms the order in the shared layout: lines, totals, slot or estimate, two buttons', async () => {
    const email = 'confirmed.guest@example.sg';
    const { orderId, trackingUrl, pillow } = await guestOrder(email);
    const mail = await lastMailTo(shop, email, `order #${orderId} is confirmed`);
    expectPhoneReady(mail, trackingUrl);
    expect(mail.text).toContain(`2 × ${pillow}: $99.80`);
    expect(mail.text).toContain('Total paid (SGD, GST included): $99.80');
    // The sandbox page asked for the slot the shop had not collected: the first one offered.
    expect(mail.text).toContain(`Delivery slot: ${await firstSlotText()}`);
    expect(mail.text).toContain('Phone: +65 9123 4567');
    expect(mail.text).toContain(`Delivery address: ${SHIPPING.name}, ${SHIPPING.address}`);
    expect(mail.html).toMatch(/class="button-link"[^>]*>Download tax invoice</);
    expect(mail.html).not.toContain('copy this link');
  });

  it('tells the customer when the order is being prepared, once per move', async () => {
    const email = 'prepared.guest@example.sg';
    const { orderId, trackingUrl } = await guestOrder(email);
    await markStatus(orderId, 'processing');
    // The same status again changes nothing and mails nothing.
    await markStatus(orderId, 'processing');
    const subject = `order #${orderId} is being prepared`;
    const mails = (await mailTo(shop, email)).filter((mail) => mail.subject.includes(subject));
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ReceivedMail];
    expect(mail.text).toContain(
      `Good news: your order #${orderId} is being prepared; your delivery slot is ${await firstSlotText()}.`,
    );
    expect(mail.text).toContain('We confirm the delivery window with you one day ahead.');
    expectPhoneReady(mail, trackingUrl);
  });

  it('tells the customer when the order is refused, and when it is refunded', async () => {
    const email = 'refused.guest@example.sg';
    const { orderId, trackingUrl } = await guestOrder(email);
    await markStatus(orderId, 'failed');
    const refused = await lastMailTo(shop, email, `order #${orderId} could not go ahead`);
    expect(refused.text).toContain(`we cannot go ahead with your order #${orderId}`);
    expect(refused.text).toContain('you get a separate e-mail when it is refunded');
    expectPhoneReady(refused, trackingUrl);

    await markStatus(orderId, 'refunded');
    const refunded = await lastMailTo(shop, email, `order #${orderId} has been refunded`);
    expect(refunded.text).toContain(
      `We have refunded $99.80 for order #${orderId} to the card you paid with (Visa ending 4242).`,
    );
    expect(refunded.text).toContain('Refunded: $99.80');
    expectPhoneReady(refunded, trackingUrl);
  });

  it('mails nothing when the refund is not made, as the order does not change', async () => {
    const email = 'unrefunded.guest@example.sg';
    const { orderId } = await guestOrder(email);
    // Paid through Stripe, which this shop no longer has keys for: the refund cannot be made.
    await shop.database.db
      .update(checkoutSessions)
      .set({ provider: 'stripe' })
      .where(
        eq(
          checkoutSessions.id,
          sql`(select checkout_session_id from orders where id = ${orderId})`,
        ),
      );
    const refused = await shop.admin.put(`/api/orders/admin/orders/${orderId}/status`, {
      status: 'refunded',
    });
    expect(refused.statusCode).toBe(409);
    const subjects = (await mailTo(shop, email)).map((mail) => mail.subject);
    expect(subjects).toEqual([`Your 8etterSleep order #${orderId} is confirmed`]);
  });

  it('mails nothing when an order is moved back to paid', async () => {
    const email = 'back.to.paid@example.sg';
    const { orderId } = await guestOrder(email);
    await markStatus(orderId, 'processing');
    const before = (await mailTo(shop, email)).length;
    await markStatus(orderId, 'paid');
    expect(await mailTo(shop, email)).toHaveLength(before);
  });
});
