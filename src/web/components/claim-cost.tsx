import { formatCents } from '#shared/money.js';
import type { Claim } from '#shared/schemas/warranty.js';

type Cost = Claim['cost'];

/** One figure, or "not applicable" where the claim is not covered. */
const money = (cents: number | null) => (cents === null ? 'Not applicable' : formatCents(cents));

/** What a warranty claim costs the customer, figure by figure, with the rule that gave it: the
 * customer previews it and staff read it as kept (decision 0060). */
export function ClaimCost({ cost, title }: { cost: Cost; title: string }) {
  const covered = cost.totalCents !== null;
  return (
    <div className="rounded-xl bg-cream px-4 py-3 text-sm text-ink">
      <p className="font-medium text-navy">
        {title}: {covered ? formatCents(cost.totalCents ?? 0) : 'Not covered'}
      </p>
      <p className="mt-1">{cost.explanation}</p>
      {covered && (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>Year of ownership</dt>
          <dd className="text-right">{cost.yearsOwned}</dd>
          <dt>Repair or replacement</dt>
          <dd className="text-right">{money(cost.repairShareCents)}</dd>
          <dt>Transport</dt>
          <dd className="text-right">{money(cost.transportCents)}</dd>
          <dt>Inspection</dt>
          <dd className="text-right">{money(cost.inspectionFeeCents)}</dd>
        </dl>
      )}
    </div>
  );
}
