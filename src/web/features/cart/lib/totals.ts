import { centsToDollars, dollarsToCents } from '#shared/money.js';
import type { Cart, CartItem } from '#shared/schemas/cart.js';

/**
 * Spec section 5, cart totals: line price = unit price × quantity; total = subtotal − voucher
 * discount (cents ÷ 100), never below 0. Worked in whole cents so no float drift reaches the screen.
 */
export function linePrice(item: Pick<CartItem, 'unitPrice' | 'quantity'>): number {
  return centsToDollars(dollarsToCents(item.unitPrice) * item.quantity);
}

export function cartTotal(cart: Pick<Cart, 'subtotal' | 'discountCents'>): number {
  return centsToDollars(Math.max(0, dollarsToCents(cart.subtotal) - cart.discountCents));
}
