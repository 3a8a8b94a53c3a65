import { contact, limits } from '../../../shared/limits';
import { adminMessages } from '../../../shared/admin-messages';
import { greeting, type EmailDraft } from '../notifications';

/**
 * The member's sign-in link (issue #21): single use, valid 15 minutes; opening it shows a
 * "Sign in" button, so a mail scanner opening it signs no one in.
 * @param link the absolute /members/sign-in/{secret} address
 */
export function memberSignInEmail(name: string, to: string, link: string): EmailDraft {
  return {
    kind: 'member-sign-in',
    to,
    subject: `Your sign-in link for the ${contact.shortName} member area`,
    body: `${greeting(name)}\n\nHere is your link to sign in to your member area (it works once, for ${limits.memberLinkTtlMinutes} minutes):\n${link}\n\nIf you didn't ask for it, you can ignore this e-mail: nobody can sign in without opening the link.`,
    reason: adminMessages.mail.whyMember,
  };
}

/**
 * The confirmation of a member's new e-mail address (issue #21), sent to that new address; valid 24 hours.
 * @param link the absolute /members/confirm-email/{secret} address
 */
export function memberEmailChangeEmail(name: string, to: string, link: string): EmailDraft {
  return {
    kind: 'member-email-change',
    to,
    subject: `Confirm your new e-mail address for ${contact.shortName}`,
    body: `${greeting(name)}\n\nYou asked to use this address for your membership. Confirm it here (the link works once, for 24 hours):\n${link}\n\nUntil you confirm, we keep using your old address. If you didn't ask for this, ignore this e-mail.`,
    reason: adminMessages.mail.whyMember,
  };
}

/**
 * The new address shown in part, so a notice to the old address does not hand it out whole:
 * "nora@example.com" → "n***@example.com".
 * @param email a valid e-mail address
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/**
 * To a member's current address when someone asks to change it (issue #31 item 6): the new
 * address only in part, and what to do if it wasn't them.
 * @param newEmail the address asked for (shown masked)
 * @param memberArea the absolute /members address
 */
export function memberEmailChangeNotice(name: string, to: string, newEmail: string, memberArea: string): EmailDraft {
  return {
    kind: 'member-email-change-notice',
    to,
    subject: `Someone asked to change the e-mail address of your ${contact.shortName} membership`,
    body: `${greeting(name)}\n\nSomeone asked to change the e-mail address of your membership to ${maskedEmail(newEmail)}. Nothing changes until the new address is confirmed from the link we sent there, and we keep writing to you here until then.\n\nIf it was you, there's nothing more to do. If it wasn't you, don't worry: sign in to your member area at ${memberArea} and check your details, and let us know at ${contact.email} or on ${contact.phone} so we can look into it.`,
    reason: adminMessages.mail.whyMember,
  };
}

/**
 * To an address another member asked to use when it already belongs to a membership (issue #31
 * item 6): names nobody and holds no link, so it can neither confirm the change nor tell its
 * reader who asked.
 * @param memberArea the absolute /members address, where the address's own member signs in
 */
export function memberAddressTakenEmail(to: string, memberArea: string): EmailDraft {
  return {
    kind: 'member-email-change-taken',
    to,
    subject: `About this e-mail address at ${contact.shortName}`,
    body: `${greeting(null)}\n\nSomeone asked to use this e-mail address for a ${contact.groupName} membership. It already belongs to a membership, so nothing has changed.\n\nIf you want to see your membership, sign in to your member area with this address at ${memberArea}. If you didn't expect this e-mail, you can ignore it.`,
    reason: adminMessages.mail.whyMember,
  };
}
