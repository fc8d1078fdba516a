import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '#server/lib/http-errors.js';
import { cartOwnerOf } from '#server/modules/cart/owner.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { checkoutSessionResponseSchema } from '#shared/schemas/order.js';
import type { CheckoutContext } from './context.js';
import { EMPTY_BAG_CHECKOUT_MESSAGE, startCheckout } from './service.js';
import { handleStripeEvent } from './stripe-webhook.js';

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutContext }> = async (
  app,
  { checkout },
) => {
  app.post(
    '/checkout/session',
    { schema: { response: { 200: checkoutSessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      if (!session) throw new ValidationError(EMPTY_BAG_CHECKOUT_MESSAGE);
      return { url: await startCheckout(checkout, cartOwnerOf(session), session.user) };
    },
  );

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/checkout/webhook',
      {
        config: { csrfExempt: true },
        schema: { response: { 200: successMessageSchema } },
      },
      async (request) => {
        const verify = checkout.verifyStripeEvent;
        if (!verify) throw new ValidationError('Stripe is not configured on this shop.', 404);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new ValidationError('Missing Stripe signature.');
        }
        let event: ReturnType<typeof verify>;
        try {
          event = verify(request.body, signature);
        } catch {
          throw new ValidationError('Invalid Stripe signature.');
        }
        await handleStripeEvent(checkout, event);
        return { success: true as const, message: 'Received.' };
      },
    );
  });
};
