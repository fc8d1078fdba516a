import { FormField } from '#web/components/form-field.tsx';
import type { PasswordProblem } from '#web/lib/password-rules.ts';

/** The password the account has now, asked before a change a stolen session must not make. */
export function CurrentPasswordField({ hint }: { hint?: string }) {
  return (
    <FormField
      label="Current password"
      name="currentPassword"
      type="password"
      required
      autoComplete="current-password"
      hint={hint}
    />
  );
}

interface NewPasswordFieldsProps {
  hint: string;
  /** The problem found in either field before sending (newPasswordProblem). */
  errorFor: (field: PasswordProblem['field']) => string | undefined;
}

/** A new password and its confirmation, named `password` and `confirmation`. */
export function NewPasswordFields({ hint, errorFor }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label="New password"
        name="password"
        type="password"
        required
        autoComplete="new-password"
        hint={hint}
        error={errorFor('password')}
      />
      <FormField
        label="Confirm new password"
        name="confirmation"
        type="password"
        required
        autoComplete="new-password"
        error={errorFor('confirmation')}
      />
    </>
  );
}
