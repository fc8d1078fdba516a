// The showrooms module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onAccountErasure } from '#server/modules/auth/index.js';
import { showroomAdminRoutes } from './admin-routes.js';
import { showroomsContextOf } from './context.js';
import { forgetAccountVisits } from './erasure.js';
import { forgetOldVisits, sendVisitReminders } from './housekeeping.js';
import { showroomVisitRoutes } from './routes.js';
import { addVisitCalendarRenderer } from './visit-mails.js';
import { findVisit } from './visits-repository.js';

/**
 * Showroom visits (issue 25, decision 0065): shoppers book a slot at a showroom and move or
 * cancel it with the link mailed to them; staff run each showroom's day.
 */
async function showrooms(app: FastifyInstance): Promise<void> {
  const context = showroomsContextOf(app);
  addVisitCalendarRenderer(app.mailer, (id) => findVisit(app.db, id), app.config.publicUrl);
  // Hourly: the first run on the day before a visit reminds its visitor, once across instances;
  // visits past the retention period are deleted (PDPA).
  app.addHousekeeping(async () => {
    const reminded = await sendVisitReminders(context);
    const forgotten = await forgetOldVisits(context);
    if (reminded + forgotten > 0)
      app.log.info({ reminded, forgotten }, 'showroom visits housekept');
  });
  onAccountErasure(app, forgetAccountVisits);
  await registerApiRoutes(app, async (api) => {
    await api.register(showroomAdminRoutes);
    await api.register(showroomVisitRoutes);
  });
}

export const showroomsModule = fp(showrooms, {
  name: 'showrooms',
  dependencies: ['auth', 'audit', 'mail', 'catalog', 'housekeeping'],
});
