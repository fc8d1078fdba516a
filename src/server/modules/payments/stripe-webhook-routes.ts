import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError, ValidationError } from '#server/lib/http-errors.js';
import { stripeWebhookApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { tellPaymentEvent } from './payments.js';
import { paymentEventOf } from './stripe-events.js';

/**
 * Stripe's webhook: the signature over the exact bytes Stripe sent is checked, then the event is
 * told to the shop in the words of every provider. Replays are the listener's to recognise: it
 * records each event id with the change it causes.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    stripeWebhookApiPath,
    {
      config: { csrfExempt: true },
      schema: { response: { 200: successMessageSchema } },
    },
    async (request) => {
      const verify = app.payments.verifyStripeEvent;
      const stripe = app.payments.providerFor('stripe');
      if (!verify || !stripe) throw new NotFoundError('Stripe is not configured on this shop.');
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
      await tellPaymentEvent(app.payments, await paymentEventOf(event, stripe));
      return { success: true as const, message: 'Received.' };
    },
  );
};
