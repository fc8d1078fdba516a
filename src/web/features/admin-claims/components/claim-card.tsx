import type { AdminClaim } from '#shared/schemas/warranty.js';
import { formatDateTime } from '#shared/time.js';
import { CLAIM_STATE_LABELS } from '#shared/warranty-claims.js';
import { faultText } from '#shared/warranty-cost.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { ClaimCost } from '#web/components/claim-cost.tsx';
import { ClaimMoveForm } from './claim-move-form';

/** One claim as staff work it: who, what, the photos, the slot, the figures kept, the next move. */
export function ClaimCard({ claim }: { claim: AdminClaim }) {
  return (
    <article
      aria-labelledby={`claim-${claim.id}`}
      className="rounded-2xl border border-sand bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`claim-${claim.id}`} className="text-lg font-semibold text-navy">
          Claim #{claim.id} · Order #{claim.orderId}
        </h3>
        <span className="rounded-full bg-sand px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-navy">
          {CLAIM_STATE_LABELS[claim.state]}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted">Customer</dt>
        <dd className="break-all">{claim.email}</dd>
        <dt className="text-muted">Mattress</dt>
        <dd>{claim.itemTitle}</dd>
        <dt className="text-muted">Fault</dt>
        <dd>{faultText({ kind: claim.fault, ...claim })}</dd>
        <dt className="text-muted">Description</dt>
        <dd className="whitespace-pre-line">{claim.description}</dd>
        <dt className="text-muted">Inspection</dt>
        <dd>{claim.inspectionSlot}</dd>
        <dt className="text-muted">Filed</dt>
        <dd>{formatDateTime(claim.createdAt)}</dd>
        {claim.declineReason && (
          <>
            <dt className="text-muted">Declined because</dt>
            <dd>{claim.declineReason}</dd>
          </>
        )}
      </dl>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
        {claim.photoUrls.map((url, index) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noreferrer" className={inlineLinkClass}>
              <img
                src={url}
                alt={`Claim #${claim.id}, view ${index + 1} of the fault`}
                className="h-20 w-20 rounded-lg object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <ClaimCost cost={claim.cost} title="Customer's cost" />
      </div>
      <ClaimMoveForm claim={claim} />
    </article>
  );
}
