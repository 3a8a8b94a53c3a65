import { contact, limits } from '../../../shared/limits';
import { adminMessages } from '../../../shared/admin-messages';
import { greeting, type EmailDraft } from '../notifications/templates';

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
