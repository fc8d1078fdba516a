import { type FormEvent, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { AuthLayout } from '#web/components/auth-layout.tsx';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { NewPasswordFields } from '#web/components/new-password-field.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formText } from '#web/lib/form-text.ts';
import { newPasswordProblem, type PasswordProblem } from '#web/lib/password-rules.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useResetPassword } from './api/reset-password';

/** Spec section 9: long enough to read the success note before the login page replaces it. */
const REDIRECT_DELAY_MS = 1200;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const { setProblem, errorFor } = useFieldProblem<PasswordProblem['field']>();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(
      () => navigate(pagePaths.login, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    const found = newPasswordProblem({
      password,
      confirmation: formText(form, 'confirmation'),
      tooShort: 'Password must be at least 8 characters.',
    });
    setProblem(found);
    if (!found) reset.mutate({ token, password });
  }

  if (!token) {
    return (
      <AuthLayout title="Choose a new password">
        <FormMessage tone="error">Missing token.</FormMessage>
        <p className="mt-6 text-sm text-muted">
          Please open the link from your e-mail again, or{' '}
          <Link to={pagePaths.forgotPassword} className={inlineLinkClass}>
            ask for a new reset link
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Choose a new password">
        <FormMessage tone="success">Password updated. You can now log in.</FormMessage>
        <p className="mt-6 text-sm text-muted">
          Taking you to{' '}
          <Link to={pagePaths.login} replace className={inlineLinkClass}>
            log in
          </Link>
          …
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" intro="Use at least 8 characters.">
      <form onSubmit={submit} className="space-y-5">
        <NewPasswordFields
          labels={{ password: 'New Password', confirmation: 'Confirm' }}
          errorFor={errorFor}
        />
        {reset.isError && (
          <FormMessage tone="error">
            {errorText(reset.error, 'Reset failed. The link may be invalid or expired.')}
          </FormMessage>
        )}
        <SubmitButton pending={reset.isPending} label="Update Password" pendingLabel="Updating…" />
      </form>
    </AuthLayout>
  );
}
