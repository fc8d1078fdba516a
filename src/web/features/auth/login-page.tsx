import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pagePaths, RETURN_TO_PARAMETER, registerPath } from '#shared/paths.js';
import { AuthLayout } from '#web/components/auth-layout.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { formText } from '#web/lib/form-text.ts';
import { useLogin } from './api/login';
import { loginErrorText } from './lib/error-text';
import { afterLoginPath } from './lib/roles';

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  // The page that sent the shopper here (a protected page), checked before any use.
  const returnTo = useSearchParams()[0].get(RETURN_TO_PARAMETER);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate(
      {
        email: formText(form, 'email').trim(),
        password: formText(form, 'password'),
        rememberMe: form.get('rememberMe') === 'on',
      },
      { onSuccess: ({ user }) => navigate(afterLoginPath(user, returnTo), { replace: true }) },
    );
  }

  return (
    <AuthLayout title="Log in" intro="Welcome back. Log in to see your orders and account.">
      <form onSubmit={submit} className="space-y-5">
        <FormField label="Email" name="email" type="email" required autoComplete="email" />
        <FormField
          label="Password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          labelAside={
            <Link
              to={pagePaths.forgotPassword}
              className="inline-flex min-h-11 items-center text-sm text-gold-deep underline-offset-4 hover:underline"
            >
              Forget Password?
            </Link>
          }
        />
        <CheckboxField name="rememberMe">Remember Me</CheckboxField>
        {login.error && <FormMessage tone="error">{loginErrorText(login.error)}</FormMessage>}
        <SubmitButton pending={login.isPending} label="Log in" pendingLabel="Logging in…" />
      </form>
      <div className="mt-8 border-t border-sand pt-6 text-center">
        <p className="text-sm text-muted">New to 8etterSleep?</p>
        <Link to={registerPath(returnTo)} className={`${secondaryButtonClass} mt-3 w-full`}>
          Create an account
        </Link>
      </div>
    </AuthLayout>
  );
}
