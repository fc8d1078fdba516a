/**
 * The newsletter's consent (issue 26, decision 0068). The footer form shows this wording under its
 * field and the server stores this same text with each sign-up, so the record says exactly what
 * the shopper agreed to. Changing it changes what new sign-ups record; earlier records keep theirs.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'By subscribing you agree that 8etterSleep may e-mail you about new collections and showroom events. We send a confirmation first; every mail has a one-click unsubscribe.';

/** The spec's alert after a sign-up (section 5), whatever the server makes of the address. */
export const newsletterThanks = (email: string) => `Thanks! We'll keep you posted at ${email}`;

/** Days an address that never confirmed is kept before the housekeeping deletes it. */
export const NEWSLETTER_PENDING_DAYS = 30;

/** What the subscribe call answers every time: new, pending and confirmed addresses alike. */
export const NEWSLETTER_SUBSCRIBE_MESSAGE =
  'Thanks! If this address is not on our list yet, we have sent it a mail to confirm.';

export const NEWSLETTER_CONFIRMED_MESSAGE =
  'Your subscription is confirmed. Every newsletter mail has a link to unsubscribe.';

export const NEWSLETTER_UNSUBSCRIBED_MESSAGE =
  'You are unsubscribed: we will not send you the newsletter again.';

export const NEWSLETTER_LINK_FAILED_MESSAGE =
  'This link is not valid: it may have been used already, or the sign-up has expired.';
