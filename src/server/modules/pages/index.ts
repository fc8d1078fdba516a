// The pages module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopModuleOptions } from '#server/shop-modules.js';
import { seoRoutes } from './seo-routes.js';
import { registerSpa } from './spa.js';

/** The storefront's pages (rendered on the server), robots.txt and the sitemap. */
async function pages(app: FastifyInstance, options: ShopModuleOptions): Promise<void> {
  await app.register(seoRoutes);
  await registerSpa(app, app.config.webDistDir, options.createPageRenderer);
}

export const pagesModule = fp(pages, { name: 'pages', dependencies: ['catalog'] });
