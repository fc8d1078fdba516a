import type { FastifyInstance } from 'fastify';
import type { Database, Executor, Transaction } from '#server/db/client.js';
import type { CartRow } from '#server/db/schema/index.js';
import type { Clock } from '#server/lib/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '#server/lib/http-errors.js';
import {
  EMPTY_BAG_MESSAGE,
  findAppliedVoucher,
  findTypedVoucher,
  voucherDiscountCents,
  voucherProblem,
} from '#server/modules/vouchers/index.js';
import { ORDER_TOTAL_MAX_CENTS } from '#shared/constants.js';
import { imageUrlForKey } from '#shared/images.js';
import { centsToDollars, formatCents } from '#shared/money.js';
import type { AddCartItemRequest, Cart } from '#shared/schemas/cart.js';
import {
  type CartLineRow,
  type CartOwner,
  deleteCart,
  deleteLine,
  findCart,
  findCartById,
  findCartLine,
  findCartLines,
  findLineQuantity,
  findOwnHeldUnits,
  findProductForCart,
  lockCart,
  lockOrCreateCart,
  setLineQuantity,
  updateCart,
  upsertLine,
} from './repository.js';

export const ITEM_NOT_FOUND_MESSAGE = 'Item not found in your bag.';
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

/**
 * The bag's database and its rules from the configuration: how many of one size (or of an unsized
 * product) one order may hold, so one line (HOLD_UNITS_PER_SIZE, at most 99), and how many wrong
 * voucher codes one address may try (VOUCHER_GUESSES_PER_ADDRESS).
 */
export interface CartContext {
  db: Database;
  lineLimit: number;
  wrongCodesPerAddress: number;
  /** The app's clock: a voucher's dates are judged at its now. */
  clock: Clock;
}

export function cartContextOf(app: FastifyInstance): CartContext {
  return {
    db: app.db,
    lineLimit: app.config.holds.unitsPerSize,
    wrongCodesPerAddress: app.config.voucherGuessesPerAddress,
    clock: app.clock,
  };
}

/**
 * Whose bag an add goes to, found in the add's own transaction: a visitor's first add makes their
 * session there, so an add refused leaves no session or bag behind.
 */
export type OwnerInTransaction = (tx: Transaction) => Promise<CartOwner>;

export const BAG_TOTAL_LIMIT_MESSAGE = `Your bag can total at most ${formatCents(ORDER_TOTAL_MAX_CENTS)}, the most one order may be. Lower a quantity or check out what you have first.`;

/** After an add or a step up: a bag worth more than one order may total is refused whole. */
async function checkBagTotal(tx: Executor, cartId: number): Promise<void> {
  const lines = await findCartLines(tx, cartId);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotalCents > ORDER_TOTAL_MAX_CENTS) {
    throw new ValidationError(BAG_TOTAL_LIMIT_MESSAGE, 'total_limit');
  }
}

export function lineLimitMessage(lineLimit: number): string {
  return `You can have at most ${lineLimit} of one item in your bag.`;
}

