import { contact } from '../../../shared/limits';
import { adminMessages } from '../../../shared/admin-messages';
import { INVITE_VALID_HOURS, RESET_VALID_HOURS } from '../../../shared/staff';
import { greeting, type EmailDraft } from '../notifications';
import { Role } from './roles';

const roleName = (role: Role): string => ({ [Role.ADMIN]: 'an admin', [Role.EDITOR]: 'an editor', [Role.TREASURER]: 'the treasurer' })[role];

/**
 * To a new staff member (issue #20): who invited them, as what, and the single-use link (valid
 * 7 days) where they choose their password.
 * @param link the absolute /admin/accept-invite/{token} address
 * @param invitedBy the inviting admin's name, or null
 */
export function staffInvitation(name: string, to: string, role: Role, link: string, invitedBy: string | null): EmailDraft {
  const who = invitedBy?.trim() ? `${invitedBy.trim()} has` : 'You have been';
  const verb = invitedBy?.trim() ? 'invited you' : 'invited';
  return {
    kind: 'staff-invitation',
    to,
    subject: `You're invited to help run the ${contact.shortName} website`,
    body: `${greeting(name)}\n\n${who} ${verb} to the ${contact.groupName} website as ${roleName(role)}.\n\nChoose your password here (the link works once, for ${INVITE_VALID_HOURS / 24} days):\n${link}\n\nThen sign in at the same address with this e-mail address. If you weren't expecting this, you can ignore this e-mail.`,
    reason: adminMessages.mail.whyStaff,
  };
}

/**
 * To a staff member who asked to reset their password (issue #20): the single-use link, valid 1 hour.
 * @param link the absolute /admin/reset-password/{token} address
 */
export function passwordReset(name: string, to: string, link: string): EmailDraft {
  return {
    kind: 'password-reset',
    to,
    subject: `Reset your ${contact.shortName} admin password`,
    body: `${greeting(name)}\n\nSomeone (hopefully you) asked to reset the password of your staff account. Choose a new one here (the link works once, for ${RESET_VALID_HOURS} hour):\n${link}\n\nSetting a new password signs you out on every other device. If you didn't ask for this, ignore this e-mail: your password stays as it is.`,
    reason: adminMessages.mail.whyStaff,
  };
}
