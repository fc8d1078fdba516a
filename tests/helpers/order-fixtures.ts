import { randomBytes } from 'node:crypto';
import {
  checkoutSessions,
  orderFulfillments,
  orderItems,
  orders,
} from '#server/db/schema/index.js';
import { paymentMethodColumns } from '#server/modules/orders/index.js';
import type { OrderStatus } from '#shared/constants.js';
import type { PaymentMethod } from '#shared/payment-methods.js';
import type { TestApp } from './test-app.js';

export interface FixtureLine {
  productId: number | null;
  name: string;
  qty: number;
  unitPriceCents: number;
}

/**
 * An order placed at a chosen moment, straight in the tables as fulfilment writes it (a
 * completed checkout session, the order, its lines, its place in the fulfilment queue): the
 * analytics fixture needs orders on both sides of Singapore's midnight, which no clock allows.
 */
export async function insertOrderAt(
  shop: TestApp,
  values: {
    createdAt: string;
    lines: FixtureLine[];
    status?: OrderStatus;
    discountCents?: number;
    email?: string;
    shipped?: boolean;
    /** The booked delivery (issue 15): a phone and a date in the 10am–1pm window. */
    delivery?: { phone: string; date: string };
    /** How it was paid; none for an order placed before the method was recorded. */
    paymentMethod?: PaymentMethod;
  },
): Promise<number> {
  const db = shop.database.db;
  const createdAt = new Date(values.createdAt);
  const subtotalCents = values.lines.reduce((sum, line) => sum + line.qty * line.unitPriceCents, 0);
  const discountCents = values.discountCents ?? 0;
  const totalCents = Math.max(0, subtotalCents - discountCents);
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      provider: 'sandbox',
      providerSessionId: `sbx_fixture_${randomBytes(8).toString('hex')}`,
      state: 'completed',
      subtotalCents,
      discountCents,
      totalCents,
      expiresAt: createdAt,
      createdAt,
    })
    .returning({ id: checkoutSessions.id });
  if (!session) throw new Error('checkout session insert failed');
  const [order] = await db
    .insert(orders)
    .values({
      checkoutSessionId: session.id,
      email: values.email ?? 'fixture.shopper@example.sg',
      status: values.status ?? 'paid',
      subtotalCents,
      discountCents,
      totalCents,
      shippingLine1: '1 Fixture Road',
      shippingPostal: '018989',
      ...(values.delivery && {
        phone: values.delivery.phone,
        deliveryDate: values.delivery.date,
        deliveryWindow: '10-13' as const,
      }),
      ...paymentMethodColumns(values.paymentMethod),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert failed');
  await db.insert(orderItems).values(values.lines.map((line) => ({ ...line, orderId: order.id })));
  await db
    .insert(orderFulfillments)
    .values({ orderId: order.id, createdAt, shippedAt: values.shipped ? createdAt : null });
  return order.id;
}

/**
 * A checkout opened at a chosen moment that ended unpaid (`released`) or is still open: the
 * abandoned checkouts of the analytics fixture.
 */
export async function insertCheckoutAt(
  shop: TestApp,
  values: { createdAt: string; totalCents: number; state: 'open' | 'released' },
): Promise<number> {
  const createdAt = new Date(values.createdAt);
  const [session] = await shop.database.db
    .insert(checkoutSessions)
    .values({
      provider: 'sandbox',
      providerSessionId: `sbx_fixture_${randomBytes(8).toString('hex')}`,
      state: values.state,
      subtotalCents: values.totalCents,
      totalCents: values.totalCents,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      createdAt,
      closedAt: values.state === 'released' ? createdAt : null,
      closeReason: values.state === 'released' ? 'expired' : null,
    })
    .returning({ id: checkoutSessions.id });
  if (!session) throw new Error('checkout session insert failed');
  return session.id;
}
