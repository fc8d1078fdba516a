import { collectionFromSlug, collectionSlug } from '#shared/constants.js';
import type { PageQuery } from '#web/lib/page-query.ts';
import { browseQuery } from './browse-params';

export { browseQuery };

/**
 * /products/all: the listing's parameters, the search text as its box shows it (the list trims
 * it to search) and the collection by its slug, in any letter case.
 */
export function productListQuery(search: URLSearchParams): PageQuery {
  const collection = collectionFromSlug(search.get('collection') ?? '');
  return {
    ...browseQuery(search),
    q: search.get('q') || undefined,
    collection: collection && collectionSlug(collection),
  };
}

/** /search: the search text, which the page trims, and the listing's parameters. */
export function searchPageQuery(search: URLSearchParams): PageQuery {
  return { ...browseQuery(search), q: search.get('q')?.trim() || undefined };
}
