import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderClaimPhotosApiRoute,
  orderClaimsApiRoute,
  orderWarrantyApiRoute,
} from '#shared/api-paths.js';
import { orderIdParamsSchema, orderTrackingQuerySchema } from '#shared/schemas/order.js';
import { presignResponseSchema } from '#shared/schemas/product-admin.js';
import {
  claimFiledResponseSchema,
  claimPhotoRequestSchema,
  claimRequestSchema,
  orderWarrantySchema,
} from '#shared/schemas/warranty.js';
import { claimPhotos } from './claim-photos.js';
import { fileClaim, heldOrder, orderWarranty } from './claims.js';
import { warrantyContextOf } from './context.js';

/** The customer's side: logged in as the order's customer, or with its tracking link's key. */
export const customerWarrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const context = warrantyContextOf(app);
  const params = orderIdParamsSchema;
  const querystring = orderTrackingQuerySchema;

  app.get(
    orderWarrantyApiRoute,
    { schema: { params, querystring, response: { 200: orderWarrantySchema } } },
    async (request) =>
      orderWarranty(context, request.params.id, {
        user: await request.currentUser(),
        providerSessionId: request.query.session_id,
      }),
  );

  app.post(
    orderClaimPhotosApiRoute,
    {
      schema: {
        params,
        body: claimPhotoRequestSchema,
        response: { 200: presignResponseSchema },
      },
    },
    async (request) => {
      const requester = {
        user: await request.currentUser(),
        providerSessionId: request.body.session_id,
      };
      const order = await heldOrder(context, request.params.id, requester);
      return claimPhotos.presign(context.storage, order.id, request.body);
    },
  );

  app.post(
    orderClaimsApiRoute,
    {
      schema: {
        params,
        body: claimRequestSchema,
        response: { 201: claimFiledResponseSchema },
      },
    },
    async (request, reply) => {
      const claim = await fileClaim(
        context,
        request.params.id,
        { user: await request.currentUser(), providerSessionId: request.body.session_id },
        request.body,
      );
      return reply
        .code(201)
        .send({ message: `Claim #${claim.id} is filed: we have mailed you its details.`, claim });
    },
  );
};
