import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '#server/lib/client-address.js';
import { listedProblems, ValidationError } from '#server/lib/http-errors.js';
import { cartOwnerOf, findBagId } from '#server/modules/cart/index.js';
import { deliverySlots } from '#server/modules/deliveries/index.js';
import { checkoutRateLimit } from '#server/plugins/rate-limit.js';
import { checkoutSessionApiPath, deliverySlotsApiPath } from '#shared/api-paths.js';
import {
  checkoutSessionRequestSchema,
  deliverySlotsResponseSchema,
} from '#shared/schemas/delivery.js';
import { checkoutSessionResponseSchema } from '#shared/schemas/order.js';
import type { CheckoutContext } from './checkout-context.js';
import { deliveryDetailsOf } from './delivery.js';
import { EMPTY_BAG_CHECKOUT_MESSAGE, startCheckout } from './service.js';

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutContext }> = async (
  app,
  { checkout },
) => {
  app.post(
    checkoutSessionApiPath,
    {
      config: { rateLimit: checkoutRateLimit(app) },
      // The schema's problems come to the handler, which adds the calendar's: one answer lists all.
      attachValidation: true,
      schema: {
        // The spec's call sends no body; the shop's bag sends the delivery details (issue 15).
        body: checkoutSessionRequestSchema.nullish(),
        response: { 200: checkoutSessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const refused = request.validationError?.validation ?? [];
      const delivery = await deliveryDetailsOf(
        checkout.db,
        request.body,
        listedProblems(refused),
        checkout.clock.now(),
      );
      const session = await request.currentSession();
      if (!session) throw new ValidationError(EMPTY_BAG_CHECKOUT_MESSAGE, 'bag_empty');
      const owner = cartOwnerOf(session);
      // request.ip: the address the trusted proxies vouch for (decision 12), never a header's claim.
      const client = clientKey(request.ip);
      const services = request.body?.services ?? [];
      return {
        url: await startCheckout(checkout, owner, session.user, client, delivery, services),
      };
    },
  );

  app.get(
    deliverySlotsApiPath,
    { schema: { response: { 200: deliverySlotsResponseSchema } } },
    async (request, reply) => {
      // The days move at Singapore's midnight: a cached answer could offer a day already gone.
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      const ownCart = session ? await findBagId(checkout.db, cartOwnerOf(session)) : undefined;
      return deliverySlots(checkout.db, checkout.clock.now(), ownCart);
    },
  );
};
