// The deliveries module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { deliveriesAdminRoutes, deliveryServicesRoutes } from './routes.js';

export {
  bookableSlots,
  deliverySlots,
  holidaysBetween,
  holidaysFor,
  staffDayProblem,
  todayIsHoliday,
} from './calendar.js';
export { hasDeliveryPlace, takeDeliveryPlace } from './places.js';
export { priceServices, type ServiceLine } from './services.js';

/**
 * The delivery calendar: the days a delivery can be booked (Monday to Saturday, no public
 * holiday) and how many deliveries each window can take, which staff plan (decision 0057).
 */
async function deliveries(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(deliveriesAdminRoutes);
    await api.register(deliveryServicesRoutes);
  });
}

export const deliveriesModule = fp(deliveries, {
  name: 'deliveries',
  dependencies: ['auth', 'audit'],
});
