import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { AuthLayout } from '#web/components/auth-layout.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { formText } from '#web/lib/form-text.ts';
import { useLogin } from './api/login';
import { loginErrorText } from './lib/error-text';
import { readLoginNotice } from './lib/login-notice';
import { landingPathFor } from './lib/roles';

export function LoginPage() {
  const navigate = useNavigate();
  const notice = readLoginNotice(useLocation().state);
  const login = useLogin();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate(
      {
        email: formText(form, 'email').trim(),
        password: formText(form, 'password'),
        rememberMe: form.get('rememberMe') === 'on',
      },
      { onSuccess: ({ user }) => navigate(landingPathFor(user), { replace: true }) },
    );
  }

  return (
    <AuthLayout title="Log in" intro="Welcome back. Log in to see your orders and account.">
      <form onSubmit={submit} className="space-y-5">
        {notice && !login.error && <FormMessage tone="success">{notice}</FormMessage>}
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
        <Link to={pagePaths.register} className={`${secondaryButtonClass} mt-3 w-full`}>
          Create an account
        </Link>
      </div>
    </AuthLayout>
  );
}
