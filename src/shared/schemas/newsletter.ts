import { z } from 'zod';
import { emailSchema, linkTokenSchema } from './auth.js';

/** POST /newsletter/subscribe: the footer form's address. */
export const newsletterSubscribeSchema = z.object({ email: emailSchema });

/** POST /newsletter/confirm: the token of the mailed confirmation link, in the body. */
export const newsletterConfirmSchema = z.object({ token: linkTokenSchema });

/** The unsubscribe link's token rides in its URL, as RFC 8058 has mail apps POST to it. */
export const newsletterUnsubscribeQuerySchema = z.object({ token: linkTokenSchema });

/**
 * RFC 8058's one-click body, `List-Unsubscribe=One-Click` (form-encoded by mail apps, JSON from
 * the shop's page). Anything else is refused, so a stray POST to a link does not unsubscribe.
 */
export const ONE_CLICK = 'List-Unsubscribe';
export const ONE_CLICK_MISSING = 'Missing List-Unsubscribe=One-Click.';
export const newsletterUnsubscribeBodySchema = z.object({
  [ONE_CLICK]: z.literal('One-Click', { error: ONE_CLICK_MISSING }),
});
