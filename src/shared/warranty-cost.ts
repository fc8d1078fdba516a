import { dollarsToCents } from './money.js';
import { INSPECTION, TRANSPORT_FEE, WARRANTY } from './service-facts.js';

/**
 * What a warranty claim costs the customer, by the warranty page's own rules (decision 0060):
 * one pure function, so the browser's preview and the figures the server keeps are the same.
 * Money is integer cents.
 */

export const FAULT_KINDS = ['body_impression', 'size_difference', 'other'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_LABELS: Record<FaultKind, string> = {
  body_impression: 'Body impression (a dip where you sleep)',
  size_difference: 'Size difference',
  other: 'Another defect',
};

export interface ClaimedFault {
  kind: FaultKind;
  /** The impression's depth, for a body impression. */
  impressionMm?: number | null | undefined;
  /** How far the size is off, + or −, for a size difference. */
  sizeDifferenceCm?: number | null | undefined;
}

/** "Body impression, 45 mm": the fault with its measure, as customer, staff and mails read it. */
export function faultText(fault: ClaimedFault): string {
  if (fault.kind === 'body_impression') return `Body impression, ${fault.impressionMm ?? '?'} mm`;
  if (fault.kind === 'size_difference')
    return `Size difference, ${fault.sizeDifferenceCm ?? '?'} cm`;
  return FAULT_LABELS[fault.kind];
}

export type Coverage = 'free' | 'shared' | 'not_covered' | 'expired';

export interface WarrantyCost {
  coverage: Coverage;
  /** The year of ownership the claim falls in: 1 from the day of delivery, 3 from the 2nd anniversary. */
  yearsOwned: number;
  /** Null where the claim is not covered: nothing is charged because nothing is done. */
  repairShareCents: number | null;
  transportCents: number | null;
  inspectionFeeCents: number | null;
  totalCents: number | null;
  /** The sentence the customer and staff read beside the figures. */
  explanation: string;
}

/** Years 0–2 (the first two years after delivery) are free; years 3–10 share the cost. */
const FREE_YEARS = 2;

/**
 * Whole years completed from `deliveredDay` to `day` (YYYY-MM-DD, Singapore days), plus one: the
 * year of ownership `day` falls in. An anniversary starts the next year; a 29 February delivery's
 * anniversary in other years is 1 March.
 */
export function yearOfOwnership(deliveredDay: string, day: string): number {
  const [from, to] = [deliveredDay, day].map((d) => ({
    year: Number(d.slice(0, 4)),
    monthDay: d.slice(5),
  }));
  if (!from || !to) return 1;
  const completed = to.year - from.year - (to.monthDay < from.monthDay ? 1 : 0);
  return Math.max(0, completed) + 1;
}

/** years × 1/12 × price, rounded half up to the cent, in integers so it is exact. */
export function shareCents(yearsOwned: number, listPriceCents: number): number {
  return Math.floor((yearsOwned * listPriceCents * 2 + 12) / 24);
}

function faultNotCovered(fault: ClaimedFault): string | undefined {
  if (fault.kind === 'body_impression' && (fault.impressionMm ?? 0) <= WARRANTY.bodyImpressionMm) {
    return `Body impressions of ${WARRANTY.bodyImpressionMm} mm or less are normal settling and not covered by the warranty.`;
  }
  if (
    fault.kind === 'size_difference' &&
    Math.abs(fault.sizeDifferenceCm ?? 0) <= WARRANTY.sizeVarianceCm
  ) {
    return `A size variance of ±${WARRANTY.sizeVarianceCm} cm is within tolerance and not covered by the warranty.`;
  }
  return undefined;
}

const notApplicable = (coverage: Coverage, yearsOwned: number, explanation: string) => ({
  coverage,
  yearsOwned,
  repairShareCents: null,
  transportCents: null,
  inspectionFeeCents: null,
  totalCents: null,
  explanation,
});

/**
 * The cost of a claim filed on `claimDay` for a mattress delivered on `deliveredDay` and sold at
 * `listPriceCents` a piece. Transport is charged in every covered year: the page excludes it
 * from the free repair and adds it to the shared cost.
 */
export function warrantyCost(input: {
  deliveredDay: string;
  claimDay: string;
  listPriceCents: number;
  fault: ClaimedFault;
}): WarrantyCost {
  const yearsOwned = yearOfOwnership(input.deliveredDay, input.claimDay);
  if (yearsOwned > WARRANTY.years) {
    return notApplicable(
      'expired',
      yearsOwned,
      `The ${WARRANTY.years}-year warranty has ended for this mattress.`,
    );
  }
  const uncovered = faultNotCovered(input.fault);
  if (uncovered) return notApplicable('not_covered', yearsOwned, uncovered);
  const free = yearsOwned <= FREE_YEARS;
  const repairShareCents = free ? 0 : shareCents(yearsOwned, input.listPriceCents);
  const transportCents = dollarsToCents(TRANSPORT_FEE.amount);
  const inspectionFeeCents =
    yearsOwned >= INSPECTION.feeFromYear ? dollarsToCents(INSPECTION.fee) : 0;
  return {
    coverage: free ? 'free' : 'shared',
    yearsOwned,
    repairShareCents,
    transportCents,
    inspectionFeeCents,
    totalCents: repairShareCents + transportCents + inspectionFeeCents,
    explanation: free
      ? `In years ${WARRANTY.freeRepairYears} we repair or replace a defective mattress free of charge, and the inspection is free. Transport is excluded.`
      : `In years ${WARRANTY.sharedCostYears} your cost is years owned × 1/12 × list price + transport: ${yearsOwned} × 1/12 of the price, plus the inspection fee.`,
  };
}
