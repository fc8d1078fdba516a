import { createTransport } from 'nodemailer';
import type { MailTransport } from './transport.js';

/**
 * Short timeouts: a mail server that hangs should fail the attempt, so the outbox retries later,
 * instead of holding the sender past the lease on the messages it claimed.
 */
const timeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, ...timeouts }, { from });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    async close() {
      transporter.close();
    },
  };
}
