// The vouchers module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { forgetEndedGuessWindows } from './housekeeping.js';
import { vouchersRoutes } from './routes.js';

export {
  countLateVoucherUse,
  type Redemption,
  redeemVoucher,
  returnVoucherUse,
} from './redemption.js';
export {
  EMPTY_BAG_MESSAGE,
  voucherDiscountCents,
  voucherProblem,
} from './rules.js';
export { findAppliedVoucher } from './service.js';
export { judgeStaffVoucher, type StaffVoucher } from './staff-code.js';
export { type CodeTypist, findTypedVoucher } from './typed-code.js';

/** The admin's vouchers API, and the hourly sweep of ended code-guess windows. */
async function vouchers(app: FastifyInstance): Promise<void> {
  app.addHousekeeping(forgetEndedGuessWindows);
  await registerApiRoutes(app, async (api) => {
    await api.register(vouchersRoutes);
  });
}

export const vouchersModule = fp(vouchers, { name: 'vouchers', dependencies: ['auth', 'audit'] });
