import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import {
  createProductApiPath,
  lowStockApiPath,
  productFeatureApiRoute,
  productImageApiRoute,
  productImageOrderApiRoute,
  productImagesApiRoute,
  productImageUploadApiRoute,
  productMainImageApiRoute,
  productSizeApiRoute,
  productSizesApiRoute,
  productSizesBulkApiRoute,
  productSpecsApiRoute,
  productsVisibilityApiPath,
  productVisibilityApiRoute,
  stockApiPath,
} from '#shared/admin-api-paths.js';
import { productApiRoute, productFeaturesApiRoute } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { lowStockSchema, lowStockThresholdSchema } from '#shared/schemas/low-stock.js';
import { productIdParamsSchema, productSchema } from '#shared/schemas/product.js';
import {
  bulkSizesRequestSchema,
  bulkVisibilityRequestSchema,
  bulkVisibilityResponseSchema,
  createFeatureRequestSchema,
  createProductResponseSchema,
  dimensionsResponseSchema,
  featureParamsSchema,
  featureResponseSchema,
  galleryOrderRequestSchema,
  imageParamsSchema,
  presignRequestSchema,
  presignResponseSchema,
  productImagesResponseSchema,
  productInputSchema,
  registerImageRequestSchema,
  sizeInputSchema,
  sizeParamsSchema,
  updateFeatureRequestSchema,
  visibilityRequestSchema,
  visibilityResponseSchema,
} from '#shared/schemas/product-admin.js';
import { productSpecsInputSchema } from '#shared/schemas/product-specs.js';
import { setStockRequestSchema, setStockResponseSchema } from '#shared/schemas/stock.js';
import { addFeature, editFeature, removeFeature } from './features.js';
import {
  presignUpload,
  registerImage,
  removeGalleryImage,
  removeMainImage,
  reorderGallery,
} from './images.js';
import { lowStock, setLowStockThreshold } from './low-stock.js';
import type { ProductAdminContext } from './product-admin-context.js';
import {
  createProduct,
  editProduct,
  removeProduct,
  setProductsVisibility,
  setProductVisibility,
} from './service.js';
import { addSize, removeSize, saveSizes } from './sizes.js';
import { saveSpecs } from './specs.js';
import { setStock } from './stock.js';

