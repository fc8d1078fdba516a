import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerKey, type Built } from '#server/lib/answer-cache.js';
import { ForbiddenError } from '#server/lib/http-errors.js';
import { sendKeptAnswer, serializedAnswer } from '#server/lib/send-kept-answer.js';
import { isAdmin } from '#server/modules/auth/index.js';
import {
  productApiRoute,
  productFeaturesApiRoute,
  productPageApiPath,
  productsApiPath,
} from '#shared/api-paths.js';
import {
  type Product,
  productFeatureListSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  productSchema,
} from '#shared/schemas/product.js';
import { answerChangesAt } from './holds.js';
import {
  type CatalogQuery,
  catalogQueryFrom,
  getProduct,
  getProductFeatures,
  getProductList,
  getProductPage,
  type Listing,
  productNotFound,
} from './service.js';

/** Whether a kept answer about one product is for staff only (the product is hidden). */
interface ShownTo {
  staffOnly: boolean;
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * One product's answer, kept for everyone: a hidden product's is sent to admins only (spec:
   * others get 404), which needs the session only then.
   */
  async function sendProductAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<Built<ShownTo>>,
  ) {
    const kept = await app.catalogueCache.get(key, build);
    if (kept.info.staffOnly && !isAdmin(await request.currentUser())) throw productNotFound();
    return sendKeptAnswer(request, reply, kept);
  }

  /**
   * A listing, kept under its canonical catalogue query unless it is about nothing, and only
   * until what it says of checkouts' holds would read differently (decision 0055).
   */
  async function sendListing<Shown>(
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    query: CatalogQuery,
    read: (db: typeof app.db, query: CatalogQuery, now: Date) => Promise<Listing<Shown>>,
    productsOf: (shown: Shown) => Product[],
  ) {
    const kept = await app.catalogueCache.get(answerKey(route, query), async () => {
      const { shown, aboutNothing } = await read(app.db, query, app.clock.now());
      return {
        answer: serializedAnswer(reply, shown),
        info: undefined,
        keep: !aboutNothing,
        keepUntil: answerChangesAt(productsOf(shown)),
      };
    });
    return sendKeptAnswer(request, reply, kept);
  }

  app.get(
    productsApiPath,
    { schema: { querystring: productListQuerySchema, response: { 200: productListSchema } } },
    async (request, reply) => {
      // Hidden products are for admins only (spec: others get 403); everyone else sees the shelf.
      const withHidden = request.query.includeHidden === '1';
      if (withHidden && !isAdmin(await request.currentUser()))
        throw new ForbiddenError('Admins only', 'admin_only');
      const query = catalogQueryFrom(request.query, {
        visibleOnly: !withHidden,
        window: 'when-asked',
      });
      return sendListing(request, reply, 'GET /products', query, getProductList, (list) => list);
    },
  );

  // The storefront's listings, a page at a time: the shelf as shoppers see it, never hidden ones.
  app.get(
    productPageApiPath,
    { schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (request, reply) => {
      const query = catalogQueryFrom(request.query, { visibleOnly: true, window: 'always' });
      return sendListing(
        request,
        reply,
        'GET /products/page',
        query,
        getProductPage,
        (page) => page.products,
      );
    },
  );

  app.get(
    productApiRoute,
    { schema: { params: productIdParamsSchema, response: { 200: productSchema } } },
    async (request, reply) =>
      sendProductAnswer(request, reply, `GET /products/${request.params.id}`, async () => {
        const product = await getProduct(app.db, request.params.id, {
          includeHidden: true,
          now: app.clock.now(),
        });
        return {
          answer: serializedAnswer(reply, product),
          info: { staffOnly: !product.isVisible },
          keepUntil: answerChangesAt([product]),
        };
      }),
  );

  app.get(
    productFeaturesApiRoute,
    { schema: { params: productIdParamsSchema, response: { 200: productFeatureListSchema } } },
    async (request, reply) =>
      sendProductAnswer(request, reply, `GET /products/${request.params.id}/features`, async () => {
        const { isVisible, features } = await getProductFeatures(app.db, request.params.id);
        return { answer: serializedAnswer(reply, features), info: { staffOnly: !isVisible } };
      }),
  );
};
