import type { Executor, Transaction } from '#server/db/client.js';
import {
  type CartLineRow,
  type CartOwner,
  deleteCart,
  findCart,
  findCartLines,
  lockCart,
} from './repository.js';

// What checkout takes from the bag: the bag's services it calls, in its own transaction where
// they must share it (docs/decisions/0042). Checkout never reads the cart tables itself.

/** The id of the owner's bag, or undefined when they have none. */
export async function findBagId(db: Executor, owner: CartOwner): Promise<number | undefined> {
  return (await findCart(db, owner))?.id;
}

/** The owner's bag as a checkout reserves it. */
export interface LockedBag {
  cartId: number;
  voucherId: number | null;
  lines: CartLineRow[];
}

/**
 * The owner's bag and its lines, the bag locked until `tx` ends: no other change or checkout of
 * it runs meanwhile. Undefined when the owner has no bag.
 */
export async function lockBagForCheckout(
  tx: Transaction,
  owner: CartOwner,
): Promise<LockedBag | undefined> {
  const locked = await lockCart(tx, owner);
  if (!locked) return undefined;
  return {
    cartId: locked.id,
    voucherId: locked.voucherId,
    lines: await findCartLines(tx, locked.id),
  };
}

/** The bag an order was paid from is gone with the order, in the fulfilment's transaction. */
export async function emptyPaidBag(tx: Executor, cartId: number): Promise<void> {
  await deleteCart(tx, cartId);
}
