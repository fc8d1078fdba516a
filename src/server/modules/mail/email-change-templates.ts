import { shopInfo } from '#shared/shop-info.js';
import type { MailContent } from './layout.js';
import { accountChangeTime } from './templates.js';

/** How long the link confirming a new address works: a day, the change waits for no one longer. */
export const EMAIL_CONFIRM_LINK_HOURS = 24;
/** How long the link undoing an e-mail change works: a week, for an owner who reads mail late. */
export const EMAIL_UNDO_LINK_DAYS = 7;

interface AddressChange {
  oldEmail: string;
  newEmail: string;
  at: Date;
}

/**
 * To the account's address when a change was asked for: nothing has changed yet, and if it was not
 * the owner, a new password stops it (a reset voids the link sent to the new address).
 */
export function emailChangeAskedMail(change: AddressChange & { forgotUrl: string }): MailContent {
  return {
    subject: `A new e-mail address was asked for on your ${shopInfo.name} account`,
    layout: {
      heading: 'Your e-mail address may change',
      paragraphs: [
        `On ${accountChangeTime(change.at)} someone who knows your password asked to change the e-mail address of your ${shopInfo.name} account from ${change.oldEmail} to ${change.newEmail}.`,
        `Nothing changes until the link we sent to ${change.newEmail} is opened, within ${EMAIL_CONFIRM_LINK_HOURS} hours. Until then you log in with ${change.oldEmail} as before.`,
        'If you asked for this, there is nothing to do.',
        `If you did not, choose a new password now with the link below: that cancels the change and signs everybody out. Then tell us at ${shopInfo.contactEmail}.`,
      ],
      action: { label: 'Choose a new password', url: change.forgotUrl },
      footer: `You get this mail because this address is the e-mail of a ${shopInfo.name} account.`,
    },
  };
}

/** To the new address: the one link that makes the change. It names no other address. */
export function confirmNewEmailMail({ confirmUrl }: { confirmUrl: string }): MailContent {
  return {
    subject: `Confirm your new e-mail address for ${shopInfo.name}`,
    layout: {
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        `Someone, hopefully you, asked to make this address the e-mail of a ${shopInfo.name} account.`,
        `Confirm it with the link below: the account's address changes when you press the button on the page it opens. The link works once and expires in ${EMAIL_CONFIRM_LINK_HOURS} hours.`,
        'If you did not ask for this, ignore this mail: nothing changes.',
      ],
      action: { label: 'Confirm this address', url: confirmUrl },
      footer: `You get this mail because this address was given in the settings of a ${shopInfo.name} account.`,
    },
  };
}

/**
 * To the new address instead of a link when it already belongs to an account: only the address's
 * owner learns it, the one who asked gets the same answer either way.
 */
export function emailInUseMail(links: { loginUrl: string; forgotUrl: string }): MailContent {
  return {
    subject: `This address already has a ${shopInfo.name} account`,
    layout: {
      heading: 'This address already has an account',
      paragraphs: [
        `Someone asked to make this address the e-mail of a ${shopInfo.name} account, but it already belongs to one, so nothing was changed.`,
        'If that was you, log in with this address instead; if you have forgotten its password, choose a new one.',
        'If it was not you, ignore this mail.',
      ],
      action: { label: 'Log in', url: links.loginUrl },
      secondaryAction: { label: 'Choose a new password', url: links.forgotUrl },
      footer: `You get this mail because this address was given in the settings of a ${shopInfo.name} account.`,
    },
  };
}

/** To the old address once the change is made: the one link that undoes it. */
export function emailChangedMail(change: AddressChange & { undoUrl: string }): MailContent {
  return {
    subject: `The e-mail address of your ${shopInfo.name} account was changed`,
    layout: {
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `On ${accountChangeTime(change.at)} the e-mail address of your ${shopInfo.name} account was changed from ${change.oldEmail} to ${change.newEmail}.`,
        'If you made this change, there is nothing to do.',
        `If you did not, undo it with the link below: your account gets ${change.oldEmail} back with a new password you choose, and every session on it is signed out. The link works once and for ${EMAIL_UNDO_LINK_DAYS} days; until then no other account can take ${change.oldEmail}.`,
      ],
      action: { label: 'Undo this change', url: change.undoUrl },
      footer: `You get this mail because this address was the e-mail of a ${shopInfo.name} account.`,
    },
  };
}
