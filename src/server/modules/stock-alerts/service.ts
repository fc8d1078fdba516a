import type { Executor } from '#server/db/client.js';
import { ConflictError, InvalidFieldsError, ValidationError } from '#server/lib/http-errors.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import { unsubscribeLinks } from '#server/modules/mail/index.js';
import { stockAlertUnsubscribeApiPath } from '#shared/api-paths.js';
import { pagePaths, stockAlertUnsubscribePath } from '#shared/paths.js';
import { sizeText } from '#shared/size-text.js';
import {
  STOCK_ALERT_CONSENT_TEXT,
  STOCK_ALERT_IN_STOCK_MESSAGE,
  STOCK_ALERT_KEEP_DAYS,
  STOCK_ALERT_LINK_FAILED_MESSAGE,
  STOCK_ALERT_MESSAGES,
  STOCK_ALERT_WAIT_DAYS,
} from '#shared/stock-alerts.js';
import type { StockAlertsContext } from './context.js';
import {
  alertsOf,
  claimRestocked,
  deleteFinished,
  recordAlert,
  setTokenHash,
  shownSize,
  unsubscribeByTokenHash,
  waitingBySize,
} from './repository.js';
import { alertRecordedMail, backInStockMail } from './stock-alert-mails.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Alerts mailed per transaction: a restock of a popular size is sent in several short ones. */
const SEND_BATCH = 50;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A new unsubscribe token: the mail gets the token, the row only its SHA-256. */
function mintUnsubscribe(publicUrl: string) {
  const token = randomToken();
  return {
    hash: hashToken(token),
    links: unsubscribeLinks(
      publicUrl,
      stockAlertUnsubscribeApiPath(token),
      stockAlertUnsubscribePath(token),
    ),
  };
}

export interface AlertAsked {
  productId: number;
  sizeLabel: string;
  email: string;
}

/**
 * Records the alert with the wording the page shows, and mails its receipt with the way out, in
 * one transaction. Only a size of a shown product that is out of stock can be asked about. The
 * caller answers the same whatever happened here (new, already waiting, asked again), so the
 * answer tells nobody what the shop knows of the address; one still waiting is mailed nothing.
 */
export async function askForAlert(ctx: StockAlertsContext, asked: AlertAsked): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const size = await shownSize(tx, asked.productId, asked.sizeLabel);
    if (!size)
      throw new InvalidFieldsError([{ msg: STOCK_ALERT_MESSAGES.size, path: 'sizeLabel' }]);
    if (size.stockQty > 0) throw new ConflictError(STOCK_ALERT_IN_STOCK_MESSAGE);
    const unsubscribe = mintUnsubscribe(ctx.publicUrl);
    const row = await recordAlert(tx, {
      productSizeId: size.id,
      email: asked.email,
      consentText: STOCK_ALERT_CONSENT_TEXT,
      askedAt: ctx.clock.now(),
      unsubscribeTokenHash: unsubscribe.hash,
    });
    if (!row) return;
    const what = { productName: size.productName, size: sizeText(size.sizeLabel, size.sizeName) };
    await ctx.mailer.enqueue(
      { to: asked.email, ...alertRecordedMail(what, unsubscribe.links) },
      tx,
    );
  });
}

/** The unsubscribe link, one-click or pressed on its page: the address's alerts end now. */
export async function withdrawAlerts(ctx: StockAlertsContext, token: string): Promise<void> {
  const reached = await unsubscribeByTokenHash(ctx.db, hashToken(token), ctx.clock.now());
  if (reached === 0) throw new ValidationError(STOCK_ALERT_LINK_FAILED_MESSAGE, 'link_invalid');
}

/**
 * Mails every waiting alert whose size has stock again, whatever put it back (a staff edit, a
 * refund, a released hold): claim and mail commit together, batch by batch, and a claimed row is
 * never claimed again, so each address is mailed once even with several instances at work.
 * Answers how many were mailed.
 */
export async function mailRestocked(ctx: StockAlertsContext): Promise<number> {
  let mailed = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const alerts = await claimRestocked(tx, ctx.clock.now(), SEND_BATCH);
      for (const alert of alerts) {
        const unsubscribe = mintUnsubscribe(ctx.publicUrl);
        await setTokenHash(tx, alert.id, unsubscribe.hash);
        const what = {
          productName: alert.productName,
          size: sizeText(alert.sizeLabel, alert.sizeName),
        };
        const productUrl = `${ctx.publicUrl}${pagePaths.product(alert.productId)}`;
        const mail = backInStockMail(what, productUrl, unsubscribe.links);
        await ctx.mailer.enqueue({ to: alert.email, ...mail }, tx);
      }
      return alerts.length;
    });
    mailed += claimed;
    if (claimed < SEND_BATCH) return mailed;
  }
}

/**
 * Housekeeping: an alert's purpose is over STOCK_ALERT_KEEP_DAYS after its mail went or it was
 * withdrawn (kept that long as the record of both), or once it has waited STOCK_ALERT_WAIT_DAYS.
 */
export function forgetFinished(ctx: StockAlertsContext): Promise<number> {
  const now = ctx.clock.now();
  return deleteFinished(
    ctx.db,
    daysBefore(now, STOCK_ALERT_KEEP_DAYS),
    daysBefore(now, STOCK_ALERT_WAIT_DAYS),
  );
}

/** How many addresses wait for each of these sizes, for staff's low-stock view. */
export function waitingCounts(db: Executor, sizeIds: number[]): Promise<Map<number, number>> {
  return waitingBySize(db, sizeIds);
}

/** An address's alerts, for its holder's copy of their data. */
export async function alertsFor(db: Executor, email: string) {
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  const rows = await alertsOf(db, email);
  return rows.map((row) => ({
    product: row.product_name,
    size: sizeText(row.size_label, row.size_name),
    consentText: row.consent_text,
    askedAt: new Date(row.asked_at).toISOString(),
    notifiedAt: iso(row.notified_at),
    unsubscribedAt: iso(row.unsubscribed_at),
  }));
}
