import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import {
  adminDeliveryServiceApiRoute,
  deliveryDayPlacesApiPath,
  deliveryDefaultPlacesApiPath,
  deliveryPlacesApiPath,
  runSheetApiPath,
} from '#shared/admin-api-paths.js';
import { deliveryServicesApiPath } from '#shared/api-paths.js';
import {
  deliveryPlacesSchema,
  setDayPlacesSchema,
  setDefaultPlacesSchema,
} from '#shared/schemas/delivery-places.js';
import {
  deliveryServiceParamsSchema,
  deliveryServicesSchema,
  updateDeliveryServiceSchema,
} from '#shared/schemas/delivery-services.js';
import { runSheetQuerySchema, runSheetSchema } from '#shared/schemas/run-sheet.js';
import { bookableDays } from './calendar.js';
import { deliveryPlaces, setDayPlaces, setDefaultPlaces } from './places.js';
import { runSheet } from './run-sheet.js';
import { listServices, updateService } from './services.js';

/** Staff plan the deliveries each window can take; each change answers the plan as it now is. */
export const deliveriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('deliveries'));
  const plan = async () => deliveryPlaces(app.db, await bookableDays(app.db, app.clock.now()));
  const answers = { response: { 200: deliveryPlacesSchema } };

  app.get(deliveryPlacesApiPath, { schema: answers }, plan);

  app.put(
    deliveryDayPlacesApiPath,
    { schema: { body: setDayPlacesSchema, ...answers } },
    async (request) => {
      await setDayPlaces(app.db, await requireAdmin(request), request.body);
      return plan();
    },
  );

  app.put(
    deliveryDefaultPlacesApiPath,
    { schema: { body: setDefaultPlacesSchema, ...answers } },
    async (request) => {
      await setDefaultPlaces(app.db, await requireAdmin(request), request.body.places);
      return plan();
    },
  );

  app.get(
    runSheetApiPath,
    { schema: { querystring: runSheetQuerySchema, response: { 200: runSheetSchema } } },
    async (request) => runSheet(app.db, request.query),
  );

  app.put(
    adminDeliveryServiceApiRoute,
    {
      schema: {
        params: deliveryServiceParamsSchema,
        body: updateDeliveryServiceSchema,
        response: { 200: deliveryServicesSchema },
      },
    },
    async (request) => {
      const { code } = request.params;
      await updateService(app.db, await requireAdmin(request), code, request.body);
      return listServices(app.db);
    },
  );
};

/** The delivery services and their prices, for the delivery page and the bag alike. */
export const deliveryServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    deliveryServicesApiPath,
    { schema: { response: { 200: deliveryServicesSchema } } },
    async (_request, reply) => {
      // Cheap to read, and a changed price must show at once on every instance.
      reply.header('cache-control', 'no-cache');
      return listServices(app.db);
    },
  );
};
