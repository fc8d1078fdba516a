import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listedProblems } from '#server/lib/http-errors.js';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import { findCustomers } from '#server/modules/customers/index.js';
import {
  staffSaleCounterApiPath,
  staffSaleCustomerApiPath,
  staffSaleCustomersApiPath,
  staffSalePaymentLinkApiPath,
  staffSaleQuoteApiPath,
} from '#shared/admin-api-paths.js';
import {
  customerListSchema,
  customerQuerySchema,
  customerSearchQuerySchema,
} from '#shared/schemas/customers.js';
import {
  counterSaleRecordedSchema,
  counterSaleRequestSchema,
  paymentLinkSentSchema,
  saleCustomerSchema,
  staffSaleQuoteRequestSchema,
  staffSaleQuoteSchema,
  staffSaleRequestSchema,
} from '#shared/schemas/staff-sale.js';
import { priceSale } from './pricing.js';
import { recordCounterPayment, saleCustomer, sendPaymentLink } from './service.js';

/** Staff sell in a showroom or on the phone (issue 25, decision 0067): owners and store staff. */
export const staffSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('showroom'));

  app.get(
    staffSaleCustomersApiPath,
    { schema: { querystring: customerSearchQuerySchema, response: { 200: customerListSchema } } },
    async (request) => findCustomers(app.db, request.query.q),
  );

  app.get(
    staffSaleCustomerApiPath,
    { schema: { querystring: customerQuerySchema, response: { 200: saleCustomerSchema } } },
    async (request) => saleCustomer(app, request.query.email),
  );

  app.post(
    staffSaleQuoteApiPath,
    { schema: { body: staffSaleQuoteRequestSchema, response: { 200: staffSaleQuoteSchema } } },
    async (request) =>
      (await priceSale(app.db, request.body, app.clock.now(), app.config.holds.unitsPerSize)).quote,
  );

  app.post(
    staffSalePaymentLinkApiPath,
    {
      // The schema's problems come to the handler, which adds the catalogue's and the calendar's.
      attachValidation: true,
      schema: { body: staffSaleRequestSchema, response: { 201: paymentLinkSentSchema } },
    },
    async (request, reply) => {
      const staff = await requireAdmin(request);
      const schemaProblems = listedProblems(request.validationError?.validation ?? []);
      const sent = await sendPaymentLink(app, staff, { body: request.body, schemaProblems });
      return reply.code(201).send(sent);
    },
  );

  app.post(
    staffSaleCounterApiPath,
    {
      attachValidation: true,
      schema: { body: counterSaleRequestSchema, response: { 201: counterSaleRecordedSchema } },
    },
    async (request, reply) => {
      const staff = await requireAdmin(request);
      const schemaProblems = listedProblems(request.validationError?.validation ?? []);
      const recorded = await recordCounterPayment(app, staff, {
        body: request.body,
        schemaProblems,
      });
      return reply.code(201).send(recorded);
    },
  );
};
