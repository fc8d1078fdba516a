import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutSessions } from '#server/db/schema/index.js';
import type { RouteEntry } from '#server/plugins/route-table.js';
import { ONE_LINE_MESSAGE } from '#shared/schemas/common.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, paySandbox, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

/**
 * Line breaks and other control characters in a field of one line could only add lines of their
 * own to a mail, an invoice or a CSV (a fake "View order & tracking" link under the buyer's name).
 * Every single-line field of every call refuses them (by the shared rule, or by a stricter one of
 * its own: a date, a postal code): checked here field by field over the route
 * table, so a field added later without the shared rule fails this test.
 */

/**
 * Fields that hold several lines (a product's description and care notes, a feature's paragraphs,
 * staff's internal notes, which refuse every other control character), and passwords, never shown.
 */
const NOT_ONE_LINE = new Set([
  'description',
  'careNotes',
  'paragraphs',
  'body',
  'password',
  'repeatPassword',
  'currentPassword',
]);

type JsonSchema = {
  type?: string;
  minLength?: number;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

/** The string form of a property (a nullable one is anyOf string or null); undefined if none. */
function stringForm(property: JsonSchema): JsonSchema | undefined {
  if (property.type === 'string') return property;
  return property.anyOf?.map(stringForm).find(Boolean);
}

/** The free-text fields of a request schema, each with a value its length limits allow. */
function textFields(schema: unknown): { name: string; broken: string }[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema as z.ZodType, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  // A body that may be left out (nullish) is anyOf the object or null.
  const object = json.properties ? json : json.anyOf?.find((branch) => branch.properties);
  return Object.entries(object?.properties ?? {}).flatMap(([name, property]) => {
    const text = stringForm(property);
    if (!text || text.enum || NOT_ONE_LINE.has(name)) return [];
    // A line break inside text long enough for the field: only the break can be refused.
    return [{ name, broken: `a\n${'b'.repeat(Math.max(1, (text.minLength ?? 0) - 2))}` }];
  });
}

/** The route's path with each parameter a value its schema takes. */
const pathOf = (route: RouteEntry) =>
  route.url
    .replace(/:label/g, '183x190')
    .replace(/:\w+/g, '1')
    .replace(/\*$/, 'a.png');

let shop: AdminTestApp;

beforeAll(async () => {
  shop = await createAdminTestApp({ RATE_LIMIT_MAX: '10000' });
});
afterAll(() => shop.close());

describe('single-line fields', () => {
  it('refuse control characters in every body and query field of every route', async () => {
    const checked: string[] = [];
    const unrefused: string[] = [];
    for (const route of shop.app.routeTable) {
      if (route.method === 'HEAD') continue;
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      for (const [part, fields] of [
        ['body', textFields(schema.body)],
        ['query', textFields(schema.querystring)],
      ] as const) {
        for (const field of fields) {
          const url = pathOf(route);
          const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
          const response =
            part === 'body'
              ? await shop.admin.request(method, url, {
                  body: { [field.name]: field.broken },
                })
              : await shop.admin.request(
                  method,
                  `${url}?${field.name}=${encodeURIComponent(field.broken)}`,
                );
          const errors = response.statusCode === 400 ? (response.json().errors ?? []) : [];
          const refusal = errors.find((error: { path?: string }) => error.path === field.name);
          const label = `${route.method} ${route.url} ${part} ${field.name}`;
          checked.push(label);
          if (!refusal) {
            unrefused.push(`${label} → ${response.statusCode} ${response.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(unrefused).toEqual([]);
    // The walk reached the fields the audit found open (buyer's address, names, codes, searches).
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /api/checkout/session body addressLine',
        'POST /api/products/create body name',
        'PUT /api/profile/address body address_line',
        'POST /api/cart/voucher body code',
        'GET /api/products query q',
      ]),
    );
  });

  it('refuse a buyer’s name or address with a line break on the payment page, keeping nothing', async () => {
    const productId = await insertProduct(shop, {
      name: 'One Line Pillow',
      priceCents: 4_990,
      stockQty: 10,
      collection: 'Accessories',
    });
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, productId, null, 1);
    const sessionId = await startSandboxCheckout(shopper);
    const fake = 'Tan Mei Ling\r\nView order & tracking: https://evil.example/';
    for (const field of [{ name: fake }, { address: fake }]) {
      const page = await paySandbox(shop, sessionId, field);
      expect(page.statusCode, page.body).toBe(422);
      expect(page.body).toContain(
        ONE_LINE_MESSAGE.replaceAll('&', '&amp;').replaceAll("'", '&#39;'),
      );
    }
    const [session] = await shop.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, sessionId));
    expect(session?.state).toBe('open');
  });
});
