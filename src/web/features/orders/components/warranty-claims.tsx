import { useEffect, useRef, useState } from 'react';
import type { Claim } from '#shared/schemas/warranty.js';
import { WARRANTY } from '#shared/service-facts.js';
import { formatDateTime } from '#shared/time.js';
import { CLAIM_STATE_LABELS } from '#shared/warranty-claims.js';
import { faultText } from '#shared/warranty-cost.js';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { ClaimCost } from '#web/components/claim-cost.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { useOrderWarranty } from '../api/order-warranty';
import { ClaimForm } from './claim-form';

function FiledClaim({ claim }: { claim: Claim }) {
  return (
    <li className="rounded-xl border border-sand p-4">
      <p className="font-medium text-navy">
        Claim #{claim.id}: {claim.itemTitle} ·{' '}
        <span data-testid="claim-state">{CLAIM_STATE_LABELS[claim.state]}</span>
      </p>
      <p className="mt-1 text-sm text-muted">
        Filed <time dateTime={claim.createdAt}>{formatDateTime(claim.createdAt)}</time> ·{' '}
        {faultText({ kind: claim.fault, ...claim })} · Inspection {claim.inspectionSlot}
      </p>
      {claim.declineReason && <p className="mt-2 text-sm">Why: {claim.declineReason}</p>}
      <div className="mt-3">
        <ClaimCost
          cost={claim.cost}
          title={
            claim.state === 'declined'
              ? 'Nothing to pay, as declined; quoted at filing'
              : 'Your cost'
          }
        />
      </div>
    </li>
  );
}

/**
 * The order's warranty (issue 24): the claims filed on it, each with its state and the figures
 * kept, and filing a new one once the order is delivered. For the customer logged in ('' key)
 * or the holder of the tracking link.
 */
export function WarrantyClaims({ orderId, sessionId }: { orderId: number; sessionId: string }) {
  const warranty = useOrderWarranty(orderId, sessionId);
  const [filing, setFiling] = useState(false);
  const [filed, setFiled] = useState('');
  const news = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: the news takes it, so keyboards and readers stay here.
  useEffect(() => {
    if (filed) news.current?.focus();
  }, [filed]);
  return (
    <section aria-labelledby={`warranty-${orderId}`} className="pt-4">
      <h2 id={`warranty-${orderId}`} className="text-xl text-navy">
        Warranty
      </h2>
      <QueryStates query={warranty} failure="The warranty could not be loaded" compact>
        {(data) => {
          const deliveredAt = data.deliveredAt;
          const claimable = deliveredAt !== null && data.lines.some((line) => line.mattress);
          return (
            <>
              <div ref={news} tabIndex={-1} className="mt-2 outline-none">
                {filed && <FormMessage tone="success">{filed}</FormMessage>}
              </div>
              {data.claims.length > 0 && (
                <ul className="mt-3 space-y-3">
                  {data.claims.map((claim) => (
                    <FiledClaim key={claim.id} claim={claim} />
                  ))}
                </ul>
              )}
              {claimable && deliveredAt && (
                <>
                  <p className="mt-3 text-sm text-ink">
                    Your mattress is under our {WARRANTY.years}-year limited warranty since its
                    delivery on <time dateTime={deliveredAt}>{formatDateTime(deliveredAt)}</time>.
                  </p>
                  {filing ? (
                    <ClaimForm
                      orderId={orderId}
                      sessionId={sessionId}
                      warranty={{ ...data, deliveredAt }}
                      onFiled={(message) => {
                        setFiling(false);
                        setFiled(message);
                      }}
                      onCancel={() => setFiling(false)}
                    />
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        setFiling(true);
                        setFiled('');
                      }}
                      className={`${secondaryButtonClass} mt-3`}
                    >
                      Make a Warranty Claim
                    </button>
                  )}
                </>
              )}
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
