import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { AuthLayout } from '#web/components/auth-layout.tsx';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';

/** The server's answer to a link it no longer takes: used, replaced by a newer one, or expired. */
export const LINK_FAILED =
  'This link is not valid: it may have been used already, replaced by a newer one, or have expired.';

interface LinkPageProps {
  title: string;
  intro: ReactNode;
  /** The page once the link has done its work: the server's message and where to go next. */
  done: { message: string; next: ReactNode } | undefined;
  /** The form that spends the token; mail scanners open links, only a press may act. */
  children: (token: string) => ReactNode;
}

/** "Log in with … when you are ready": the way on for a reader who is not logged in. */
export function LogInWhenReady({ with: credential }: { with: string }) {
  return (
    <>
      <Link to={pagePaths.login} className={inlineLinkClass}>
        Log in
      </Link>{' '}
      with {credential} when you are ready.
    </>
  );
}

/**
 * A page that a mailed link opens (an e-mail change, the newsletter): its `token` parameter is the key, and
 * nothing happens until the reader presses the page's button.
 */
export function LinkPage({ title, intro, done, children }: LinkPageProps) {
  const token = useSearchParams()[0].get('token') ?? '';
  if (!token) {
    return (
      <AuthLayout title={title}>
        <FormMessage tone="error">Missing token.</FormMessage>
        <p className="mt-6 text-sm text-muted">Please open the link from your e-mail again.</p>
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title={title}>
        <FormMessage tone="success">{done.message}</FormMessage>
        <p className="mt-6 text-sm text-muted">{done.next}</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={title} intro={intro}>
      {children(token)}
    </AuthLayout>
  );
}
