/**
 * "Tell me when it is back" (issue 26, decision 0074). The product page shows this wording beside
 * its checkbox and the server stores this same text with each alert, so the record says exactly
 * what the shopper agreed to. A new wording applies to new alerts; earlier records keep theirs.
 */
export const STOCK_ALERT_CONSENT_TEXT =
  'I agree that 8etterSleep may e-mail me once when this size is back in stock. Every mail has a one-click unsubscribe.';

/** Days a row is kept once its mail has gone or it was withdrawn; then it is deleted (PDPA). */
export const STOCK_ALERT_KEEP_DAYS = 30;

/** Days an alert waits for a size that never comes back before it lapses and is deleted. */
export const STOCK_ALERT_WAIT_DAYS = 365;

/** What the subscribe call answers every time, whatever is known of the address. */
export const STOCK_ALERT_SUBSCRIBE_MESSAGE =
  'Thanks! We will e-mail you once when this size is back in stock.';

export const STOCK_ALERT_IN_STOCK_MESSAGE =
  'This size is in stock: you can add it to your cart now.';

export const STOCK_ALERT_UNSUBSCRIBED_MESSAGE =
  'Done: we will not e-mail you about sizes coming back in stock.';

export const STOCK_ALERT_LINK_FAILED_MESSAGE =
  'This link is not valid: the alert may have been deleted after its mail was sent.';

export const STOCK_ALERT_MESSAGES = {
  consent: 'Please tick the box to agree that we may e-mail you about this size.',
  size: 'Please choose a size that is out of stock.',
  product: 'Please choose a product.',
} as const;
