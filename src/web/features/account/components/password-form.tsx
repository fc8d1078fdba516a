import type { FormEvent } from 'react';
import { useSession } from '#web/api/get-session.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { NewPasswordFields } from '#web/components/new-password-field.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { formText } from '#web/lib/form-text.ts';
import { newPasswordProblem, type PasswordProblem } from '#web/lib/password-rules.ts';
import { profileErrorText } from '#web/lib/server-errors.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useUpdatePassword } from '../api/update-password';
import { CurrentPasswordField } from './current-password-field';
import { SettingsSection } from './settings-section';

export function PasswordForm() {
  const update = useUpdatePassword();
  const { user } = useSession();
  const { setProblem, errorFor } = useFieldProblem<PasswordProblem['field']>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.reset();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = formText(form, 'password');
    const found = newPasswordProblem({
      password,
      confirmation: formText(form, 'confirmation'),
      tooShort: 'New password must be at least 8 characters.',
    });
    setProblem(found);
    if (found) return;
    update.mutate(
      { currentPassword: formText(form, 'currentPassword'), password },
      // Passwords are not left sitting in the fields once they have done their job.
      { onSuccess: () => formElement.reset() },
    );
  }

  return (
    <SettingsSection
      title="Password"
      description="Changing it logs you out everywhere else; this device stays logged in."
    >
      <form onSubmit={submit} className="space-y-5">
        <CurrentPasswordField />
        <NewPasswordFields
          hint="At least 8 characters."
          owner={{ email: user?.email, name: user?.name }}
          errorFor={errorFor}
        />
        {update.isSuccess && <FormMessage tone="success">{update.data.message}</FormMessage>}
        {update.isError && (
          <FormMessage tone="error">
            {profileErrorText(update.error, 'Failed to update password')}
          </FormMessage>
        )}
        <SubmitButton
          pending={update.isPending}
          label="Update password"
          pendingLabel="Updating…"
          className="sm:w-auto"
        />
      </form>
    </SettingsSection>
  );
}
