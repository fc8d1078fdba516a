import { lineTitle } from '#shared/line-title.js';
import type { CartItem } from '#shared/schemas/cart.js';

/**
 * The bag line a checkout refusal names ("Prestige Imperial (Single 91x190) is out of stock. …"), if
 * any: the longest title found in the message wins, so a sized line beats a shorter name.
 */
export function lineNamedIn(message: string, items: readonly CartItem[]): CartItem | undefined {
  let named: CartItem | undefined;
  let namedLength = 0;
  for (const item of items) {
    const title = lineTitle(item);
    if (title.length > namedLength && message.includes(title)) {
      named = item;
      namedLength = title.length;
    }
  }
  return named;
}
