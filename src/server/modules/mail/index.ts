// The mail module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport } from './create-transport.js';
import { createMailer, type Mailer } from './mailer.js';
import { countWaitingMail } from './outbox-repository.js';
import { createOutboxSeal } from './outbox-seal.js';

export {
  confirmNewEmailMail,
  EMAIL_CONFIRM_LINK_HOURS,
  EMAIL_UNDO_LINK_DAYS,
  emailChangeAskedMail,
  emailChangedMail,
  emailInUseMail,
} from './email-change-templates.js';
export { forgetMailsTo } from './forget-mails.js';
export type {
  MailAction,
  MailAmount,
  MailContent,
  MailDetail,
  MailLayout,
  MailUnsubscribe,
  RenderedAttachment,
} from './layout.js';
export type { Mailer } from './mailer.js';
export { renderMail } from './render-mail.js';
export {
  PASSWORD_RESET_LINK_MINUTES,
  passwordChangedMail,
  passwordResetMail,
} from './templates.js';
export { unsubscribeLinks } from './unsubscribe-links.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The mailer every module queues mail with (the outbox, sealed at rest), sending in the background
 * once the app is ready; tests drain the outbox themselves.
 */
async function mail(app: FastifyInstance): Promise<void> {
  const transport = createMailTransport(app.config, app.log);
  const mailer = createMailer({
    db: app.db,
    transport,
    logger: app.log,
    seal: createOutboxSeal(app.sessionSecrets.accepted),
  });
  app.decorate('mailer', mailer);
  app.addGauge({
    name: 'shop_mail_outbox_waiting',
    help: 'Mails in the outbox not sent yet (due, or waiting for a retry)',
    read: () => countWaitingMail(app.db),
  });
  if (app.config.env !== 'test') app.addHook('onReady', async () => mailer.start());
  // Fastify runs onClose hooks last-registered first: this one ends before the database closes.
  app.addHook('onClose', async () => {
    await mailer.stop();
    await transport.close?.();
  });
}

export const mailModule = fp(mail, {
  name: 'mail',
  decorators: { fastify: ['config', 'db', 'sessionSecrets', 'addGauge'] },
});
