import { z } from 'zod';
import { DELIVERY_WINDOWS } from '../delivery.js';
import { WARRANTY } from '../service-facts.js';
import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_PHOTOS_MAX,
  CLAIM_REASON_MAX,
  CLAIM_STATES,
} from '../warranty-claims.js';
import { FAULT_KINDS } from '../warranty-cost.js';
import { oneLine } from './common.js';
import { calendarDaySchema } from './delivery.js';
import { orderKeySchema } from './order.js';

/** Asks for an upload URL for one claim photo; the server makes the key and checks the bytes. */
export const claimPhotoRequestSchema = z.object({
  filename: oneLine(z.string({ error: 'A file name is required.' }).trim())
    .min(1, 'A file name is required.')
    .max(255, 'The file name is too long.'),
  contentType: oneLine(z.string().trim()).max(100),
  session_id: orderKeySchema,
});

const PHOTO_KEY = /^warranty\/\d+\/[0-9a-f-]{36}\.(?:jpg|png|webp|avif)$/;

/** A body impression needs its depth and a size difference its measure: the cost depends on them. */
function measureNeeded(
  claim: { fault: string; impressionMm?: number | null; sizeDifferenceCm?: number | null },
  ctx: z.RefinementCtx,
) {
  if (claim.fault === 'body_impression' && claim.impressionMm == null) {
    ctx.addIssue({
      code: 'custom',
      path: ['impressionMm'],
      message: `Measure the impression's depth in mm (${WARRANTY.bodyImpressionMm} mm or less is not covered).`,
    });
  }
  if (claim.fault === 'size_difference' && claim.sizeDifferenceCm == null) {
    ctx.addIssue({
      code: 'custom',
      path: ['sizeDifferenceCm'],
      message: 'Measure how many cm the size is off.',
    });
  }
}

const claimFields = z.object({
  orderItemId: z.number({ error: 'Choose the mattress.' }).int().positive('Choose the mattress.'),
  fault: z.enum(FAULT_KINDS, { error: 'Choose what is wrong.' }),
  impressionMm: z.number().int().min(0).max(300).nullable().optional(),
  sizeDifferenceCm: z.number().min(-50).max(50).nullable().optional(),
  description: z
    .string({ error: 'Describe what is wrong.' })
    .trim()
    .min(10, 'Describe what is wrong in at least 10 characters.')
    .max(CLAIM_DESCRIPTION_MAX, `Keep the description to ${CLAIM_DESCRIPTION_MAX} characters.`),
  inspectionDate: calendarDaySchema('Choose an inspection date.'),
  inspectionWindow: z.enum(DELIVERY_WINDOWS, { error: 'Choose an inspection window.' }),
});

/** The claim before its photos are uploaded: what the browser checks first. */
export const claimDetailsSchema = claimFields.superRefine(measureNeeded);

export const claimRequestSchema = claimFields
  .extend({
    session_id: orderKeySchema,
    photoKeys: z
      .array(z.string().regex(PHOTO_KEY, 'Upload the photo again.'), {
        error: 'Add at least one photo.',
      })
      .min(1, 'Add at least one photo.')
      .max(CLAIM_PHOTOS_MAX, `Add at most ${CLAIM_PHOTOS_MAX} photos.`)
      .refine((keys) => new Set(keys).size === keys.length, 'Each photo can be added once.'),
  })
  .superRefine(measureNeeded);
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const warrantyCostSchema = z.object({
  coverage: z.enum(['free', 'shared', 'not_covered', 'expired']),
  yearsOwned: z.number().int(),
  repairShareCents: z.number().int().nullable(),
  transportCents: z.number().int().nullable(),
  inspectionFeeCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  explanation: z.string(),
});

export const claimSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderItemId: z.number().int(),
  itemTitle: z.string(),
  fault: z.enum(FAULT_KINDS),
  impressionMm: z.number().int().nullable(),
  sizeDifferenceCm: z.number().nullable(),
  description: z.string(),
  photoUrls: z.array(z.string()),
  inspectionSlot: z.string(),
  state: z.enum(CLAIM_STATES),
  declineReason: z.string().nullable(),
  cost: warrantyCostSchema,
  deliveredAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** What the order page needs to file a claim and to show the ones filed. */
export const orderWarrantySchema = z.object({
  /** When the order was delivered; null before, when nothing can be claimed. */
  deliveredAt: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      unitPriceCents: z.number().int(),
      mattress: z.boolean(),
    }),
  ),
  inspection: z.object({ first: z.string(), last: z.string() }),
  claims: z.array(claimSchema),
});
export type OrderWarranty = z.infer<typeof orderWarrantySchema>;

export const claimFiledResponseSchema = z.object({ message: z.string(), claim: claimSchema });

export const adminClaimsQuerySchema = z.object({
  state: z.enum(CLAIM_STATES).optional(),
});

export const adminClaimRowSchema = claimSchema.extend({ email: z.string() });
export const adminClaimListSchema = z.object({ claims: z.array(adminClaimRowSchema) });
export type AdminClaim = z.infer<typeof adminClaimRowSchema>;

export const claimStateUpdateSchema = z
  .object({
    state: z.enum(CLAIM_STATES, { error: 'Choose the new state.' }),
    reason: oneLine(z.string().trim())
      .max(CLAIM_REASON_MAX, `Keep the reason to ${CLAIM_REASON_MAX} characters.`)
      .optional()
      .default(''),
  })
  // The customer is mailed why: a decline without a reason is refused, in the browser and here.
  .refine((move) => move.state !== 'declined' || move.reason !== '', {
    message: 'Say why the claim is declined.',
    path: ['reason'],
  });
export type ClaimStateUpdate = z.infer<typeof claimStateUpdateSchema>;

export const claimStateResponseSchema = z.object({
  message: z.string(),
  changed: z.boolean(),
  claim: adminClaimRowSchema,
});

export const claimParamsSchema = z.object({ claimId: z.coerce.number().int().positive() });
