import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#server/modules/auth/index.js';
import { checkoutRateLimit } from '#server/plugins/rate-limit.js';
import {
  orderApiRoute,
  orderCancelApiRoute,
  orderCreditNoteApiRoute,
  orderDeliveryChargeApiRoute,
  orderDeliverySlotApiRoute,
  orderLookupApiRoute,
  orderReceiptApiRoute,
  ordersApiPath,
  orderTrackingApiRoute,
} from '#shared/api-paths.js';
import { rescheduleRequestSchema } from '#shared/schemas/delivery.js';
import {
  checkoutLookupSchema,
  checkoutPendingSchema,
  checkoutSessionResponseSchema,
  creditNoteParamsSchema,
  customerOrderDetailSchema,
  customerOrdersResponseSchema,
  orderCancelRequestSchema,
  orderIdParamsSchema,
  orderLookupQuerySchema,
  orderTrackingQuerySchema,
  orderTrackingSchema,
  receiptQuerySchema,
} from '#shared/schemas/order.js';
import { creditNoteOf } from './credit-notes.js';
import { cancelOrderByCustomer, rescheduleDelivery } from './customer-changes.js';
import { openDeliveryCharge } from './delivery-charges.js';
import { ordersContextOf } from './order-payments.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import {
  getCustomerOrder,
  listCustomerOrders,
  lookupOrder,
  orderForReceipt,
  trackOrder,
} from './service.js';
import { receiptFileName } from './urls.js';

/** Orders as customers see them (spec section 7): the success page's lookup, My Orders, receipts. */
export const customerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    orderLookupApiRoute,
    {
      schema: {
        querystring: orderLookupQuerySchema,
        response: { 200: checkoutLookupSchema, 202: checkoutPendingSchema },
      },
    },
    async (request, reply) => {
      const found = await lookupOrder(ordersContextOf(app), request.query.session_id || undefined);
      // 202: accepted, the payment not yet arrived; the success page asks again until it has.
      return 'status' in found ? reply.code(202).send(found) : found;
    },
  );

  app.get(
    ordersApiPath,
    { schema: { response: { 200: customerOrdersResponseSchema } } },
    async (request) => ({ orders: await listCustomerOrders(app.db, await requireUser(request)) }),
  );

  app.get(
    orderApiRoute,
    { schema: { params: orderIdParamsSchema, response: { 200: customerOrderDetailSchema } } },
    async (request) => getCustomerOrder(app.db, await requireUser(request), request.params.id),
  );

  app.get(
    orderTrackingApiRoute,
    {
      schema: {
        params: orderIdParamsSchema,
        querystring: orderTrackingQuerySchema,
        response: { 200: orderTrackingSchema },
      },
    },
    async (request) =>
      trackOrder(app.db, request.params.id, request.query.session_id, await request.currentUser()),
  );

  // The tracking page reads the order again: the move answers how it now stands.
  app.put(
    orderDeliverySlotApiRoute,
    {
      schema: {
        params: orderIdParamsSchema,
        body: rescheduleRequestSchema,
        response: { 200: orderTrackingSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      const { id } = request.params;
      const { providerSessionId } = await rescheduleDelivery(
        ordersContextOf(app),
        id,
        { user: viewer, providerSessionId: request.body.session_id },
        request.body,
      );
      return trackOrder(app.db, id, providerSessionId, viewer);
    },
  );

  // After free changes ended: the answer is the charge's payment page; the move waits for it.
  app.post(
    orderDeliveryChargeApiRoute,
    {
      // Each call opens a page at the provider: an address opens a few, not a stream.
      config: { rateLimit: checkoutRateLimit(app) },
      schema: {
        params: orderIdParamsSchema,
        body: rescheduleRequestSchema,
        response: { 200: checkoutSessionResponseSchema },
      },
    },
    async (request) => {
      const requester = {
        user: await request.currentUser(),
        providerSessionId: request.body.session_id,
      };
      return openDeliveryCharge(ordersContextOf(app), request.params.id, requester, request.body);
    },
  );

  app.post(
    orderCancelApiRoute,
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderCancelRequestSchema,
        response: { 200: orderTrackingSchema },
      },
    },
    async (request) => {
      const viewer = await request.currentUser();
      const { id } = request.params;
      const { providerSessionId } = await cancelOrderByCustomer(
        ordersContextOf(app),
        id,
        { user: viewer, providerSessionId: request.body.session_id },
        request.body.acceptCharge,
      );
      return trackOrder(app.db, id, providerSessionId, viewer);
    },
  );

  app.get(
    orderReceiptApiRoute,
    { schema: { params: orderIdParamsSchema, querystring: receiptQuerySchema } },
    async (request, reply) => {
      const { order, items } = await orderForReceipt(app.db, request.params.id, {
        user: await request.currentUser(),
        providerSessionId: request.query.session_id,
      });
      const pdf = await renderReceiptPdf(app.config.invoice, order, items);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(order.id)}"`)
        .send(pdf);
    },
  );

  app.get(
    orderCreditNoteApiRoute,
    { schema: { params: creditNoteParamsSchema, querystring: receiptQuerySchema } },
    async (request, reply) => {
      const { pdf, fileName } = await creditNoteOf(
        app.db,
        app.config.invoice,
        request.params.id,
        request.params.refundId,
        { user: await request.currentUser(), providerSessionId: request.query.session_id },
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
