import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import { voucherApiRoute, vouchersApiPath } from '#shared/admin-api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import {
  voucherIdParamsSchema,
  voucherListSchema,
  voucherPayloadSchema,
  voucherSaveResponseSchema,
  voucherUpdateSchema,
} from '#shared/schemas/voucher.js';
import {
  createVoucher,
  editVoucher,
  getVouchers,
  removeVoucher,
  toVoucherResponse,
} from './service.js';

/** Voucher management for admins (spec sections 3, 5 and 7); the rules are in service.ts. */
export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('vouchers'));

  app.get(vouchersApiPath, { schema: { response: { 200: voucherListSchema } } }, async () =>
    getVouchers(app.db, app.clock.now()),
  );

  app.post(
    vouchersApiPath,
    { schema: { body: voucherPayloadSchema, response: { 201: voucherSaveResponseSchema } } },
    async (request, reply) => {
      const voucher = await createVoucher(app.db, await requireAdmin(request), request.body);
      return reply.status(201).send({
        success: true as const,
        message: `Voucher ${voucher.code} created.`,
        voucher: toVoucherResponse(voucher, app.clock.now()),
      });
    },
  );

  app.put(
    voucherApiRoute,
    {
      schema: {
        params: voucherIdParamsSchema,
        body: voucherUpdateSchema,
        response: { 200: voucherSaveResponseSchema },
      },
    },
    async (request) => {
      const voucher = await editVoucher(
        app.db,
        await requireAdmin(request),
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        message: `Voucher ${voucher.code} saved.`,
        voucher: toVoucherResponse(voucher, app.clock.now()),
      };
    },
  );

  app.delete(
    voucherApiRoute,
    { schema: { params: voucherIdParamsSchema, response: { 200: successMessageSchema } } },
    async (request) => {
      await removeVoucher(app.db, await requireAdmin(request), request.params.id);
      return { success: true, message: 'Voucher deleted.' };
    },
  );
};
