import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneClickUnsubscribeRoute } from '#server/lib/one-click-unsubscribe.js';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import { stockAlertsApiPath, stockAlertUnsubscribeApiRoute } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { stockAlertSubscribeSchema } from '#shared/schemas/stock-alerts.js';
import {
  STOCK_ALERT_SUBSCRIBE_MESSAGE,
  STOCK_ALERT_UNSUBSCRIBED_MESSAGE,
} from '#shared/stock-alerts.js';
import { stockAlertsContextOf } from './context.js';
import { askForAlert, withdrawAlerts } from './service.js';

/** The shopper's side: asking to hear when a size is back, and the mails' way out. */
export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = stockAlertsContextOf(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    stockAlertsApiPath,
    {
      config: { rateLimit: authRateLimit(app) },
      schema: { body: stockAlertSubscribeSchema, response: { 200: successMessageSchema } },
    },
    async (request) => {
      const { productId, sizeLabel, email } = request.body;
      await askForAlert(context, { productId, sizeLabel, email });
      return { success: true, message: STOCK_ALERT_SUBSCRIBE_MESSAGE };
    },
  );

  await app.register(
    oneClickUnsubscribeRoute({
      route: stockAlertUnsubscribeApiRoute,
      unsubscribe: (token) => withdrawAlerts(context, token),
      message: STOCK_ALERT_UNSUBSCRIBED_MESSAGE,
    }),
  );
};
