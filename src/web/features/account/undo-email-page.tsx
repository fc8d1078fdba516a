import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { AuthLayout } from '#web/components/auth-layout.tsx';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useUndoEmailChange } from './api/undo-email-change';

const TITLE = 'Undo the e-mail change';
const FAILED = 'This link is not valid: it may have been used already or have expired.';

function ChooseNewPassword() {
  return (
    <p className="mt-6 text-sm text-muted">
      If you think someone else knows your password,{' '}
      <Link to={pagePaths.forgotPassword} className={inlineLinkClass}>
        choose a new one now
      </Link>
      .
    </p>
  );
}

/**
 * The page the undo link of an e-mail change opens (mailed to the old address). It acts only when
 * the owner presses the button: mail scanners that open links must not spend it.
 */
export function UndoEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const undo = useUndoEmailChange();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    undo.mutate({ token });
  }

  if (!token) {
    return (
      <AuthLayout title={TITLE}>
        <FormMessage tone="error">Missing token.</FormMessage>
        <p className="mt-6 text-sm text-muted">Please open the link from your e-mail again.</p>
      </AuthLayout>
    );
  }

  if (undo.isSuccess) {
    return (
      <AuthLayout title={TITLE}>
        <FormMessage tone="success">{undo.data.message}</FormMessage>
        <ChooseNewPassword />
        <p className="mt-3 text-sm text-muted">
          <Link to={pagePaths.login} className={inlineLinkClass}>
            Log in
          </Link>{' '}
          with this address when you are ready.
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={TITLE}
      intro="Your account gets back the e-mail address it had before the change, and every session on it is signed out, this one included."
    >
      <form onSubmit={submit} className="space-y-5">
        {undo.isError && <FormMessage tone="error">{errorText(undo.error, FAILED)}</FormMessage>}
        <SubmitButton pending={undo.isPending} label="Undo the change" pendingLabel="Undoing…" />
      </form>
      <ChooseNewPassword />
    </AuthLayout>
  );
}
