/** Business constants of spec section 9, shared by server and browser. */

export const COLLECTIONS = [
  '8etterSleep',
  'Hotel',
  'Spinal',
  'Prestige',
  'Resort',
  'Accessories',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const MATTRESS_COLLECTIONS = COLLECTIONS.filter(
  (collection): collection is Exclude<Collection, 'Accessories'> => collection !== 'Accessories',
);

export const SIZE_NAMES = ['Single', 'Super Single', 'Queen', 'King'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const VOUCHER_TYPES = ['percent', 'fixed'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
/** How the admin names each voucher type (issue 16: never the stored word). */
export const VOUCHER_TYPE_LABELS: Record<VoucherType, string> = {
  percent: 'Percent',
  fixed: 'Fixed amount',
};
export const VOUCHER_CODE_MAX_LENGTH = 32;

export const ORDER_STATUSES = ['paid', 'processing', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A refund waits for the provider (PayNow, GrabPay), went through, or was sent back (decision 0054). */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * The status changes the customer is e-mailed about (issue 15's order e-mails), in the words the
 * admin reads before saving one (issue 16). The server's status mails are keyed by the same
 * statuses (MailedStatus), so a mail cannot go without the admin being told, nor the reverse.
 */
export const CUSTOMER_TOLD_OF_STATUS = {
  processing: 'The customer will be e-mailed that their order is being prepared.',
  failed: 'The customer will be e-mailed that their order could not go ahead.',
  refunded:
    'The payment goes back to the customer’s card, and they will be e-mailed about the refund.',
} as const satisfies Partial<Record<OrderStatus, string>>;
export type MailedStatus = keyof typeof CUSTOMER_TOLD_OF_STATUS;

export function isMailedStatus(status: OrderStatus): status is MailedStatus {
  return Object.hasOwn(CUSTOMER_TOLD_OF_STATUS, status);
}

/** What the admin reads before a change the customer is mailed about; undefined for none. */
export function customerToldOf(status: OrderStatus): string | undefined {
  return isMailedStatus(status) ? CUSTOMER_TOLD_OF_STATUS[status] : undefined;
}

export const CURRENCY = 'SGD';
export const LOCALE = 'en-SG';

export const API_BASE = '/api';
export const CSRF_TOKEN_PATH = '/csrf-token';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The most one order may total, S$999,999.99 (docs/decisions/0013-…): every money column holds
 * it many times over, so no bag, order or sum of them can overflow one. Prices stay below it.
 */
export const ORDER_TOTAL_MAX_CENTS = 99_999_999;

/** Firmness scale of spec section 9: 0 (softest) to 10 (firmest), in half steps. */
export const FIRMNESS_MIN = 0;
export const FIRMNESS_MAX = 10;
export const FIRMNESS_DEFAULT = 5;
export const FIRMNESS_STEP = 0.5;

export const PASSWORD_MIN_LENGTH = 8;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

/** Image width asked for in list views. */
export const LIST_IMAGE_WIDTH = 560;
export const FALLBACK_IMAGE_URL = '/img/Mattress1.jpg';

/** Products the home page features by id (spec section 2, Home). */
export const FEATURED_PRODUCT_IDS = { firm: 15, plush: 14 } as const;

/** Slugs of /products/collection/{slug}: lower-case collection names. */
export function collectionFromSlug(slug: string): Collection | undefined {
  const wanted = slug.toLowerCase();
  return COLLECTIONS.find((collection) => collection.toLowerCase() === wanted);
}

export function collectionSlug(collection: Collection): string {
  return collection.toLowerCase();
}

/** Where the password notices send an owner who did not make the change. */
export const FORGOT_PASSWORD_PAGE = '/forget';
