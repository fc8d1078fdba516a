import { SIZE_NAMES } from '#shared/constants.js';
import {
  BODY_BUILDS,
  FEELS,
  FINDER_BUDGETS,
  type FinderQuery,
  PAINS,
  SLEEP_POSITIONS,
} from '#shared/schemas/finder.js';
import type { PageQuery } from '#web/lib/page-query.ts';

/** A word of `values`, or undefined for anything else (an old or hand-typed address). */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/**
 * The finder's answers as the page's address holds them, in one spelling: positions as a comma
 * list in the questions' order (a form without script sends them as repeated fields), unknown
 * words left out. `positions` is undefined until the shopper has chosen one.
 */
export function finderPageQuery(search: URLSearchParams): PageQuery {
  const chosen = search.getAll('positions').flatMap((value) => value.split(','));
  const positions = SLEEP_POSITIONS.filter((position) => chosen.includes(position));
  const budget = FINDER_BUDGETS.find((amount) => String(amount) === search.get('budget'));
  return {
    positions: positions.length > 0 ? positions.join(',') : undefined,
    build: oneOf(BODY_BUILDS, search.get('build')),
    feel: oneOf(FEELS, search.get('feel')),
    pain: oneOf(PAINS, search.get('pain')),
    hot: search.get('hot') === '1' ? '1' : undefined,
    budget: budget === undefined ? undefined : String(budget),
    size: oneOf(SIZE_NAMES, search.get('size')),
  };
}

/** The answer to each one-answer question until the shopper gives another. */
export const FINDER_DEFAULTS = { build: 'average', feel: 'unsure', pain: 'none' } as const;

/** The answers as the finder's API takes them, with its defaults; undefined before any position. */
export function finderRequest(search: URLSearchParams): FinderQuery | undefined {
  const query = finderPageQuery(search);
  if (!query.positions) return undefined;
  return {
    positions: query.positions,
    build: (query.build ?? FINDER_DEFAULTS.build) as FinderQuery['build'],
    feel: (query.feel ?? FINDER_DEFAULTS.feel) as FinderQuery['feel'],
    pain: (query.pain ?? FINDER_DEFAULTS.pain) as FinderQuery['pain'],
    hot: query.hot === '1' ? '1' : '0',
    budget: query.budget,
    size: query.size as FinderQuery['size'],
  };
}

/** The page's address for answers a form holds: only what was answered, in the one spelling. */
export function finderSearch(form: FormData): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
  const query = finderPageQuery(fields);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  return search;
}
