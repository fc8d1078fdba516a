import type { Executor } from '#server/db/client.js';
import { ConflictError } from '#server/lib/http-errors.js';
import { countUse, findVoucherById, returnUse, takeUseIfAllowed } from './repository.js';
import { type VoucherProblem, voucherDiscountCents, voucherProblem } from './rules.js';

/** What a checkout took of its bag's voucher: nothing, or one use and the discount it gives. */
export interface Redemption {
  voucher: { id: number; code: string } | null;
  discountCents: number;
}

/**
 * Takes one use of the bag's voucher, if it has one, inside the checkout's transaction, or refuses
 * the checkout saying why. The use is taken by a conditional UPDATE (decisions 6 and 7).
 */
export async function redeemVoucher(
  tx: Executor,
  voucherId: number | null,
  subtotalCents: number,
  now: Date,
): Promise<Redemption> {
  if (voucherId === null) return { voucher: null, discountCents: 0 };
  const applied = await findVoucherById(tx, voucherId);
  const problem: VoucherProblem | undefined = applied
    ? voucherProblem(applied, subtotalCents, now)
    : { code: 'voucher_unknown', message: 'This voucher no longer exists.' };
  const taken = applied && !problem ? await takeUseIfAllowed(tx, applied.id, now) : undefined;
  if (!applied || !taken) {
    const label = applied ? `Voucher ${applied.code}` : 'Your voucher';
    // No problem but no use taken: another checkout took the last use meanwhile.
    const { code, message } = problem ?? {
      code: 'voucher_used_up',
      message: 'This voucher has been fully redeemed.',
    };
    throw new ConflictError(
      `${label} can no longer be used: ${message} Remove it from your bag to continue.`,
      code,
    );
  }
  return {
    voucher: { id: taken.id, code: taken.code },
    discountCents: voucherDiscountCents(taken, subtotalCents),
  };
}

/** Counts a use that already happened (paid after its reservation ended), past the limit or not. */
export async function countLateVoucherUse(tx: Executor, voucherId: number): Promise<void> {
  await countUse(tx, voucherId);
}

/** Gives back the use an unpaid checkout held. */
export async function returnVoucherUse(tx: Executor, voucherId: number): Promise<void> {
  await returnUse(tx, voucherId);
}
