import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema/index.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const PUBLIC_URL = 'https://shop.example.sg';
const TRICKY_NAME = 'Dream "Cloud" <script>alert(1)</script> & Co';

// A stand-in build of the SPA with the head marker of src/web/index.html and its own defaults.
const INDEX_HTML = `<!doctype html>
<html lang="en-SG">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Build default description"
    />
    <title>Build default title</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

let shop: TestApp;
let webDir: string;
const ids = { visible: 0, soldOut: 0, hidden: 0 };

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The decoded content of `<meta property|name="…" content="…">`, or undefined. */
function meta(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The attributes of each `<link rel="preload" as="image" …>`, decoded. */
function imagePreloads(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link rel="preload" as="image"([^>]*)\/>/g)].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        decode(value ?? ''),
      ]),
    ),
  );
}

function jsonLd(html: string): Record<string, any> | undefined {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? undefined : JSON.parse(block);
}

async function page(url: string) {
  const response = await shop.app.inject({ url });
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response;
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), '8ettersleep-seo-web-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  shop = await createTestApp({ PUBLIC_URL }, { webDistDir: webDir });
  const rows = await shop.database.db
    .insert(products)
    .values([
      {
        name: TRICKY_NAME,
        collection: 'Hotel',
        priceCents: 129_950,
        stockQty: 4,
        mainImageKey: 'demo/dream-1.webp',
        description: 'Line one of the story.\nLine two, with <b>bold</b> claims.',
      },
      { name: 'Sold Out Pillow', collection: 'Accessories', priceCents: 5_900, stockQty: 0 },
      { name: 'Hidden Prototype', collection: 'Resort', priceCents: 1_000, isVisible: false },
    ])
    .returning();
  [ids.visible, ids.soldOut, ids.hidden] = rows.map((row) => row.id) as [number, number, number];
});

afterAll(async () => {
  await shop.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the head of a product page', () => {
  it('names the product, escaped, with description, canonical link and preview tags', async () => {
    const response = await page(`/product/${ids.visible}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(title(html)).toBe(`${TRICKY_NAME} | Hotel Collection | 8etterSleep`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(meta(html, 'description')).toBe(
      '$1,299.50. Line one of the story. Line two, with <b>bold</b> claims.',
    );
    expect(canonical(html)).toBe(`${PUBLIC_URL}/product/${ids.visible}`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe(title(html));
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/product/${ids.visible}`);
    expect(meta(html, 'og:image')).toBe(
      `${PUBLIC_URL}/media/demo/dream-1.webp?w=1200&q=75&auto=format`,
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'robots')).toBeUndefined();
    // The build's own title and description make way for the page's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Build default');
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries a schema.org Product with an Offer in SGD', async () => {
    const data = jsonLd((await page(`/product/${ids.visible}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: TRICKY_NAME,
      sku: String(ids.visible),
      brand: { '@type': 'Brand', name: '8etterSleep' },
      image: [`${PUBLIC_URL}/media/demo/dream-1.webp?w=1200&q=75&auto=format`],
      offers: {
        '@type': 'Offer',
        price: '1299.50',
        priceCurrency: 'SGD',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/product/${ids.visible}`,
      },
    });
    const soldOut = jsonLd((await page(`/product/${ids.soldOut}`)).body);
    expect(soldOut?.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(soldOut?.image).toEqual([`${PUBLIC_URL}/img/Mattress1.jpg`]);
  });

  it('keeps the JSON-LD block closed whatever the product is called', async () => {
    const html = (await page(`/product/${ids.visible}`)).body;
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(block).not.toContain('<');
    expect(block).toContain('\\u003cscript>');
  });

  it('gives hidden and unknown products the unindexed head of "Product not found"', async () => {
    for (const url of [`/product/${ids.hidden}`, '/product/999999', '/product/abc']) {
      const html = (await page(url)).body;
      expect(title(html)).toBe('Product not found | 8etterSleep');
      expect(meta(html, 'robots')).toBe('noindex');
      expect(html).not.toContain('Hidden Prototype');
      expect(canonical(html)).toBeUndefined();
      expect(jsonLd(html)).toBeUndefined();
    }
  });

  it('preloads the main picture at the widths and sizes the gallery shows it', async () => {
    const html = (await page(`/product/${ids.visible}`)).body;
    const image = '/media/demo/dream-1.webp?w=560&q=75&auto=format';
    const at = (width: number) => image.replace('w=560', `w=${width}`);
    expect(imagePreloads(html)).toEqual([
      {
        href: image,
        imagesrcset: [480, 640, 800, 960, 1200].map((w) => `${at(w)} ${w}w`).join(', '),
        imagesizes:
          '(min-width: 1280px) 700px, (min-width: 1024px) 55vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
        fetchpriority: 'high',
      },
    ]);
    // No picture of its own: the stock photo the page falls back to, which has one size.
    expect(imagePreloads((await page(`/product/${ids.soldOut}`)).body)).toEqual([
      { href: '/img/Mattress1.jpg', fetchpriority: 'high' },
    ]);
    expect(imagePreloads((await page(`/product/${ids.hidden}`)).body)).toEqual([]);
  });

  it('keeps the strict Content-Security-Policy', async () => {
    const csp = String((await page(`/product/${ids.visible}`)).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('the head of the other pages', () => {
  it('titles the home page and points its preview at an absolute image', async () => {
    const html = (await page('/')).body;
    expect(title(html)).toBe('Mattresses & Bedding in Singapore | 8etterSleep');
    expect(canonical(html)).toBe(`${PUBLIC_URL}/`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+\\?w=1200`));
    // The hero picture, the page's largest paint, downloads while the app's code does: phones
    // their portrait crop, wider screens the wide scene, each screen exactly one of them.
    const [portrait, wide, ...others] = imagePreloads(html);
    expect(others).toEqual([]);
    const widthsOf = (preload: Record<string, string> | undefined) =>
      preload?.imagesrcset?.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(portrait?.href).toBe('/media/hero-portrait.jpg?w=560&q=75&auto=format');
    expect(widthsOf(portrait)).toEqual(['480w', '640w', '800w', '960w', '1200w']);
    expect(portrait?.imagesizes).toBe('100vw');
    expect(portrait?.media).toBe('(max-width: 639.98px)');
    expect(wide?.href).toBe('/media/hero.jpg?w=560&q=75&auto=format');
    expect(widthsOf(wide)).toEqual(['640w', '960w', '1200w', '1600w', '1920w']);
    expect(wide?.imagesizes).toBe('(min-width: 1024px) 100vw, 1080px');
    expect(wide?.media).toBe('(min-width: 640px)');
    for (const preload of [portrait, wide]) expect(preload?.fetchpriority).toBe('high');
  });

  it('gives each information page its own title (as the SPA titles it) and description', async () => {
    const expected = {
      '/about': 'About Us',
      '/contact': 'Contact Us',
      '/warranty': 'Warranty',
      '/delivery': 'Delivery & Services',
      '/faq': 'FAQ',
    };
    const descriptions = new Set<string | undefined>();
    for (const [url, name] of Object.entries(expected)) {
      const html = (await page(url)).body;
      expect(title(html)).toBe(`${name} | 8etterSleep`);
      expect(canonical(html)).toBe(`${PUBLIC_URL}${url}`);
      descriptions.add(meta(html, 'description'));
    }
    expect(descriptions.size).toBe(5);
  });

  it('names collection pages, whatever the case of the slug, with one canonical address', async () => {
    const hotel = (await page('/products/collection/HOTEL')).body;
    expect(title(hotel)).toBe('Hotel Collection | 8etterSleep');
    expect(canonical(hotel)).toBe(`${PUBLIC_URL}/products/collection/hotel`);
    const accessory = (await page('/products/accessory')).body;
    expect(canonical(accessory)).toBe(`${PUBLIC_URL}/products/collection/accessories`);
    const unknown = (await page('/products/collection/bunk-beds')).body;
    expect(title(unknown)).toBe('Unknown collection | 8etterSleep');
    expect(meta(unknown, 'robots')).toBe('noindex');
  });

  it('titles the search page without repeating what was searched', async () => {
    const html = (await page(`/search?q=${encodeURIComponent('<b>pillow</b>')}`)).body;
    expect(title(html)).toBe('Search | 8etterSleep');
    expect(html).not.toMatch(/<b>|&lt;b&gt;/);
    expect(canonical(html)).toBe(`${PUBLIC_URL}/search`);
  });

  it('keeps pages it does not describe out of search engines, titled as the home page', async () => {
    const html = (await page('/settings/')).body;
    expect(title(html)).toBe('Mattresses & Bedding in Singapore | 8etterSleep');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(canonical(html)).toBeUndefined();
  });

  it('never sends the bare template as /index.html', async () => {
    const response = await shop.app.inject({ url: '/index.html' });
    expect(response.body).not.toContain('<!--app-head-->');
  });
});

