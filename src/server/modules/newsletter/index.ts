// The newsletter module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onAccountErasure } from '#server/modules/auth/index.js';
import { newsletterAdminRoutes } from './admin-routes.js';
import { newsletterContextOf } from './context.js';
import { withdrawAccountConsent } from './erasure.js';
import { newsletterRoutes } from './routes.js';
import { forgetUnconfirmed } from './service.js';

export { consentOf } from './service.js';

/**
 * The newsletter with consent (issue 26, decision 0068): double opt-in sign-ups that record the
 * wording shown and the times, one-click unsubscribe (RFC 8058), and the owner's CSV export.
 */
async function newsletter(app: FastifyInstance): Promise<void> {
  const context = newsletterContextOf(app);
  onAccountErasure(app, withdrawAccountConsent);
  // Hourly: sign-ups never confirmed are deleted after their period (PDPA: no longer than needed).
  app.addHousekeeping(async () => {
    const forgotten = await forgetUnconfirmed(context);
    if (forgotten > 0) app.log.info({ forgotten }, 'unconfirmed newsletter sign-ups deleted');
  });
  await registerApiRoutes(app, async (api) => {
    await api.register(newsletterAdminRoutes);
    await api.register(newsletterRoutes);
  });
}

export const newsletterModule = fp(newsletter, {
  name: 'newsletter',
  dependencies: ['auth', 'mail', 'housekeeping'],
});
