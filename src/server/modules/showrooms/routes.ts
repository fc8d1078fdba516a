import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import {
  cancelVisitApiPath,
  moveVisitApiPath,
  showroomCalendarApiRoute,
  showroomVisitsApiPath,
  visitLinkApiRoute,
} from '#shared/api-paths.js';
import {
  bookVisitSchema,
  moveVisitSchema,
  showroomCalendarSchema,
  showroomParamsSchema,
  visitBookedSchema,
  visitLinkBodySchema,
  visitLinkQuerySchema,
  visitSchema,
} from '#shared/schemas/showroom-visits.js';
import { formatVisitTime } from '#shared/showrooms.js';
import { showroomsContextOf } from './context.js';
import { showroomCalendar } from './slots.js';
import { bookVisit, cancelVisit, moveVisit, visitByLink } from './visits.js';

/** The shopper's side: the bookable slots, booking, and the visit's link (decision 0065). */
export const showroomVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = showroomsContextOf(app);
  // Places change with every booking, and a visit's answers are its visitor's alone.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const rateLimit = authRateLimit(app);

  app.get(
    showroomCalendarApiRoute,
    { schema: { params: showroomParamsSchema, response: { 200: showroomCalendarSchema } } },
    async (request) => showroomCalendar(app.db, request.params.showroomId, app.clock.now()),
  );

  app.post(
    showroomVisitsApiPath,
    {
      config: { rateLimit },
      schema: { body: bookVisitSchema, response: { 201: visitBookedSchema } },
    },
    async (request, reply) => {
      const visit = await bookVisit(context, request.body);
      return reply.code(201).send({
        message: `Your visit is booked for ${visit.when}: we have mailed you the details.`,
        visit,
      });
    },
  );

  app.get(
    visitLinkApiRoute,
    {
      config: { rateLimit },
      schema: { querystring: visitLinkQuerySchema, response: { 200: visitSchema } },
    },
    async (request) => visitByLink(context, request.query.token),
  );

  app.post(
    cancelVisitApiPath,
    {
      config: { rateLimit },
      schema: { body: visitLinkBodySchema, response: { 200: visitBookedSchema } },
    },
    async (request) => ({
      message: 'Your visit is cancelled: we have mailed you to confirm.',
      visit: await cancelVisit(context, request.body.token),
    }),
  );

  app.post(
    moveVisitApiPath,
    {
      config: { rateLimit },
      schema: { body: moveVisitSchema, response: { 200: visitBookedSchema } },
    },
    async (request) => {
      const { token, ...slot } = request.body;
      const visit = await moveVisit(context, token, slot);
      return {
        message: `Your visit is moved to ${formatVisitTime(visit.date, visit.start)}: we have mailed you the new details.`,
        visit,
      };
    },
  );
};
