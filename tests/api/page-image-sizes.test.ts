import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema/index.js';
import { IMAGE_QUALITIES, IMAGE_WIDTHS, MEDIA_PATH } from '#shared/images.js';
import { createRenderingTestApp } from '#tests/helpers/rendering-test-app.js';
import type { TestApp } from '#tests/helpers/test-app.js';

/**
 * `/media` makes only the fixed widths and qualities and redirects any other (decision 0019): the
 * pages themselves must ask for those only, in every src, srcset and preload, or each image would
 * cost shoppers a redirect.
 */
let shop: TestApp;

beforeAll(async () => {
  // The demo catalogue: products with main, gallery and feature images.
  shop = await createRenderingTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => shop.close());

/** Every image route URL in the page: src, srcset and imagesrcset candidates. */
function mediaUrls(html: string): string[] {
  const attributes = [...html.matchAll(/(?:src|srcset|imagesrcset|href)="([^"]*)"/g)];
  return attributes
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((candidate) => candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&') ?? '')
    .filter((url) => url.startsWith(`${MEDIA_PATH}/`));
}

describe('pages ask /media only for the widths and qualities it makes', () => {
  it('on the home, list, product and about pages', async () => {
    const [product] = await shop.database.db.select({ id: products.id }).from(products).limit(1);
    const pages = ['/', '/products/all', '/products/collection/8ettersleep', '/about'];
    if (product) pages.push(`/product/${product.id}`);
    const seen = new Set<string>();
    for (const page of pages) {
      const response = await shop.app.inject({ url: page });
      expect(response.statusCode, page).toBe(200);
      for (const url of mediaUrls(response.body)) seen.add(url);
    }
    expect(seen.size).toBeGreaterThan(10);
    for (const url of seen) {
      const query = new URL(url, 'http://shop.test').searchParams;
      expect(IMAGE_WIDTHS, url).toContain(Number(query.get('w')));
      expect(IMAGE_QUALITIES, url).toContain(Number(query.get('q') ?? 75));
    }
    const [first] = seen;
    const answer = await shop.app.inject({ url: first ?? '', headers: { accept: 'image/webp' } });
    expect(answer.statusCode).toBe(200);
  });
});
