import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError } from '#server/lib/http-errors.js';
import { isAdmin } from '#server/modules/auth/index.js';
import {
  productFeatureListSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '#shared/schemas/product.js';
import { getProduct, getProductFeatures, getProductList } from './service.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { querystring: productListQuerySchema, response: { 200: productListSchema } } },
    async (request) => {
      const { collection, includeHidden, q } = request.query;
      // Hidden products are for admins only (spec: others get 403); everyone else sees the shelf.
      const withHidden = includeHidden === '1';
      if (withHidden && !isAdmin(await request.currentUser()))
        throw new ForbiddenError('Admins only');
      return getProductList(app.db, { collection, visibleOnly: !withHidden, search: q });
    },
  );

  app.get(
    '/products/:id',
    { schema: { params: productIdParamsSchema, response: { 200: productSchema } } },
    async (request) =>
      getProduct(app.db, request.params.id, {
        includeHidden: isAdmin(await request.currentUser()),
      }),
  );

  app.get(
    '/products/:id/features',
    { schema: { params: productIdParamsSchema, response: { 200: productFeatureListSchema } } },
    async (request) =>
      getProductFeatures(app.db, request.params.id, {
        includeHidden: isAdmin(await request.currentUser()),
      }),
  );
};
