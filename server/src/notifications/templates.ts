import { contact } from '../../../shared/limits';
import { adminMessages } from '../../../shared/admin-messages';
import { containsLink } from '../common/validation';

/** A file attached to an e-mail: its content as text (e.g. an event's .ics), or base64 for a binary file (a receipt's PDF). */
export interface EmailAttachment {
  filename: string;
  /** MIME type, e.g. "text/calendar; method=PUBLISH". */
  contentType: string;
  content: string;
  /** "base64" when `content` is a binary file in base64 (nodemailer decodes it). */
  encoding?: 'base64';
}

/**
 * A notification ready to queue. The outbox lays every draft out with the one layout
 * (`email-layout.ts`, issue #18): `body` and `html` are the message itself; the footer (why the
 * person receives it, the association's name, address and contact details, the Melbourne date)
 * and the HTML page around it are added when it is queued, so no template writes a signature.
 */
export interface EmailDraft {
  /** What it is (shown in the admin outbox), e.g. "member-approved". */
  kind: string;
  to: string;
  subject: string;
  /** The plain-text message. */
  body: string;
  /** The message as an HTML fragment (multipart/alternative with `body`); default: `body` as paragraphs. */
  html?: string;
  /** Why the person receives it, one sentence for the footer; default `adminMessages.mail.whyDefault`. */
  reason?: string;
  /** Extra footer lines in the plain text (e.g. the visible unsubscribe link) … */
  footerText?: string[];
  /** … and the same lines as trusted HTML. */
  footerHtml?: string[];
  /**
   * The person the e-mail is about when that is not its recipient (a staff notification about a
   * resident's message): stored normalised as `subject_email`, so privacy finds and erases it by
   * the exact address (issue #31).
   */
  subjectEmail?: string;
  /** Where replies go; default: the association's contact address (site settings). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

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
  body: `${greeting(name)}\n\nThanks for applying to join ${contact.groupName}. Your application is pending review; the committee approves new applications within a few days.`,
  reason: adminMessages.mail.whyApplication,
});

/** The first membership fee a new member owes (issue #34), as the approval e-mail states it. */
export interface ApprovalPayment {
  /** "$20.00". */
  amount: string;
  /** What it is for, e.g. "Membership fee: Household, 01 Jul 2026 – 30 Jun 2027". */
  description: string;
  /** "09 Aug 2026", or null. */
  dueDate: string | null;
  /** The charge's bank reference, e.g. "RA0000015". */
  reference: string;
  /** The account to pay into, or null when bank transfer is not set up. */
  bankTransfer: { accountName: string; bsb: string; accountNumber: string } | null;
}

/** The lines of the approval e-mail about paying the first fee (issue #34). */
function paymentLines(payment: ApprovalPayment): string {
  const owed = `Your membership fee is ${payment.amount} (${payment.description})${payment.dueDate ? `, due by ${payment.dueDate}` : ''}.`;
  const how = payment.bankTransfer
    ? [
        'You can pay by bank transfer:',
        `Account name: ${payment.bankTransfer.accountName}`,
        `BSB: ${payment.bankTransfer.bsb}`,
        `Account number: ${payment.bankTransfer.accountNumber}`,
        `Reference: ${payment.reference}`,
        'Please use this reference so we can match your payment. You can also see what you owe in the member area.',
      ].join('\n')
    : `We will be in touch about paying. Your reference is ${payment.reference}.`;
  return `\n\n${owed}\n\n${how}`;
}

/**
 * To the member when approved; with `payment` (issue #34), what they owe and how to pay it (bank
 * details and the reference when bank transfer is set up, else "we will be in touch about paying").
 */
export const memberApproved = (name: string, to: string, payment: ApprovalPayment | null = null): EmailDraft => ({
  kind: 'member-approved',
  to,
  subject: 'Welcome — your membership is approved',
  body: `${greeting(name)}\n\nGood news: your membership of ${contact.groupName} has been approved. We look forward to seeing you at our next event.${payment ? paymentLines(payment) : ''}`,
  reason: adminMessages.mail.whyMember,
});

/** To the applicant when rejected, with the reason. */
export const memberRejected = (name: string, to: string, reason: string): EmailDraft => ({
  kind: 'member-rejected',
  to,
  subject: 'About your membership application',
  body: `${greeting(name)}\n\nThank you for your interest in ${contact.groupName}. We are unable to approve your application.\n\nReason: ${reason}\n\nIf you think this is a mistake, reply to this e-mail and we will look at it again.`,
  reason: adminMessages.mail.whyApplication,
});
