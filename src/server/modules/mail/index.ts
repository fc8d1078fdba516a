// The mail module's public surface: other modules import only from here.
export type { Mailer } from './mailer.js';
export {
  EMAIL_UNDO_LINK_DAYS,
  emailChangedMail,
  type MailContent,
  PASSWORD_RESET_LINK_MINUTES,
  passwordChangedMail,
  passwordResetMail,
  renderMail,
} from './templates.js';
