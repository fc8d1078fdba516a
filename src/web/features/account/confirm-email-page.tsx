import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { useSession } from '#web/api/get-session.ts';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { LINK_FAILED, LinkPage, LogInWhenReady } from '#web/components/link-page.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useConfirmEmailChange } from './api/confirm-email-change';

/** Where to go once the address is confirmed: back to settings in a browser logged in to it. */
function NextStep() {
  const { loggedIn } = useSession();
  if (!loggedIn) return <LogInWhenReady with="it" />;
  return (
    <Link to={pagePaths.settings} className={inlineLinkClass}>
      Back to your settings
    </Link>
  );
}

/** The page the link mailed to the new address opens: pressing its button makes the change. */
export function ConfirmEmailPage() {
  const confirm = useConfirmEmailChange();

  function submit(event: FormEvent<HTMLFormElement>, token: string) {
    event.preventDefault();
    confirm.mutate({ token });
  }

  return (
    <LinkPage
      title="Confirm your new e-mail address"
      intro="Your account's e-mail address becomes this address when you press the button. From then on you log in with it."
      done={confirm.data && { message: confirm.data.message, next: <NextStep /> }}
    >
      {(token) => (
        <form onSubmit={(event) => submit(event, token)} className="space-y-5">
          {confirm.isError && (
            <FormMessage tone="error">{errorText(confirm.error, LINK_FAILED)}</FormMessage>
          )}
          <SubmitButton
            pending={confirm.isPending}
            label="Confirm the new address"
            pendingLabel="Confirming…"
          />
        </form>
      )}
    </LinkPage>
  );
}
