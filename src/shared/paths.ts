/**
 * Every page path of the shop, built in one place for the browser's router and links and the
 * server's pages, sitemap and e-mails (the API's paths are in ./api-paths/). A path that changes
 * here changes everywhere; a typo is a type error rather than a dead link.
 */

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
  about: '/about',
  contact: '/contact',
  warranty: '/warranty',
  delivery: '/delivery',
  faq: '/faq',
  login: '/login',
  register: '/register',
  forgotPassword: '/forget',
  resetPassword: '/reset',
  settings: '/settings',
  /** Where the e-mail sent to the old address undoes an e-mail change. */
  undoEmailChange: '/undo-email',
  orders: '/orders',
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

/**
 * An order's tracking page with its capability: the checkout session id it was paid in, the same
 * key that opens its receipt (docs/decisions/0033).
 */
export function orderTrackingPath(orderId: Id, providerSessionId: string): string {
  return `${pagePaths.orderTracking(orderId)}?session_id=${encodeURIComponent(providerSessionId)}`;
}

/** My Orders opened on one order, expanded and scrolled to. */
export function myOrderPath(orderId: Id): string {
  return `${pagePaths.orders}?order=${encodeURIComponent(String(orderId))}`;
}

/** The password reset page for one e-mailed token. */
export function resetPasswordPath(token: string): string {
  return `${pagePaths.resetPassword}?token=${encodeURIComponent(token)}`;
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
