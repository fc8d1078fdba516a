/**
 * The API's paths below API_BASE, as the browser's clients call them and the server's routes
 * answer. One export each, so a page's bundle carries only the paths it calls; the admin's own
 * are in admin-api-paths.ts, so they load with the admin screens and not with the first page.
 *
 * The same table gives the server's routes their paths: a path with parts (an id) has its route
 * pattern beside it, `…ApiRoute`, as Fastify matches it; a fixed path is its own pattern.
 * tests/api/api-path-table.test.ts holds the table and Fastify's routes equal, both ways.
 */

type Id = number | string;

// The sign-in, registration, password reset and profile API (spec sections 2 and 6).
export const sessionApiPath = '/auth/session';
export const loginApiPath = '/auth/login';
export const logoutApiPath = '/auth/logout';
export const registerApiPath = '/auth/register';
export const forgotPasswordApiPath = '/reset/forgot-password';
export const resetPasswordApiPath = '/reset/reset-password';
export const profileApiPath = '/profile';
export const profileAddressApiPath = '/profile/address';
export const profileEmailApiPath = '/profile/email';
export const profilePasswordApiPath = '/profile/password';
/** Deletes the signed-in customer's account, keeping its orders anonymised (decision 0075). */
export const deleteAccountApiPath = '/profile/delete-account';
export const confirmEmailChangeApiPath = '/account/confirm-email-change';
export const undoEmailChangeApiPath = '/account/undo-email-change';
/** The account's guest orders: how many wait, and bringing them in (issue 25). */
export const guestOrdersApiPath = '/profile/guest-orders';
/** Everything the shop holds about the signed-in customer, for them to keep (PDPA). */
export const myDataApiPath = '/profile/my-data';
export const verifyEmailApiPath = '/account/verify-email';

// The products API, as the storefront reads it.
export const productsApiPath = '/products';
/** One page of a storefront listing, with the listing's total. */
export const productPageApiPath = '/products/page';
export const productApiRoute = '/products/:id';
export const productApiPath = (productId: Id) => `/products/${productId}`;
export const productFeaturesApiRoute = '/products/:id/features';
export const productFeaturesApiPath = (productId: Id) => `/products/${productId}/features`;
/** The mattress finder's picks for the answers in the query string (issue 26). */
export const finderApiPath = '/finder';
/** Up to three mattresses side by side, by the ids in the query string (issue 26). */
export const compareApiPath = '/compare';

// The shopping bag and checkout API.
export const cartApiPath = '/cart';
export const cartItemsApiPath = '/cart/items';
export const cartItemApiRoute = '/cart/items/:id';
export const cartItemApiPath = (itemId: Id) => `/cart/items/${itemId}`;
/** The steps of one line's quantity, each its own route. */
export const cartItemStepApiRoutes = {
  increment: '/cart/items/:id/increment',
  decrement: '/cart/items/:id/decrement',
};
export const cartItemStepApiPath = (itemId: Id, step: string) => `/cart/items/${itemId}/${step}`;
export const cartVoucherApiPath = '/cart/voucher';
export const checkoutSessionApiPath = '/checkout/session';
export const deliverySlotsApiPath = '/checkout/delivery-slots';
/** The services a delivery can have, and their prices (decision 0061). */
export const deliveryServicesApiPath = '/delivery-services';
/** Stripe's calls about its sessions (not the browser's). */
export const stripeWebhookApiPath = '/checkout/webhook';

// The customer's orders.
export const ordersApiPath = '/orders';
export const orderApiRoute = '/orders/:id';
export const orderApiPath = (orderId: Id) => `/orders/${orderId}`;
/** An order's PDF invoice (the server hands out its links: orders/urls.ts). */
export const orderReceiptApiRoute = '/orders/:id/receipt';
/** A refund's PDF credit note, beside the invoice and opened the same ways (decision 0054). */
export const orderCreditNoteApiRoute = '/orders/:id/credit-notes/:refundId';
export const orderLookupApiRoute = '/orders/lookup';
export const orderLookupApiPath = (sessionId: string) =>
  `/orders/lookup?session_id=${encodeURIComponent(sessionId)}`;
