import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { sendKeptAnswer } from '#server/lib/send-kept-answer.js';
import { buildRobotsTxt, sitemapChunks } from './sitemap.js';

/** A crawler may fetch these often; an hour's delay in a new product showing up is fine. */
const ONE_HOUR = 'public, max-age=3600';
const SITEMAP_KEY = 'GET /sitemap.xml';
const SITEMAP_TYPE = 'application/xml; charset=utf-8';

/** /sitemap.xml and /robots.txt, at the site root where crawlers look for them. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  // Kept, with its compressed bodies, until the catalogue changes. When it is not, it streams
  // as the database is read (however many products), and is kept once it is whole.
  app.get('/sitemap.xml', async (request, reply) => {
    const kept = app.catalogueCache.peek(SITEMAP_KEY);
    if (kept) return sendKeptAnswer(request, reply, kept, ONE_HOUR);
    const started = app.catalogueCache.generationNow;
    const pieces = sitemapChunks(app.db, app.config.publicUrl);
    // Its first piece waits for the database, so a failure is still an error answer.
    const first = await pieces.next();
    const chunks: Buffer[] = [];
    async function* streamed() {
      for (let piece = first; !piece.done; piece = await pieces.next()) {
        const bytes = Buffer.from(piece.value);
        chunks.push(bytes);
        yield bytes;
      }
      const answer = { status: 200, contentType: SITEMAP_TYPE, body: Buffer.concat(chunks) };
      app.catalogueCache.keep(SITEMAP_KEY, { answer, info: undefined }, started);
    }
    return reply
      .header('cache-control', ONE_HOUR)
      .type(SITEMAP_TYPE)
      .send(Readable.from(streamed()));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', ONE_HOUR)
      .type('text/plain; charset=utf-8')
      .send(buildRobotsTxt(app.config.publicUrl)),
  );
};
