// The mail module's public surface: other modules import only from here.
export {
  type MailAction,
  type MailAmount,
  type MailContent,
  type MailDetail,
  type MailLayout,
  renderMail,
} from './layout.js';
export type { Mailer } from './mailer.js';
export {
  EMAIL_UNDO_LINK_DAYS,
  emailChangedMail,
  PASSWORD_RESET_LINK_MINUTES,
  passwordChangedMail,
  passwordResetMail,
} from './templates.js';
