import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES } from '../constants.js';
import { STAFF_ROLES } from '../staff-roles.js';
import { oneLine } from './common.js';

/** Long enough for any passphrase, short enough that hashing it is no denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'));

export const newPasswordSchema = (tooShort: string) =>
  z
    .string({ error: 'Password is required.' })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const sessionUserSchema = z.object({
  id: z.number().int(),
  userid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  acctype: z.enum(ROLES),
  /** What the admin shows a member of staff (decision 0064); null for a customer. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  loggedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema,
  message: z.string(),
});

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema('Password must be at least 8 characters.'),
    repeatPassword: z.string({ error: 'Please repeat the password.' }),
  })
  .refine((body) => body.password === body.repeatPassword, {
    message: 'Passwords do not match.',
    path: ['repeatPassword'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const successMessageSchema = z.object({ success: z.boolean(), message: z.string() });
/** POST /auth/register: the spec's answer, and the new customer, who is logged in by it. */
export const registerResponseSchema = successMessageSchema.extend({
  user: sessionUserSchema.optional(),
});
export const logoutResponseSchema = z.object({ success: z.boolean() });
export const messageSchema = z.object({ message: z.string() });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
/** The token of a link the shop mailed (a reset, an e-mail change's confirmation or undo). */
export const linkTokenSchema = oneLine(z.string({ error: 'Missing token.' }))
  .min(1, 'Missing token.')
  .max(200);

export const resetPasswordRequestSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema('Password must be at least 8 characters.'),
});
