import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ForbiddenError,
  HttpError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '#server/lib/http-errors.js';
import { localUploadApiRoute } from '#shared/admin-api-paths.js';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  UPLOAD_TYPES,
  uploadTypeOfName,
} from '#shared/image-upload.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { oneLine } from '#shared/schemas/common.js';
import { checkImageAs } from './image-check.js';
import type { LocalImageStorage } from './storage/local-storage.js';
import { isGenuineUploadGrant } from './storage/upload-token.js';
import { claimUpload, releaseUpload } from './upload-claims-repository.js';

export const UPLOAD_URL_USED_MESSAGE = 'This upload link has been used already.';
export const UPLOAD_URL_INVALID_MESSAGE =
  'This upload link is invalid or has expired. Please choose the file again.';

/**
 * PUT /api/uploads/<key>?expires=&signature=: the local-disk stand-in for a bucket's presigned URL.
 * The signature, made by the shop for one key, its content type and 15 minutes, is the only
 * authorisation, as a presigned URL's is; that is also why the anti-forgery check is skipped here
 * and nowhere else but signed webhooks. The bytes are checked in memory and written only when
 * they pass, so a refused upload leaves nothing behind. Each URL uploads once: the first PUT
 * whose bytes pass claims it in the database, and any other, at once or later, is refused (409).
 */
export function uploadRoutes(storage: LocalImageStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      Object.keys(UPLOAD_TYPES),
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Fastify's own words for these two would not tell staff what to do.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new PayloadTooLargeError(UPLOAD_SIZE_MESSAGE);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        throw new UnsupportedMediaTypeError(UPLOAD_TYPE_MESSAGE);
      }
      throw error;
    });

    app.put(
      localUploadApiRoute,
      {
        config: { csrfExempt: true },
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          params: z.object({ '*': z.string().max(512) }),
          querystring: z.object({
            expires: z.coerce.number().int().optional(),
            signature: oneLine(z.string()).max(100).optional(),
          }),
          response: { 200: successMessageSchema },
        },
      },
      async (request) => {
        const key = request.params['*'];
        const contentType = uploadTypeOfName(key);
        const { expires = 0, signature = '' } = request.query;
        const grant = contentType && { key, contentType, expires };
        if (!grant || !isGenuineUploadGrant(app.sessionSecrets.accepted, grant, signature)) {
          throw new ForbiddenError(UPLOAD_URL_INVALID_MESSAGE, 'upload_url_invalid');
        }
        if (request.headers['content-type']?.split(';')[0]?.trim() !== grant.contentType) {
          throw new UnsupportedMediaTypeError(UPLOAD_TYPE_MESSAGE);
        }
        if (!Buffer.isBuffer(request.body))
          throw new UnsupportedMediaTypeError(UPLOAD_TYPE_MESSAGE);
        await checkImageAs(request.body, grant.contentType);
        const expiresAt = new Date(grant.expires);
        if (!(await claimUpload(app.db, grant.key, expiresAt))) {
          throw new HttpError(409, UPLOAD_URL_USED_MESSAGE, 'upload_url_used');
        }
        try {
          await storage.write(grant.key, request.body);
        } catch (error) {
          await releaseUpload(app.db, grant.key, expiresAt);
          throw error;
        }
        return { success: true, message: 'Uploaded.' };
      },
    );
  };
}
