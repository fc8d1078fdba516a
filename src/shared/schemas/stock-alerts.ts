import { z } from 'zod';
import { STOCK_ALERT_MESSAGES } from '../stock-alerts.js';
import { emailSchema } from './auth.js';
import { oneLine } from './common.js';

/**
 * POST /stock-alerts: a shopper asks to hear when an out-of-stock size is back. The consent
 * wording is not sent: the server stores the text the page shows (`STOCK_ALERT_CONSENT_TEXT`).
 */
export const stockAlertSubscribeSchema = z.object({
  productId: z
    .number({ error: STOCK_ALERT_MESSAGES.product })
    .int(STOCK_ALERT_MESSAGES.product)
    .positive(STOCK_ALERT_MESSAGES.product)
    .max(2_147_483_647, STOCK_ALERT_MESSAGES.product),
  sizeLabel: oneLine(z.string({ error: STOCK_ALERT_MESSAGES.size }).trim())
    .min(1, STOCK_ALERT_MESSAGES.size)
    .max(40, STOCK_ALERT_MESSAGES.size),
  email: emailSchema,
  consent: z.literal(true, { error: STOCK_ALERT_MESSAGES.consent }),
});
export type StockAlertSubscribe = z.input<typeof stockAlertSubscribeSchema>;
