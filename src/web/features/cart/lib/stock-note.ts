import type { CartItem } from '#shared/schemas/cart.js';

/**
 * Why a bag line cannot grow, or null while it can: the stock ("Only 3 in stock"), or the most
 * one order may hold when that, not the stock, is what stops it. Shown beside the disabled "+",
 * so the shopper learns the limit before trying, not from a refusal.
 */
export function stockNote(
  item: Pick<CartItem, 'quantity' | 'maxQuantity' | 'lineLimit'>,
): string | null {
  if (item.quantity < item.maxQuantity) return null;
  if (item.maxQuantity <= 0) return 'Out of stock';
  if (item.maxQuantity < item.lineLimit) return `Only ${item.maxQuantity} in stock`;
  return `At most ${item.lineLimit} per order`;
}
