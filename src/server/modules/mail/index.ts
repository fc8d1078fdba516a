// The mail module's public surface: other modules import only from here.

export {
  confirmNewEmailMail,
  EMAIL_CONFIRM_LINK_HOURS,
  EMAIL_UNDO_LINK_DAYS,
  emailChangeAskedMail,
  emailChangedMail,
  emailInUseMail,
} from './email-change-templates.js';
export type {
  MailAction,
  MailAmount,
  MailContent,
  MailDetail,
  MailLayout,
} from './layout.js';
export type { Mailer } from './mailer.js';
export { renderMail } from './render-mail.js';
export {
  PASSWORD_RESET_LINK_MINUTES,
  passwordChangedMail,
  passwordResetMail,
} from './templates.js';
