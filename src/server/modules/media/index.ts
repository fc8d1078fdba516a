// The media module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { mediaRoutes } from './routes.js';
import { createImageStorage } from './storage/create-storage.js';
import type { ImageStorage } from './storage/image-storage.js';
import { uploadRoutes } from './upload-routes.js';

export { acceptCheckedUpload, declaredUploadType } from './accept-upload.js';
export { checkImageAs } from './image-check.js';
export { orderPhotos, removeOrderPhotos } from './order-photos.js';
export type { ImageStorage } from './storage/image-storage.js';
export { bucketOrigin } from './storage/s3-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    imageStorage: ImageStorage;
  }
}

/**
 * Product images: the storage (the bucket, or DATA_DIR/uploads with its own upload route), and
 * the resized variants served at /media.
 */
async function media(app: FastifyInstance): Promise<void> {
  const imageStorage = createImageStorage(app.config, app.sessionSecrets.current);
  app.decorate<ImageStorage>('imageStorage', imageStorage);
  if (imageStorage.kind === 'local') {
    const local = imageStorage;
    await registerApiRoutes(app, async (api) => {
      await api.register(uploadRoutes(local));
    });
  }
  await app.register(mediaRoutes);
}

export const mediaModule = fp(media, {
  name: 'media',
  dependencies: ['auth'],
  decorators: { fastify: ['config', 'db', 'sessionSecrets'] },
});
