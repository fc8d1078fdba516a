import type { OrderWarranty } from '#shared/schemas/warranty.js';
import { shopDay } from '#shared/time.js';
import { type FaultKind, type WarrantyCost, warrantyCost } from '#shared/warranty-cost.js';

/** The claim form's fields as typed: strings, as the controls hold them. */
export interface ClaimDraft {
  orderItemId: string;
  fault: FaultKind | '';
  impressionMm: string;
  sizeDifferenceCm: string;
  description: string;
  inspectionDate: string;
  inspectionWindow: string;
}

const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** The draft as the claim schema reads it: numbers, and only the measure the fault needs. */
export function claimDetailsOf(draft: ClaimDraft) {
  return {
    orderItemId: draft.orderItemId ? Number(draft.orderItemId) : undefined,
    fault: draft.fault || undefined,
    impressionMm: draft.fault === 'body_impression' ? optionalNumber(draft.impressionMm) : null,
    sizeDifferenceCm:
      draft.fault === 'size_difference' ? optionalNumber(draft.sizeDifferenceCm) : null,
    description: draft.description,
    inspectionDate: draft.inspectionDate,
    inspectionWindow: draft.inspectionWindow || undefined,
  };
}

/**
 * What the claim would cost if sent today, by the shop's own function (decision 0060); undefined
 * until the mattress and the fault are chosen. The server computes it again when it is filed.
 */
export function previewCost(
  draft: ClaimDraft,
  warranty: OrderWarranty & { deliveredAt: string },
): WarrantyCost | undefined {
  const line = warranty.lines.find((candidate) => String(candidate.id) === draft.orderItemId);
  if (!line || !draft.fault) return undefined;
  return warrantyCost({
    deliveredDay: shopDay(new Date(warranty.deliveredAt)),
    claimDay: shopDay(new Date()),
    listPriceCents: line.unitPriceCents,
    fault: {
      kind: draft.fault,
      impressionMm: optionalNumber(draft.impressionMm),
      sizeDifferenceCm: optionalNumber(draft.sizeDifferenceCm),
    },
  });
}
