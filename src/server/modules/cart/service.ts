import type { Database, Executor } from '#server/db/client.js';
import type { CartRow } from '#server/db/schema/index.js';
import { NotFoundError, ValidationError } from '#server/lib/http-errors.js';
import { findVoucherByCode, findVoucherById } from '#server/modules/vouchers/repository.js';
import {
  EMPTY_BAG_MESSAGE,
  voucherDiscountCents,
  voucherProblem,
} from '#server/modules/vouchers/rules.js';
import { QUANTITY_MAX } from '#shared/constants.js';
import { imageUrlForKey } from '#shared/images.js';
import { centsToDollars } from '#shared/money.js';
import type { AddCartItemRequest, Cart } from '#shared/schemas/cart.js';
import {
  type CartLineRow,
  type CartOwner,
  deleteCart,
  deleteLine,
  findCart,
  findCartLine,
  findCartLines,
  findLineQuantity,
  findProductForCart,
  lockCart,
  lockOrCreateCart,
  setLineQuantity,
  updateCart,
  upsertLine,
} from './repository.js';

export const ITEM_NOT_FOUND_MESSAGE = 'Item not found in your bag.';
export const LINE_LIMIT_MESSAGE = `You can have at most ${QUANTITY_MAX} of one item in your bag.`;
export const BELOW_ONE_MESSAGE =
  'Quantity cannot go below 1. Use Remove to take the item out of your bag.';

const EMPTY_CART: Cart = {
  cartId: null,
  items: [],
  itemCount: 0,
  subtotal: 0,
  subtotalCents: 0,
  discountCents: 0,
  voucher_discount_cents: 0,
  totalCents: 0,
  voucher: null,
  notice: null,
};

/** The most a line may hold now: what is in stock (nothing once hidden), at most 99. */
function maxQuantity(line: Pick<CartLineRow, 'isVisible' | 'stockQty'>): number {
  return line.isVisible ? Math.max(0, Math.min(line.stockQty, QUANTITY_MAX)) : 0;
}

/** "Only 2 left in Queen." (and what the bag already holds), or without sizes "Only 2 left." */
function onlyLeftMessage(stock: number, sizeName: string | null, inBag: number): string {
  const left = `Only ${stock} left${sizeName ? ` in ${sizeName}` : ''}.`;
  return inBag > 0 ? `${left} Your bag already has ${inBag}.` : left;
}

function lineName(line: Pick<CartLineRow, 'name' | 'sizeName'>): string {
  return line.sizeName ? `${line.name} (${line.sizeName})` : line.name;
}

/**
 * Brings a locked bag in line with the catalogue and the voucher rules, and returns it as the spec's
 * Cart. Lines beyond stock are lowered, lines no longer sold are taken out, and a voucher that no
 * longer applies is taken off; each of these is said in the bag's notice. Runs after every change
 * and on every read, so no number the shopper sees is stale.
 */
async function settle(tx: Executor, cart: CartRow): Promise<Cart> {
  const notes: string[] = [];
  const lines: CartLineRow[] = [];
  for (const line of await findCartLines(tx, cart.id)) {
    const max = maxQuantity(line);
    if (max === 0) {
      await deleteLine(tx, line.itemId);
      notes.push(`${lineName(line)} is no longer available and was taken out of your bag.`);
    } else if (line.quantity > max) {
      await setLineQuantity(tx, line.itemId, max);
      notes.push(`Only ${max} of ${lineName(line)} left: your bag now holds ${max}.`);
      lines.push({ ...line, quantity: max });
    } else {
      lines.push(line);
    }
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

  let voucher: { code: string } | null = null;
  let discountCents = 0;
  const applied = cart.voucherId === null ? undefined : await findVoucherById(tx, cart.voucherId);
  if (applied) {
    const problem = voucherProblem(applied, subtotalCents);
    if (problem === undefined) {
      voucher = { code: applied.code };
      discountCents = voucherDiscountCents(applied, subtotalCents);
    } else if (problem !== EMPTY_BAG_MESSAGE) {
      notes.push(`Voucher ${applied.code} was removed: ${problem}`);
    }
  }

  let notice = cart.notice;
  if (notes.length > 0 || (applied && !voucher)) {
    notice = notes.length > 0 ? notes.join(' ') : notice;
    await updateCart(tx, cart.id, { voucherId: voucher ? cart.voucherId : null, notice });
  }

  return {
    cartId: cart.id,
    items: lines.map((line) => ({
      itemId: line.itemId,
      productId: line.productId,
      name: line.name,
      image: imageUrlForKey(line.mainImageKey),
      sizeLabel: line.sizeLabel,
      sizeName: line.sizeName,
      quantity: line.quantity,
      unitPrice: centsToDollars(line.unitPriceCents),
      maxQuantity: maxQuantity(line),
    })),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: centsToDollars(subtotalCents),
    subtotalCents,
    discountCents,
    voucher_discount_cents: discountCents,
    totalCents: Math.max(0, subtotalCents - discountCents),
    voucher,
    notice,
  };
}

/** GET /cart: the owner's bag, settled; a visitor who never added anything has an empty one. */
export async function getCart(db: Database, owner: CartOwner | null): Promise<Cart> {
  if (!owner || !(await findCart(db, owner))) return EMPTY_CART;
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner);
    return cart ? settle(tx, cart) : EMPTY_CART;
  });
}

