import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFeatures, productSizes, products } from '#server/db/schema/index.js';
import { renderPageHead } from '#server/modules/pages/page-head.js';
import { sitePageMetaAt } from '#shared/page-heads/site-pages.js';
import { createRenderingTestApp } from '#tests/helpers/rendering-test-app.js';
import type { TestApp } from '#tests/helpers/test-app.js';

/**
 * Pages rendered on the server (decision 0010) by the app's own renderer, from its source: the
 * served HTML holds the page a shopper sees, and the state the browser takes it over with.
 */

let shop: TestApp;
const ids = { queenBed: 0, hidden: 0 };

beforeAll(async () => {
  shop = await createRenderingTestApp();
  const [bed, hidden] = await shop.database.db
    .insert(products)
    .values([
      { name: 'Rendered Hotel Bed', collection: 'Hotel', priceCents: 99_900, stockQty: 0 },
      { name: 'Secret Prototype', collection: 'Hotel', priceCents: 1_000, isVisible: false },
    ])
    .returning();
  if (!bed || !hidden) throw new Error('products not created');
  ids.queenBed = bed.id;
  ids.hidden = hidden.id;
  await shop.database.db.insert(productSizes).values([
    {
      productId: bed.id,
      label: '152x190',
      sizeName: 'Queen',
      priceDeltaCents: 20_000,
      stockQty: 3,
    },
    { productId: bed.id, label: '183x190', sizeName: 'King', priceDeltaCents: 40_000, stockQty: 0 },
  ]);
  await shop.database.db.insert(productFeatures).values({
    productId: bed.id,
    name: 'Cool Cover',
    paragraphs: ['Breathes on warm nights.'],
    bg: '#f4efe6',
  });
});

afterAll(() => shop.close());

/** The markup inside #root, and the JSON state block after it. */
function renderedParts(html: string) {
  const root =
    /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="app-state">/.exec(
      html,
    )?.[1];
  const state = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const scripts = /<script type="application\/json" id="page-scripts">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return { root, state: state && JSON.parse(state), scripts: scripts && JSON.parse(scripts) };
}

describe('pages rendered on the server', () => {
  it('a product page holds its name, price, sizes and stock, and the answers it was made from', async () => {
    const response = await shop.app.inject({ url: `/product/${ids.queenBed}` });
    expect(response.statusCode).toBe(200);
    const { root, state, scripts } = renderedParts(response.body);
    expect(root).toContain('<h1');
    expect(root).toContain('Rendered Hotel Bed');
    // The first size is chosen: base price plus its delta, to two decimals.
    expect(root).toContain('$1,199.00');
    expect(root).toContain('Queen');
    expect(root).toContain('King');
    // The editor's row colour, and the firmness of any gauge, without an inline style attribute:
    // the CSP would refuse it in markup the browser did not make itself.
    expect(root).toContain('Cool Cover');
    expect(root).toContain('fill="#f4efe6"');
    expect(root).not.toMatch(/\sstyle="/);
    // The browser's cache starts with the same catalogue answers, so it asks for nothing again.
    const keys = state.queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey);
    expect(keys).toContainEqual(['products', 'detail', ids.queenBed]);
    expect(state.router.loaderData).toBeTypeOf('object');
    expect(Array.isArray(scripts)).toBe(true);
  });

  it('lists, collections and search hold their products; nothing personal is in the state', async () => {
    for (const url of [
      '/products/all',
      '/products/collection/HOTEL',
      '/search?q=rendred%20hotel',
    ]) {
      const response = await shop.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      const { root, state } = renderedParts(response.body);
      expect(root, url).toContain('Rendered Hotel Bed');
      expect(root, url).not.toContain('Secret Prototype');
      for (const query of state.queries.queries) expect(query.queryKey[0]).toBe('products');
    }
  });

  it('escapes the state so no catalogue text can close its script element', async () => {
    await shop.app.inject({
      method: 'GET',
      url: '/products/all',
    });
    const [tricky] = await shop.database.db
      .insert(products)
      .values({
        name: 'Bed </script><script>alert(1)</script>',
        collection: 'Resort',
        priceCents: 5_000,
        stockQty: 1,
      })
      .returning();
    const response = await shop.app.inject({ url: '/products/collection/resort' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(renderedParts(response.body).state.queries.queries[0].state.data.products[0].name).toBe(
      tricky?.name,
    );
  });

  it('heads each site page as its route declares it, the head the server gives it without a renderer', async () => {
    for (const url of [
      '/',
      '/products/all',
      '/products/collection/HOTEL',
      '/products/collection/bunk-beds',
      '/products/accessory',
      '/search',
      '/about',
      '/contact',
      '/warranty',
      '/delivery',
      '/faq',
    ]) {
      const meta = sitePageMetaAt(url);
      expect(meta, url).toBeDefined();
      const head = renderPageHead(meta!, shop.config.publicUrl);
      expect((await shop.app.inject({ url })).body, url).toContain(`<head>${head}</head>`);
    }
  });

  it('redirects /mattress and /accessories itself', async () => {
    const mattress = await shop.app.inject({ url: '/mattress' });
    expect(mattress.statusCode).toBe(302);
    expect(mattress.headers.location).toBe('/products/collection/8ettersleep');
    const accessories = await shop.app.inject({ url: '/accessories' });
    expect(accessories.headers.location).toBe('/products/accessory');
  });

  it('sends an unknown address as a 404 page with the Page not found screen', async () => {
    const response = await shop.app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(renderedParts(response.body).root).toContain('Page not found');
    expect(response.body).toMatch(/<title>Page not found[^<]*<\/title>/);
    expect(response.body).toContain('<meta name="robots" content="noindex');
  });

  it('leaves pages that depend on who asks, and products it cannot show, to the browser', async () => {
    for (const url of ['/login', '/orders', '/admin', '/settings', '/success?session_id=x']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="app-state"');
    }
    // Pages a mailed link opens: the token is neither rendered nor kept in a page of its own.
    for (const page of ['/reset', '/confirm-email', '/undo-email']) {
      const url = `${page}?token=Zq81secretLinkToken`;
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('Zq81secretLinkToken');
    }
    const hidden = await shop.app.inject({ url: `/product/${ids.hidden}` });
    expect(hidden.body).toContain('<div id="root"></div>');
    expect(hidden.body).not.toContain('Secret Prototype</h1>');
  });
});
