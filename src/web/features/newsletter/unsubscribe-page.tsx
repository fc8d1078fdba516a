import { useUnsubscribe } from './api/newsletter-links';
import { NewsletterLinkPage } from './newsletter-link-page';

/** The page a newsletter mail's Unsubscribe link opens: pressing its button unsubscribes. */
export function UnsubscribePage() {
  return (
    <NewsletterLinkPage
      title="Unsubscribe from the newsletter"
      intro="Press the button and we will not send the newsletter to this address again."
      label="Unsubscribe"
      pendingLabel="Unsubscribing…"
      action={useUnsubscribe()}
    />
  );
}
