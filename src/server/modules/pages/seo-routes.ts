import type { FastifyPluginAsync } from 'fastify';
import { sendKeptAnswer } from '#server/lib/send-kept-answer.js';
import { buildRobotsTxt, buildSitemap } from './sitemap.js';

/** A crawler may fetch these often; an hour's delay in a new product showing up is fine. */
const ONE_HOUR = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt, at the site root where crawlers look for them. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  // The sitemap lists the catalogue: kept, with its compressed bodies, until the catalogue changes.
  app.get('/sitemap.xml', async (request, reply) => {
    const kept = await app.catalogueCache.get('GET /sitemap.xml', async () => ({
      answer: {
        status: 200,
        contentType: 'application/xml; charset=utf-8',
        body: Buffer.from(await buildSitemap(app.db, app.config.publicUrl)),
      },
      info: undefined,
    }));
    return sendKeptAnswer(request, reply, kept, ONE_HOUR);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', ONE_HOUR)
      .type('text/plain; charset=utf-8')
      .send(buildRobotsTxt(app.config.publicUrl)),
  );
};
