import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError } from '#server/lib/http-errors.js';
import { isAdmin } from '#server/modules/auth/index.js';
import {
  productFeatureListSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  productSchema,
} from '#shared/schemas/product.js';
import {
  catalogQueryFrom,
  getProduct,
  getProductFeatures,
  getProductList,
  getProductPage,
} from './service.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { querystring: productListQuerySchema, response: { 200: productListSchema } } },
    async (request) => {
      // Hidden products are for admins only (spec: others get 403); everyone else sees the shelf.
      const withHidden = request.query.includeHidden === '1';
      if (withHidden && !isAdmin(await request.currentUser()))
        throw new ForbiddenError('Admins only');
      return getProductList(
        app.db,
        catalogQueryFrom(request.query, { visibleOnly: !withHidden, window: 'when-asked' }),
      );
    },
  );

  // The storefront's listings, a page at a time: the shelf as shoppers see it, never hidden ones.
  app.get(
    '/products/page',
    { schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (request) =>
      getProductPage(
        app.db,
        catalogQueryFrom(request.query, { visibleOnly: true, window: 'always' }),
      ),
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
