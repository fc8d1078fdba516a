/**
 * Every page path of the shop, built in one place for the browser's router and links and the
 * server's pages, sitemap and e-mails (the API's paths are in ./api-paths/). A path that changes
 * here changes everywhere; a typo is a type error rather than a dead link.
 */

import { API_BASE } from './constants.js';

type Id = number | string;

/** The storefront's pages (spec section 2 onwards), as shoppers see them in the address bar. */
export const pagePaths = {
  home: '/',
  product: (productId: Id) => `/product/${productId}`,
  allProducts: '/products/all',
  /** Every mattress of every collection: the menus' Mattresses. */
  mattresses: '/products/all?kind=mattress',
  collection: (slug: string) => `/products/collection/${slug}`,
  accessories: '/products/accessory',
  /** The menus' short addresses, which redirect to the collection and accessories pages. */
  mattressShortcut: '/mattress',
  accessoriesShortcut: '/accessories',
  search: (query?: string) =>
    query === undefined ? '/search' : `/search?q=${encodeURIComponent(query)}`,
  /** The mattress finder: a few questions, and picks for the answers in its query string. */
  mattressFinder: '/mattress-finder',
  /** Up to three mattresses side by side; the ids in the address so it can be shared. */
  compare: (ids?: readonly Id[]) =>
    ids === undefined || ids.length === 0 ? '/compare' : `/compare?ids=${ids.join(',')}`,
  about: '/about',
  contact: '/contact',
  warranty: '/warranty',
  delivery: '/delivery',
  faq: '/faq',
  /** Singapore's bed sizes in cm, as the shop makes them. */
  sizeGuide: '/size-guide',
  /** Booking a visit to a showroom (decision 0065), and the visit its mailed link opens. */
  bookVisit: '/book-a-visit',
  visit: '/showroom-visit',
  login: '/login',
  register: '/register',
  forgotPassword: '/forget',
  resetPassword: '/reset',
  settings: '/settings',
  /** Where the link mailed to the new address confirms an e-mail change (decision 37). */
  confirmEmailChange: '/confirm-email',
  /** Where the e-mail sent to the old address undoes an e-mail change. */
  undoEmailChange: '/undo-email',
  /** Where the link proving an account's address lands; it brings guest orders in. */
  verifyEmail: '/verify-email',
  /** The newsletter's mailed links: confirming a sign-up, and unsubscribing (decision 0068). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** A back-in-stock mail's Unsubscribe link (decision 0074). */
  stockAlertUnsubscribe: '/stock-alerts/unsubscribe',
  orders: '/orders',
  /** Writing reviews of an order's products: from the mailed invitation or My Orders. */
  writeReview: '/review',
  /** One order, read-only, for whoever holds its link (a guest's "View order & tracking"). */
  orderTracking: (orderId: Id) => `/track/${orderId}`,
  admin: '/admin',
  /** Where the hosted payment page sends the shopper back (and its older short form). */
  checkoutSuccess: '/checkout/success',
  checkoutSuccessShort: '/success',
} as const;

/** The address the hosted payment page returns to for one checkout session. */
export function checkoutSuccessPath(providerSessionId: string): string {
  return `${pagePaths.checkoutSuccess}?session_id=${encodeURIComponent(providerSessionId)}`;
}

/** The query parameter that says the shopper comes back from a payment page they cancelled. */
export const CHECKOUT_PARAMETER = 'checkout';
export const CHECKOUT_CANCELLED = 'cancelled';

/**
 * Where "Cancel and return" on the payment page leads (the sandbox's and Stripe's cancel_url): the
 * shop, whose bag opens again at its delivery step. Nothing of the shopper's is in it.
 */
export const checkoutCancelledPath = `${pagePaths.home}?${CHECKOUT_PARAMETER}=${CHECKOUT_CANCELLED}`;

/**
 * An order's tracking page with its capability: the checkout session id it was paid in, the same
 * key that opens its receipt (docs/decisions/0033).
 */
export function orderTrackingPath(orderId: Id, providerSessionId: string): string {
  return `${pagePaths.orderTracking(orderId)}?session_id=${encodeURIComponent(providerSessionId)}`;
}

/**
 * The query parameter a delivery charge's payment page returns with (decision 0062): `paid`, or
 * `cancelled` on the payment page.
 */
export const CHARGE_PARAMETER = 'charge';
export type ChargeNews = 'paid' | 'cancelled';

/** What the page returned to says of the charge, if it came back from its payment page. */
export function chargeNewsOf(params: URLSearchParams): ChargeNews | undefined {
  const news = params.get(CHARGE_PARAMETER);
  return news === 'paid' || news === 'cancelled' ? news : undefined;
}

/** The booking page, with a mattress to try ticked (the product page's link). */
export function bookVisitPath(mattressId?: Id): string {
  return mattressId === undefined
    ? pagePaths.bookVisit
    : `${pagePaths.bookVisit}?mattress=${encodeURIComponent(String(mattressId))}`;
}

