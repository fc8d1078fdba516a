import { z } from 'zod';
import { linkTokenSchema } from './auth.js';

// RFC 8058's one-click unsubscribe, as every mailed list of the shop takes it (decision 0068):
// the newsletter and the back-in-stock alerts.

/** The unsubscribe link's token rides in its URL, as RFC 8058 has mail apps POST to it. */
export const unsubscribeQuerySchema = z.object({ token: linkTokenSchema });

/**
 * RFC 8058's one-click body, `List-Unsubscribe=One-Click` (form-encoded by mail apps, JSON from
 * the shop's page). Anything else is refused, so a stray POST to a link does not unsubscribe.
 */
export const ONE_CLICK = 'List-Unsubscribe';
export const ONE_CLICK_MISSING = 'Missing List-Unsubscribe=One-Click.';
export const oneClickBodySchema = z.object({
  [ONE_CLICK]: z.literal('One-Click', { error: ONE_CLICK_MISSING }),
});
