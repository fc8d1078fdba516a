import type { Database } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import type { Clock } from '#server/lib/clock.js';
import { ValidationError } from '#server/lib/http-errors.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import type { Mailer } from '#server/modules/mail/index.js';
import { linkGuestOrders } from '#server/modules/orders/index.js';
import { markEmailVerified } from '#server/modules/users/index.js';
import { verifyEmailPath } from '#shared/paths.js';
import { consumeVerification, countGuestOrders, insertVerification } from './repository.js';
import { VERIFICATION_LINK_HOURS, verifyEmailMail } from './verification-mail.js';

const ordersWord = (count: number) => (count === 1 ? '1 order' : `${count} orders`);
const inAccount = (count: number, email: string) =>
  `${ordersWord(count)} placed with ${email} without logging in ${count === 1 ? 'is' : 'are'} now in your account.`;

export function verifiedMessage(linked: number): string {
  return `Your e-mail address is confirmed. ${linked === 0 ? 'Orders you place with it without logging in can now be added to your account.' : inAccount(linked, 'it')}`;
}

export interface VerificationContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}

export const VERIFY_LINK_FAILED_MESSAGE =
  'This link is not valid: it may have been used already, replaced by a newer one, or have expired. Ask for a new one in your account.';

/** What My Orders says of the address: proven or not, and guest orders waiting for the proof. */
export async function verificationState(db: Database, user: UserRow) {
  return {
    email: user.email,
    verified: user.emailVerifiedAt !== null,
    guestOrders: await countGuestOrders(db, user.email),
  };
}

/**
 * Mails the account's address a link that proves the owner reads it (issue 25, decision 0066).
 * Only the newest link of an account works.
 */
export async function sendVerificationLink(
  { db, mailer, publicUrl, clock }: VerificationContext,
  user: UserRow,
): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(clock.now().getTime() + VERIFICATION_LINK_HOURS * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await insertVerification(tx, {
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt,
    });
    const verifyUrl = `${publicUrl}${verifyEmailPath(token)}`;
    await mailer.enqueue({ to: user.email, ...verifyEmailMail({ verifyUrl }) }, tx);
  });
}

/**
 * Uses a link: the address is proven if the account still has it, and the orders placed with it as
 * a guest move into the account, in one transaction. Answers how many moved.
 */
export async function verifyEmail(
  { db, clock }: Pick<VerificationContext, 'db' | 'clock'>,
  token: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const link = await consumeVerification(tx, hashToken(token), now);
    const account = link && (await markEmailVerified(tx, link.userId, link.email, now));
    if (!link || !account) throw new ValidationError(VERIFY_LINK_FAILED_MESSAGE, 'link_invalid');
    return linkGuestOrders(tx, account.id, account.email);
  });
}

/**
 * POST /profile/guest-orders: a proven address brings its guest orders in at once; an unproven
 * one is mailed the link first, and nothing moves until it is opened.
 */
export async function bringInGuestOrders(context: VerificationContext, user: UserRow) {
  if (user.emailVerifiedAt !== null) {
    const linked = await linkGuestOrders(context.db, user.id, user.email);
    const message = inAccount(linked, user.email);
    return { success: true as const, message, linked, linkSent: false };
  }
  await sendVerificationLink(context, user);
  const message = `We sent a link to ${user.email}. Open it within ${VERIFICATION_LINK_HOURS} hours to confirm the address; the orders placed with it then appear here.`;
  return { success: true as const, message, linked: 0, linkSent: true };
}
