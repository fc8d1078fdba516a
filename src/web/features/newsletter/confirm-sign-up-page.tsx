import { useConfirmSignUp } from './api/newsletter-links';
import { NewsletterLinkPage } from './newsletter-link-page';

/** The page the confirmation mail's link opens: pressing its button confirms the sign-up. */
export function ConfirmSignUpPage() {
  return (
    <NewsletterLinkPage
      title="Confirm your newsletter sign-up"
      intro="Press the button to confirm that you want our newsletter at this address."
      label="Confirm my sign-up"
      pendingLabel="Confirming…"
      action={useConfirmSignUp()}
    />
  );
}
