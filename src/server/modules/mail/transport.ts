import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config/config.js';
import { createFileTransport } from './file-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Where the shop's mail goes: a mail server, or files for a developer to open. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

export type MailTransportConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailTransport(
  config: MailTransportConfig,
  logger: FastifyBaseLogger,
): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.mailFrom);
  return createFileTransport(config.dataDir, config.mailFrom, logger);
}
