import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import {
  showroomDayApiPath,
  showroomDayClosingApiPath,
  showroomSettingsApiPath,
  visitOutcomeApiRoute,
} from '#shared/admin-api-paths.js';
import { formatDeliveryDate } from '#shared/delivery.js';
import { messageSchema } from '#shared/schemas/auth.js';
import {
  showroomDayClosingSchema,
  showroomDayQuerySchema,
  showroomDaySchema,
  showroomSettingsSchema,
  staffVisitAnswerSchema,
  visitOutcomeSchema,
  visitParamsSchema,
} from '#shared/schemas/showroom-visits.js';
import { VISIT_STATE_LABELS } from '#shared/showrooms.js';
import { showroomsContextOf } from './context.js';
import { closeShowroomDay, markVisit, saveShowroomSettings, showroomDay } from './staff-visits.js';
import { showroomNameOf } from './visit-view.js';

/** Store staff run the showrooms' days (decision 0065); each change answers the day as it is. */
export const showroomAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('showroom'));
  const context = showroomsContextOf(app);
  const answers = { response: { 200: staffVisitAnswerSchema } };

  app.get(
    showroomDayApiPath,
    { schema: { querystring: showroomDayQuerySchema, response: { 200: showroomDaySchema } } },
    async (request) => showroomDay(app.db, request.query),
  );

  app.put(
    visitOutcomeApiRoute,
    { schema: { params: visitParamsSchema, body: visitOutcomeSchema, ...answers } },
    async (request) => {
      const { visitId } = request.params;
      const { outcome } = request.body;
      const visit = await markVisit(context, visitId, outcome);
      const label = VISIT_STATE_LABELS[outcome].toLowerCase();
      return {
        message: `Visit #${visitId} ${visit.changed ? 'marked' : 'is already'} ${label}.`,
        day: await showroomDay(app.db, { showroomId: visit.showroomId, date: visit.date }),
      };
    },
  );

  app.put(
    showroomDayClosingApiPath,
    { schema: { body: showroomDayClosingSchema, ...answers } },
    async (request) => {
      const { showroomId, date, closed } = request.body;
      await closeShowroomDay(context, await requireAdmin(request), request.body);
      const where = `${showroomNameOf(showroomId)} on ${formatDeliveryDate(date)}`;
      return {
        message: closed ? `${where} is closed for visits.` : `${where} takes visits again.`,
        day: await showroomDay(app.db, { showroomId, date }),
      };
    },
  );

  app.put(
    showroomSettingsApiPath,
    { schema: { body: showroomSettingsSchema, response: { 200: messageSchema } } },
    async (request) => {
      const settings = request.body;
      await saveShowroomSettings(context, await requireAdmin(request), settings);
      return {
        message: `${showroomNameOf(settings.showroomId)}: ${settings.slotMinutes}-minute slots, ${settings.visitorsPerSlot} visitors each.`,
      };
    },
  );
};
