import { z } from 'zod';
import { ORDER_STATUSES, REFUND_STATES } from '../constants.js';
import { DELIVERY_SERVICE_CODES } from '../delivery-services.js';
import { DELIVERY_STATES } from '../delivery-states.js';
import { oneLine } from './common.js';
import { deliverySchema } from './delivery.js';

/** POST /checkout/session: where to send the browser (the hosted payment page). */
export const checkoutSessionResponseSchema = z.object({ url: z.string().min(1) });

/**
 * How an order was paid (issue 23): null on orders placed before the method was recorded. An
 * addition to the spec's order shapes; the client words it with `paidByLabel`.
 */
export const paymentMethodSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), brand: z.string().nullable(), last4: z.string().nullable() }),
  z.object({ type: z.literal('paynow') }),
  z.object({ type: z.literal('grabpay') }),
  // Paid at a showroom's counter (decision 0067).
  z.object({ type: z.literal('nets') }),
  z.object({ type: z.literal('cash') }),
]);

/** Spec section 3, Customer order: a row of My Orders. */
export const customerOrderSchema = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  item_count: z.number().int(),
  currency: z.string(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  receipt_url: z.string(),
  /** The booked delivery (issue 15). */
  delivery: deliverySchema,
  /** Where the delivery is (issue 24). */
  delivery_state: z.enum(DELIVERY_STATES),
  payment_method: paymentMethodSchema.nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** Spec section 3, Order item (product_id as in the checkout lookup; null once the product is deleted). */
export const orderItemSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  size_label: z.string().nullable(),
  qty: z.number().int(),
  unit_price_cents: z.number().int(),
  /** Set on a delivery service's line (decision 0061): no product behind it. */
  service_code: z.enum(DELIVERY_SERVICE_CODES).nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const customerOrdersResponseSchema = z.object({ orders: z.array(customerOrderSchema) });

/** GET /orders/{id}: the order's items (and the order itself). */
export const customerOrderDetailSchema = z.object({
  order: customerOrderSchema,
  items: z.array(orderItemSchema),
});

/** Order ids are PostgreSQL integers: a bigger number is simply not an order. */
export const orderIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const orderLookupQuerySchema = z.object({
  session_id: oneLine(z.string().trim()).max(255).optional(),
});

/** GET /orders/{id}/credit-notes/{refundId}: refund ids are PostgreSQL integers too. */
export const creditNoteParamsSchema = orderIdParamsSchema.extend({
  refundId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const receiptQuerySchema = z.object({ session_id: oneLine(z.string()).max(255).optional() });

/** What the success page and the tracking page both tell of an order: money, address, delivery. */
const orderSummarySchema = z.object({
  order_id: z.number().int(),
  eta: z.string(),
  address: z.string(),
  currency: z.string(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  receipt_url: z.string(),
  /** The booked delivery (issue 15). */
  delivery: deliverySchema,
  /** Where the delivery is (issue 24). */
  delivery_state: z.enum(DELIVERY_STATES),
  payment_method: paymentMethodSchema.nullable(),
});

/** Spec section 3, Checkout lookup result: what the Payment success page shows. */
export const checkoutLookupSchema = z.object({
  order: orderSummarySchema.extend({ email: z.string() }),
  items: z.array(orderItemSchema),
});
export type CheckoutLookup = z.infer<typeof checkoutLookupSchema>;

/**
 * The lookup's answer (202) while the checkout is open and its payment has not arrived: the
 * shopper has yet to pay, or a PayNow transfer is on its way. Asking again later finds the order.
 */
export const checkoutPendingSchema = z.object({
  status: z.literal('pending'),
  message: z.string(),
});
export type CheckoutPending = z.infer<typeof checkoutPendingSchema>;

/** The tracking link's key (the checkout session id); empty for the order's customer logged in. */
export const orderKeySchema = oneLine(z.string()).max(255).default('');

export const orderTrackingQuerySchema = z.object({ session_id: orderKeySchema });

/**
 * POST /orders/{id}/cancel (issue 24): the tracking link's key, in the body so a change is never
 * asked for in an address; empty for the order's customer logged in.
 */
export const orderCancelRequestSchema = z.object({
  session_id: orderKeySchema,
  /** After free changes ended: the customer agreed the charge is kept from the refund. */
  acceptCharge: z.boolean().default(false),
});

/** One step of an order's story: placed (paid), then each status it was moved to, and when. */
export const orderStatusStepSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
});
export type OrderStatusStep = z.infer<typeof orderStatusStepSchema>;

/** One step of an order's delivery (issue 24): booked, then each move, when, and why if said. */
export const deliveryStepSchema = z.object({
  state: z.enum(DELIVERY_STATES),
  at: z.string(),
  note: z.string(),
});
export type DeliveryStep = z.infer<typeof deliveryStepSchema>;

/**
 * GET /orders/{id}/tracking: what the order's tracking page shows a guest with its link. `mine`
 * says the viewer is logged in as the order's customer, who is then shown it in My Orders.
 */
export const orderTrackingSchema = z.object({
  order: orderSummarySchema.extend({
    created_at: z.string(),
    status: z.enum(ORDER_STATUSES),
  }),
  items: z.array(orderItemSchema),
  history: z.array(orderStatusStepSchema),
  delivery_steps: z.array(deliveryStepSchema),
  /** Each refund's credit note, beside the invoice (decision 0054). */
  refunds: z.array(
    z.object({
      credit_note_number: z.string(),
      credit_note_url: z.string(),
      amount_cents: z.number().int(),
      created_at: z.string(),
      state: z.enum(REFUND_STATES),
    }),
  ),
  mine: z.boolean(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