/**
 * Runs one change of the owner's bag in a transaction holding the bag's lock, clears the last
 * notice (the shopper has seen it), and settles the bag afterwards.
 */
function changeCart<T>(
  db: Database,
  owner: CartOwner,
  options: { create: boolean },
  change: (tx: Executor, cart: CartRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const cart = options.create ? await lockOrCreateCart(tx, owner) : await lockCart(tx, owner);
    if (!cart) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
    await updateCart(tx, cart.id, { notice: null });
    const result = await change(tx, { ...cart, notice: null });
    // Read again: the change may have set the voucher.
    await settle(tx, (await findCart(tx, owner)) ?? cart);
    return result;
  });
}

/** POST /cart/items: a visible product, one of its sizes if it has any, never beyond stock. */
export async function addItem(
  db: Database,
  owner: CartOwner,
  request: AddCartItemRequest,
): Promise<void> {
  const product = await findProductForCart(db, request.productId);
  if (!product?.isVisible) throw new NotFoundError('Product not found');
  let size: (typeof product.sizes)[number] | undefined;
  if (product.sizes.length > 0) {
    if (!request.sizeLabel) throw new ValidationError('Please select a size.');
    size = product.sizes.find((candidate) => candidate.label === request.sizeLabel);
    if (!size) throw new ValidationError('This size is not available for this product.');
  } else if (request.sizeLabel) {
    throw new ValidationError('This product has no sizes to choose from.');
  }

  await changeCart(db, owner, { create: true }, async (tx, cart) => {
    // Stock is read again under the bag's lock, after any add of this bag that came first.
    const fresh = await findProductForCart(tx, request.productId);
    if (!fresh?.isVisible) throw new NotFoundError('Product not found');
    const freshSize = size && fresh.sizes.find((candidate) => candidate.id === size.id);
    if (size && !freshSize) {
      throw new ValidationError('This size is not available for this product.');
    }
    const stock = freshSize ? freshSize.stockQty : fresh.stockQty;
    if (stock <= 0) {
      throw new ValidationError(
        freshSize ? `Out of stock for size ${freshSize.label}.` : 'Out of stock.',
        409,
      );
    }
    const sizeId = freshSize?.id ?? null;
    const inBag = await findLineQuantity(tx, cart.id, fresh.id, sizeId);
    const quantity = inBag + request.quantity;
    if (quantity > stock) {
      throw new ValidationError(onlyLeftMessage(stock, freshSize?.sizeName ?? null, inBag), 409);
    }
    if (quantity > QUANTITY_MAX) throw new ValidationError(LINE_LIMIT_MESSAGE);
    await upsertLine(tx, { cartId: cart.id, productId: fresh.id, sizeId, quantity });
  });
}

