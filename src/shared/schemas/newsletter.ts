import { z } from 'zod';
import { emailSchema, linkTokenSchema } from './auth.js';

/** POST /newsletter/subscribe: the footer form's address. */
export const newsletterSubscribeSchema = z.object({ email: emailSchema });

/** POST /newsletter/confirm: the token of the mailed confirmation link, in the body. */
export const newsletterConfirmSchema = z.object({ token: linkTokenSchema });
