import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { PasswordOwner } from '#shared/password-strength.js';
import { usePasswordVerdict } from '#web/lib/use-password-verdict.ts';
import { FormField } from './form-field';
import { PasswordStrength } from './password-strength';

interface NewPasswordFieldProps {
  label: string;
  name?: string;
  error?: string | undefined;
  /** What the field asks for, shown above the strength. */
  hint?: ReactNode;
  /** Whose password it is, when known: their address and name make a password weaker. */
  owner?: PasswordOwner;
}

const NO_OWNER: PasswordOwner = {};

/**
 * The field for choosing a new password (register, reset, settings and any other screen that sets
 * one), with the server's strength judgement as a hint under it while typing.
 */
export function NewPasswordField({
  label,
  name = 'password',
  error,
  hint,
  owner = NO_OWNER,
}: NewPasswordFieldProps) {
  const [password, setPassword] = useState('');
  const verdict = usePasswordVerdict(password, owner);
  const wrapper = useRef<HTMLDivElement>(null);

  // A form that empties itself after saving (form.reset()) sends no input event: listen for it.
  useEffect(() => {
    const form = wrapper.current?.closest('form');
    if (!form) return;
    const clear = () => setPassword('');
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);

  return (
    <div ref={wrapper}>
      <FormField
        label={label}
        name={name}
        type="password"
        required
        autoComplete="new-password"
        onChange={(event) => setPassword(event.currentTarget.value)}
        hint={
          <>
            {hint}
            <PasswordStrength verdict={verdict} />
          </>
        }
        error={error}
      />
    </div>
  );
}

interface NewPasswordFieldsProps {
  /** The two fields' labels, as each screen words them (spec section 5). */
  labels?: { password: string; confirmation: string };
  /** The confirmation's field name: register sends `repeatPassword`. */
  confirmationName?: string;
  hint?: ReactNode;
  owner?: PasswordOwner;
  /** The problem found in either field before sending (newPasswordProblem). */
  errorFor: (field: 'password' | 'confirmation') => string | undefined;
}

const SETTINGS_LABELS = { password: 'New password', confirmation: 'Confirm new password' };

/**
 * A new password, with its strength hint, and its confirmation: the pair every screen that sets
 * a password asks for (register, reset, settings, the undo of an e-mail change).
 */
export function NewPasswordFields({
  labels = SETTINGS_LABELS,
  confirmationName = 'confirmation',
  hint,
  owner,
  errorFor,
}: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordField
        label={labels.password}
        hint={hint}
        owner={owner}
        error={errorFor('password')}
      />
      <FormField
        label={labels.confirmation}
        name={confirmationName}
        type="password"
        required
        autoComplete="new-password"
        error={errorFor('confirmation')}
      />
    </>
  );
}
