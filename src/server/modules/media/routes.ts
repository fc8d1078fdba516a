import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '#server/lib/http-errors.js';
import { FALLBACK_IMAGE_URL } from '#shared/constants.js';
import { MEDIA_PATH } from '#shared/images.js';
import { chooseVariant } from './image-variant.js';
import { createMediaCache } from './media-cache.js';
import { parseMediaKey } from './media-key.js';
import { originalSources } from './originals.js';
import { createMediaService } from './service.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A key with no image yet may get one (an upload in progress): the redirect is not kept long. */
const SHORT = 'public, max-age=300';
const FALLBACK_KEY = FALLBACK_IMAGE_URL.replace(/^\/img\//, '');

const mediaQuerySchema = z.object({
  w: z.coerce.number().int().positive().optional(),
  q: z.coerce.number().int().optional(),
  auto: z.literal('format').optional(),
});

/** GET /media/<key>: a stored image resized with sharp, in the format the browser prefers. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMediaService({
    originals: originalSources(app.imageStorage, app.config.webDistDir),
    cache: createMediaCache(path.join(app.config.dataDir, 'cache', 'media')),
  });

  app.get(
    `${MEDIA_PATH}/*`,
    { schema: { params: z.object({ '*': z.string() }), querystring: mediaQuerySchema } },
    async (request, reply) => {
      const key = parseMediaKey(request.params['*']);
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
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('vary', 'Accept')
        .type(rendition.contentType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(await rendition.body());
    },
  );
};
