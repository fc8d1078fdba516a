import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import {
  dangerButtonClass,
  inlineLinkClass,
  secondaryButtonClass,
} from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useCancelVisit, useVisitByLink } from './api/visits';
import { MoveVisitForm } from './components/move-visit-form';
import { VisitSummary } from './components/visit-summary';

const WRONG_LINK =
  'This link does not open a visit. Please open the link from your e-mail again, or book a new visit.';

/** "Cancel the visit", asked once more on the page before it is done. */
function CancelVisit({
  token,
  onCancelled,
}: {
  token: string;
  onCancelled: (message: string) => void;
}) {
  const cancel = useCancelVisit(token);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={secondaryButtonClass}>
        Cancel the visit
      </button>
    );
  }
  return (
    <div className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-sand">
      <p className="text-navy">Cancel this visit? Its time goes to other visitors.</p>
      {cancel.isError && (
        <FormMessage tone="error">
          {errorText(cancel.error, 'The visit was not cancelled.')}
        </FormMessage>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({}, { onSuccess: (answer) => onCancelled(answer.message) })}
          className={dangerButtonClass}
        >
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel it'}
        </button>
        <button type="button" onClick={() => setAsking(false)} className={secondaryButtonClass}>
          Keep the visit
        </button>
      </div>
    </div>
  );
}

/**
 * The page a visit's mailed link opens (decision 0065): the visit, and moving or cancelling it
 * while it is still ahead. A wrong, cancelled or passed link says so in words.
 */
export function VisitPage() {
  usePageTitle('Your showroom visit');
  const token = useSearchParams()[0].get('token') ?? '';
  const visit = useVisitByLink(token);
  const [done, setDone] = useState('');
  const [moving, setMoving] = useState(false);

  let body: ReactNode;
  if (!token || visit.isError) {
    body = (
      <FormMessage tone="error">
        {token ? errorText(visit.error, WRONG_LINK) : WRONG_LINK}
      </FormMessage>
    );
  } else if (!visit.data) {
    body = <p className="text-muted">Opening your visit…</p>;
  } else {
    const { changeable, notice } = visit.data;
    body = (
      <div className="space-y-8">
        {done && <FormMessage tone="success">{done}</FormMessage>}
        <VisitSummary visit={visit.data} />
        {notice && !done && <FormMessage tone="error">{notice}</FormMessage>}
        {changeable && !moving && (
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => setMoving(true)} className={secondaryButtonClass}>
              Move the visit
            </button>
            <CancelVisit token={token} onCancelled={setDone} />
          </div>
        )}
        {changeable && moving && (
          <MoveVisitForm
            token={token}
            visit={visit.data}
            onMoved={(message) => {
              setDone(message);
              setMoving(false);
            }}
          />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="visit-title">
      <PageHeader id="visit-title" eyebrow="Showroom" title="Your showroom visit" />
      <div className="mx-auto max-w-3xl space-y-8 px-5 py-10 sm:px-8 sm:py-14">
        {body}
        <p className="text-sm text-muted">
          <Link to={pagePaths.bookVisit} className={inlineLinkClass}>
            Book another visit
          </Link>
        </p>
      </div>
    </section>
  );
}
