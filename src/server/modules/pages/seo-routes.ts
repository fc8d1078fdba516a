import type { FastifyPluginAsync } from 'fastify';
import { buildRobotsTxt, buildSitemap } from './sitemap.js';

/** A crawler may fetch these often; an hour's delay in a new product showing up is fine. */
const ONE_HOUR = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt, at the site root where crawlers look for them. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', ONE_HOUR)
      .type('application/xml; charset=utf-8')
      .send(await buildSitemap(app.db, app.config.publicUrl)),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', ONE_HOUR)
      .type('text/plain; charset=utf-8')
      .send(buildRobotsTxt(app.config.publicUrl)),
  );
};
