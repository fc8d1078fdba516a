import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginPath, RETURN_TO_PARAMETER } from '#shared/paths.js';
import { AuthLayout } from '#web/components/auth-layout.tsx';
import { inlineLinkClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { CheckboxField } from '#web/components/checkbox-field.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { NewPasswordFields } from '#web/components/new-password-field.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { formText } from '#web/lib/form-text.ts';
import { newPasswordProblem, type PasswordProblem } from '#web/lib/password-rules.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useRegister } from './api/register';
import { LegalDialog } from './components/legal-dialog';
import { PrivacyPolicy } from './components/privacy-policy';
import { TermsAndConditions } from './components/terms-and-conditions';
import { registerErrorText } from './lib/error-text';

type Document = 'terms' | 'privacy';

/** Where a problem shows: at a field, or for the whole form (a refusal in a 2xx answer). */
type ProblemPlace = 'terms' | PasswordProblem['field'] | 'form';

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const returnTo = useSearchParams()[0].get(RETURN_TO_PARAMETER);
  const { setProblem, errorFor } = useFieldProblem<ProblemPlace>();
  const [openDocument, setOpenDocument] = useState<Document | null>(null);
  // The address being typed: a password made of it is weak, and the strength hint says so.
  const [email, setEmail] = useState('');
  const closeDocument = () => setOpenDocument(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    register.reset();
    const form = new FormData(event.currentTarget);
    // Spec section 5: the e-mail and both passwords are sent trimmed.
    const email = formText(form, 'email').trim();
    const password = formText(form, 'password').trim();
    const repeatPassword = formText(form, 'repeatPassword').trim();

    if (form.get('terms') !== 'on') {
      setProblem({ field: 'terms', message: 'You must accept the terms and conditions.' });
      return;
    }
    const passwordProblem = newPasswordProblem({ password, confirmation: repeatPassword });
    if (passwordProblem) {
      setProblem(passwordProblem);
      return;
    }
    setProblem(null);
    register.mutate(
      { email, password, repeatPassword },
      {
        onSuccess: ({ success, message }) => {
          // Registered is logged in: the login page (spec) sends them on to the page that asked.
          if (success) navigate(loginPath(returnTo), { replace: true });
          else setProblem({ field: 'form', message: message || 'Registration failed.' });
        },
      },
    );
  }

  const formError = register.error ? registerErrorText(register.error) : errorFor('form');

  return (
    <AuthLayout title="Create an account" intro="Track your orders and check out faster next time.">
      <form onSubmit={submit} className="space-y-5">
        <FormField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          onChange={(event) => setEmail(event.currentTarget.value.trim())}
        />
        <NewPasswordFields
          labels={{ password: 'Password', confirmation: 'Repeat password' }}
          confirmationName="repeatPassword"
          hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
          owner={{ email }}
          errorFor={errorFor}
        />
        <CheckboxField name="terms" error={errorFor('terms')}>
          I agree to the{' '}
          <button
            type="button"
            onClick={() => setOpenDocument('terms')}
            className={inlineLinkClass}
          >
            Terms and Conditions
          </button>{' '}
          and the{' '}
          <button
            type="button"
            onClick={() => setOpenDocument('privacy')}
            className={inlineLinkClass}
          >
            Privacy Policy
          </button>
          .
        </CheckboxField>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <SubmitButton
          pending={register.isPending}
          label="Create account"
          pendingLabel="Creating account…"
        />
      </form>
      <div className="mt-8 border-t border-sand pt-6 text-center">
        <p className="text-sm text-muted">Already have an account?</p>
        <Link to={loginPath(returnTo)} className={`${secondaryButtonClass} mt-3 w-full`}>
          Log in
        </Link>
      </div>

      <LegalDialog
        title="Terms and Conditions"
        open={openDocument === 'terms'}
        onClose={closeDocument}
      >
        <TermsAndConditions />
      </LegalDialog>
      <LegalDialog title="Privacy Policy" open={openDocument === 'privacy'} onClose={closeDocument}>
        <PrivacyPolicy />
      </LegalDialog>
    </AuthLayout>
  );
}
