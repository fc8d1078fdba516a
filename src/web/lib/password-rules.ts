import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import type { FieldProblem } from './use-field-problem';

export const PASSWORDS_DIFFER = 'Passwords do not match.';

interface NewPassword {
  password: string;
  confirmation: string;
  /** The screen's wording of the length rule; without it only the match is checked. */
  tooShort?: string;
}

export type PasswordProblem = FieldProblem<'password' | 'confirmation'>;

/**
 * The client rules for choosing a password (spec section 5), shared by register, reset and
 * settings: the length first, then the confirmation. Null when the password may be sent.
 */
export function newPasswordProblem({
  password,
  confirmation,
  tooShort,
}: NewPassword): PasswordProblem | null {
  if (tooShort !== undefined && password.length < PASSWORD_MIN_LENGTH) {
    return { field: 'password', message: tooShort };
  }
  if (password !== confirmation) return { field: 'confirmation', message: PASSWORDS_DIFFER };
  return null;
}
