/**
 * What a page reads of its query string, for the server's renderer: each parameter it reads in
 * the one spelling it takes it to mean, or undefined when it ignores it (decision 0036).
 */
export type PageQuery = Record<string, string | undefined>;

/** What a page reads of a query string. */
export type QueryReader = (search: URLSearchParams) => PageQuery;