describe('/sitemap.xml', () => {
  it('lists the public pages, the collections and every visible product', async () => {
    const response = await shop.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const slugs = ['8ettersleep', 'hotel', 'spinal', 'prestige', 'resort', 'accessories'];
    expect(locations).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/products/all`,
        ...slugs.map((slug) => `${PUBLIC_URL}/products/collection/${slug}`),
        ...['/about', '/contact', '/warranty', '/delivery', '/faq'].map((p) => PUBLIC_URL + p),
        `${PUBLIC_URL}/product/${ids.visible}`,
        `${PUBLIC_URL}/product/${ids.soldOut}`,
      ]),
    );
    expect(locations).not.toContain(`${PUBLIC_URL}/product/${ids.hidden}`);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it("dates each product entry by the product's last change", async () => {
    const changed = new Date('2026-03-04T05:06:07.000Z');
    await shop.database.db
      .update(products)
      .set({ updatedAt: changed })
      .where(eq(products.id, ids.visible));
    const body = (await shop.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain(
      `<url><loc>${PUBLIC_URL}/product/${ids.visible}</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>`,
    );
  });
});

describe('/robots.txt', () => {
  it('keeps private pages out and names the sitemap', async () => {
    const response = await shop.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/admin', '/settings', '/orders', '/checkout']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