/** The most a line may hold now: what is in stock (nothing once hidden), at most the line limit. */
function maxQuantity(line: Pick<CartLineRow, 'isVisible' | 'stockQty'>, lineLimit: number): number {
  return line.isVisible ? Math.max(0, Math.min(line.stockQty, lineLimit)) : 0;
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
 * What settling does to one line: keeps it, lowers it to what may be held now, or takes it out
 * (quantity 0), with the sentence the bag's notice says about it.
 */
export function settleLine(
  line: Pick<CartLineRow, 'name' | 'sizeName' | 'isVisible' | 'stockQty' | 'quantity'>,
  lineLimit: number,
): { quantity: number; note: string | null } {
  const max = maxQuantity(line, lineLimit);
  if (max === 0) {
    return {
      quantity: 0,
      note: `${lineName(line)} is no longer available and was taken out of your bag.`,
    };
  }
  if (line.quantity <= max) return { quantity: line.quantity, note: null };
  return {
    quantity: max,
    note:
      max === lineLimit && line.stockQty > max
        ? `You can have at most ${max} of ${lineName(line)} in one order: your bag now holds ${max}.`
        : `Only ${max} of ${lineName(line)} left: your bag now holds ${max}.`,
  };
}

/**
 * Brings a locked bag in line with the catalogue and the voucher rules, and returns it as the spec's
 * Cart. Lines beyond stock are lowered, lines no longer sold are taken out, and a voucher that no
 * longer applies is taken off; each of these is said in the bag's notice. Runs after every change
 * and on every read, so no number the shopper sees is stale.
 */
async function settle(tx: Executor, cart: CartRow, lineLimit: number, now: Date): Promise<Cart> {
  const notes: string[] = [];
  const lines: CartLineRow[] = [];
  for (const line of await findCartLines(tx, cart.id)) {
    const { quantity, note } = settleLine(line, lineLimit);
    if (note) notes.push(note);
    if (quantity === 0) {
      await deleteLine(tx, line.itemId);
    } else {
      if (quantity < line.quantity) await setLineQuantity(tx, line.itemId, quantity);
      lines.push({ ...line, quantity });
    }
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

  let voucher: { code: string } | null = null;
  let discountCents = 0;
  const applied =
    cart.voucherId === null ? undefined : await findAppliedVoucher(tx, cart.voucherId);
  if (applied) {
    const problem = voucherProblem(applied, subtotalCents, now);
    if (problem === undefined) {
      voucher = { code: applied.code };
      discountCents = voucherDiscountCents(applied, subtotalCents);
    } else if (problem.code !== 'bag_empty') {
      notes.push(`Voucher ${applied.code} was removed: ${problem.message}`);
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
      maxQuantity: maxQuantity(line, lineLimit),
      lineLimit,
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
export async function getCart(ctx: CartContext, owner: CartOwner | null): Promise<Cart> {
  if (!owner || !(await findCart(ctx.db, owner))) return EMPTY_CART;
  return ctx.db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner);
    return cart ? settle(tx, cart, ctx.lineLimit, ctx.clock.now()) : EMPTY_CART;
  });
}

/**
 * Runs one change of the owner's bag in a transaction holding the bag's lock, clears the last
 * notice (the shopper has seen it), and settles the bag afterwards. An owner found in the
 * transaction gets a bag made if it has none; otherwise an owner without a bag (or a visitor
 * without a session: null) has nothing to change.
 */
function changeCart<T>(
  ctx: CartContext,
  owner: CartOwner | OwnerInTransaction | null,
  change: (tx: Executor, cart: CartRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const cart =
      typeof owner === 'function'
        ? await lockOrCreateCart(tx, await owner(tx))
        : owner && (await lockCart(tx, owner));
    if (!cart) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
    await updateCart(tx, cart.id, { notice: null });
    const result = await change(tx, { ...cart, notice: null });
    // Read again: the change may have set the voucher.
    await settle(tx, (await findCartById(tx, cart.id)) ?? cart, ctx.lineLimit, ctx.clock.now());
    return result;
  });
}

/** POST /cart/items: a visible product, one of its sizes if it has any, never beyond stock. */
export async function addItem(
  ctx: CartContext,
  owner: OwnerInTransaction,
  request: AddCartItemRequest,
): Promise<void> {
  const product = await findProductForCart(ctx.db, request.productId);
  if (!product?.isVisible) throw new NotFoundError('Product not found');
  let size: (typeof product.sizes)[number] | undefined;
  if (product.sizes.length > 0) {
    if (!request.sizeLabel) throw new ValidationError('Please select a size.');
    size = product.sizes.find((candidate) => candidate.label === request.sizeLabel);
    if (!size) throw new ValidationError('This size is not available for this product.');
  } else if (request.sizeLabel) {
    throw new ValidationError('This product has no sizes to choose from.');
  }

  await changeCart(ctx, owner, async (tx, cart) => {
    // Stock is read again under the bag's lock, after any add of this bag that came first.
    const fresh = await findProductForCart(tx, request.productId);
    if (!fresh?.isVisible) throw new NotFoundError('Product not found');
    const freshSize = size && fresh.sizes.find((candidate) => candidate.id === size.id);
    if (size && !freshSize) {
      throw new ValidationError('This size is not available for this product.');
    }
    const sizeId = freshSize?.id ?? null;
    // What this bag's own open checkout holds is still this bag's to have.
    const stock =
      (freshSize ? freshSize.stockQty : fresh.stockQty) +
      (await findOwnHeldUnits(tx, cart.id, fresh.id, sizeId));
    if (stock <= 0) {
      throw new ConflictError(
        freshSize ? `Out of stock for size ${freshSize.label}.` : 'Out of stock.',
        'out_of_stock',
      );
    }
    const inBag = await findLineQuantity(tx, cart.id, fresh.id, sizeId);
    const quantity = inBag + request.quantity;
    if (quantity > stock) {
      throw new ConflictError(
        onlyLeftMessage(stock, freshSize?.sizeName ?? null, inBag),
        'not_enough_stock',
      );
    }
    if (quantity > ctx.lineLimit)
      throw new ValidationError(lineLimitMessage(ctx.lineLimit), 'quantity_limit');
    await upsertLine(tx, { cartId: cart.id, productId: fresh.id, sizeId, quantity });
    await checkBagTotal(tx, cart.id);
  });
}

/** PATCH …/increment and …/decrement: one more (never beyond stock) or one fewer (never below 1). */
export async function stepItem(
  ctx: CartContext,
  owner: CartOwner | null,
  itemId: number,
  step: 1 | -1,
): Promise<void> {
  await changeCart(ctx, owner, async (tx, cart) => {
    const line = await findCartLine(tx, cart.id, itemId);
    if (!line) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
    const quantity = line.quantity + step;
    if (step < 0) {
      if (quantity < 1) throw new ValidationError(BELOW_ONE_MESSAGE);
    } else {
      const stock = line.isVisible ? line.stockQty : 0;
      if (stock <= 0) {
        throw new ConflictError(
          line.sizeLabel ? `Out of stock for size ${line.sizeLabel}.` : 'Out of stock.',
          'out_of_stock',
        );
      }
      if (quantity > stock) {
        throw new ConflictError(
          onlyLeftMessage(stock, line.sizeName, line.quantity),
          'not_enough_stock',
        );
      }
      if (quantity > ctx.lineLimit)
        throw new ValidationError(lineLimitMessage(ctx.lineLimit), 'quantity_limit');
    }
    await setLineQuantity(tx, line.itemId, quantity);
    if (step > 0) await checkBagTotal(tx, cart.id);
  });
}

export async function removeItem(
  ctx: CartContext,
  owner: CartOwner | null,
  itemId: number,
): Promise<void> {
  await changeCart(ctx, owner, async (tx, cart) => {
    const line = await findCartLine(tx, cart.id, itemId);
    if (!line) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
    await deleteLine(tx, line.itemId);
  });
}

/**
 * POST /cart/voucher: the code (already trimmed, upper case) must be on offer and apply to the bag
 * as it is now. A bag with nothing in it is told so before any code is looked at, so an empty
 * bag learns nothing of codes; codes typed for a bag are counted (vouchers' findTypedVoucher).
 * `address`: the client as per-address limits count it.
 */
export async function applyVoucher(
  ctx: CartContext,
  owner: CartOwner | null,
  code: string,
  address: string,
): Promise<string> {
  const cart = owner && (await findCart(ctx.db, owner));
  if (!cart || (await findCartLines(ctx.db, cart.id)).length === 0) {
    throw new ValidationError(EMPTY_BAG_MESSAGE, 'bag_empty');
  }
  const voucher = await findTypedVoucher(ctx.db, code, {
    address,
    bagId: cart.id,
    addressLimit: ctx.wrongCodesPerAddress,
    now: ctx.clock.now(),
  });
  await changeCart(ctx, owner, async (tx, locked) => {
    const lines = await findCartLines(tx, locked.id);
    const subtotalCents = lines.reduce(
      (sum, line) =>
        sum + line.unitPriceCents * Math.min(line.quantity, maxQuantity(line, ctx.lineLimit)),
      0,
    );
    const problem = voucherProblem(voucher, subtotalCents, ctx.clock.now());
    if (problem) throw new ValidationError(problem.message, problem.code);
    await updateCart(tx, locked.id, { voucherId: voucher.id });
  });
  return `Voucher ${voucher.code} applied.`;
}

/** DELETE /cart/voucher: a bag without a voucher (or no bag at all) is left as it is, unwritten. */
export async function removeVoucher(ctx: CartContext, owner: CartOwner | null): Promise<void> {
  const cart = owner && (await findCart(ctx.db, owner));
  if (!cart?.voucherId) return;
  await changeCart(ctx, owner, (tx, locked) => updateCart(tx, locked.id, { voucherId: null }));
}

/**
 * At login: the visitor's bag (found by the session id login replaced) joins the customer's. Lines
 * of the same product and size add up, capped at stock and 99 by the settle that follows; the
 * visitor's voucher is kept when the customer's bag has none. Customer's bag locked first, so
 * concurrent logins of one customer queue.
 */
export async function mergeVisitorCart(
  ctx: CartContext,
  visitorSessionIdHash: string,
  userId: number,
): Promise<void> {
  const visitorOwner = { sessionIdHash: visitorSessionIdHash };
  if (!(await findCart(ctx.db, visitorOwner))) return;
  await ctx.db.transaction(async (tx) => {
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
      const max = maxQuantity(line, ctx.lineLimit);
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
    await settle(tx, { ...customer, voucherId, notice }, ctx.lineLimit, ctx.clock.now());
  });
}
