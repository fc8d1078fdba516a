import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailTransport } from './transport.js';

/** Without a mail server, development still sees every message: a full RFC 822 file to open. */
export function createFileTransport(
  dataDir: string,
  from: string,
  logger: FastifyBaseLogger,
): MailTransport {
  const folder = path.join(dataDir, 'mail');
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from },
  );
  return {
    async send(message) {
      const { message: content } = await composer.sendMail(message);
      if (!Buffer.isBuffer(content)) throw new Error('nodemailer did not buffer the message');
      // Colons are not allowed in file names on every system; the random part keeps names unique.
      const stamp = new Date().toISOString().replaceAll(':', '');
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(folder, { recursive: true });
      await writeFile(file, content);
      logger.info({ to: message.to, subject: message.subject, file }, 'Mail written to a file');
    },
  };
}
