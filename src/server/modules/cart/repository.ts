import { and, asc, eq, isNull, lt, notExists, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Transaction } from '#server/db/client.js';
import {
  type CartRow,
  cartItems,
  carts,
  checkoutSessionLines,
  checkoutSessions,
  productSizes,
  products,
  sessions,
} from '#server/db/schema/index.js';

/** Whose bag: a customer's, or a visitor's by their session's id hash. */
export type CartOwner = { userId: number } | { sessionIdHash: string };

function ownedBy(owner: CartOwner) {
  return 'userId' in owner
    ? eq(carts.userId, owner.userId)
    : eq(carts.sessionIdHash, owner.sessionIdHash);
}

export async function findCart(db: Executor, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(ownedBy(owner)).limit(1);
  return row;
}

export async function findCartById(db: Executor, cartId: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  return row;
}

/** The owner's bag, locked until the transaction ends: changes of one bag queue behind each other. */
export async function lockCart(db: Transaction, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(ownedBy(owner)).for('update');
  return row;
}

/** Like lockCart, creating the bag first when the owner has none (concurrent callers share one). */
export async function lockOrCreateCart(db: Transaction, owner: CartOwner): Promise<CartRow> {
  await db
    .insert(carts)
    .values('userId' in owner ? { userId: owner.userId } : { sessionIdHash: owner.sessionIdHash })
    .onConflictDoNothing();
  const row = await lockCart(db, owner);
  if (!row) throw new Error('cart vanished after insert');
  return row;
}

/** A line of a bag with what the catalogue says about it now. */
export interface CartLineRow {
  itemId: number;
  productId: number;
  name: string;
  mainImageKey: string | null;
  isVisible: boolean;
  sizeId: number | null;
  sizeLabel: string | null;
  sizeName: string | null;
  unitPriceCents: number;
  /**
   * What this bag may have of the line: the size's stock for a sized line, else the product's, plus
   * what the bag's own open checkouts hold of it (a shopper back from the payment page still has it).
   */
  stockQty: number;
  quantity: number;
}

/** Units of a product and size held by the open checkouts of a bag (SQL, 0 when none). */
function heldByOwnCheckouts(cartId: SQLWrapper, productId: SQLWrapper, sizeId: SQLWrapper) {
  return sql`(select coalesce(sum(${checkoutSessionLines.qty}), 0)::int
    from ${checkoutSessionLines}
    join ${checkoutSessions} on ${checkoutSessions.id} = ${checkoutSessionLines.checkoutSessionId}
    where ${checkoutSessions.cartId} = ${cartId} and ${checkoutSessions.state} = 'open'
      and ${checkoutSessionLines.productId} = ${productId}
      and ${checkoutSessionLines.sizeId} is not distinct from ${sizeId})`;
}

/** What the bag's own open checkouts hold of a product and size: available to that bag alone. */
export async function findOwnHeldUnits(
  db: Executor,
  cartId: number,
  productId: number,
  sizeId: number | null,
): Promise<number> {
  const size = sizeId === null ? sql`null::int` : sql`${sizeId}`;
  const [row] = await queryRows<{ units: number }>(
    db,
    sql`select ${heldByOwnCheckouts(sql`${cartId}`, sql`${productId}`, size)} as units`,
  );
  return Number(row?.units ?? 0);
}

const lineColumns = {
  itemId: cartItems.id,
  productId: products.id,
  name: products.name,
  mainImageKey: products.mainImageKey,
  isVisible: products.isVisible,
  sizeId: productSizes.id,
  sizeLabel: productSizes.label,
  sizeName: productSizes.sizeName,
  unitPriceCents: sql<number>`${products.priceCents} + coalesce(${productSizes.priceDeltaCents}, 0)`,
  stockQty: sql<number>`coalesce(${productSizes.stockQty}, ${products.stockQty}) + ${heldByOwnCheckouts(
    cartItems.cartId,
    cartItems.productId,
    cartItems.sizeId,
  )}`,
  quantity: cartItems.quantity,
};

function selectLines(db: Executor) {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productSizes, eq(productSizes.id, cartItems.sizeId));
}

/** The bag's lines in the order they were added. */
export async function findCartLines(db: Executor, cartId: number): Promise<CartLineRow[]> {
  const rows = await selectLines(db).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
  return rows.map(numbered);
}

export async function findCartLine(
  db: Executor,
  cartId: number,
  itemId: number,
): Promise<CartLineRow | undefined> {
  const [row] = await selectLines(db).where(
    and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)),
  );
  return row ? numbered(row) : undefined;
}

/** Sums come back from node-postgres as numbers already, from PGlite too; this keeps them so. */
function numbered(row: CartLineRow): CartLineRow {
  return { ...row, unitPriceCents: Number(row.unitPriceCents), stockQty: Number(row.stockQty) };
}

export async function findLineQuantity(
  db: Executor,
  cartId: number,
  productId: number,
  sizeId: number | null,
): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        sizeId === null ? isNull(cartItems.sizeId) : eq(cartItems.sizeId, sizeId),
      ),
    );
  return row?.quantity ?? 0;
}

/** Sets a product and size's line to `quantity`, creating the line when the bag has none. */
export async function upsertLine(
  db: Executor,
  line: { cartId: number; productId: number; sizeId: number | null; quantity: number },
): Promise<void> {
  await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.sizeId],
      set: { quantity: line.quantity, updatedAt: sql`now()` },
    });
}

export async function setLineQuantity(db: Executor, itemId: number, quantity: number) {
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(eq(cartItems.id, itemId));
}

export async function deleteLine(db: Executor, itemId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.id, itemId));
}

export async function updateCart(
  db: Executor,
  cartId: number,
  changes: Partial<Pick<CartRow, 'voucherId' | 'notice'>>,
): Promise<void> {
  await db
    .update(carts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export async function deleteCart(db: Executor, cartId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}

/** A product as the bag needs it to add a line: visibility, stock, sizes. */
export async function findProductForCart(db: Executor, productId: number) {
  const [product] = await db
    .select({ id: products.id, isVisible: products.isVisible, stockQty: products.stockQty })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return undefined;
  const sizes = await db
    .select({
      id: productSizes.id,
      label: productSizes.label,
      sizeName: productSizes.sizeName,
      stockQty: productSizes.stockQty,
    })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  return { ...product, sizes };
}

/**
 * Visitor bags whose session is gone (expired, or a login whose merge did not happen) and that
 * nobody touched for `idleHours`: the grace keeps a bag a login is about to merge.
 */
export async function deleteOrphanVisitorCarts(db: Executor, idleHours: number): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(
      and(
        isNull(carts.userId),
        lt(carts.updatedAt, sql`now() - make_interval(hours => ${idleHours})`),
        notExists(
          db.select({ one: sql`1` }).from(sessions).where(eq(sessions.idHash, carts.sessionIdHash)),
        ),
      ),
    )
    .returning({ id: carts.id });
  return deleted.length;
}
