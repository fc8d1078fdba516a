import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.js';
import { DELIVERY_NOTE_MAX, DELIVERY_STATES, NOTE_NEEDED } from '../delivery-states.js';
import { SALE_CHANNELS } from '../sale-channels.js';
import { calendarDate } from './analytics.js';
import { idParamsSchema, oneLine } from './common.js';
import { deliverySchema } from './delivery.js';
import { deliveryStepSchema, orderItemSchema, paymentMethodSchema } from './order.js';
import { orderRefundSchema } from './order-refund.js';

/** Spec section 3, Admin order: money in cents, total = max(0, subtotal − discount). */
export const adminOrderSchema = z.object({
  orderId: z.number().int(),
  createdAt: z.string(),
  currency: z.string(),
  email: z.string(),
  userId: z.number().int().nullable(),
  status: z.enum(ORDER_STATUSES),
  receiptUrl: z.string(),
  voucherCode: z.string().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  itemCount: z.number().int(),
  shippingName: z.string().nullable(),
  shippingLine1: z.string(),
  shippingPostal: z.string(),
  /** The booked delivery and the phone to confirm it on (issue 15). */
  delivery: deliverySchema,
  /** Where the delivery is (issue 24). */
  deliveryState: z.enum(DELIVERY_STATES),
  // 'counter': paid at a showroom's counter, recorded by staff (decision 0067).
  paymentProvider: z.enum(['sandbox', 'stripe', 'counter']),
  /** How it was paid (issue 23); null on orders placed before the method was recorded. */
  paymentMethod: paymentMethodSchema.nullable(),
  /** When money last went back, if it did (decision 0054: whole or in parts). */
  refundedAt: z.string().nullable(),
  /** What the refunds gave back (or are giving, while pending), in cents. */
  refundedCents: z.number().int(),
  /** Where it was sold and by whom (decision 0067): online, or staff in a showroom or by phone. */
  channel: z.enum(SALE_CHANNELS),
  showroomId: z.number().int().nullable(),
  createdByEmail: z.string().nullable(),
  /** The counter's receipt or terminal reference of a payment staff recorded. */
  paymentReference: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ADMIN_ORDER_LIST_LIMIT = 200;
export const ADMIN_ORDER_LIST_MAX_LIMIT = 1000;

export const adminOrdersQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(ADMIN_ORDER_LIST_MAX_LIMIT, `limit must be at most ${ADMIN_ORDER_LIST_MAX_LIMIT}.`)
      .default(ADMIN_ORDER_LIST_LIMIT),
    /** An order id, or part of an e-mail, a user id or a voucher code; any case. */
    q: oneLine(z.string().trim()).max(254, 'Search is too long.').optional(),
    status: z.enum(ORDER_STATUSES, { error: 'Unknown status.' }).optional(),
    /** Placed on or after this Singapore date. */
    from: calendarDate('from').optional(),
    /** Placed on or before this Singapore date. */
    to: calendarDate('to').optional(),
    /** Booked for delivery on this date (issue 15's slots). */
    delivery: calendarDate('delivery').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'to must not be before from.',
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderListSchema = z.object({ orders: z.array(adminOrderSchema) });

export const adminOrderParamsSchema = z.object({
  orderId: idParamsSchema('Order').shape.id,
});

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Status must be paid, processing, failed or refunded.' }),
});

/** The statuses several orders may be given at once: staff's working states, moving no money. */
export const BULK_ORDER_STATUSES = ['paid', 'processing'] as const;
export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];
export const BULK_ORDERS_MAX = 100;

/** PUT /orders/admin/orders/status: several orders, one status, one confirmation (issue 25). */
export const bulkOrderStatusSchema = z.object({
  orderIds: z
    .array(z.number().int().positive('Order ids are positive whole numbers.'), {
      error: 'Choose the orders to change.',
    })
    .min(1, 'Choose the orders to change.')
    .max(BULK_ORDERS_MAX, `At most ${BULK_ORDERS_MAX} orders at once.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each order may be chosen only once.'),
  status: z.enum(BULK_ORDER_STATUSES, {
    error:
      'Several orders at once can be marked paid or processing; refunds and failures go one at a time.',
  }),
});

export const bulkOrderStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  changed: z.number().int(),
});

/** One line of the order history: who changed the status, when, from what to what. */
export const orderStatusChangeSchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES),
  toStatus: z.enum(ORDER_STATUSES),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const orderStatusUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
  history: z.array(orderStatusChangeSchema),
});

/** PUT …/delivery-state: the delivery's next step, and why when it was not delivered. */
export const deliveryStateUpdateSchema = z
  .object({
    state: z.enum(DELIVERY_STATES, {
      error: 'State must be booked, confirmed, out_for_delivery, delivered or not_delivered.',
    }),
    note: oneLine(z.string().trim())
      .max(DELIVERY_NOTE_MAX, `The note must be at most ${DELIVERY_NOTE_MAX} characters.`)
      .default(''),
  })
  .refine((body) => !NOTE_NEEDED.includes(body.state) || body.note !== '', {
    message: 'Say why it was not delivered: the customer is told.',
    path: ['note'],
  });
export type DeliveryStateUpdate = z.infer<typeof deliveryStateUpdateSchema>;

/** A delivery step as staff see it: who made it (null: the shop's day-before confirmation). */
export const adminDeliveryStepSchema = deliveryStepSchema.extend({ by: z.string().nullable() });
export type AdminDeliveryStep = z.infer<typeof adminDeliveryStepSchema>;

export const deliveryStateUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
  deliverySteps: z.array(adminDeliveryStepSchema),
});

/** PUT …/delivery answers what changed and the order as it now is. */
export const orderDeliveryEditResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  changed: z.array(z.string()),
  order: adminOrderSchema,
});

/** An order line in the admin: which line a refund names, and how many of it were refunded. */
export const adminOrderItemSchema = orderItemSchema.extend({
  item_id: z.number().int(),
  refunded_qty: z.number().int(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

export const adminOrderItemsSchema = z.object({
  items: z.array(adminOrderItemSchema),
  history: z.array(orderStatusChangeSchema),
  deliverySteps: z.array(adminDeliveryStepSchema),
  refunds: z.array(orderRefundSchema),
});
export type AdminOrderItems = z.infer<typeof adminOrderItemsSchema>;

/** POST …/refunds answers the order as it is now and the refund made, with its credit note. */
export const refundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
  refund: orderRefundSchema,
});
