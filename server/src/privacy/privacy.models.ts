import type { AuditEntry } from '../audit';
import type { ContactMessage } from '../contact';
import type { Rsvp } from '../events';
import type { MemberChangeRequest, MemberLinkPurpose } from '../member-portal';
import type { Member } from '../members';
import type { NewsletterDelivery } from '../newsletter';
import type { NewsletterSubscriber } from '../newsletter';
import type { OutboxEmail } from '../notifications';
import type { ErasureCounts } from './erasure';
import type { ErasureKept } from './money-records';
import type { PersonalDataPlace } from './personal-data-scan';

/** A member's signed-in session (issue #21), as the access export shows it. */
export interface PersonalDataMemberSession {
  /** Unique identifier. */
  id: string;
  /** The member. */
  memberId: string;
  /** When the member signed in. */
  createdAt: Date;
  /** When it ends by itself. */
  expiresAt: Date;
  /** When the member signed out, or null. */
  revokedAt: Date | null;
}

/** A member-area link (issue #21) without its secret, as the access export shows it. */
export interface PersonalDataMemberLink {
  /** Unique identifier. */
  id: string;
  /** The member it was sent for. */
  memberId: string;
  /** sign_in or email_change. */
  purpose: MemberLinkPurpose;
  /** The address being confirmed (email_change only). */
  newEmail: string | null;
  /** When it was sent. */
  createdAt: Date;
  /** When it stops working. */
  expiresAt: Date;
  /** When it was used or replaced, or null. */
  usedAt: Date | null;
}

/** A member's erasure request (issue #21). */
export interface PersonalDataErasureRequest {
  /** Unique identifier. */
  id: string;
  /** The member who asked. */
  memberId: string;
  /** When they asked. */
  requestedAt: Date;
}

/** A background job whose data holds the address (the job queue keeps done jobs for some days). */
export interface PersonalDataJob {
  /** Job id. */
  id: string;
  /** Queue name, e.g. member.sign-in-link. */
  name: string;
  /** created, retry, active, completed, cancelled or failed. */
  state: string;
  /** The job’s data, as JSON text. */
  data: string;
  /** When it was queued. */
  createdOn: Date;
}

/** Which money record (issue #34): what was owed, money received or paid back, or the receipt issued for it. */
export type PersonalDataPaymentRecord = 'charge' | 'ledger-entry' | 'receipt';

/**
 * One of the person's money records (issue #34): a charge, a ledger entry or a receipt, in one shape
 * (fields that do not apply to the record are null). Kept by erasure, for the law requires financial
 * records to be kept for 7 years; erasure removes the e-mail address from them.
 */
export interface PersonalDataPayment {
  /** charge, ledger-entry or receipt. */
  record: PersonalDataPaymentRecord;
  /** The charge's or the entry's id; a receipt's number, as text. */
  id: string;
  /** The charge's number (its invoice number), the entry's number in the ledger, or the receipt's number. */
  number: number;
  /** A ledger entry's charge, if it was paid against one. */
  chargeId: string | null;
  /** A receipt's ledger entry. */
  ledgerEntryId: string | null;
  /** The member record it belongs to (charges and entries), or null. */
  memberId: string | null;
  /** Who paid or owes (a receipt: who it was issued to). */
  payerName: string;
  /** The payer's e-mail address (charges and entries; a receipt holds none). */
  payerEmail: string | null;
  /** fee, donation or event. */
  kind: string;
  /** What it is for (a charge's description, a receipt's "For"; an entry's note). */
  description: string | null;
  /** Integer cents AUD (negative for a refund or a reversal). */
  amountCents: number;
  /** How the money came or went (entries and receipts): bank_transfer, cash or card. */
  method: string | null;
  /** The bank reference, receipt book number or Stripe id. */
  reference: string | null;
  /** A charge's status: open, paid or void. */
  status: string | null;
  /** Why a charge was voided. */
  voidedReason: string | null;
  /** The first and last day a membership fee covers (YYYY-MM-DD). */
  periodStart: string | null;
  periodEnd: string | null;
  /** When a charge is due (YYYY-MM-DD). */
  dueDate: string | null;
  /** The day the money arrived (entries and receipts, YYYY-MM-DD). */
  paidOn: string | null;
  /** An entry that is a gift (a donation with nothing in return). */
  gift: boolean | null;
  /** A receipt that is a tax-deductible gift receipt. */
  taxDeductible: boolean | null;
  /** When the record was made (a receipt: issued). */
  createdAt: Date;
}

/**
 * Every record holding an e-mail address (issue #19 "a person's data, found by e-mail"). One
 * person's records: the lists are whole (an export must hold all of them), not paged.
 */
export interface PersonalData {
  /** The address searched for, as typed (trimmed); records match it in any letter case. */
  email: string;
  /** How many of each kind. */
  counts: ErasureCounts;
  /** Member records and applications with this address. */
  members: Member[];
  /** RSVPs made with this address. */
  rsvps: Rsvp[];
  /** The newsletter subscription, if any. */
  newsletterSubscriptions: NewsletterSubscriber[];
  /** Copies of newsletter issues to this address. */
  newsletterDeliveries: NewsletterDelivery[];
  /** Contact form messages from this address. */
  contactMessages: ContactMessage[];
  /** E-mails to, answering to, or mentioning this address. */
  outboxEmails: OutboxEmail[];
  /** Audit entries about the member records, holding the address, or by the member (under any of their names). */
  auditEntries: AuditEntry[];
  /** Name and address changes the member asked for (issue #21). */
  memberChangeRequests: MemberChangeRequest[];
  /** The member’s signed-in sessions (issue #21). */
  memberSessions: PersonalDataMemberSession[];
  /** Member-area links of the member, or confirming a change to this address (issue #21). */
  memberLinks: PersonalDataMemberLink[];
  /** The member’s erasure request (issue #21). */
  memberErasureRequests: PersonalDataErasureRequest[];
  /** Background jobs whose data holds the address. */
  jobs: PersonalDataJob[];
  /** Charges, ledger entries and receipts of the address or the member records (issue #34). */
  payments: PersonalDataPayment[];
  /** Other table columns where the address was found (a search of every table); erasure does not reach these — tell the developers. */
  otherPlaces: PersonalDataPlace[];
}

/** An access export (APP 12): the same records as a JSON file and as a page to print. */
export interface PersonalDataExport {
  /** File name of the JSON file, personal-data-{YYYY-MM-DD}.json. */
  filename: string;
  /** JSON text of every record found. */
  json: string;
  /** File name of the HTML page. */
  htmlFilename: string;
  /** A readable HTML page of the same records, to print. */
  html: string;
  /** How many records of each kind are in the export. */
  counts: ErasureCounts;
}

/** What an erasure removed (no personal data). */
export interface ErasureResult {
  /** Records erased, by kind (payments: never, see `kept`). */
  counts: ErasureCounts;
  /** Records kept because the law requires them, with the e-mail address removed. */
  kept: ErasureKept;
  /** When it happened. */
  erasedAt: Date;
}
