import type { OrderRow } from '#server/db/schema/index.js';
import { type PaymentMethod, paymentMethodOf } from '#shared/payment-methods.js';

/** The order's columns that record how it was paid (all null when the provider did not say). */
export function paymentMethodColumns(method: PaymentMethod | undefined) {
  return {
    paymentMethod: method?.type ?? null,
    cardBrand: method?.type === 'card' ? method.brand : null,
    cardLast4: method?.type === 'card' ? method.last4 : null,
  };
}

/** How a stored order was paid; null on orders placed before the method was recorded. */
export function paymentMethodOfOrder(
  order: Pick<OrderRow, 'paymentMethod' | 'cardBrand' | 'cardLast4'>,
): PaymentMethod | null {
  return paymentMethodOf(order.paymentMethod, order.cardBrand, order.cardLast4);
}
