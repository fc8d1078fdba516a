import type { SizeName } from '#shared/constants.js';
import {
  PRODUCT_PAGE_SIZE,
  type ProductKind,
  type ProductSort,
  productListQuerySchema,
} from '#shared/schemas/product.js';
import type { PageQuery } from '#web/lib/page-query.ts';

/**
 * How a listing page is browsed, as its URL says it (?sort=&size=&firmnessMin=…&page=), so a link
 * or a reload shows the same products in the same order. The names are the API's own.
 */
export interface BrowseParams {
  sort?: ProductSort | undefined;
  kind?: ProductKind | undefined;
  size?: SizeName | undefined;
  firmnessMin?: number | undefined;
  firmnessMax?: number | undefined;
  /** Dollars. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** From 1. */
  page: number;
}

/**
 * The narrowing parameters: what "clear filters" takes away. The sort stays, and so does the kind
 * (the menus' Mattresses page stays every mattress).
 */
export const FILTER_KEYS = ['size', 'firmnessMin', 'firmnessMax', 'priceMin', 'priceMax'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const PAGE_KEY = 'page';

const shape = productListQuerySchema.shape;

/** The value of a URL parameter when the API would take it; a hand-edited bad one is ignored. */
function accepted<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  value: string | null,
) {
  if (value === null) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A range whose ends are the wrong way round reads as the range between them. */
function inOrder(
  low: number | undefined,
  high: number | undefined,
): [number | undefined, number | undefined] {
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

export function browseParamsFrom(search: URLSearchParams): BrowseParams {
  const [firmnessMin, firmnessMax] = inOrder(
    accepted(shape.firmnessMin, search.get('firmnessMin')),
    accepted(shape.firmnessMax, search.get('firmnessMax')),
  );
  const [priceMin, priceMax] = inOrder(
    accepted(shape.priceMin, search.get('priceMin')),
    accepted(shape.priceMax, search.get('priceMax')),
  );
  const page = Number(search.get(PAGE_KEY));
  return {
    sort: accepted(shape.sort, search.get('sort')),
    kind: accepted(shape.kind, search.get('kind')),
    size: accepted(shape.size, search.get('size')),
    firmnessMin,
    firmnessMax,
    priceMin,
    priceMax,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export function hasFilters(params: BrowseParams): boolean {
  return FILTER_KEYS.some((key) => params[key] !== undefined);
}

/** The API's limit and offset for a page of the listing. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PRODUCT_PAGE_SIZE, offset: (page - 1) * PRODUCT_PAGE_SIZE };
}

/** A listing's parameters in one spelling: bad values gone, as the page ignores them, page 1 unsaid. */
export function browseQuery(search: URLSearchParams): PageQuery {
  const { page, ...params } = browseParamsFrom(search);
  const spelt: PageQuery = { [PAGE_KEY]: page > 1 ? String(page) : undefined };
  for (const [name, value] of Object.entries(params)) {
    spelt[name] = value === undefined ? undefined : String(value);
  }
  return spelt;
}
