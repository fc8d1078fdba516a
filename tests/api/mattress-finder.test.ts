import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FinderResult, finderResultSchema } from '#shared/schemas/finder.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { insertProduct, type TestSize } from '#tests/helpers/shop-data.js';

/** A Single at the base price, a Queen $500 dearer and, when asked, a King $1,000 dearer. */
const sizes = (withKing = false): TestSize[] => [
  { label: '91x190', sizeName: 'Single', priceDeltaCents: 0, stockQty: 3 },
  { label: '152x190', sizeName: 'Queen', priceDeltaCents: 50_000, stockQty: 3 },
  ...(withKing
    ? [{ label: '183x190', sizeName: 'King' as const, priceDeltaCents: 100_000, stockQty: 3 }]
    : []),
];

/*
 * Each expectation below is read off this catalogue, as a sleep adviser would: soft mattresses
 * for light side sleepers with sore joints, firm ones for heavy back sleepers with back pain, the
 * one whose description says it breathes for someone who sleeps hot.
 */
describe('the mattress finder', () => {
  let shop: AdminTestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    shop = await createAdminTestApp();
    ids.cloud = await insertProduct(shop, {
      name: 'Finder Cloud Soft',
      firmness: 3,
      priceCents: 120_000,
      sizes: sizes(),
    });
    ids.balanced = await insertProduct(shop, {
      name: 'Finder Balanced Hybrid',
      description: 'Pocket springs under a breathable gel foam layer.',
      firmness: 5.5,
      priceCents: 140_000,
      sizes: sizes(),
    });
    ids.support = await insertProduct(shop, {
      name: 'Finder Back Support',
      firmness: 7,
      priceCents: 160_000,
      sizes: sizes(true),
    });
    ids.rock = await insertProduct(shop, {
      name: 'Finder Rock Firm',
      firmness: 9.5,
      priceCents: 200_000,
      sizes: sizes(),
    });
    // Neither a pillow nor a hidden mattress is ever a pick.
    await insertProduct(shop, {
      name: 'Finder Pillow',
      priceCents: 5_000,
      stockQty: 5,
      collection: 'Accessories',
    });
    await insertProduct(shop, {
      name: 'Finder Hidden',
      firmness: 3,
      priceCents: 50_000,
      isVisible: false,
      sizes: sizes(),
    });
  });
  afterAll(() => shop.close());

  async function picks(query: string): Promise<FinderResult> {
    const response = await shop.app.inject({ url: `/api/finder?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return finderResultSchema.parse(response.json());
  }
  const names = (result: FinderResult) => result.picks.map((pick) => pick.name);

  it('picks the softest for a slim side sleeper with sore joints who likes it soft', async () => {
    const result = await picks('positions=side&build=slim&feel=soft&pain=joints');
    expect(names(result)).toEqual([
      'Finder Cloud Soft',
      'Finder Balanced Hybrid',
      'Finder Back Support',
    ]);
    expect(result.considered).toBe(4);
    expect(result.picks[0]?.reasons).toEqual([
      'Gives at the shoulder and hip for side sleepers',
      'Soft enough for a lighter build',
      'Eases pressure on the joints',
      'Close to the soft feel you like (3/10)',
    ]);
    // Without a size, the price is the cheapest size's.
    expect(result.picks[0]).toMatchObject({ productId: ids.cloud, price: 1200, sizeName: null });
  });

  it('picks firm support for a heavy back sleeper with back pain who likes it firm', async () => {
    const result = await picks('positions=back&build=heavy&feel=firm&pain=back');
    expect(names(result).slice(0, 2)).toEqual(['Finder Back Support', 'Finder Rock Firm']);
    expect(result.picks[0]?.reasons).toEqual([
      'Firm support for back sleepers',
      'Extra support for a heavier build',
      'Keeps the spine aligned for back pain',
      'Close to the firm feel you like (7/10)',
    ]);
  });

  it('puts the mattress that breathes first for a hot sleeper, and says why', async () => {
    const result = await picks('positions=side,back&build=average&feel=medium&hot=1');
    expect(result.picks[0]?.productId).toBe(ids.balanced);
    expect(result.picks[0]?.reasons).toContain('Sleeps cool: its build uses breathable');
    const notHot = await picks('positions=back,side&build=average&feel=medium&hot=0');
    expect(notHot.picks[0]?.productId).toBe(ids.balanced);
    expect(notHot.picks[0]?.reasons.join(' ')).not.toContain('Sleeps cool');
  });

  it('keeps to the size and the budget, priced for that size', async () => {
    const king = await picks('positions=back&build=average&feel=unsure&size=King&budget=3000');
    expect(king.picks).toEqual([
      expect.objectContaining({
        productId: ids.support,
        price: 2600,
        sizeName: 'King',
        reasons: expect.arrayContaining(['Within your budget: $2,600.00 for a King']),
      }),
    ]);
    const tooDear = await picks('positions=back&build=average&feel=unsure&size=King&budget=2000');
    expect(tooDear).toEqual({ picks: [], considered: 0 });
  });

  it('changes its picks when staff change a mattress', async () => {
    const query = 'positions=side&build=slim&feel=soft&pain=joints';
    expect((await picks(query)).picks[0]?.productId).toBe(ids.cloud);
    const edit = await shop.admin.put(`/api/products/${ids.cloud}`, {
      name: 'Finder Cloud Soft',
      price: 1200,
      collection: 'Hotel',
      firmness: 9,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await picks(query)).picks[0]?.productId).toBe(ids.balanced);
  });

  it('refuses answers it does not know, saying which', async () => {
    const cases: [string, string][] = [
      ['build=slim&feel=soft', 'Choose how you sleep.'],
      ['positions=&build=slim&feel=soft', 'Choose how you sleep.'],
      [
        'positions=side,upside-down&build=slim&feel=soft',
        'positions must be one or more of side, back, front, separated by commas.',
      ],
      ['positions=side&build=huge&feel=soft', 'build must be one of slim, average, heavy.'],
      [
        'positions=side&build=slim&feel=soft&budget=1234',
        'budget must be one of 1000, 1500, 2000, 3000, 5000.',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await shop.app.inject({ url: `/api/finder?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors.map((error: { msg: string }) => error.msg)).toContain(message);
    }
  });
});
