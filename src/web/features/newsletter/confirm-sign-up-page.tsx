import { NEWSLETTER_LINK_FAILED_MESSAGE } from '#shared/newsletter.js';
import { PressLinkPage } from '#web/components/press-link-page.tsx';
import { useConfirmSignUp } from './api/newsletter-links';

/** The page the confirmation mail's link opens: pressing its button confirms the sign-up. */
export function ConfirmSignUpPage() {
  return (
    <PressLinkPage
      title="Confirm your newsletter sign-up"
      intro="Press the button to confirm that you want our newsletter at this address."
      label="Confirm my sign-up"
      pendingLabel="Confirming…"
      failed={NEWSLETTER_LINK_FAILED_MESSAGE}
      action={useConfirmSignUp()}
    />
  );
}
