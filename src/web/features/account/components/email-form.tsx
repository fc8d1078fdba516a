import type { FormEvent } from 'react';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { formText } from '#web/lib/form-text.ts';
import { profileErrorText } from '#web/lib/server-errors.ts';
import { useUpdateEmail } from '../api/update-email';
import { CurrentPasswordField } from './current-password-field';
import { SettingsSection } from './settings-section';

/**
 * Asks for a new address with the current password; the server mails the new address a link, and
 * the address changes only when it is opened (decision 37).
 */
export function EmailForm({ email }: { email: string }) {
  const update = useUpdateEmail();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    update.mutate(
      {
        email: formText(form, 'email').trim(),
        currentPassword: formText(form, 'currentPassword'),
      },
      // The password does not sit in the field once it has done its job, and the address shown
      // is the one the account still has.
      { onSuccess: () => formElement.reset() },
    );
  }

  return (
    <SettingsSection
      title="Email address"
      description="You log in with it, and we send order confirmations and reset links to it. A new address takes over once you open the link we send to it."
    >
      <form onSubmit={submit} className="space-y-5">
        <FormField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={email}
        />
        <CurrentPasswordField hint="Needed to change the address." />
        {update.isSuccess && <FormMessage tone="success">{update.data.message}</FormMessage>}
        {update.isError && (
          <FormMessage tone="error">
            {profileErrorText(update.error, 'Failed to update email')}
          </FormMessage>
        )}
        <SubmitButton
          pending={update.isPending}
          label="Save email"
          pendingLabel="Saving…"
          className="sm:w-auto"
        />
      </form>
    </SettingsSection>
  );
}
