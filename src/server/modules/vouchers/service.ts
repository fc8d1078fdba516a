import type { Database, Executor } from '#server/db/client.js';
import type { VoucherRow } from '#server/db/schema/index.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { ConflictError, NotFoundError, ValidationError } from '#server/lib/http-errors.js';
import { type AuditActor, type AuditFields, recordAudit } from '#server/modules/audit/index.js';
import { VOUCHER_TYPE_LABELS } from '#shared/constants.js';
import { centsToDollars, dollarsToCents, formatCents, isWholeCents } from '#shared/money.js';
import type { Voucher, VoucherPayload, VoucherUpdate } from '#shared/schemas/voucher.js';
import { voucherState } from '#shared/voucher-state.js';
import {
  deleteVoucher,
  findVoucherById,
  insertVoucher,
  listVouchers,
  lockVoucher,
  updateVoucher,
  type VoucherColumns,
} from './repository.js';

/** The voucher a bag holds, as cart and checkout price it; undefined once it is deleted. */
export async function findAppliedVoucher(
  db: Executor,
  voucherId: number,
): Promise<VoucherRow | undefined> {
  return findVoucherById(db, voucherId);
}

export const DUPLICATE_CODE_MESSAGE = 'A voucher with this code already exists.';

const isoOf = (instant: Date | null) => instant?.toISOString() ?? null;

/** The form's value: the percent, or the amount in dollars. */
function formValueOf(row: VoucherRow): number {
  return row.kind === 'percent' ? (row.percentOff ?? 0) : centsToDollars(row.amountOffCents ?? 0);
}

/**
 * Spec section 3, Voucher as listed: `value` is the percent, or the amount in dollars; `state`
 * at `now`, the instant the checkout would judge it by.
 */
export function toVoucherResponse(row: VoucherRow, now: Date): Voucher {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: formValueOf(row),
    min_subtotal_cents: row.minSubtotalCents,
    used_count: row.usedCount,
    max_uses: row.maxUses,
    active: row.active,
    starts_at: isoOf(row.startsAt),
    expires_at: isoOf(row.expiresAt),
    state: voucherState(row, now),
  };
}

/** The form's values as stored: a whole percent up to 100, or whole cents; 0/null max = unlimited. */
function toColumns(payload: VoucherPayload): VoucherColumns {
  const { kind, value } = payload;
  let percentOff: number | null = null;
  let amountOffCents: number | null = null;
  if (kind === 'percent') {
    if (!Number.isInteger(value) || value > 100) {
      throw new ValidationError('A percent value must be a whole number from 0 to 100.');
    }
    percentOff = value;
  } else {
    if (!isWholeCents(value)) {
      throw new ValidationError('A fixed value must be in dollars with at most two decimals.');
    }
    amountOffCents = dollarsToCents(value);
  }
  const startsAt = payload.startsAt ? new Date(payload.startsAt) : null;
  const expiresAt = payload.expiresAt ? new Date(payload.expiresAt) : null;
  if (startsAt && expiresAt && startsAt.getTime() >= expiresAt.getTime()) {
    throw new ValidationError('Ends must be after Starts.');
  }
  return {
    code: payload.code,
    kind,
    percentOff,
    amountOffCents,
    minSubtotalCents: payload.minSubtotalCents,
    maxUses: payload.maxRedemptions ?? 0,
    active: payload.active,
    startsAt,
    expiresAt,
  };
}

function toPayload(row: VoucherRow): VoucherPayload {
  return {
    code: row.code,
    kind: row.kind,
    value: formValueOf(row),
    minSubtotalCents: row.minSubtotalCents,
    maxRedemptions: row.maxUses,
    startsAt: isoOf(row.startsAt),
    expiresAt: isoOf(row.expiresAt),
    active: row.active,
  };
}

/** A voucher's fields as the trail shows them, named as the voucher form names them. */
function voucherFields(row: VoucherRow): AuditFields {
  return {
    Code: row.code,
    Type: VOUCHER_TYPE_LABELS[row.kind],
    Value:
      row.kind === 'percent' ? `${row.percentOff ?? 0}%` : formatCents(row.amountOffCents ?? 0),
    'Min Subtotal': formatCents(row.minSubtotalCents),
    'Max Uses': row.maxUses === 0 ? 'Unlimited' : row.maxUses,
    Starts: row.startsAt?.toISOString() ?? null,
    Ends: row.expiresAt?.toISOString() ?? null,
    Active: row.active,
  };
}

function auditVoucher(
  db: Executor,
  actor: AuditActor,
  before: VoucherRow | null,
  after: VoucherRow | null,
): Promise<void> {
  const voucher = after ?? before;
  if (!voucher) return Promise.resolve();
  return recordAudit(db, {
    actor,
    entityType: 'voucher',
    entityId: voucher.id,
    entityLabel: voucher.code,
    action: before === null ? 'created' : after === null ? 'deleted' : 'updated',
    before: before && voucherFields(before),
    after: after && voucherFields(after),
  });
}

async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The unique index decides, so two admins saving one code at once cannot both succeed.
    if (isUniqueViolation(error))
      throw new ConflictError(DUPLICATE_CODE_MESSAGE, 'voucher_code_taken');
    throw error;
  }
}

const notFound = () => new NotFoundError('Voucher not found');

export async function getVouchers(db: Database, now: Date): Promise<Voucher[]> {
  return (await listVouchers(db)).map((row) => toVoucherResponse(row, now));
}

export function createVoucher(
  db: Database,
  actor: AuditActor,
  payload: VoucherPayload,
): Promise<VoucherRow> {
  const columns = toColumns(payload);
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const row = await insertVoucher(tx, columns);
      await auditVoucher(tx, actor, null, row);
      return row;
    }),
  );
}

/** An edit changes only the fields it sends (the active toggle sends only `active`). */
export function editVoucher(
  db: Database,
  actor: AuditActor,
  id: number,
  update: VoucherUpdate,
): Promise<VoucherRow> {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const current = await lockVoucher(tx, id);
      if (!current) throw notFound();
      const merged = { ...toPayload(current), ...update };
      // A new type without a new value would read the old number in the other unit.
      if (update.kind && update.kind !== current.kind && update.value === undefined) {
        throw new ValidationError('Value is required when the type changes.');
      }
      const row = await updateVoucher(tx, id, toColumns(merged));
      if (!row) throw notFound();
      await auditVoucher(tx, actor, current, row);
      return row;
    }),
  );
}

export async function removeVoucher(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const voucher = await lockVoucher(tx, id);
    if (!voucher) throw notFound();
    await deleteVoucher(tx, voucher);
    await auditVoucher(tx, actor, voucher, null);
  });
}
