import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type MailOutboxRow, mailOutbox } from '#server/db/schema/index.js';
import type { MailLayout, QueuedMail } from './layout.js';
import type { OutboxSeal } from './outbox-seal.js';

/** After this many failed attempts (about three hours of retries) a message is given up as failed. */
export const MAX_ATTEMPTS = 10;

/**
 * How long a claimed message is hidden from other senders while this one sends it: longer than a
 * batch of slow sends can take, so no message goes out twice.
 */
const CLAIM_LEASE_SECONDS = 300;

const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;
const LONGEST_ERROR_TEXT = 1000;

/** 30 s, 1 min, 2 min, … doubling after each failure, never more than an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_RETRY_SECONDS);
}

const secondsFromNow = (seconds: number) => sql`now() + ${seconds}::integer * interval '1 second'`;

/**
 * Queues a message: its layout is stored sealed (recipient and subject stay readable), its files
 * only as the renderer and id that make them when it is sent.
 */
export async function enqueueMail(
  db: Executor,
  message: QueuedMail,
  seal: OutboxSeal,
): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    layout: seal.seal(JSON.stringify(message.layout)),
    attachments: message.attachments ?? [],
  });
}

/** A queued message's body: its layout, or the text and HTML an earlier release queued ready. */
export type QueuedBody = { layout: MailLayout } | { text: string; html: string };

export function openBody(row: MailOutboxRow, seal: OutboxSeal): QueuedBody {
  if (row.layout !== null) return { layout: JSON.parse(seal.open(row.layout)) as MailLayout };
  return { text: seal.open(row.textBody), html: seal.open(row.htmlBody) };
}

/**
 * Takes up to `limit` messages that are due, oldest first. Rows another instance is claiming are
 * skipped, and the claimed ones are leased (their next attempt moved forward) before the locks go.
 */
export async function claimDueMail(db: Executor, limit: number): Promise<MailOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: secondsFromNow(CLAIM_LEASE_SECONDS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

/** A sent message keeps who, what subject and when; its bodies and files are dropped. */
export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      layout: null,
      textBody: '',
      htmlBody: '',
      attachments: [],
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Records a failed attempt (`attempts` counts it): the message is tried again after a growing
 * pause, or given up once it has had MAX_ATTEMPTS. Returns the message's status now.
 */
export async function markFailed(
  db: Executor,
  id: number,
  error: string,
  attempts: number,
): Promise<'pending' | 'failed'> {
  const givenUp = attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, LONGEST_ERROR_TEXT),
      ...(givenUp
        ? { status: 'failed' as const }
        : { nextAttemptAt: secondsFromNow(retryDelaySeconds(attempts)) }),
    })
    .where(eq(mailOutbox.id, id));
  return givenUp ? 'failed' : 'pending';
}

/** Messages not sent yet, due or waiting for a retry (the outbox gauge of the metrics). */
export async function countWaitingMail(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return row?.n ?? 0;
}

/** Deletes the mails to `email`, only those queued since `since` when given. */
export async function deleteMailsTo(
  db: Executor,
  email: string,
  since: Date | null,
): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(eq(mailOutbox.toAddress, email), since ? gte(mailOutbox.createdAt, since) : undefined),
    );
}
