import type { FormEvent } from 'react';
import { type Profile, updateAddressRequestSchema } from '#shared/schemas/profile.js';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { formText } from '#web/lib/form-text.ts';
import { profileErrorText } from '#web/lib/server-errors.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useUpdateAddress } from '../api/update-address';
import { SettingsSection } from './settings-section';

type AddressField = 'address_line' | 'postal_code';

export function AddressForm({ profile }: { profile: Profile }) {
  const update = useUpdateAddress();
  const { setProblem, errorFor } = useFieldProblem<AddressField>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.reset();
    const form = new FormData(event.currentTarget);
    // The server's own schema: it trims, turns empty into null and checks the six-digit code,
    // so a mistake is shown at its field before anything is sent.
    const parsed = updateAddressRequestSchema.safeParse({
      address_line: formText(form, 'address_line'),
      postal_code: formText(form, 'postal_code'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field: AddressField =
        issue?.path[0] === 'address_line' ? 'address_line' : 'postal_code';
      setProblem({ field, message: issue?.message ?? 'Please check this field.' });
      return;
    }
    setProblem(null);
    update.mutate(parsed.data);
  }

  return (
    <SettingsSection
      title="Delivery address"
      description="Where we bring your mattress. Both fields are optional; leave them empty to remove them."
    >
      <form onSubmit={submit} className="space-y-5">
        <FormField
          label="Address line"
          name="address_line"
          autoComplete="address-line1"
          placeholder="Block, street, #unit"
          defaultValue={profile.address_line ?? ''}
          error={errorFor('address_line')}
        />
        <FormField
          label="Postal code"
          name="postal_code"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6 digits"
          defaultValue={profile.postal_code ?? ''}
          error={errorFor('postal_code')}
        />
        {update.isSuccess && <FormMessage tone="success">{update.data.message}</FormMessage>}
        {update.isError && (
          <FormMessage tone="error">
            {profileErrorText(update.error, 'Failed to update address')}
          </FormMessage>
        )}
        <SubmitButton
          pending={update.isPending}
          label="Save address"
          pendingLabel="Saving…"
          className="sm:w-auto"
        />
      </form>
    </SettingsSection>
  );
}