/** The visit's page with its capability, the token mailed to the visitor (decision 0065). */
export function visitLinkPath(token: string): string {
  return `${pagePaths.visit}?token=${encodeURIComponent(token)}`;
}

/** My Orders opened on one order, expanded and scrolled to. */
export function myOrderPath(orderId: Id): string {
  return `${pagePaths.orders}?order=${encodeURIComponent(String(orderId))}`;
}

/** The query parameter of the login and register pages naming the page to return to. */
export const RETURN_TO_PARAMETER = 'next';

/** Any origin does: return paths are resolved against it only to see that they stay on it. */
const SAME_SITE = 'http://shop.invalid';

/**
 * `value` as a page of this shop to return to after logging in, or undefined when it is not one:
 * only a relative path is accepted, never another site (`//evil.example`, `/\evil.example`,
 * `https://…`, characters a browser drops on the way), an API address, or the login and register
 * pages themselves, which would loop. Guards the login page against open redirects.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !isOneSlashPath(value)) return undefined;
  const url = new URL(value, SAME_SITE);
  if (url.origin !== SAME_SITE) return undefined;
  const { pathname } = url;
  // Normalising can make a new `//`: `/.//evil`, `/a/..//evil` and `/%2e//evil` all become
  // `//evil`, so what is returned is checked again, not only what was given.
  if (!isOneSlashPath(pathname) || ESCAPED_SEPARATOR.test(pathname)) return undefined;
  if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) return undefined;
  if (pathname === pagePaths.login || pathname === pagePaths.register) return undefined;
  return `${pathname}${url.search}${url.hash}`;
}

/**
 * A path on this site as a browser reads it: one leading slash, and no backslash (read as a slash)
 * nor tab or line break (dropped) that could turn it into `//another.site`.
 */
function isOneSlashPath(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** An escaped slash or backslash: no page of the shop has one in its path, and a later decode could. */
const ESCAPED_SEPARATOR = /%(?:2f|5c)/i;

/** `page` (login or register) asked for by `returnTo`, a page to come back to afterwards. */
function withReturnTo(page: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${page}?${RETURN_TO_PARAMETER}=${encodeURIComponent(safe)}` : page;
}

/** The login page; after logging in the shopper goes back to `returnTo` when it is safe. */
export function loginPath(returnTo?: string | null): string {
  return withReturnTo(pagePaths.login, returnTo);
}

/** The register page, passing `returnTo` on, so a new customer also lands where they were going. */
export function registerPath(returnTo?: string | null): string {
  return withReturnTo(pagePaths.register, returnTo);
}

/** The password reset page for one e-mailed token. */
export function resetPasswordPath(token: string): string {
  return `${pagePaths.resetPassword}?token=${encodeURIComponent(token)}`;
}

/** The page confirming an e-mail change, for the token mailed to the new address. */
export function confirmEmailChangePath(token: string): string {
  return `${pagePaths.confirmEmailChange}?token=${encodeURIComponent(token)}`;
}

/** The page proving an account's address, for the token mailed to it. */
export function verifyEmailPath(token: string): string {
  return `${pagePaths.verifyEmail}?token=${encodeURIComponent(token)}`;
}

/** The review page of an order; the invitation's token opens it for a guest (decision 0073). */
export function writeReviewPath(orderId: Id, token = ''): string {
  const key = token ? `&token=${encodeURIComponent(token)}` : '';
  return `${pagePaths.writeReview}?order=${orderId}${key}`;
}

/** The page confirming a newsletter sign-up, for the token mailed to the address. */
export function newsletterConfirmPath(token: string): string {
  return `${pagePaths.newsletterConfirm}?token=${encodeURIComponent(token)}`;
}

/** The page that unsubscribes from the newsletter with a button, for the mailed token. */
export function newsletterUnsubscribePath(token: string): string {
  return `${pagePaths.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`;
}

/** The page that withdraws an address's back-in-stock alerts with a button, for the mailed token. */
export function stockAlertUnsubscribePath(token: string): string {
  return `${pagePaths.stockAlertUnsubscribe}?token=${encodeURIComponent(token)}`;
}

/** The page undoing an e-mail change, for the token mailed to the old address. */
export function undoEmailChangePath(token: string): string {
  return `${pagePaths.undoEmailChange}?token=${encodeURIComponent(token)}`;
}

/**
 * The parameter of `pathname` when it is a path that `page` builds, else undefined:
 * `pageParameter(pagePaths.product, '/product/15')` is `'15'`. Lets the server recognise a page
 * from its address without a second spelling of the path beside this file.
 */
export function pageParameter(
  page: (parameter: string) => string,
  pathname: string,
): string | undefined {
  const marker = '\u0000';
  const [before = '', after = ''] = page(marker).split(marker);
  if (pathname.length <= before.length + after.length) return undefined;
  if (!pathname.startsWith(before) || !pathname.endsWith(after)) return undefined;
  const parameter = pathname.slice(before.length, pathname.length - after.length);
  return parameter.includes('/') ? undefined : parameter;
}
