import { asc, eq, sql } from 'drizzle-orm';
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
