import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { VisitForm } from './components/visit-form';

/** `?mattress=15`: the product page's link, which ticks its mattress to try. */
function mattressesAsked(params: URLSearchParams): number[] {
  return params
    .getAll('mattress')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Book a showroom visit (decision 0065): a slot at Ubi or Tampines, mailed with a calendar file. */
export function BookVisitPage() {
  usePageTitle('Book a showroom visit');
  const [params] = useSearchParams();
  const [booked, setBooked] = useState('');

  return (
    <section aria-labelledby="book-visit-title">
      <PageHeader id="book-visit-title" eyebrow="Showroom" title="Book a showroom visit">
        Lie on every mattress before you choose. Pick a showroom, a day and a time, and we will have
        the mattresses you want to try ready.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
        {booked ? (
          <div className="space-y-6">
            <FormMessage tone="success">{booked}</FormMessage>
            <p className="text-sm text-muted">
              The mail has a calendar file and a link to move or cancel the visit.{' '}
              <Link to={pagePaths.allProducts} className={inlineLinkClass}>
                Browse the mattresses
              </Link>
            </p>
          </div>
        ) : (
          <VisitForm mattressIds={mattressesAsked(params)} onBooked={setBooked} />
        )}
      </div>
    </section>
  );
}
