// The pages module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CreatePageRenderer } from '#shared/page-rendering.js';
import { seoRoutes } from './seo-routes.js';
import { registerSpa } from './spa.js';

export interface PagesOptions {
  /** Renders pages on the server (tests hand in src/web/entry-server.tsx); else the build's. */
  createPageRenderer?: CreatePageRenderer;
}

/** The storefront's pages (rendered on the server), robots.txt and the sitemap. Registered last. */
async function pages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  await app.register(seoRoutes);
  await registerSpa(app, app.config.webDistDir, options.createPageRenderer);
}

export const pagesModule = fp(pages, { name: 'pages', dependencies: ['catalog'] });
