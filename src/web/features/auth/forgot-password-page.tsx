import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { AuthLayout } from '#web/components/auth-layout.tsx';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formText } from '#web/lib/form-text.ts';
import { useForgotPassword } from './api/forgot-password';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email').trim();
    forgot.mutate(email);
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={submit} className="space-y-5">
        <FormField label="Email" name="email" type="email" required autoComplete="email" />
        {forgot.isSuccess && (
          <FormMessage tone="success">
            {forgot.data.message || 'A reset link has been sent.'}
          </FormMessage>
        )}
        {forgot.isError && (
          <FormMessage tone="error">
            {errorText(forgot.error, 'Failed to send reset email.')}
          </FormMessage>
        )}
        <SubmitButton pending={forgot.isPending} label="Send Reset Link" pendingLabel="Sending…" />
      </form>
      <p className="mt-8 border-t border-sand pt-6 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to={pagePaths.login} className={inlineLinkClass}>
          Back to log in
        </Link>
      </p>
    </AuthLayout>
  );
}
