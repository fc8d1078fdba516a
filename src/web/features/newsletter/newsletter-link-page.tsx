import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { NEWSLETTER_LINK_FAILED_MESSAGE } from '#shared/newsletter.js';
import { pagePaths } from '#shared/paths.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { LinkPage } from '#web/components/link-page.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';

interface NewsletterLinkPageProps {
  title: string;
  intro: string;
  /** The button's words, and while it works. */
  label: string;
  pendingLabel: string;
  action: UseMutationResult<{ message: string }, Error, string>;
}

/**
 * A newsletter link's page: mail scanners open links, so nothing happens until the reader presses
 * its one button (decision 0068).
 */
export function NewsletterLinkPage({
  title,
  intro,
  label,
  pendingLabel,
  action,
}: NewsletterLinkPageProps) {
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
            <FormMessage tone="error">
              {errorText(action.error, NEWSLETTER_LINK_FAILED_MESSAGE)}
            </FormMessage>
          )}
          <SubmitButton pending={action.isPending} label={label} pendingLabel={pendingLabel} />
        </form>
      )}
    </LinkPage>
  );
}
