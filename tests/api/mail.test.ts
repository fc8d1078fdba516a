import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index.js';
import { passwordResetMail, renderMail } from '#server/modules/mail/index.js';
import { mimeAttachment, mimePart } from '#tests/helpers/mailbox.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

interface ReceivedMail {
  to: string[];
  raw: string;
}

interface LocalSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; port 0 picks a free port. */
async function startSmtpServer(port = 0): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

async function outboxRow(shop: TestApp, subject: string) {
  const [row] = await shop.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, subject));
  if (!row) throw new Error(`no outbox row for ${subject}`);
  return row;
}

const message = (subject: string) => ({
  to: 'shopper@example.com',
  subject,
  layout: {
    heading: 'Your order is on its way',
    paragraphs: ['Thank you for shopping with us.'],
    action: { label: 'Track your order', url: 'https://shop.example/orders/42' },
    footer: 'You get this mail because you ordered from us.',
  },
});

describe('mail through SMTP', () => {
  let smtp: LocalSmtpServer;
  let shop: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    shop = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it('is queued in the outbox, then delivered to the mail server', async () => {
    await shop.app.mailer.enqueue(message('Order 42 shipped'));
    expect((await outboxRow(shop, 'Order 42 shipped')).status).toBe('pending');

    expect(await shop.app.mailer.drain()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['shopper@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Order 42 shipped\r?$/m);
    expect(mail?.raw).toMatch(/^From: 8etterSleep <hello@8ettersleep\.sg>\r?$/m);
    expect(mimePart(mail?.raw ?? '', 'text/plain')).toContain('https://shop.example/orders/42');
    const row = await outboxRow(shop, 'Order 42 shipped');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('is queued inside the caller’s transaction, so a rollback queues nothing', async () => {
    await shop.database.db
      .transaction(async (tx) => {
        await shop.app.mailer.enqueue(message('Rolled back'), tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Rolled back'));
    expect(rows).toEqual([]);
  });

  it('goes out exactly once when two senders drain at the same time', async () => {
    const subjects = ['Race 1', 'Race 2', 'Race 3', 'Race 4', 'Race 5'];
    for (const subject of subjects) await shop.app.mailer.enqueue(message(subject));
    const before = smtp.received.length;

    const [first, second] = await Promise.all([shop.app.mailer.drain(), shop.app.mailer.drain()]);

    expect(first + second).toBe(5);
    const raced = smtp.received.slice(before);
    for (const subject of subjects) {
      const copies = raced.filter((mail) => mail.raw.includes(`Subject: ${subject}\r\n`));
      expect(copies, subject).toHaveLength(1);
    }
    expect(raced).toHaveLength(5);
  });
});

describe('mail while the mail server is down', () => {
  let port: number;
  let shop: TestApp;
  let smtp: LocalSmtpServer | undefined;
  beforeAll(async () => {
    const closed = await startSmtpServer();
    port = closed.port;
    await closed.close();
    shop = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await shop.close();
    await smtp?.close();
  });

  it('stays in the outbox and is delivered by a later attempt', async () => {
    await shop.app.mailer.enqueue(message('Sent after an outage'));

    expect(await shop.app.mailer.drain()).toBe(0);
    const waiting = await outboxRow(shop, 'Sent after an outage');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: another drain leaves it alone.
    expect(await shop.app.mailer.drain()).toBe(0);

    smtp = await startSmtpServer(port);
    // Time passes: the retry falls due.
    await shop.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, waiting.id));

    expect(await shop.app.mailer.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain('Subject: Sent after an outage');
    expect(await outboxRow(shop, 'Sent after an outage')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });
});

describe('mail without SMTP_URL', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('is written as an .eml file under DATA_DIR/mail, with the HTML escaped', async () => {
    await shop.app.mailer.enqueue({
      to: 'dreamer@example.com',
      subject: 'Your wishlist',
      layout: {
        heading: 'Saved for later',
        paragraphs: ['You saved <script>alert("zzz")</script> to your wishlist.'],
        action: { label: 'See your wishlist', url: 'https://shop.example/wishlist?a=1&b=2' },
        footer: 'You get this mail because you have an account.',
      },
    });

    expect(await shop.app.mailer.drain()).toBe(1);

    const folder = path.join(shop.config.dataDir, 'mail');
    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d{6}\.\d{3}Z-[0-9a-f]+\.eml$/);
    const raw = await readFile(path.join(folder, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^Subject: Your wishlist\r$/m);
    expect(raw).toMatch(/^To: dreamer@example\.com\r$/m);

    const text = mimePart(raw, 'text/plain');
    expect(text).toMatch(/^See your wishlist:\r?\nhttps:\/\/shop\.example\/wishlist\?a=1&b=2\r?$/m);
    expect(text).toContain('Better Sleep By Design.');

    const html = mimePart(raw, 'text/html');
    expect(html).toContain('&lt;script&gt;alert(&quot;zzz&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="https://shop.example/wishlist?a=1&amp;b=2"');
    expect(await outboxRow(shop, 'Your wishlist')).toMatchObject({ status: 'sent' });
  });
});

describe('files rendered as the mail is sent', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('are made by their renderer at sending, and a renderer that fails keeps the mail for a retry', async () => {
    let calls = 0;
    shop.app.mailer.addAttachmentRenderer('test-note', async (id) => {
      calls += 1;
      if (id === 13) throw new Error('note 13 cannot be drawn yet');
      return Buffer.from(`note ${id}`);
    });
    const attachment = (id: number) => ({
      filename: `note-${id}.txt`,
      contentType: 'application/x-test-note',
      renderer: 'test-note',
      id,
    });
    await shop.app.mailer.enqueue({ ...message('With note 7'), attachments: [attachment(7)] });
    await shop.app.mailer.enqueue({ ...message('With note 13'), attachments: [attachment(13)] });
    expect(calls).toBe(0);

    expect(await shop.app.mailer.drain()).toBe(1);
    const folder = path.join(shop.config.dataDir, 'mail');
    const [file] = await readdir(folder);
    const raw = await readFile(path.join(folder, file ?? ''), 'utf8');
    expect(mimeAttachment(raw, 'application/x-test-note').toString()).toBe('note 7');
    const failed = await outboxRow(shop, 'With note 13');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toBe('note 13 cannot be drawn yet');
    expect(() =>
      shop.app.mailer.addAttachmentRenderer('test-note', async () => Buffer.from('')),
    ).toThrow(/renderer already/);
  });
});

describe('the password reset mail', () => {
  it('links to the reset page, says the link works once for 30 minutes, and what to do if unasked', () => {
    const template = passwordResetMail({
      resetUrl: 'https://shop.example/reset-password?token=abc',
    });
    const mail = { ...template, ...renderMail(template.layout) };
    expect(mail.subject).toBe('Reset your 8etterSleep password');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://shop.example/reset-password?token=abc');
      expect(body).toContain('works once and expires in 30 minutes');
      expect(body).toContain('If you did not ask for this, ignore this mail');
    }
    expect(mail.html).toContain('#1f2a44');
  });

  it('is not queued with a link that is not a web address', async () => {
    const shop = await createTestApp();
    const mail = passwordResetMail({ resetUrl: 'javascript:alert(1)' });
    await expect(shop.app.mailer.enqueue({ to: 'a@example.sg', ...mail })).rejects.toThrow(/http/);
    expect(await shop.database.db.select().from(mailOutbox)).toEqual([]);
    await shop.close();
  });
});
