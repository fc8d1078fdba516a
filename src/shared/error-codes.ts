/**
 * The machine-readable `code` every error answer carries beside its `message` (decision 47): what
 * a client tests instead of the words, which may change. A code, once given, keeps its meaning;
 * new ones are added here with their meaning. No zod here: the browser's request client imports
 * this with the first page.
 */
export const ERROR_CODES = {
  // Fallbacks by status, for answers no rule below names.
  bad_request: 'The request could not be understood as it was sent.',
  unauthorized: 'The request needs a login it did not have.',
  forbidden: 'This login may not do this.',
  not_found: 'Nothing is at this address, or it is not yours to see.',
  conflict: "The request was fine but the shop's data says no now.",
  payload_too_large: 'The body or file is over the size limit.',
  unsupported_media_type: 'The body or file is of a type this address does not take.',
  rate_limited: 'Too many requests: wait for the Retry-After seconds.',
  internal: 'Something failed on our side; nothing about it is told.',
  upstream_failed: 'A service the shop relies on (the payment provider) failed.',
  unavailable: 'The shop cannot answer this now (shutting down, busy, database away).',

  // Input.
  invalid_input: 'A value breaks a rule: the errors list says which, beside its field (path).',

  // Sessions and anti-forgery.
  csrf_failed: 'The anti-forgery token was missing or wrong: fetch a new one and retry once.',
  login_required: 'Log in first: there is no signed-in session (never was, or it ended).',
  login_failed: 'The e-mail or password is wrong.',
  login_locked: 'Too many wrong passwords for this e-mail: the message says how long to wait.',
  account_banned: 'The account is suspended.',
  admin_only: 'Only an admin may do this.',
  link_invalid: 'A reset or e-mail link is wrong, used or expired.',
  password_weak: 'The new password is too easy to guess.',
  password_wrong: 'The current password given is wrong.',
  email_taken: 'Another account has this e-mail address.',

  // The bag and checkout.
  out_of_stock: 'None is left of this product or size.',
  not_enough_stock: 'Fewer are left than the bag asks for.',
  product_unavailable: 'The product is no longer sold.',
  quantity_limit: 'More of one thing than one order may hold.',
  total_limit: 'The bag or order would cost more than one order may.',
  hold_limit: 'More items than one client may hold in open checkouts.',
  bag_empty: 'The bag has nothing in it.',
  bag_busy: 'The bag is being checked out by another request: try again.',

  // Vouchers.
  voucher_unknown: 'No voucher with this code is on offer.',
  voucher_expired: 'The voucher has expired.',
  voucher_used_up: 'The voucher has been fully redeemed.',
  voucher_inactive: 'The voucher on the bag has been switched off.',
  voucher_not_started: 'The voucher on the bag cannot be used yet.',
  voucher_minimum_spend: 'The bag is short of the voucher’s minimum spend.',
  voucher_guesses: 'Too many wrong voucher codes: wait for the Retry-After seconds.',
  voucher_code_taken: 'Another voucher has this code.',

  // Admin.
  last_admin: 'The change would leave the shop without an active admin.',

  // Uploads.
  upload_url_invalid: 'The signed upload address is wrong or expired.',
  upload_url_used: 'The signed upload address has been used already.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The code of an answer no rule names more exactly: one per status. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 502:
      return 'upstream_failed';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}
