import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import {
  dangerButtonClass,
  inlineLinkClass,
  secondaryButtonClass,
} from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { formText } from '#web/lib/form-text.ts';
import { profileErrorText } from '#web/lib/server-errors.ts';
import { useDeleteAccount } from '../api/delete-account';
import { CurrentPasswordField } from './current-password-field';
import { DeletionTerms } from './deletion-terms';
import { SettingsSection } from './settings-section';

/** The second step: the password again, then the deletion, or back without a change. */
function ConfirmDeletion({
  remove,
  onCancel,
}: {
  remove: ReturnType<typeof useDeleteAccount>;
  onCancel: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const field = formRef.current?.elements.namedItem('currentPassword');
    if (field instanceof HTMLInputElement) field.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    remove.mutate(formText(new FormData(event.currentTarget), 'currentPassword'));
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-5" aria-label="Confirm deletion">
      <p className="text-sm font-medium text-navy">
        Enter your password to delete your account. This cannot be undone.
      </p>
      <CurrentPasswordField hint="To make sure it is you." />
      {remove.isError && (
        <FormMessage tone="error">
          {profileErrorText(remove.error, 'Failed to delete your account')}
        </FormMessage>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          className={dangerButtonClass}
        >
          {remove.isPending ? 'Deleting…' : 'Delete my account for good'}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Deleting the account (PDPA, decision 0075): what goes and what stays, then a confirm step. */
export function DeleteAccountTab() {
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    // Back from the confirm step, focus returns to the button that opened it.
    if (!confirming && cancelled.current) startRef.current?.focus();
  }, [confirming]);

  return (
    <SettingsSection
      title="Delete account"
      description="Close your account and remove your personal data from our shop."
    >
      {remove.isSuccess ? (
        <div className="space-y-3">
          <FormMessage tone="success">
            Your account has been deleted and you are logged out on every device.
          </FormMessage>
          <Link to={pagePaths.home} className={inlineLinkClass}>
            Back to the shop
          </Link>
        </div>
      ) : (
        <div className="space-y-6">
          <DeletionTerms />
          {confirming ? (
            <ConfirmDeletion
              remove={remove}
              onCancel={() => {
                cancelled.current = true;
                setConfirming(false);
              }}
            />
          ) : (
            <button
              ref={startRef}
              type="button"
              className={dangerButtonClass}
              onClick={() => setConfirming(true)}
            >
              Delete my account…
            </button>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
