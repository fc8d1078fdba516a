import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.js';
import { carts, type VoucherRow, vouchers } from '#server/db/schema/index.js';

export type VoucherColumns = Omit<VoucherRow, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

export function listVouchers(db: Executor): Promise<VoucherRow[]> {
  return db.select().from(vouchers).orderBy(asc(vouchers.code));
}

export async function findVoucherById(db: Executor, id: number): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
  return row;
}

/** `code` already trimmed and upper case, as codes are stored. */
export async function findVoucherByCode(
  db: Executor,
  code: string,
): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  return row;
}

export async function insertVoucher(db: Executor, values: VoucherColumns): Promise<VoucherRow> {
  const [row] = await db.insert(vouchers).values(values).returning();
  if (!row) throw new Error('voucher insert returned nothing');
  return row;
}

export async function updateVoucher(
  db: Executor,
  id: number,
  values: VoucherColumns,
): Promise<VoucherRow | undefined> {
  const [row] = await db
    .update(vouchers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(vouchers.id, id))
    .returning();
  return row;
}

export async function lockVoucher(db: Transaction, id: number): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row;
}

/** Takes the voucher off every bag that holds it, telling each bag why, then deletes it. */
export async function deleteVoucher(db: Executor, voucher: VoucherRow): Promise<void> {
  await db
    .update(carts)
    .set({ voucherId: null, notice: `Voucher ${voucher.code} is no longer available.` })
    .where(eq(carts.voucherId, voucher.id));
  await db.delete(vouchers).where(eq(vouchers.id, voucher.id));
}

/**
 * Takes one use of a voucher if it may still be used now: one conditional UPDATE, so concurrent
 * checkouts never take more uses than max_uses allows (decision 6 and 7).
 */
export async function takeUseIfAllowed(
  db: Executor,
  voucherId: number,
  now: Date,
): Promise<VoucherRow | undefined> {
  const [row] = await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.id, voucherId),
        eq(vouchers.active, true),
        or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now)),
        or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)),
        or(eq(vouchers.maxUses, 0), sql`${vouchers.usedCount} < ${vouchers.maxUses}`),
      ),
    )
    .returning();
  return row;
}

/** Counts a use that already happened (a payment after its reservation ended), limit or not. */
export async function countUse(db: Executor, voucherId: number): Promise<void> {
  await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(eq(vouchers.id, voucherId));
}

export async function returnUse(db: Executor, voucherId: number): Promise<void> {
  await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} - 1` })
    .where(and(eq(vouchers.id, voucherId), gt(vouchers.usedCount, 0)));
}
