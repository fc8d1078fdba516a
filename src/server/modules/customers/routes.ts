import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser, staffOnly, userOnly } from '#server/modules/auth/index.js';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import {
  adminCustomerApiPath,
  adminCustomerDataApiPath,
  adminCustomerNotesApiPath,
  adminCustomersApiPath,
  adminOrderNotesApiRoute,
} from '#shared/admin-api-paths.js';
import { guestOrdersApiPath, myDataApiPath, verifyEmailApiPath } from '#shared/api-paths.js';
import { adminOrderParamsSchema } from '#shared/schemas/admin-order.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import {
  customerDetailSchema,
  customerListSchema,
  customerNoteRequestSchema,
  customerQuerySchema,
  customerSearchQuerySchema,
  guestOrdersAnswerSchema,
  guestOrdersStateSchema,
  noteResponseSchema,
  orderNoteRequestSchema,
  staffNoteListSchema,
  verifyEmailRequestSchema,
} from '#shared/schemas/customers.js';
import { myDataSchema } from '#shared/schemas/my-data.js';
import { customerDataForStaff, myData } from './my-data.js';
import { addNote, customerDetail, findCustomers, orderNotes } from './service.js';
import {
  bringInGuestOrders,
  verificationState,
  verifiedMessage,
  verifyEmail,
} from './verification.js';

/** Staff's customer view and internal notes (issue 25): store staff and owners. */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('customers'));

  app.get(
    adminCustomersApiPath,
    { schema: { querystring: customerSearchQuerySchema, response: { 200: customerListSchema } } },
    async (request) => findCustomers(app.db, request.query.q),
  );

  app.get(
    adminCustomerApiPath,
    { schema: { querystring: customerQuerySchema, response: { 200: customerDetailSchema } } },
    async (request) => customerDetail(app.db, request.query.email),
  );

  // A customer's own copy handed out by staff on their request, audited.
  app.get(
    adminCustomerDataApiPath,
    { schema: { querystring: customerQuerySchema, response: { 200: myDataSchema } } },
    async (request) =>
      customerDataForStaff(
        app.db,
        await requireAdmin(request),
        request.query.email,
        app.clock.now(),
      ),
  );

  app.post(
    adminCustomerNotesApiPath,
    { schema: { body: customerNoteRequestSchema, response: { 201: noteResponseSchema } } },
    async (request, reply) => {
      const note = await addNote(app.db, await requireAdmin(request), request.body);
      return reply.code(201).send({ success: true, message: 'Note added.', note });
    },
  );

  app.get(
    adminOrderNotesApiRoute,
    {
      config: { staffAreas: ['orders'] },
      schema: { params: adminOrderParamsSchema, response: { 200: staffNoteListSchema } },
    },
    async (request) => orderNotes(app.db, request.params.orderId),
  );

  app.post(
    adminOrderNotesApiRoute,
    {
      config: { staffAreas: ['orders'] },
      schema: {
        params: adminOrderParamsSchema,
        body: orderNoteRequestSchema,
        response: { 201: noteResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const note = await addNote(app.db, await requireAdmin(request), {
        orderId,
        body: request.body.body,
      });
      return reply.code(201).send({ success: true, message: 'Note added.', note });
    },
  );
};

/**
 * A customer's guest orders: how many wait under the account's address, and bringing them in,
 * which needs the address proven by a mailed link first (decision 0066).
 */
export const guestOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
  };
  const rateLimit = authRateLimit(app);

  app.get(
    guestOrdersApiPath,
    { preValidation: userOnly, schema: { response: { 200: guestOrdersStateSchema } } },
    async (request) => verificationState(app.db, await requireUser(request)),
  );

  app.post(
    guestOrdersApiPath,
    {
      preValidation: userOnly,
      config: { rateLimit },
      schema: { response: { 200: guestOrdersAnswerSchema } },
    },
    async (request) => bringInGuestOrders(context, await requireUser(request)),
  );

  // The customer's own copy of what the shop holds about them (PDPA), never kept by any cache.
  app.get(
    myDataApiPath,
    {
      preValidation: userOnly,
      config: { rateLimit },
      schema: { response: { 200: myDataSchema } },
    },
    async (request) => myData(app.db, await requireUser(request), app.clock.now()),
  );

  app.post(
    verifyEmailApiPath,
    {
      config: { rateLimit },
      schema: { body: verifyEmailRequestSchema, response: { 200: successMessageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const linked = await verifyEmail(context, request.body.token);
      return { success: true, message: verifiedMessage(linked) };
    },
  );
};
