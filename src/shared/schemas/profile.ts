import { z } from 'zod';
import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from './auth.js';
import { oneLine, optionalText } from './common.js';

export const profileSchema = z.object({
  id: z.number().int(),
  userid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  address_line: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ user: profileSchema });
export const profileUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: profileSchema,
});

export const updateEmailRequestSchema = z.object({ email: emailSchema });

/** Singapore postal codes are six digits. */
export const updateAddressRequestSchema = z.object({
  address_line: optionalText(200, 'Address must be at most 200 characters.'),
  postal_code: optionalText(6, 'Postal code must be 6 digits.').refine(
    (value) => value === null || /^\d{6}$/.test(value),
    'Postal code must be 6 digits.',
  ),
});

export const updatePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(PASSWORD_MAX_LENGTH * 8),
  password: newPasswordSchema('New password must be at least 8 characters.'),
});

/** The undo link mailed to the old address after an e-mail change. */
export const undoEmailChangeRequestSchema = z.object({
  token: oneLine(z.string({ error: 'Missing token.' }))
    .min(1, 'Missing token.')
    .max(200),
});
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;
