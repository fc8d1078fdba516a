import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { LinkPage } from '#web/components/link-page.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';

interface PressLinkPageProps {
  title: string;
  intro: string;
  /** What a refused link says when the server's answer has no words of its own. */
  failed: string;
  /** The button's words, and while it works. */
  label: string;
  pendingLabel: string;
  action: UseMutationResult<{ message: string }, Error, string>;
}

/**
 * A mailed list link's page (the newsletter's, a back-in-stock alert's): mail scanners open links,
 * so nothing happens until the reader presses its one button (decision 0068).
 */
export function PressLinkPage({
  title,
  intro,
  failed,
  label,
  pendingLabel,
  action,
}: PressLinkPageProps) {
  function submit(event: FormEvent<HTMLFormElement>, token: string) {
    event.preventDefault();
    action.mutate(token);
  }
  const next = (
    <Link to={pagePaths.home} className={inlineLinkClass}>
      Back to the shop
    </Link>
  );
  return (
    <LinkPage
      title={title}
      intro={intro}
      done={action.data && { message: action.data.message, next }}
    >
      {(token) => (
        <form onSubmit={(event) => submit(event, token)} className="space-y-5">
          {action.isError && (
            <FormMessage tone="error">{errorText(action.error, failed)}</FormMessage>
          )}
          <SubmitButton pending={action.isPending} label={label} pendingLabel={pendingLabel} />
        </form>
      )}
    </LinkPage>
  );
}
