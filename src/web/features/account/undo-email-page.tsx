import type { FormEvent } from 'react';
import { FormMessage } from '#web/components/form-message.tsx';
import { LINK_FAILED, LinkPage, LogInWhenReady } from '#web/components/link-page.tsx';
import { NewPasswordFields } from '#web/components/new-password-field.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formText } from '#web/lib/form-text.ts';
import { newPasswordProblem, type PasswordProblem } from '#web/lib/password-rules.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useUndoEmailChange } from './api/undo-email-change';

/**
 * The page the undo link of an e-mail change opens (mailed to the old address). Whoever made the
 * change may know the password, so the address comes back with a new one chosen here.
 */
export function UndoEmailPage() {
  const undo = useUndoEmailChange();
  const { setProblem, errorFor } = useFieldProblem<PasswordProblem['field']>();

  function submit(event: FormEvent<HTMLFormElement>, token: string) {
    event.preventDefault();
    // A refusal of the last try is not left beside a problem found in this one.
    undo.reset();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    const found = newPasswordProblem({
      password,
      confirmation: formText(form, 'confirmation'),
      tooShort: 'Password must be at least 8 characters.',
    });
    setProblem(found);
    if (!found) undo.mutate({ token, password });
  }

  return (
    <LinkPage
      title="Undo the e-mail change"
      intro="Your account gets back the e-mail address it had before the change, with a new password you choose here. Every session on it is signed out, this one included."
      done={
        undo.data && {
          message: undo.data.message,
          next: <LogInWhenReady with="your new password" />,
        }
      }
    >
      {(token) => (
        <form onSubmit={(event) => submit(event, token)} className="space-y-5">
          <NewPasswordFields
            hint="At least 8 characters, not the password you had."
            errorFor={errorFor}
          />
          {undo.isError && (
            <FormMessage tone="error">{errorText(undo.error, LINK_FAILED)}</FormMessage>
          )}
          <SubmitButton pending={undo.isPending} label="Undo the change" pendingLabel="Undoing…" />
        </form>
      )}
    </LinkPage>
  );
}
