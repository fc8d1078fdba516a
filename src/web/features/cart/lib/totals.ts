import type { Cart, CartItem } from '#shared/schemas/cart.js';

/**
 * Spec section 5, cart totals: line price = unit price × quantity; total = subtotal − voucher
 * discount (cents ÷ 100), never below 0. Worked in whole cents so no float drift reaches the screen.
 */
function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function linePrice(item: Pick<CartItem, 'unitPrice' | 'quantity'>): number {
  return (toCents(item.unitPrice) * item.quantity) / 100;
}

export function cartTotal(cart: Pick<Cart, 'subtotal' | 'discountCents'>): number {
  return Math.max(0, toCents(cart.subtotal) - cart.discountCents) / 100;
}
