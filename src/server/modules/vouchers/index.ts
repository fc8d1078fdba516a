// The vouchers module's public surface: other modules import only from here.
export { deleteEndedGuessWindows } from './guess-repository.js';
export { findVoucherById } from './repository.js';
export {
  EMPTY_BAG_MESSAGE,
  type VoucherProblem,
  voucherDiscountCents,
  voucherProblem,
} from './rules.js';
export { type CodeTypist, findTypedVoucher } from './typed-code.js';
