import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES } from '#shared/compare.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { createRenderingTestApp } from '#tests/helpers/rendering-test-app.js';
import { insertProduct, type TestSize } from '#tests/helpers/shop-data.js';
import type { TestApp } from '#tests/helpers/test-app.js';

const SIZES: TestSize[] = [
  { label: '91x190', sizeName: 'Single', priceDeltaCents: 0, stockQty: 2 },
  { label: '152x190', sizeName: 'Queen', priceDeltaCents: 40_000, stockQty: 2 },
];

let shop: TestApp;
let shopper: BrowserSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  shop = await createRenderingTestApp();
  shopper = new BrowserSession(shop.app);
  const mattress = (name: string, firmness: number) =>
    insertProduct(shop, { name, priceCents: 120_000, firmness, sizes: SIZES });
  ids.soft = await mattress('Compare Soft', 3);
  ids.medium = await mattress('Compare Medium', 5.5);
  ids.firm = await mattress('Compare Firm', 8);
  ids.hidden = await insertProduct(shop, {
    name: 'Compare Hidden',
    priceCents: 99_900,
    firmness: 5,
    isVisible: false,
  });
  ids.pillow = await insertProduct(shop, {
    name: 'Compare Pillow',
    priceCents: 5_900,
    stockQty: 3,
    collection: 'Accessories',
  });
});
afterAll(() => shop.close());

const compare = (query: string) => shopper.get(`/api/compare?${query}`);

describe('comparing mattresses', () => {
  it('answers up to three mattresses in the order asked, with their sizes and build', async () => {
    const answer = await compare(`ids=${ids.firm},${ids.soft},${ids.medium}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { products, missing } = answer.json();
    expect(products.map((product: { name: string }) => product.name)).toEqual([
      'Compare Firm',
      'Compare Soft',
      'Compare Medium',
    ]);
    expect(products[0]).toMatchObject({
      firmness: 8,
      price: 1200,
      dimensions: [
        expect.objectContaining({ sizeName: 'Single', priceDelta: 0 }),
        expect.objectContaining({ sizeName: 'Queen', priceDelta: 400 }),
      ],
      specs: { heightCm: null, layers: [], materials: [], certifications: [], careNotes: '' },
    });
    expect(missing).toEqual([]);
  });

  it('leaves out, and names, what is no mattress shoppers can see', async () => {
    const answer = await compare(`ids=${ids.soft},${ids.hidden},${ids.pillow}`);
    expect(answer.statusCode).toBe(200);
    expect(
      answer.json().products.map((product: { productId: number }) => product.productId),
    ).toEqual([ids.soft]);
    expect(answer.json().missing).toEqual([ids.hidden, ids.pillow]);
    const unknown = await compare('ids=2000000000');
    expect(unknown.json()).toEqual({ products: [], missing: [2_000_000_000] });
  });

  it('takes each id once', async () => {
    const answer = await compare(`ids=${ids.soft},${ids.soft}`);
    expect(answer.json().products).toHaveLength(1);
  });

  it.each([
    ['no ids', ''],
    ['an empty list', 'ids='],
    ['a word', 'ids=abc'],
    ['a zero', 'ids=0'],
    ['four', 'ids=1,2,3,4'],
    ['a trailing comma', 'ids=1,2,'],
    ['a line break', 'ids=1%0A2'],
    ['too large a number', 'ids=99999999999'],
  ])('refuses %s at the field', async (_, query) => {
    const answer = await compare(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ path: 'ids' });
    const said = answer.json().errors.map((error: { msg: string }) => error.msg);
    const expected = query.includes('%0A')
      ? expect.stringMatching(/one line/)
      : COMPARE_MESSAGES.ids;
    expect(said).toEqual(expect.arrayContaining([expected]));
  });

  it('is rendered on the server from the address, with a note for what is left out', async () => {
    const page = await shopper.get(`/compare?ids=${ids.medium},${ids.firm},${ids.hidden}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Compare Medium');
    expect(page.body).toContain('Compare Firm');
    expect(page.body).not.toContain('Compare Hidden');
    expect(page.body).toContain('no longer in the shop');
    expect(page.body).toContain('10-year limited warranty');
  });
});
