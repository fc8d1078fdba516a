/**
 * The machine-readable `code` every error answer carries beside its `message` (decision 47): what
 * a client tests instead of the words, which may change. A code, once given, keeps its meaning;
 * new ones are added here with their meaning. The meanings are comments and there is no zod here:
 * the browser's request client imports this with the first page.
 */
export const ERROR_CODES = [
  // Fallbacks by status, for answers no rule below names.
  /** The request could not be understood as it was sent. */
  'bad_request',
  /** The request needs a login it did not have. */
  'unauthorized',
  /** This login may not do this. */
  'forbidden',
  /** Nothing is at this address, or it is not yours to see. */
  'not_found',
  /** The request was fine but the shop's data says no now. */
  'conflict',
  /** The body or file is over the size limit. */
  'payload_too_large',
  /** The body or file is of a type this address does not take. */
  'unsupported_media_type',
  /** Too many requests: wait for the Retry-After seconds. */
  'rate_limited',
  /** Something failed on our side; nothing about it is told. */
  'internal',
  /** A service the shop relies on (the payment provider) failed. */
  'upstream_failed',
  /** The shop cannot answer this now (shutting down, busy, database away). */
  'unavailable',

  // Input.
  /** A value breaks a rule: the errors list says which, beside its field (path). */
  'invalid_input',

  // Sessions and anti-forgery.
  /** The anti-forgery token was missing or wrong: fetch a new one and retry once. */
  'csrf_failed',
  /** Log in first: there is no signed-in session (never was, or it ended). */
  'login_required',
  /** The e-mail or password is wrong. */
  'login_failed',
  /** Too many wrong passwords for this e-mail: the message says how long to wait. */
  'login_locked',
  /** The account is suspended. */
  'account_banned',
  /** Only an admin may do this. */
  'admin_only',
  /** The member of staff's role does not open this part of the admin (decision 0064). */
  'outside_role',
  /** The change would leave the shop without an active owner. */
  'last_owner',
  /** A reset or e-mail link is wrong, used or expired. */
  'link_invalid',
  /** The new password is too easy to guess. */
  'password_weak',
  /** The current password given is wrong. */
  'password_wrong',
  /** Another account has this e-mail address. */
  'email_taken',
  /** The account has an order not done with (delivery or warranty claim): deletion waits (decision 0075). */
  'orders_in_progress',

  // The bag and checkout.
  /** None is left of this product or size. */
  'out_of_stock',
  /** Fewer are left than the bag asks for. */
  'not_enough_stock',
  /** The product is no longer sold. */
  'product_unavailable',
  /** More of one thing than one order may hold. */
  'quantity_limit',
  /** The bag or order would cost more than one order may. */
  'total_limit',
  /** More items than one client may hold in open checkouts. */
  'hold_limit',
  /** The bag has nothing in it. */
  'bag_empty',
  /** The bag is being checked out by another request: try again. */
  'bag_busy',
  /** The delivery window chosen has no place left (decision 0057). */
  'delivery_window_full',
  /** The showroom visit's time has no place left (decision 0065). */
  'visit_slot_full',

  // Vouchers.
  /** No voucher with this code is on offer. */
  'voucher_unknown',
  /** The voucher has expired. */
  'voucher_expired',
  /** The voucher has been fully redeemed. */
  'voucher_used_up',
  /** The voucher on the bag has been switched off. */
  'voucher_inactive',
  /** The voucher on the bag cannot be used yet. */
  'voucher_not_started',
  /** The bag is short of the voucher’s minimum spend. */
  'voucher_minimum_spend',
  /** Too many wrong voucher codes: wait for the Retry-After seconds. */
  'voucher_guesses',
  /** Another voucher has this code. */
  'voucher_code_taken',

  // Admin.
  /** The refund is more than is left of what the order was paid: the message says how much is left. */
  'refund_over_paid',
  /** A refund names more units of a line than were sold and not refunded yet, or a line not in the order. */
  'refund_over_quantity',
  /** The order cannot move to that status by an admin's hand (refunded or failed back to a sale). */
  'status_change_refused',
  /** The delivery cannot make this move from where it is (decision 0058). */
  'delivery_change_refused',
  /** The free change of a delivery has ended: moving it now costs the postponement charge. */
  'delivery_change_charged',
  /** The delivery can still be moved free of charge: there is no charge to pay (decision 0062). */
  'delivery_change_free',
  /** This order or line cannot be claimed under the warranty (not delivered, not a mattress). */
  'claim_refused',
  /** The claim cannot make this move from its state (decision 0060). */
  'claim_change_refused',
  /** The showroom visit cannot be changed any more (cancelled, passed or attended). */
  'visit_change_refused',

  // Uploads.
  /** The signed upload address is wrong or expired. */
  'upload_url_invalid',
  /** The signed upload address has been used already. */
  'upload_url_used',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
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