/** One order's read-only view for whoever holds its link (docs/decisions/0033). */
export const orderTrackingApiRoute = '/orders/:id/tracking';
/** The customer moves their delivery (issue 24); the tracking link's key goes in the body. */
export const orderDeliverySlotApiRoute = '/orders/:id/delivery-slot';
export const orderDeliverySlotApiPath = (orderId: Id) => `/orders/${orderId}/delivery-slot`;
/** The customer cancels their order before the cut-off (issue 24), the key in the body too. */
/** After free changes ended: a payment page for the charge, then the move (decision 0062). */
export const orderDeliveryChargeApiRoute = '/orders/:id/delivery-slot/charge';
export const orderDeliveryChargeApiPath = (orderId: Id) =>
  `/orders/${orderId}/delivery-slot/charge`;
export const orderCancelApiRoute = '/orders/:id/cancel';
export const orderCancelApiPath = (orderId: Id) => `/orders/${orderId}/cancel`;
export const orderTrackingApiPath = (orderId: Id, sessionId: string) =>
  `/orders/${orderId}/tracking?session_id=${encodeURIComponent(sessionId)}`;
/** An order's warranty (issue 24, decision 0060): its claims, and filing one, with the link's key. */
export const orderWarrantyApiRoute = '/orders/:id/warranty';
export const orderWarrantyApiPath = (orderId: Id, sessionId = '') =>
  `/orders/${orderId}/warranty?session_id=${encodeURIComponent(sessionId)}`;
export const orderClaimsApiRoute = '/orders/:id/warranty/claims';
/** The tracking link's key of a claim and of its photos goes in the body, as a change's does. */
export const orderClaimsApiPath = (orderId: Id) => `/orders/${orderId}/warranty/claims`;
/** An upload URL for one claim photo. */
export const orderClaimPhotosApiRoute = '/orders/:id/warranty/photos';
export const orderClaimPhotosApiPath = (orderId: Id) => `/orders/${orderId}/warranty/photos`;
/** Buyers' reviews (issue 26, decision 0073): an order's buyer writes, the product page reads. */
export const reviewableApiPath = '/reviews/reviewable';
export const reviewPhotosApiPath = '/reviews/photos';
export const reviewsApiPath = '/reviews';
/** Its author's edit of a review (the order and token in the body, as writing has them). */
export const reviewApiRoute = '/reviews/:reviewId';
export const reviewApiPath = (reviewId: Id) => `/reviews/${reviewId}`;
export const productReviewsApiRoute = '/products/:id/reviews';
/** One page of a product's approved reviews, of all its buyers or of one sleeping position's. */
export const productReviewsApiPath = (productId: Id, page = 1, sleepPosition?: string) =>
  `/products/${productId}/reviews?page=${page}${sleepPosition ? `&sleepPosition=${sleepPosition}` : ''}`;
/** Showroom visits (decision 0065): a showroom's bookable days and slots, and booking one. */
export const showroomCalendarApiRoute = '/showrooms/:showroomId/calendar';
export const showroomCalendarApiPath = (showroomId: Id) => `/showrooms/${showroomId}/calendar`;
export const showroomVisitsApiPath = '/showroom-visits';
/** The visit its mailed link opens; the link's token is the only key (the log hides it). */
export const visitLinkApiRoute = '/showroom-visits/link';
export const visitLinkApiPath = (token: string) =>
  `/showroom-visits/link?token=${encodeURIComponent(token)}`;
/** Cancelling or moving it: the token goes in the body. */
export const cancelVisitApiPath = '/showroom-visits/link/cancel';
export const moveVisitApiPath = '/showroom-visits/link/move';
/** The newsletter (decision 0068): signing up, confirming with the mailed token in the body. */
export const newsletterSubscribeApiPath = '/newsletter/subscribe';
export const newsletterConfirmApiPath = '/newsletter/confirm';
/** RFC 8058's one-click unsubscribe: the token is in the URL the mail's header names. */
export const newsletterUnsubscribeApiRoute = '/newsletter/unsubscribe';
export const newsletterUnsubscribeApiPath = (token: string) =>
  `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
/** Back-in-stock alerts (decision 0074): asking for one, and its one-click unsubscribe. */
export const stockAlertsApiPath = '/stock-alerts';
export const stockAlertUnsubscribeApiRoute = '/stock-alerts/unsubscribe';
export const stockAlertUnsubscribeApiPath = (token: string) =>
  `/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