/**
 * Product management for admins (spec sections 5 and 7). Reading stays with the catalogue routes,
 * which show admins hidden products too; everything here changes the catalogue.
 */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('products'));
  const context: ProductAdminContext = {
    db: app.db,
    storage: app.imageStorage,
    log: app.log,
    clock: app.clock,
  };
  const params = productIdParamsSchema;

  const stock = { staffAreas: ['stock' as const] };
  app.get(
    lowStockApiPath,
    { config: stock, schema: { response: { 200: lowStockSchema } } },
    async () => lowStock(app.db),
  );

  app.put(
    lowStockApiPath,
    {
      config: stock,
      schema: { body: lowStockThresholdSchema, response: { 200: lowStockSchema } },
    },
    async (request) => {
      await setLowStockThreshold(app.db, await requireAdmin(request), request.body.threshold);
      return lowStock(app.db);
    },
  );

  app.put(
    stockApiPath,
    {
      config: stock,
      schema: { body: setStockRequestSchema, response: { 200: setStockResponseSchema } },
    },
    async (request) => {
      await setStock(app.db, await requireAdmin(request), request.body.changes);
      const count = request.body.changes.length;
      return {
        success: true as const,
        message: `Stock saved (${count} ${count === 1 ? 'change' : 'changes'}).`,
      };
    },
  );

  app.post(
    createProductApiPath,
    { schema: { body: productInputSchema, response: { 201: createProductResponseSchema } } },
    async (request, reply) => {
      const product = await createProduct(
        app.db,
        await requireAdmin(request),
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send({ productId: product.productId, product });
    },
  );

  app.put(
    productApiRoute,
    { schema: { params, body: productInputSchema, response: { 200: productSchema } } },
    async (request) =>
      editProduct(
        app.db,
        await requireAdmin(request),
        request.params.id,
        request.body,
        app.clock.now(),
      ),
  );

  app.delete(
    productApiRoute,
    { schema: { params, response: { 200: successMessageSchema } } },
    async (request) => {
      await removeProduct(context, await requireAdmin(request), request.params.id);
      return { success: true, message: 'Product deleted.' };
    },
  );

  app.put(
    productsVisibilityApiPath,
    {
      schema: {
        body: bulkVisibilityRequestSchema,
        response: { 200: bulkVisibilityResponseSchema },
      },
    },
    async (request) => {
      const { productIds, isVisible } = request.body;
      const products = await setProductsVisibility(
        app.db,
        await requireAdmin(request),
        productIds,
        isVisible,
      );
      const count = products.length === 1 ? '1 product' : `${products.length} products`;
      const message = `${count} ${isVisible ? 'shown in' : 'hidden from'} the shop.`;
      return { success: true as const, message, products };
    },
  );

  app.put(
    productVisibilityApiRoute,
    {
      schema: {
        params,
        body: visibilityRequestSchema,
        response: { 200: visibilityResponseSchema },
      },
    },
    async (request) =>
      setProductVisibility(
        app.db,
        await requireAdmin(request),
        request.params.id,
        request.body.isVisible,
      ),
  );

  app.post(
    productImageUploadApiRoute,
    { schema: { params, body: presignRequestSchema, response: { 200: presignResponseSchema } } },
    async (request) => presignUpload(context, request.params.id, request.body),
  );

  app.post(
    productImagesApiRoute,
    {
      schema: {
        params,
        body: registerImageRequestSchema,
        response: { 201: productImagesResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await registerImage(
            context,
            await requireAdmin(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.put(
    productImageOrderApiRoute,
    {
      schema: {
        params,
        body: galleryOrderRequestSchema,
        response: { 200: productImagesResponseSchema },
      },
    },
    async (request) =>
      reorderGallery(
        context,
        await requireAdmin(request),
        request.params.id,
        request.body.imageIds,
      ),
  );

  app.delete(
    productImageApiRoute,
    { schema: { params: imageParamsSchema, response: { 200: productImagesResponseSchema } } },
    async (request) =>
      removeGalleryImage(
        context,
        await requireAdmin(request),
        request.params.id,
        request.params.imageId,
      ),
  );

  app.delete(
    productMainImageApiRoute,
    { schema: { params, response: { 200: productImagesResponseSchema } } },
    async (request) => removeMainImage(context, await requireAdmin(request), request.params.id),
  );

  app.post(
    productSizesApiRoute,
    { schema: { params, body: sizeInputSchema, response: { 201: dimensionsResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({
        dimensions: await addSize(
          app.db,
          await requireAdmin(request),
          request.params.id,
          request.body,
          app.clock.now(),
        ),
      }),
  );

  app.put(
    productSpecsApiRoute,
    { schema: { params, body: productSpecsInputSchema, response: { 200: productSchema } } },
    async (request) =>
      saveSpecs(
        app.db,
        await requireAdmin(request),
        request.params.id,
        request.body,
        app.clock.now(),
      ),
  );

  app.put(
    productSizesBulkApiRoute,
    {
      schema: { params, body: bulkSizesRequestSchema, response: { 200: dimensionsResponseSchema } },
    },
    async (request) => ({
      dimensions: await saveSizes(
        app.db,
        await requireAdmin(request),
        request.params.id,
        request.body.sizes,
        app.clock.now(),
      ),
    }),
  );

  app.delete(
    productSizeApiRoute,
    { schema: { params: sizeParamsSchema, response: { 200: dimensionsResponseSchema } } },
    async (request) => ({
      dimensions: await removeSize(
        app.db,
        await requireAdmin(request),
        request.params.id,
        request.params.label,
        app.clock.now(),
      ),
    }),
  );

  app.post(
    productFeaturesApiRoute,
    {
      schema: {
        params,
        body: createFeatureRequestSchema,
        response: { 201: featureResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addFeature(context, await requireAdmin(request), request.params.id, request.body),
        ),
  );

  app.put(
    productFeatureApiRoute,
    {
      schema: {
        params: featureParamsSchema,
        body: updateFeatureRequestSchema,
        response: { 200: featureResponseSchema },
      },
    },
    async (request) =>
      editFeature(
        context,
        await requireAdmin(request),
        request.params.id,
        request.params.featureId,
        request.body,
      ),
  );

  app.delete(
    productFeatureApiRoute,
    {
      schema: {
        params: featureParamsSchema,
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request) => {
      await removeFeature(
        context,
        await requireAdmin(request),
        request.params.id,
        request.params.featureId,
      );
      return { success: true };
    },
  );
};
