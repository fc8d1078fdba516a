import { FormField } from '#web/components/form-field.tsx';

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
