import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderItemsSchema } from '#shared/schemas/admin-order.js';
import { type RunSheet, runSheetSchema } from '#shared/schemas/run-sheet.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, firstSlot, paySandbox, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

// Issue 24: a day's run sheet, window by window, for the delivery crews.

let shop: AdminTestApp;
let day: string;
let mattressId: number;
let pillowId: number;

beforeAll(async () => {
  shop = await createAdminTestApp();
  day = (await firstSlot(shop)).date;
  mattressId = await insertProduct(shop, {
    name: 'Run Sheet Mattress',
    priceCents: 129_900,
    collection: 'Hotel',
    sizes: [
      { label: '152x190', sizeName: 'Queen', priceDeltaCents: 0, stockQty: 10 },
      { label: '183x190', sizeName: 'King', priceDeltaCents: 20_000, stockQty: 10 },
    ],
  });
  pillowId = await insertProduct(shop, {
    name: 'Run Sheet Pillow',
    priceCents: 4_990,
    stockQty: 20,
    collection: 'Accessories',
  });
});
afterAll(() => shop.close());

/** A guest's order paid on the sandbox page for `window` of the day, delivered to `where`. */
async function order(
  window: string,
  where: { email: string; postal: string; address: string },
  lines: { productId: number; size: string | null; qty: number }[],
): Promise<number> {
  const guest = new BrowserSession(shop.app);
  for (const line of lines) {
    await addToBag(guest, line.productId, line.size, line.qty);
  }
  const sessionId = await startSandboxCheckout(guest);
  const paid = await paySandbox(shop, sessionId, {
    ...where,
    name: `Recipient ${where.postal}`,
    slot: `${day}|${window}`,
  });
  expect(paid.statusCode, paid.body).toBe(303);
  const lookup = await guest.get(`/api/orders/lookup?session_id=${sessionId}`);
  return lookup.json<{ order: { order_id: number } }>().order.order_id;
}

async function sheet(query: string, browser = shop.admin): Promise<RunSheet> {
  const response = await browser.get(`/api/admin/run-sheet?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return runSheetSchema.parse(response.json());
}

describe('the run sheet', () => {
  it('lists the day’s sales window by window and by postal code, each with what to carry in', async () => {
    const east = await order(
      '10-13',
      { email: 'east@example.sg', postal: '529536', address: '10 Tampines Central 1, #03-21' },
      [
        { productId: mattressId, size: '183x190', qty: 1 },
        { productId: pillowId, size: null, qty: 2 },
      ],
    );
    const west = await order(
      '10-13',
      { email: 'west@example.sg', postal: '129588', address: '1 Jurong West Central 2' },
      [{ productId: mattressId, size: '152x190', qty: 1 }],
    );
    const afternoon = await order(
      '13-16',
      { email: 'pm@example.sg', postal: '408857', address: '3 Ubi Avenue 3, #01-10' },
      [{ productId: pillowId, size: null, qty: 1 }],
    );
    // A refunded order is not delivered; one pillow refunded by line is not carried in.
    const refunded = await order(
      '10-13',
      { email: 'gone@example.sg', postal: '100001', address: '1 Refunded Road' },
      [{ productId: pillowId, size: null, qty: 1 }],
    );
    expect(
      (
        await shop.admin.put(`/api/orders/admin/orders/${refunded}/status`, {
          status: 'refunded',
        })
      ).statusCode,
    ).toBe(200);
    const detail = adminOrderItemsSchema.parse(
      (await shop.admin.get(`/api/orders/admin/orders/${east}/items`)).json(),
    );
    const pillowLine = detail.items.find((item) => item.name === 'Run Sheet Pillow');
    const partial = await shop.admin.post(`/api/orders/admin/orders/${east}/refunds`, {
      lines: [{ itemId: pillowLine?.item_id, qty: 1, restock: true }],
      reason: 'One pillow too many',
    });
    expect(partial.statusCode, partial.body).toBe(200);

    const run = await sheet(`date=${day}`);
    expect(run.windows.map((window) => window.label)).toEqual(['10am–1pm', '1pm–4pm', '3pm–6pm']);
    const [morning, early, late] = run.windows;
    const ours = (stops: RunSheet['windows'][number]['stops']) =>
      stops.filter((stop) => [east, west, afternoon, refunded].includes(stop.orderId));
    // West (129588) comes before east (529536): the postal district orders the run.
    expect(ours(morning?.stops ?? []).map((stop) => stop.orderId)).toEqual([west, east]);
    expect(ours(early?.stops ?? []).map((stop) => stop.orderId)).toEqual([afternoon]);
    expect(ours(late?.stops ?? [])).toEqual([]);
    expect(morning?.stops.find((stop) => stop.orderId === east)).toEqual({
      orderId: east,
      status: 'paid',
      deliveryState: 'booked',
      recipient: 'Recipient 529536',
      phone: '+65 9123 4567',
      address: '10 Tampines Central 1, #03-21',
      postalCode: '529536',
      note: '',
      items: [
        { name: 'Run Sheet Mattress', sizeName: 'King', dimensions: '183 × 190 cm', qty: 1 },
        { name: 'Run Sheet Pillow', sizeName: null, dimensions: null, qty: 1 },
      ],
      services: [],
    });

    // One window; the next day has nothing of these.
    const pm = await sheet(`date=${day}&window=13-16`);
    expect(pm.windows.map((window) => window.id)).toEqual(['13-16']);
    expect(ours(pm.windows[0]?.stops ?? []).map((stop) => stop.orderId)).toEqual([afternoon]);
  });

  it('carries the note of a delivery that did not happen, for the redelivery', async () => {
    const again = await order(
      '15-18',
      { email: 'again@example.sg', postal: '238801', address: '2 Orchard Turn, #20-01' },
      [{ productId: pillowId, size: null, qty: 1 }],
    );
    const move = (state: string, note?: string) =>
      shop.admin.put(`/api/orders/admin/orders/${again}/delivery-state`, { state, note });
    expect((await move('out_for_delivery')).statusCode).toBe(200);
    expect((await move('not_delivered', 'Lift under repair: call ahead')).statusCode).toBe(200);
    expect((await move('out_for_delivery')).statusCode).toBe(200);
    const stop = (await sheet(`date=${day}&window=15-18`)).windows[0]?.stops.find(
      (candidate) => candidate.orderId === again,
    );
    expect(stop).toMatchObject({
      deliveryState: 'out_for_delivery',
      note: 'Lift under repair: call ahead',
    });
  });

  it('is for staff only, and names a bad date or window', async () => {
    const customer = await shop.customer('run.sheet.customer@example.sg');
    expect((await customer.get(`/api/admin/run-sheet?date=${day}`)).statusCode).toBe(403);
    expect(
      (await new BrowserSession(shop.app).get(`/api/admin/run-sheet?date=${day}`)).statusCode,
    ).toBe(401);
    const bad = await shop.admin.get('/api/admin/run-sheet?date=2026-02-30&window=9-12');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('date must be a real date.');
    expect(bad.body).toContain('Choose a delivery window.');
  });
});
