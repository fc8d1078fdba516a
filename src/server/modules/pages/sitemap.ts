import type { Executor } from '#server/db/client.js';
import { escapeHtml } from '#server/lib/escape-html.js';
import { listVisibleProductDates } from '#server/modules/catalog/index.js';
import { API_BASE } from '#shared/constants.js';
import { pagePaths } from '#shared/paths.js';
import { absoluteUrl } from './page-meta.js';
import { SITEMAP_PATHS } from './site-pages.js';

function entry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

/** sitemap.xml: the site's public pages and every product shoppers can see, as absolute URLs. */
export async function buildSitemap(db: Executor, publicUrl: string): Promise<string> {
  const products = await listVisibleProductDates(db);
  const entries = [
    ...SITEMAP_PATHS.map((path) => entry(absoluteUrl(publicUrl, path))),
    ...products.map((product) =>
      entry(absoluteUrl(publicUrl, pagePaths.product(product.id)), product.updatedAt),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
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
