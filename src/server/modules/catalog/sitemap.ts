import type { Executor } from '#server/db/client.js';
import { absoluteUrl } from '#server/plugins/page-meta.js';
import { SITEMAP_PATHS } from '#server/plugins/site-pages.js';
import { listVisibleProductDates } from './repository.js';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function entry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** sitemap.xml: the site's public pages and every product shoppers can see, as absolute URLs. */
export async function buildSitemap(db: Executor, publicUrl: string): Promise<string> {
  const products = await listVisibleProductDates(db);
  const entries = [
    ...SITEMAP_PATHS.map((path) => entry(absoluteUrl(publicUrl, path))),
    ...products.map((product) =>
      entry(absoluteUrl(publicUrl, `/product/${product.id}`), product.updatedAt),
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
const PRIVATE_PATHS = ['/admin', '/settings', '/orders', '/checkout', '/success', '/api/'];

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
