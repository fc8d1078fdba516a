import type { FormEvent } from 'react';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { formText } from '#web/lib/form-text.ts';
import { profileErrorText } from '#web/lib/server-errors.ts';
import { useUpdateEmail } from '../api/update-email';
import { SettingsSection } from './settings-section';

export function EmailForm({ email }: { email: string }) {
  const update = useUpdateEmail();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(formText(new FormData(event.currentTarget), 'email').trim());
  }

  return (
    <SettingsSection
      title="Email address"
      description="You log in with it, and we send order confirmations and reset links to it."
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
