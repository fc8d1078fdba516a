import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '#server/lib/client-address.js';
import {
  cartApiPath,
  cartItemApiRoute,
  cartItemStepApiRoutes,
  cartItemsApiPath,
  cartVoucherApiPath,
} from '#shared/api-paths.js';
import {
  addCartItemRequestSchema,
  applyVoucherRequestSchema,
  cartChangeResponseSchema,
  cartItemParamsSchema,
  cartSchema,
} from '#shared/schemas/cart.js';
import { cartOwnerOf } from './owner.js';
import type { CartOwner } from './repository.js';
import {
  addItem,
  applyVoucher,
  cartContextOf,
  getCart,
  type OwnerInTransaction,
  removeItem,
  removeVoucher,
  stepItem,
} from './service.js';

/**
 * Whose bag a call that never makes one changes: a visitor without a session has none, and such a
 * call writes nothing for them, no session, no bag, no cookie (decision 0040).
 */
async function bagOwner(request: FastifyRequest): Promise<CartOwner | null> {
  const session = await request.currentSession();
  return session ? cartOwnerOf(session) : null;
}

/**
 * Whose bag an add goes to: a visitor without a session gets one, made in the add's transaction
 * (the anti-forgery token is bound to the id they already hold, so it stays valid).
 */
async function addingOwner(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<OwnerInTransaction> {
  // Loaded before the transaction opens: inside it, only the transaction may be used.
  await request.currentSession();
  return async (tx) => cartOwnerOf(await request.ensureSession(reply, tx));
}

const changed = (message: string) => ({ success: true as const, message });

/** The shopping bag (spec sections 3, 5 and 7); every number in it is computed in service.ts. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = cartContextOf(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(cartApiPath, { schema: { response: { 200: cartSchema } } }, async (request) =>
    getCart(cart, await bagOwner(request)),
  );

  const changeResponse = { response: { 200: cartChangeResponseSchema } };

  app.post(
    cartItemsApiPath,
    { schema: { body: addCartItemRequestSchema, ...changeResponse } },
    async (request, reply) => {
      await addItem(cart, await addingOwner(request, reply), request.body);
      return changed('Added to your bag.');
    },
  );

  app.patch(
    cartItemStepApiRoutes.increment,
    { schema: { params: cartItemParamsSchema, ...changeResponse } },
    async (request) => {
      await stepItem(cart, await bagOwner(request), request.params.id, 1);
      return changed('Quantity increased.');
    },
  );

  app.patch(
    cartItemStepApiRoutes.decrement,
    { schema: { params: cartItemParamsSchema, ...changeResponse } },
    async (request) => {
      await stepItem(cart, await bagOwner(request), request.params.id, -1);
      return changed('Quantity decreased.');
    },
  );

  app.delete(
    cartItemApiRoute,
    { schema: { params: cartItemParamsSchema, ...changeResponse } },
    async (request) => {
      await removeItem(cart, await bagOwner(request), request.params.id);
      return changed('Item removed.');
    },
  );

  app.post(
    cartVoucherApiPath,
    { schema: { body: applyVoucherRequestSchema, ...changeResponse } },
    async (request) => {
      // request.ip: the address the trusted proxies vouch for (decision 12), never a header's claim.
      const address = clientKey(request.ip);
      return changed(await applyVoucher(cart, await bagOwner(request), request.body.code, address));
    },
  );

  app.delete(cartVoucherApiPath, { schema: changeResponse }, async (request) => {
    await removeVoucher(cart, await bagOwner(request));
    return changed('Voucher removed.');
  });
};
