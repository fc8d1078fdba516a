import { stockAlertUnsubscribeApiPath } from '#shared/api-paths.js';
import { STOCK_ALERT_LINK_FAILED_MESSAGE } from '#shared/stock-alerts.js';
import { useOneClickUnsubscribe } from '#web/api/one-click-unsubscribe.ts';
import { PressLinkPage } from '#web/components/press-link-page.tsx';

/** The page a back-in-stock mail's Unsubscribe link opens: pressing its button ends the alerts. */
export function StockAlertUnsubscribePage() {
  return (
    <PressLinkPage
      title="Stop back-in-stock e-mails"
      intro="Press the button and we will not e-mail this address when sizes come back in stock."
      label="Unsubscribe"
      pendingLabel="Unsubscribing…"
      failed={STOCK_ALERT_LINK_FAILED_MESSAGE}
      action={useOneClickUnsubscribe(stockAlertUnsubscribeApiPath)}
    />
  );
}
