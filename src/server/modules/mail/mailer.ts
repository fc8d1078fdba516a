import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '#server/db/client.js';
import type { MailOutboxRow } from '#server/db/schema/index.js';
import { type AttachmentRenderer, composeMail } from './compose-mail.js';
import { assertWebLinks, type QueuedMail } from './layout.js';
import { claimDueMail, enqueueMail, markFailed, markSent } from './outbox-repository.js';
import type { OutboxSeal } from './outbox-seal.js';
import type { MailTransport } from './transport.js';

export interface Mailer {
  /** Queues a message; pass a transaction as `executor` so it is sent only if that commits. */
  enqueue(message: QueuedMail, executor?: Executor): Promise<void>;
  /** Names the renderer that makes the files queued with `renderer: name`, when they are sent. */
  addAttachmentRenderer(name: string, render: AttachmentRenderer): void;
  /** Sends everything due now and returns how many were sent; failures wait for their retry. */
  drain(): Promise<number>;
  /** Drains every `pollMs` in the background, one run at a time. */
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  /** Seals bodies as they are queued and opens them to send. */
  seal: OutboxSeal;
  pollMs?: number;
}

const DEFAULT_POLL_MS = 5_000;
/** Messages claimed at once: small, so a slow mail server cannot outlast the claim's lease. */
const CLAIM_BATCH_SIZE = 10;

/** Only the error's own words: never the message body, and never the transport's settings. */
function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createMailer({
  db,
  transport,
  logger,
  seal,
  pollMs = DEFAULT_POLL_MS,
}: MailerOptions): Mailer {
  let timer: NodeJS.Timeout | undefined;
  let run: Promise<void> | undefined;
  let stopping = false;
  const renderers = new Map<string, AttachmentRenderer>();

  /** True when sent; a failure is recorded for a later retry, or given up after the last one. */
  async function deliver(row: MailOutboxRow): Promise<boolean> {
    try {
      await transport.send(await composeMail(row, seal, renderers));
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = describeError(error);
      const status = await markFailed(db, row.id, reason, attempts);
      const details = { mailId: row.id, attempts, error: reason };
      if (status === 'failed') logger.error(details, 'Mail could not be delivered; gave up');
      else logger.warn(details, 'Mail could not be delivered; will retry');
      return false;
    }
    await markSent(db, row.id);
    return true;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    // Every claimed message leaves the due set (sent, leased or rescheduled), so this ends.
    while (!stopping) {
      const batch = await claimDueMail(db, CLAIM_BATCH_SIZE);
      if (batch.length === 0) break;
      for (const row of batch) {
        if (await deliver(row)) sent += 1;
      }
    }
    return sent;
  }

  async function poll(): Promise<void> {
    try {
      await drain();
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      logger.error({ error: describeError(error) }, 'Mail outbox run failed');
    }
  }

  return {
    async enqueue(message, executor = db) {
      assertWebLinks(message.layout);
      await enqueueMail(executor, message, seal);
    },
    addAttachmentRenderer(name, render) {
      if (renderers.has(name))
        throw new Error(`Mail attachments "${name}" have a renderer already`);
      renderers.set(name, render);
    },
    drain,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(() => {
        run ??= poll().finally(() => {
          run = undefined;
        });
      }, pollMs);
      // Pending mail must not keep the process alive on shutdown.
      timer.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await run;
    },
  };
}
