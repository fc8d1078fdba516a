import type { WarrantyClaimRow } from '#server/db/schema/index.js';
import { formatDeliverySlot } from '#shared/delivery.js';
import { imageUrlForKey } from '#shared/images.js';
import type { Claim } from '#shared/schemas/warranty.js';

/** A claim as the customer and staff read it: the figures as they were kept at filing. */
export function toClaim(row: WarrantyClaimRow, itemTitle: string): Claim {
  return {
    id: row.id,
    orderId: row.orderId,
    orderItemId: row.orderItemId,
    itemTitle,
    fault: row.fault,
    impressionMm: row.impressionMm,
    sizeDifferenceCm: row.sizeDifferenceCm,
    description: row.description,
    photoUrls: row.photoKeys.map(imageUrlForKey),
    inspectionSlot: formatDeliverySlot(row.inspectionDate, row.inspectionWindow),
    state: row.state,
    declineReason: row.declineReason,
    cost: {
      coverage: row.coverage,
      yearsOwned: row.yearsOwned,
      repairShareCents: row.repairShareCents,
      transportCents: row.transportCents,
      inspectionFeeCents: row.inspectionFeeCents,
      totalCents: row.totalCents,
      explanation: row.explanation,
    },
    deliveredAt: row.deliveredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
