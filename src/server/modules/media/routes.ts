import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, NotFoundError } from '#server/lib/http-errors.js';
import { FALLBACK_IMAGE_URL } from '#shared/constants.js';
import { MEDIA_PATH } from '#shared/images.js';
import { allowedQuality, allowedWidth, chooseVariant } from './image-variant.js';
import { createMediaCache } from './media-cache.js';
import { parseMediaKey } from './media-key.js';
import { originalSources } from './originals.js';
import { createMediaService } from './service.js';
import { QueueFullError } from './work-limit.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A key with no image yet may get one (an upload in progress): the redirect is not kept long. */
const SHORT = 'public, max-age=300';
const FALLBACK_KEY = FALLBACK_IMAGE_URL.replace(/^\/img\//, '');
/** Seconds a browser waits before asking again while the resize queue is full. */
const BUSY_RETRY_SECONDS = 2;
export const MEDIA_BUSY_MESSAGE = 'Busy preparing images. Please try again in a moment.';

const mediaQuerySchema = z.object({
  w: z.coerce.number().int().positive().optional(),
  q: z.coerce.number().int().optional(),
  auto: z.literal('format').optional(),
});

/**
 * The same URL with the width and quality the route makes of those asked for, or undefined when
 * they are already such. Only the fixed widths and qualities are made, so a script cannot fill
 * the cache (and the resize queue) with thousands of renditions of one image.
 */
function canonicalUrl(url: string, asked: { w?: number | undefined; q?: number | undefined }) {
  const width = asked.w === undefined ? undefined : allowedWidth(asked.w);
  const quality = asked.q === undefined ? undefined : allowedQuality(asked.q);
  if (width === asked.w && quality === asked.q) return undefined;
  const [path, search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  if (width !== undefined) query.set('w', String(width));
  if (quality !== undefined) query.set('q', String(quality));
  return `${path}?${query}`;
}

/** GET /media/<key>: a stored image resized with sharp, in the format the browser prefers. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMediaService({
    originals: originalSources(app.imageStorage, app.config.webDistDir),
    cache: createMediaCache(
      path.join(app.config.dataDir, 'cache', 'media'),
      app.config.media.cacheMaxBytes,
    ),
    queueMax: app.config.media.resizeQueueMax,
  });

  app.get(
    `${MEDIA_PATH}/*`,
    { schema: { params: z.object({ '*': z.string() }), querystring: mediaQuerySchema } },
    async (request, reply) => {
      const key = parseMediaKey(request.params['*']);
      const canonical = canonicalUrl(request.url, request.query);
      if (canonical) {
        return reply.header('cache-control', 'public, max-age=86400').redirect(canonical, 301);
      }
      const variant = chooseVariant(key, request.query, request.headers.accept ?? '');
      const rendition = await service.rendition(key, variant);
      if (!rendition) {
        if (key === FALLBACK_KEY) throw new NotFoundError('Image not found');
        const query = new URLSearchParams(request.url.split('?')[1] ?? '');
        return reply
          .header('cache-control', SHORT)
          .redirect(`${MEDIA_PATH}/${FALLBACK_KEY}${query.size ? `?${query}` : ''}`, 302);
      }
      const etag = `"${rendition.hash.slice(0, 32)}"`;
      reply.header('vary', 'Accept');
      if (request.headers['if-none-match'] === etag) {
        return reply.header('cache-control', IMMUTABLE).header('etag', etag).status(304).send();
      }
      const body = await rendition.body().catch((error: unknown) => {
        if (!(error instanceof QueueFullError)) throw error;
        reply.header('retry-after', String(BUSY_RETRY_SECONDS)).header('cache-control', 'no-store');
        throw new HttpError(503, MEDIA_BUSY_MESSAGE);
      });
      return reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .type(rendition.contentType)
        .send(body);
    },
  );
};
