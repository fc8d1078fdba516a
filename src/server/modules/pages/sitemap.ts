import type { Executor } from '#server/db/client.js';
import { escapeHtml } from '#server/lib/escape-html.js';
import { listVisibleProductDates } from '#server/modules/catalog/index.js';
import { API_BASE } from '#shared/constants.js';
import { absoluteUrl } from '#shared/page-heads/page-meta.js';
import { SITEMAP_PATHS } from '#shared/page-heads/site-pages.js';
import { pagePaths } from '#shared/paths.js';

function entry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

/** Product entries read per query: memory stays flat however large the catalogue grows. */
const PRODUCTS_PER_BATCH = 5_000;

/**
 * sitemap.xml in pieces: the site's public pages, then every product shoppers can see, read from
 * the database a batch at a time (by id) and written out as each batch arrives.
 */
export async function* sitemapChunks(db: Executor, publicUrl: string): AsyncGenerator<string> {
  // The first batch is read before anything is written: a database that cannot be read is an
  // error answer, not a sitemap cut short.
  let products = await listVisibleProductDates(db, 0, PRODUCTS_PER_BATCH);
  yield [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PATHS.map((path) => entry(absoluteUrl(publicUrl, path))),
    '',
  ].join('\n');
  for (let last = products.at(-1); last; last = products.at(-1)) {
    yield products
      .map(
        (product) =>
          `${entry(absoluteUrl(publicUrl, pagePaths.product(product.id)), product.updatedAt)}\n`,
      )
      .join('');
    products = await listVisibleProductDates(db, last.id, PRODUCTS_PER_BATCH);
  }
  yield '</urlset>\n';
}

/** Pages of visitors' own (and the API) stay out of search engines. */
const PRIVATE_PATHS = [
  pagePaths.admin,
  pagePaths.settings,
  pagePaths.orders,
  // Every /checkout page (the success page and any later step), not only the one paths.ts names.
  '/checkout',
  pagePaths.checkoutSuccessShort,
  `${API_BASE}/`,
];

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
