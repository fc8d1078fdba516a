import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import { adminClaimStateApiRoute, adminClaimsApiPath } from '#shared/admin-api-paths.js';
import {
  adminClaimListSchema,
  adminClaimsQuerySchema,
  claimParamsSchema,
  claimStateResponseSchema,
  claimStateUpdateSchema,
} from '#shared/schemas/warranty.js';
import { CLAIM_STATE_LABELS } from '#shared/warranty-claims.js';
import { changeClaimState, listClaimsForStaff } from './claim-states.js';
import { warrantyContextOf } from './context.js';

/** The staff's claims queue (decision 0060). */
export const adminWarrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('after-sales'));
  const context = warrantyContextOf(app);

  app.get(
    adminClaimsApiPath,
    { schema: { querystring: adminClaimsQuerySchema, response: { 200: adminClaimListSchema } } },
    async (request) => ({ claims: await listClaimsForStaff(context, request.query.state) }),
  );

  app.put(
    adminClaimStateApiRoute,
    {
      schema: {
        params: claimParamsSchema,
        body: claimStateUpdateSchema,
        response: { 200: claimStateResponseSchema },
      },
    },
    async (request) => {
      const { claimId } = request.params;
      const result = await changeClaimState(
        context,
        await requireAdmin(request),
        claimId,
        request.body,
      );
      const state = CLAIM_STATE_LABELS[request.body.state].toLowerCase();
      const message = result.changed
        ? `Claim #${claimId} marked ${state}; the customer is mailed.`
        : `Claim #${claimId} is already ${state}.`;
      return { message, ...result };
    },
  );
};
