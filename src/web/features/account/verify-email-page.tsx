import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { useSession } from '#web/api/get-session.ts';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { LINK_FAILED, LinkPage, LogInWhenReady } from '#web/components/link-page.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useVerifyEmail } from './api/verify-email';

function NextStep() {
  const { loggedIn } = useSession();
  if (!loggedIn) return <LogInWhenReady with="this address" />;
  return (
    <Link to={pagePaths.orders} className={inlineLinkClass}>
      See your orders
    </Link>
  );
}

/**
 * The page the link mailed to an account's address opens (issue 25, decision 0066): pressing its
 * button proves the address, and the orders placed with it without logging in join the account.
 */
export function VerifyEmailPage() {
  const verify = useVerifyEmail();

  function submit(event: FormEvent<HTMLFormElement>, token: string) {
    event.preventDefault();
    verify.mutate(token);
  }

  return (
    <LinkPage
      title="Confirm your e-mail address"
      intro="Press the button to confirm this address is yours. Orders placed with it without logging in then appear in your account."
      done={verify.data && { message: verify.data.message, next: <NextStep /> }}
    >
      {(token) => (
        <form onSubmit={(event) => submit(event, token)} className="space-y-5">
          {verify.isError && (
            <FormMessage tone="error">{errorText(verify.error, LINK_FAILED)}</FormMessage>
          )}
          <SubmitButton
            pending={verify.isPending}
            label="Confirm my address"
            pendingLabel="Confirming…"
          />
        </form>
      )}
    </LinkPage>
  );
}