/** PATCH …/increment and …/decrement: one more (never beyond stock) or one fewer (never below 1). */
export async function stepItem(
  db: Database,
  owner: CartOwner,
  itemId: number,
  step: 1 | -1,
): Promise<void> {
  await changeCart(db, owner, { create: false }, async (tx, cart) => {
    const line = await findCartLine(tx, cart.id, itemId);
    if (!line) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
    const quantity = line.quantity + step;
    if (step < 0) {
      if (quantity < 1) throw new ValidationError(BELOW_ONE_MESSAGE);
    } else {
      const stock = line.isVisible ? line.stockQty : 0;
      if (stock <= 0) {
        throw new ValidationError(
          line.sizeLabel ? `Out of stock for size ${line.sizeLabel}.` : 'Out of stock.',
          409,
        );
      }
      if (quantity > stock) {
        throw new ValidationError(onlyLeftMessage(stock, line.sizeName, line.quantity), 409);
      }
      if (quantity > QUANTITY_MAX) throw new ValidationError(LINE_LIMIT_MESSAGE);
    }
    await setLineQuantity(tx, line.itemId, quantity);
  });
}

export async function removeItem(db: Database, owner: CartOwner, itemId: number): Promise<void> {
  await changeCart(db, owner, { create: false }, async (tx, cart) => {
    const line = await findCartLine(tx, cart.id, itemId);
    if (!line) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
    await deleteLine(tx, line.itemId);
  });
}

/** POST /cart/voucher: the code (already trimmed, upper case) must apply to the bag as it is now. */
export async function applyVoucher(db: Database, owner: CartOwner, code: string): Promise<string> {
  const voucher = await findVoucherByCode(db, code);
  if (!voucher) throw new ValidationError('This voucher code does not exist.');
  const cart = await findCart(db, owner);
  if (!cart) throw new ValidationError(EMPTY_BAG_MESSAGE);
  await changeCart(db, owner, { create: false }, async (tx, locked) => {
    const lines = await findCartLines(tx, locked.id);
    const subtotalCents = lines.reduce(
      (sum, line) => sum + line.unitPriceCents * Math.min(line.quantity, maxQuantity(line)),
      0,
    );
    const problem = voucherProblem(voucher, subtotalCents);
    if (problem) throw new ValidationError(problem);
    await updateCart(tx, locked.id, { voucherId: voucher.id });
  });
  return `Voucher ${voucher.code} applied.`;
}

export async function removeVoucher(db: Database, owner: CartOwner): Promise<void> {
  if (!(await findCart(db, owner))) return;
  await changeCart(db, owner, { create: false }, (tx, cart) =>
    updateCart(tx, cart.id, { voucherId: null }),
  );
}

/**
 * At login: the visitor's bag (found by the session id login replaced) joins the customer's. Lines
 * of the same product and size add up, capped at stock and 99 by the settle that follows; the
 * visitor's voucher is kept when the customer's bag has none. Customer's bag locked first, so
 * concurrent logins of one customer queue.
 */
export async function mergeVisitorCart(
  db: Database,
  visitorSessionIdHash: string,
  userId: number,
): Promise<void> {
  const visitorOwner = { sessionIdHash: visitorSessionIdHash };
  if (!(await findCart(db, visitorOwner))) return;
  await db.transaction(async (tx) => {
    const customer = await lockOrCreateCart(tx, { userId });
    const visitor = await lockCart(tx, visitorOwner);
    if (!visitor) return;
    const before = await findCartLines(tx, customer.id);
    const capped: string[] = [];
    for (const line of await findCartLines(tx, visitor.id)) {
      const inBag =
        before.find((mine) => mine.productId === line.productId && mine.sizeId === line.sizeId)
          ?.quantity ?? 0;
      const wanted = inBag + line.quantity;
      const max = maxQuantity(line);
      if (max === 0) continue;
      if (wanted > max) capped.push(lineName(line));
      await upsertLine(tx, {
        cartId: customer.id,
        productId: line.productId,
        sizeId: line.sizeId,
        quantity: Math.min(wanted, max),
      });
    }
    const voucherId = customer.voucherId ?? visitor.voucherId;
    await deleteCart(tx, visitor.id);
    const notice =
      capped.length > 0
        ? `We combined your bags and kept only what is in stock of ${capped.join(', ')}.`
        : customer.notice;
    await updateCart(tx, customer.id, { voucherId, notice });
    await settle(tx, { ...customer, voucherId, notice });
  });
}
