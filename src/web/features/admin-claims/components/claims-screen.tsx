import { useId, useState } from 'react';
import { CLAIM_STATE_LABELS, CLAIM_STATES, type ClaimState } from '#shared/warranty-claims.js';
import { allOption, SelectField } from '#web/components/admin-fields.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { useClaims } from '../api/claims';
import { ClaimCard } from './claim-card';

/** The warranty claims queue (issue 24, decision 0060): newest first, filtered by state. */
export function ClaimsScreen() {
  const [state, setState] = useState<ClaimState | ''>('');
  const claims = useClaims(state || undefined);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl text-navy">
        Warranty claims
      </h2>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label="Filter by state"
          options={CLAIM_STATES}
          optionLabel={(id) => CLAIM_STATE_LABELS[id]}
          first={allOption}
          value={state}
          onChange={(event) => setState(event.target.value as ClaimState | '')}
        />
      </div>
      <QueryStates
        query={claims}
        failure="Failed to load the claims"
        empty="No claims in this state."
        isEmpty={(data) => data.claims.length === 0}
      >
        {(data) => (
          <ol className="mt-6 grid gap-4 xl:grid-cols-2">
            {data.claims.map((claim) => (
              <li key={claim.id}>
                <ClaimCard claim={claim} />
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  );
}
