/** Query keys that more than one feature reads or invalidates. */

export const sessionQueryKey = ['session'] as const;

/**
 * The first key part of every answer that belongs to the logged-in person (profile, orders).
 * Logging in or out drops them all, so no screen shows the previous person's data.
 */
export const ACCOUNT_SCOPE = 'account';

/**
 * The first key part of every catalogue answer: the same for everyone, so the server renders
 * pages with them and hands them to the browser's cache (src/web/entry-server.tsx).
 */
export const CATALOG_SCOPE = 'products';

/** The first key of every audit trail answer: any successful change makes them stale. */
export const auditQueryKey = ['audit'] as const;

/** The first key of every admin order answer: a delivery moved from the run sheet changes them. */
export const adminOrdersQueryKey = ['orders', 'admin'] as const;

/** The first key of every run sheet answer: a delivery moved from an order changes them. */
export const runSheetQueryKey = ['admin', 'run-sheet'] as const;
