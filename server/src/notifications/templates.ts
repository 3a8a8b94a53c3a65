import { contact } from '../../../shared/messages';
import { containsLink } from '../common/validation';

/** A notification ready to queue. */
export interface EmailDraft {
  kind: 'application-received' | 'member-approved' | 'member-rejected' | 'staff-invitation' | 'password-reset';
  to: string;
  subject: string;
  body: string;
}

const signature = `\n\n${contact.groupName}\n${contact.email} · ${contact.phone}\n`;

/**
 * The opening line (issue #16 item 10): "Hi {name}," — or plain "Hello," when the name holds a web
 * or e-mail address, so that a name chosen to carry a link (the public forms refuse one, staff
 * may still type one) is never written, and so never linked, into a message sent in our name.
 * @param name the member's name as stored
 */
export function greeting(name: string | null | undefined): string {
  const plain = name?.trim();
  return plain && !containsLink(plain) ? `Hi ${plain},` : 'Hello,';
}

/** To the applicant on /join: received, reviewed "within a few days" (SPEC §1). */
export const applicationReceived = (name: string, to: string): EmailDraft => ({
  kind: 'application-received',
  to,
  subject: 'We received your membership application',
  body: `${greeting(name)}\n\nThanks for applying to join ${contact.groupName}. Your application is pending review; the committee approves new applications within a few days.${signature}`,
});

/** To the member when approved. */
export const memberApproved = (name: string, to: string): EmailDraft => ({
  kind: 'member-approved',
  to,
  subject: 'Welcome — your membership is approved',
  body: `${greeting(name)}\n\nGood news: your membership of ${contact.groupName} has been approved. We look forward to seeing you at our next event.${signature}`,
});

/** To the applicant when rejected, with the reason. */
export const memberRejected = (name: string, to: string, reason: string): EmailDraft => ({
  kind: 'member-rejected',
  to,
  subject: 'About your membership application',
  body: `${greeting(name)}\n\nThank you for your interest in ${contact.groupName}. We are unable to approve your application.\n\nReason: ${reason}\n\nIf you think this is a mistake, reply to this e-mail and we will look at it again.${signature}`,
});
