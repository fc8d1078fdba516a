// The cart module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onSignIn } from '#server/modules/auth/index.js';
import { sweepOrphanBags } from './housekeeping.js';
import { mergeBagAtLogin } from './login-merge.js';
import { cartRoutes } from './routes.js';

export {
  emptyPaidBag,
  findBagId,
  lockBagForCheckout,
} from './checkout-handover.js';
export { cartOwnerOf } from './owner.js';
export type { CartLineRow, CartOwner } from './repository.js';

/**
 * The shopping bag: its API, the visitor's bag following them into their account at sign-in
 * (a hook on auth), and the hourly sweep of bags whose visitor session ended.
 */
async function cart(app: FastifyInstance): Promise<void> {
  onSignIn(app, (visitorSessionIdHash, userId) =>
    mergeBagAtLogin(app, visitorSessionIdHash, userId),
  );
  app.addHousekeeping(sweepOrphanBags);
  await registerApiRoutes(app, async (api) => {
    await api.register(cartRoutes);
  });
}

export const cartModule = fp(cart, { name: 'cart', dependencies: ['auth', 'vouchers'] });
