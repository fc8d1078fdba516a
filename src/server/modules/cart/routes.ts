import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '#server/lib/client-address.js';
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
  removeItem,
  removeVoucher,
  stepItem,
} from './service.js';

/** Changing a bag needs a session; a visitor gets an anonymous one (the CSRF check made one anyway). */
async function changingOwner(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
  return cartOwnerOf(await request.ensureSession(reply));
}

const changed = (message: string) => ({ success: true as const, message });

/** The shopping bag (spec sections 3, 5 and 7); every number in it is computed in service.ts. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = cartContextOf(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/cart', { schema: { response: { 200: cartSchema } } }, async (request) => {
    const session = await request.currentSession();
    return getCart(cart, session ? cartOwnerOf(session) : null);
  });

  const changeResponse = { response: { 200: cartChangeResponseSchema } };

  app.post(
    '/cart/items',
    { schema: { body: addCartItemRequestSchema, ...changeResponse } },
    async (request, reply) => {
      await addItem(cart, await changingOwner(request, reply), request.body);
      return changed('Added to your bag.');
    },
  );

  app.patch(
    '/cart/items/:id/increment',
    { schema: { params: cartItemParamsSchema, ...changeResponse } },
    async (request, reply) => {
      await stepItem(cart, await changingOwner(request, reply), request.params.id, 1);
      return changed('Quantity increased.');
    },
  );

  app.patch(
    '/cart/items/:id/decrement',
    { schema: { params: cartItemParamsSchema, ...changeResponse } },
    async (request, reply) => {
      await stepItem(cart, await changingOwner(request, reply), request.params.id, -1);
      return changed('Quantity decreased.');
    },
  );

  app.delete(
    '/cart/items/:id',
    { schema: { params: cartItemParamsSchema, ...changeResponse } },
    async (request, reply) => {
      await removeItem(cart, await changingOwner(request, reply), request.params.id);
      return changed('Item removed.');
    },
  );

  app.post(
    '/cart/voucher',
    { schema: { body: applyVoucherRequestSchema, ...changeResponse } },
    async (request, reply) => {
      const owner = await changingOwner(request, reply);
      // request.ip: the address the trusted proxies vouch for (decision 12), never a header's claim.
      const address = clientKey(request.ip);
      return changed(await applyVoucher(cart, owner, request.body.code, address));
    },
  );

  app.delete('/cart/voucher', { schema: changeResponse }, async (request, reply) => {
    await removeVoucher(cart, await changingOwner(request, reply));
    return changed('Voucher removed.');
  });
};
