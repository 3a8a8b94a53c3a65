import { formatIsoDay } from '../../../shared/clock';
import { contact } from '../../../shared/limits';
import { adminMessages } from '../../../shared/admin-messages';
import { bankTransferReady, type MembershipYearValues } from '../../../shared/membership-year';
import { formatCents } from '../money';
import { greeting, type EmailDraft } from '../notifications';

/** How long the sign-in link in a renewal e-mail works (days): single use; a newer reminder's link replaces it. */
export const RENEWAL_LINK_DAYS = 14;

/** What a renewal reminder says (issue #34). */
export interface RenewalReminder {
  name: string;
  to: string;
  /** Days before (positive) or after (negative) "financial until". */
  offset: number;
  financialUntil: string;
  amountCents: number;
  /** The charge's due date ("financial until") and bank reference. */
  dueDate: string;
  reference: string;
  periodStart: string;
  periodEnd: string;
  /** The day the member becomes unfinancial and the day they cease if still unpaid. */
  unfinancialFrom: string;
  ceasesOn: string;
  /** The absolute one-click link: signs the member in and opens "My membership". */
  link: string;
}

/** How to pay: the bank details with the charge's reference when set, and the member area (pure). */
export function howToPay(settings: MembershipYearValues, reference: string, link: string): string {
  const bank = bankTransferReady(settings)
    ? `Pay by bank transfer to:\nAccount name: ${settings.bankAccountName}\nBSB: ${settings.bankBsb}\nAccount number: ${settings.bankAccountNumber}\nReference: ${reference}\nPlease use this reference so we can match your payment to your membership.\n\n`
    : `To pay, get in touch with us at ${contact.email} or on ${contact.phone}, quoting reference ${reference}.\n\n`;
  return `${bank}See your membership, and how to pay, in your member area. This link signs you in (it works once, for ${RENEWAL_LINK_DAYS} days):\n${link}`;
}

/**
 * A renewal reminder (issue #34): before, on or after the day the membership is paid until, with
 * the amount, the due date, how to pay and the one-click link to "My membership".
 */
export function renewalReminderEmail(r: RenewalReminder, settings: MembershipYearValues): EmailDraft {
  const amount = formatCents(r.amountCents);
  const due = formatIsoDay(r.dueDate);
  const period = `${formatIsoDay(r.periodStart)} to ${formatIsoDay(r.periodEnd)}`;
  const [subject, lead] =
    r.offset > 0
      ? [
          `Time to renew your ${contact.shortName} membership`,
          `Your membership is paid until ${formatIsoDay(r.financialUntil)}. To renew it for ${period}, the fee is ${amount}, due by ${due}.`,
        ]
      : r.offset === 0
        ? [
            `Your ${contact.shortName} membership renewal is due`,
            `Your membership is paid until ${formatIsoDay(r.financialUntil)}. To renew it for ${period}, the fee is ${amount}, due on ${due}.`,
          ]
        : [
            `Your ${contact.shortName} membership renewal is overdue`,
            `Your membership was paid until ${formatIsoDay(r.financialUntil)}, and we haven't received the renewal fee of ${amount} (due ${due}) for ${period} yet. If it isn't paid by ${formatIsoDay(r.unfinancialFrom)}, your membership becomes unfinancial, and under our rules it ends on ${formatIsoDay(r.ceasesOn)}.`,
          ];
  return {
    kind: 'renewal-reminder',
    to: r.to,
    subject,
    body: `${greeting(r.name)}\n\n${lead}\n\n${howToPay(settings, r.reference, r.link)}\n\nIf you've already paid, thank you — you can ignore this e-mail. If you'd rather not renew, you can resign from your member area.`,
    reason: adminMessages.mail.whyMember,
  };
}

/**
 * To a member who ceased because their renewal was not paid (issue #34): when, why, and how to
 * come back.
 * @param ceasedOn the day they ceased ("YYYY-MM-DD")
 */
export function membershipLapsedEmail(name: string, to: string, ceasedOn: string, financialUntil: string, amountCents: number): EmailDraft {
  return {
    kind: 'membership-lapsed',
    to,
    subject: `Your ${contact.shortName} membership has ended`,
    body: `${greeting(name)}\n\nYour membership was paid until ${formatIsoDay(financialUntil)}, and the renewal fee of ${formatCents(amountCents)} wasn't paid, so under our rules your membership ended on ${formatIsoDay(ceasedOn)}. We've recorded that date in our register of members.\n\nWe'd love to have you back. If you think this is a mistake, or you'd like to rejoin, contact us at ${contact.email} or on ${contact.phone}. You can still sign in to your member area to see your details and download your receipts.`,
    reason: adminMessages.mail.whyMember,
  };
}

/** To a member who resigned from their member area (issue #34): confirmed, with the date recorded. */
export function membershipResignedEmail(name: string, to: string, ceasedOn: string): EmailDraft {
  return {
    kind: 'membership-resigned',
    to,
    subject: `You've resigned from ${contact.shortName}`,
    body: `${greeting(name)}\n\nWe've received your resignation. Your membership ended on ${formatIsoDay(ceasedOn)}, and we've recorded that date in our register of members. Any renewal fee you still owed has been cancelled.\n\nThank you for being a member. You can still sign in to your member area to see your details, download your receipts and your data. If you didn't mean to resign, contact us at ${contact.email} or on ${contact.phone}.`,
    reason: adminMessages.mail.whyMember,
  };
}
