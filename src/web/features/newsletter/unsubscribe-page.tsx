import { newsletterUnsubscribeApiPath } from '#shared/api-paths.js';
import { NEWSLETTER_LINK_FAILED_MESSAGE } from '#shared/newsletter.js';
import { useOneClickUnsubscribe } from '#web/api/one-click-unsubscribe.ts';
import { PressLinkPage } from '#web/components/press-link-page.tsx';

/** The page a newsletter mail's Unsubscribe link opens: pressing its button unsubscribes. */
export function UnsubscribePage() {
  return (
    <PressLinkPage
      title="Unsubscribe from the newsletter"
      intro="Press the button and we will not send the newsletter to this address again."
      label="Unsubscribe"
      pendingLabel="Unsubscribing…"
      failed={NEWSLETTER_LINK_FAILED_MESSAGE}
      action={useOneClickUnsubscribe(newsletterUnsubscribeApiPath)}
    />
  );
}
