// The back-in-stock alerts' public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onAccountErasure } from '#server/modules/auth/index.js';
import { stockAlertsContextOf } from './context.js';
import { forgetAccountAlerts } from './erasure.js';
import { stockAlertRoutes } from './routes.js';
import { forgetFinished, mailRestocked } from './service.js';

export { alertsFor, waitingCounts } from './service.js';

/**
 * How often the sender looks for sizes back in stock: with the outbox's own 5 s, a shopper hears
 * within half a minute. The look is one query on the partial index of waiting alerts.
 */
const SEND_EVERY_MS = 15 * 1000;

/**
 * The sender, every 15 s at one instance at a time (app.runAlone; the claim makes a second one
 * harmless anyway). Not in tests, which call mailRestocked themselves.
 */
function scheduleSender(app: FastifyInstance, send: () => Promise<number>): void {
  if (app.config.env === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= app
      .runAlone('stock-alerts', send)
      .then((mailed) => {
        if (mailed) app.log.info({ mailed }, 'back-in-stock alerts mailed');
      })
      .catch((error) => app.log.warn({ err: error }, 'back-in-stock alerts not mailed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, SEND_EVERY_MS).unref();
    run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * "Tell me when it is back" (issue 26, decision 0074): an out-of-stock size takes an address with
 * its consent, mailed once when the size has stock again, with a one-click unsubscribe (RFC 8058).
 */
async function stockAlerts(app: FastifyInstance): Promise<void> {
  const context = stockAlertsContextOf(app);
  onAccountErasure(app, forgetAccountAlerts);
  scheduleSender(app, () => mailRestocked(context));
  // Hourly: rows whose purpose is over are deleted (PDPA: no longer than needed).
  app.addHousekeeping(async () => {
    const forgotten = await forgetFinished(context);
    if (forgotten > 0) app.log.info({ forgotten }, 'finished back-in-stock alerts deleted');
  });
  await registerApiRoutes(app, async (api) => {
    await api.register(stockAlertRoutes);
  });
}

export const stockAlertsModule = fp(stockAlerts, {
  name: 'stock-alerts',
  dependencies: ['auth', 'mail', 'housekeeping'],
});
