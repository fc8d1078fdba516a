import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import {
  adminOrderDeliveryApiRoute,
  adminOrderDeliveryStateApiRoute,
  adminOrderItemsApiRoute,
  adminOrderRefundsApiRoute,
  adminOrderStatusApiRoute,
  adminOrderStatusesApiPath,
  adminOrdersApiPath,
} from '#shared/admin-api-paths.js';
import { DELIVERY_STATE_LABELS } from '#shared/delivery-states.js';
import { formatCents } from '#shared/money.js';
import {
  adminOrderItemsSchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  bulkOrderStatusResponseSchema,
  bulkOrderStatusSchema,
  deliveryStateUpdateResponseSchema,
  deliveryStateUpdateSchema,
  orderDeliveryEditResponseSchema,
  orderStatusUpdateResponseSchema,
  orderStatusUpdateSchema,
  refundResponseSchema,
} from '#shared/schemas/admin-order.js';
import { staffDeliveryEditSchema } from '#shared/schemas/delivery.js';
import { refundRequestSchema } from '#shared/schemas/order-refund.js';
import {
  adminOrderDetail,
  changeOrderStatus,
  changeOrderStatuses,
  listOrdersForAdmin,
  refundOrderByAdmin,
} from './admin-service.js';
import { editOrderDelivery } from './delivery-edit.js';
import { changeDeliveryState } from './delivery-state.js';
import { ordersContextOf } from './order-payments.js';

/** Admin Orders (spec sections 2 and 7): the list, an order's lines and history, status changes. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('orders'));

  app.get(
    adminOrdersApiPath,
    { schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => ({ orders: await listOrdersForAdmin(app.db, request.query) }),
  );

  app.get(
    adminOrderItemsApiRoute,
    { schema: { params: adminOrderParamsSchema, response: { 200: adminOrderItemsSchema } } },
    async (request) => adminOrderDetail(app.db, request.params.orderId),
  );

  app.put(
    adminOrderStatusApiRoute,
    {
      schema: {
        params: adminOrderParamsSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderStatusUpdateResponseSchema },
      },
    },
    async (request) => {
      const { status } = request.body;
      const result = await changeOrderStatus(
        ordersContextOf(app),
        await requireAdmin(request),
        request.params.orderId,
        status,
      );
      const message = result.changed
        ? `Order #${result.order.orderId} marked ${status}.`
        : `Order #${result.order.orderId} is already ${status}.`;
      return { success: true as const, message, order: result.order, history: result.history };
    },
  );

  app.put(
    adminOrderStatusesApiPath,
    {
      schema: { body: bulkOrderStatusSchema, response: { 200: bulkOrderStatusResponseSchema } },
    },
    async (request) => {
      const { orderIds, status } = request.body;
      const changed = await changeOrderStatuses(
        ordersContextOf(app),
        await requireAdmin(request),
        orderIds,
        status,
      );
      const orders = changed === 1 ? '1 order' : `${changed} orders`;
      return { success: true as const, message: `${orders} marked ${status}.`, changed };
    },
  );

  app.put(
    adminOrderDeliveryStateApiRoute,
    {
      schema: {
        params: adminOrderParamsSchema,
        body: deliveryStateUpdateSchema,
        response: { 200: deliveryStateUpdateResponseSchema },
      },
    },
    async (request) => {
      const result = await changeDeliveryState(
        ordersContextOf(app),
        await requireAdmin(request),
        request.params.orderId,
        request.body,
      );
      const state = DELIVERY_STATE_LABELS[request.body.state].toLowerCase();
      const message = result.changed
        ? `Order #${result.order.orderId} marked ${state}.`
        : `Order #${result.order.orderId} is already ${state}.`;
      return { success: true as const, message, ...result };
    },
  );

  app.put(
    adminOrderDeliveryApiRoute,
    {
      schema: {
        params: adminOrderParamsSchema,
        body: staffDeliveryEditSchema,
        response: { 200: orderDeliveryEditResponseSchema },
      },
    },
    async (request) => {
      const { changed, order } = await editOrderDelivery(
        ordersContextOf(app),
        await requireAdmin(request),
        request.params.orderId,
        request.body,
      );
      const message = changed.length
        ? `Order #${order.orderId}: ${changed.join(', ').toLowerCase()} changed; the customer is mailed.`
        : `Order #${order.orderId}: nothing changed.`;
      return { success: true as const, message, changed, order };
    },
  );

  app.post(
    adminOrderRefundsApiRoute,
    {
      schema: {
        params: adminOrderParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResponseSchema },
      },
    },
    async (request) => {
      const { order, refund } = await refundOrderByAdmin(
        ordersContextOf(app),
        await requireAdmin(request),
        request.params.orderId,
        request.body,
      );
      const message = `Refunded ${formatCents(refund.amountCents)} on order #${order.orderId}; credit note ${refund.creditNoteNumber}.`;
      return { success: true as const, message, order, refund };
    },
  );
};
