import type { Executor } from '#server/db/client.js';
import { ValidationError } from '#server/lib/http-errors.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import { unsubscribeLinks } from '#server/modules/mail/index.js';
import { newsletterUnsubscribeApiPath } from '#shared/api-paths.js';
import {
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_LINK_FAILED_MESSAGE,
  NEWSLETTER_PENDING_DAYS,
} from '#shared/newsletter.js';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '#shared/paths.js';
import type { NewsletterContext } from './context.js';
import { confirmSignUpMail } from './newsletter-mails.js';
import {
  confirmByTokenHash,
  deletePendingBefore,
  recordSignUp,
  subscriberByEmail,
  unsubscribeByTokenHash,
} from './repository.js';

/** The one place the shop asks today; a second form would send its own name. */
const NEWSLETTER_SOURCE = 'footer form';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending address asked again sooner than this gets no second mail (no inbox bombing). */
const RESEND_AFTER_MS = 10 * 60 * 1000;

const pendingSince = (now: Date) => new Date(now.getTime() - NEWSLETTER_PENDING_DAYS * DAY_MS);

/**
 * Records a sign-up with the consent wording the form shows and mails the confirmation, in one
 * transaction. The caller answers the same whatever happened here, so the answer tells nobody
 * whether the address was already on the list.
 */
export async function subscribe(ctx: NewsletterContext, email: string): Promise<void> {
  const confirmToken = randomToken();
  const unsubscribeToken = randomToken();
  await ctx.db.transaction(async (tx) => {
    const row = await recordSignUp(
      tx,
      {
        email,
        consentText: NEWSLETTER_CONSENT_TEXT,
        source: NEWSLETTER_SOURCE,
        askedAt: ctx.clock.now(),
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeTokenHash: hashToken(unsubscribeToken),
      },
      RESEND_AFTER_MS,
    );
    if (!row) return;
    const mail = confirmSignUpMail(
      `${ctx.publicUrl}${newsletterConfirmPath(confirmToken)}`,
      unsubscribeLinks(
        ctx.publicUrl,
        newsletterUnsubscribeApiPath(unsubscribeToken),
        newsletterUnsubscribePath(unsubscribeToken),
      ),
    );
    await ctx.mailer.enqueue({ to: email, ...mail }, tx);
  });
}

const linkFailed = () => new ValidationError(NEWSLETTER_LINK_FAILED_MESSAGE, 'link_invalid');

/** The confirm link's press: the sign-up becomes a subscription, with the time it was confirmed. */
export async function confirmSignUp(ctx: NewsletterContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  const row = await confirmByTokenHash(ctx.db, hashToken(token), now, pendingSince(now));
  if (!row) throw linkFailed();
}

/** The unsubscribe link, one-click or pressed on its page: the consent ends now. */
export async function unsubscribe(ctx: NewsletterContext, token: string): Promise<void> {
  const row = await unsubscribeByTokenHash(ctx.db, hashToken(token), ctx.clock.now());
  if (!row) throw linkFailed();
}

/** Housekeeping: sign-ups never confirmed are deleted after NEWSLETTER_PENDING_DAYS (PDPA). */
export function forgetUnconfirmed(ctx: NewsletterContext): Promise<number> {
  return deletePendingBefore(ctx.db, pendingSince(ctx.clock.now()));
}

/** What the shop holds of an address's newsletter consent, for its holder's copy of their data. */
export function consentOf(db: Executor, email: string) {
  return subscriberByEmail(db, email);
}
