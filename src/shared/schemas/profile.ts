import { z } from 'zod';
import { emailSchema, linkTokenSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from './auth.js';
import { optionalText } from './common.js';

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

/** The password the account has now: asked before a change a stolen session must not make. */
const currentPasswordSchema = z
  .string({ error: 'Current password is required.' })
  .min(1, 'Current password is required.')
  .max(PASSWORD_MAX_LENGTH * 8);

/** The new address gets a link; the change is made when it is opened (decision 37). */
export const updateEmailRequestSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;

/** Singapore postal codes are six digits. */
export const updateAddressRequestSchema = z.object({
  address_line: optionalText(200, 'Address must be at most 200 characters.'),
  postal_code: optionalText(6, 'Postal code must be 6 digits.').refine(
    (value) => value === null || /^\d{6}$/.test(value),
    'Postal code must be 6 digits.',
  ),
});

export const updatePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  password: newPasswordSchema('New password must be at least 8 characters.'),
});

/** Deleting the account (decision 0075): the password again, as a stolen session must not. */
export const deleteAccountRequestSchema = z.object({ currentPassword: currentPasswordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The link mailed to the new address: opening it makes the change. */
export const confirmEmailChangeRequestSchema = z.object({ token: linkTokenSchema });
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequestSchema>;

/**
 * The undo link mailed to the old address after an e-mail change: the address comes back with a
 * new password, since whoever made the change may know the old one.
 */
export const undoEmailChangeRequestSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema('Password must be at least 8 characters.'),
});
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;
