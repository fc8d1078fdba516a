import { checkoutCancelledPath } from '#shared/paths.js';

/**
 * Where a shopper who did not pay goes back to: the bag's delivery step, the bag as it was.
 * Stripe's "back" link and the mail telling a payment did not go through both lead here.
 */
export function bagUrl(publicUrl: string): string {
  return `${publicUrl}${checkoutCancelledPath}`;
}
