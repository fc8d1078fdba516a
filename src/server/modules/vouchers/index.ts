// The vouchers module's public surface: other modules import only from here.
export { findVoucherByCode, findVoucherById } from './repository.js';
export { EMPTY_BAG_MESSAGE, voucherDiscountCents, voucherProblem } from './rules.js';
