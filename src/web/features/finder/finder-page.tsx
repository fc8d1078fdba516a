import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { getFinderPicksQueryOptions } from './api/get-finder-picks';
import { FinderForm } from './components/finder-form';
import { FinderPicks } from './components/finder-picks';
import { FINDER_DEFAULTS, finderPageQuery, finderRequest, finderSearch } from './lib/finder-params';

/**
 * /mattress-finder: a few questions, and the server's picks for the answers in the address, so a
 * reload, Back or a shared link shows the same picks.
 */
export function FinderPage() {
  usePageTitle('Mattress Finder');
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const answers = finderPageQuery(searchParams);
  const request = finderRequest(searchParams);
  const picks = useQuery({
    ...getFinderPicksQueryOptions(request ?? NO_ANSWERS),
    enabled: !!request,
  });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const asked = useRef(false);

  // After the shopper asks, their picks take the focus, so a screen reader reads them next.
  useEffect(() => {
    if (asked.current && request) resultsHeading.current?.focus();
    asked.current = false;
  }, [request]);

  return (
    <section aria-labelledby="finder-title">
      <PageHeader id="finder-title" eyebrow="Mattress finder" title="Find your mattress">
        Answer a few questions about how you sleep and we will pick the mattresses that suit you
        best, and say why.
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-8 sm:px-8 sm:py-12">
        <FinderForm
          key={search}
          answers={answers}
          missingPosition={searchParams.size > 0 && !request}
          onAnswers={(form) => {
            asked.current = true;
            navigate(`${pagePaths.mattressFinder}?${finderSearch(form)}`);
          }}
        />
        {request && (
          <section aria-labelledby="finder-picks-title" className="space-y-5">
            <h2
              id="finder-picks-title"
              ref={resultsHeading}
              tabIndex={-1}
              className="text-2xl text-navy focus:outline-none"
            >
              Your picks
            </h2>
            <QueryStates query={picks} failure="Failed to find your picks">
              {(result) => <FinderPicks result={result} />}
            </QueryStates>
          </section>
        )}
      </div>
    </section>
  );
}

/** What the disabled query is keyed by before there are answers; never sent. */
const NO_ANSWERS = { positions: '', ...FINDER_DEFAULTS, hot: '0' } as const;
