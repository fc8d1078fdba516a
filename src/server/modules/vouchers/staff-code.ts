import type { Executor } from '#server/db/client.js';
import type { VoucherRow } from '#server/db/schema/index.js';
import { findVoucherByCode } from './repository.js';
import {
  typedCodeProblem,
  type VoucherProblem,
  voucherDiscountCents,
  voucherProblem,
} from './rules.js';

/** A code staff typed for a sale, judged for the goods it would take off (decision 0067). */
export type StaffVoucher =
  | { voucher: VoucherRow; discountCents: number; problem?: undefined }
  | { voucher?: undefined; discountCents: 0; problem: VoucherProblem };

/**
 * The voucher a code names for a sale staff build, with the discount it gives these goods, or why
 * it cannot be used: the rules of a code a shopper types and of the checkout that redeems it. Staff
 * are signed in and their role limited, so no guess is counted; the use is taken when the sale's
 * stock is (`redeemVoucher`), where the rules are judged again under the voucher's row.
 */
export async function judgeStaffVoucher(
  db: Executor,
  code: string,
  goodsCents: number,
  now: Date,
): Promise<StaffVoucher> {
  const voucher = await findVoucherByCode(db, code);
  const problem =
    typedCodeProblem(voucher, now) ?? (voucher && voucherProblem(voucher, goodsCents, now));
  if (!voucher || problem) {
    return {
      discountCents: 0,
      problem: problem ?? { code: 'voucher_unknown', message: 'This voucher code is not valid.' },
    };
  }
  return { voucher, discountCents: voucherDiscountCents(voucher, goodsCents) };
}
