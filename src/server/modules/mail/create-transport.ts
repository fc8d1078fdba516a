import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config/config.js';
import { createFileTransport } from './file-transport.js';
import { createSmtpTransport } from './smtp-transport.js';
import type { MailTransport } from './transport.js';

export type MailTransportConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailTransport(
  config: MailTransportConfig,
  logger: FastifyBaseLogger,
): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.mailFrom);
  return createFileTransport(config.dataDir, config.mailFrom, logger);
}
