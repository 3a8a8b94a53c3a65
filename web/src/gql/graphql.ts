/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** DELETED when in the trash; CREATED when never changed since creation; PUBLISHED when the last change published it; else UPDATED. */
export type ActivityAction =
  | 'CREATED'
  | 'DELETED'
  | 'PUBLISHED'
  | 'UPDATED';

/** A walk-in (or phoned-in) RSVP recorded by staff. */
export type AddAttendeeInput = {
  /** Party size, 1 to 50. */
  attendees: number;
  /** Check the party in at once (only when it gets places). */
  checkedIn?: boolean;
  /** Comments, e.g. access needs. */
  comments?: string | null | undefined;
  /** E-mail (optional); when given, a confirmation with a manage link is sent. */
  email?: string | null | undefined;
  /** The event. */
  eventId: string | number;
  /** Name (required). */
  name: string;
  /** Staff confirm checking the party in at a full event (issue #33): with checkedIn it goes in as GOING and checked in above capacity, audited as walk-in-overbooked. Without it, such a check-in is refused: CONFLICT with extensions.reason OVERBOOK_NEEDED, taken and capacity. */
  overbook?: boolean;
};

/** Filters of the audit log; every given one applies. */
export type AuditFilterInput = {
  /** Only this action, e.g. "approve", "update", "deactivate". */
  action?: string | null | undefined;
  /** Only changes by this staff user (id), or "public" for changes by the public or the system. */
  actorId?: string | null | undefined;
  /** From this day (YYYY-MM-DD, the association’s time zone), inclusive. */
  from?: string | null | undefined;
  /** Text found in who, what, the record’s id or name, or the changed values (case-insensitive). */
  text?: string | null | undefined;
  /** To this day (YYYY-MM-DD, the association’s time zone), inclusive. */
  to?: string | null | undefined;
};

/** A bulk action of the CMS lists: PUBLISH, DRAFT, ARCHIVE, DELETE (to the trash) or RESTORE (out of the trash). */
export type BulkAction =
  | 'ARCHIVE'
  | 'DELETE'
  | 'DRAFT'
  | 'PUBLISH'
  | 'RESTORE';

/** The current password and the new one (at least 10 characters). */
export type ChangePasswordInput = {
  /** The password the user signs in with now. */
  currentPassword: string;
  /** The new password, at least 10 characters. */
  newPassword: string;
};

/** A charge the signed-in member pays by card; the amount is what is still owed on it. */
export type ChargeCheckoutInput = {
  /** The charge's id. */
  chargeId: string | number;
};

/** Filters of the treasurer’s charges list (issue #34). */
export type ChargeFilterInput = {
  /** Only this kind. */
  kind?: MoneyKind | null | undefined;
  /** Only this member’s charges. */
  memberId?: string | number | null | undefined;
  /** true: only OPEN charges past their due date. */
  overdue?: boolean | null | undefined;
  /** A bank reference (exact; case, spaces and dashes ignored) or a payer’s e-mail (exact, any case). */
  search?: string | null | undefined;
  /** Only this status. */
  status?: ChargeStatus | null | undefined;
};

/** A charge: OPEN (owed), PAID (in full) or VOID (cancelled). */
export type ChargeStatus =
  | 'OPEN'
  | 'PAID'
  | 'VOID';

/** Which charges, and which page (issue #34). */
export type ChargesInput = {
  /** Filters. */
  filter?: ChargeFilterInput | null | undefined;
  /** Page size, 1–100 (default 25). */
  limit?: number | null | undefined;
  /** Page, from 1 (default 1). */
  page?: number | null | undefined;
};

/** Where a card payment stands: PENDING (not confirmed yet), PAID (recorded, receipt issued), EXPIRED (never paid), UNKNOWN. */
export type CheckoutState =
  | 'EXPIRED'
  | 'PAID'
  | 'PENDING'
  | 'UNKNOWN';

/** A Checkout Session this site opened. */
export type CheckoutStatusInput = {
  /** The Checkout Session id (cs_…) from the return address. */
  sessionId: string;
};

/** A message from the contact form. */
export type ContactMessageInput = {
  /** Email (required). */
  email: string;
  /** Message (required). */
  message: string;
  /** Name (required). */
  name: string;
  /** Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored. */
  website?: string | null | undefined;
};

/** What happened to a content item. */
export type ContentChangeAction =
  | 'CREATED'
  | 'DELETED'
  | 'PURGED'
  | 'RESTORED'
  | 'UPDATED';

/** Filters of an admin content list (SPEC §7). */
export type ContentFilterInput = {
  /** Created at or after. */
  createdFrom?: string | null | undefined;
  /** Created at or before. */
  createdTo?: string | null | undefined;
  /** true lists the trash (soft-deleted items) instead. */
  deleted?: boolean | null | undefined;
  /** Case-insensitive text search (title or description; testimonials: name, role or message). */
  search?: string | null | undefined;
  /** Only these statuses. */
  statuses?: Array<ContentStatus> | null | undefined;
  /** Items having any of these tags. */
  tags?: Array<string> | null | undefined;
  /** Events only: UPCOMING or PAST (SPEC §4 admin side); events are listed by event date. Other types ignore it. */
  timing?: EventTiming | null | undefined;
};

/** Publication state; visitors see only PUBLISHED, not deleted items. */
export type ContentStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

/** A content type managed in the CMS. */
export type ContentType =
  | 'EVENT'
  | 'GALLERY'
  | 'NEWS'
  | 'PROJECT'
  | 'RESOURCE'
  | 'TESTIMONIAL';

/** An amount a member owes (e.g. an event fee), payable by its own bank reference. */
export type CreateChargeInput = {
  /** Amount in cents AUD. */
  amountCents: number;
  /** What it is for, in words (at most 200 characters). */
  description: string;
  /** Due date (YYYY-MM-DD). */
  dueDate?: string | null | undefined;
  /** What it is for (a FEE needs periodStart and periodEnd). */
  kind: MoneyKind;
  /** …or by their e-mail (exact, any case). */
  memberEmail?: string | null | undefined;
  /** The member who owes it, by id… */
  memberId?: string | number | null | undefined;
  /** For a FEE: last day covered (YYYY-MM-DD). */
  periodEnd?: string | null | undefined;
  /** For a FEE: first day covered (YYYY-MM-DD). */
  periodStart?: string | null | undefined;
};

/** A donation by card from /join (issue #34). Give `tierDollars` (one of the site settings' tiers) or `amountCents`. */
export type DonationCheckoutInput = {
  /** Any other amount, in cents ($2 to $10,000). */
  amountCents?: number | null | undefined;
  /** The donor's e-mail address: the receipt goes there. */
  donorEmail: string;
  /** The donor's name. */
  donorName: string;
  /** An organisation the receipt is made out to (SPEC §5 "I would like a receipt"), or null. */
  organisationName?: string | null | undefined;
  /** One of the site settings' donation tiers, in whole dollars. */
  tierDollars?: number | null | undefined;
};

/** A donation tier as entered. */
export type DonationTierInput = {
  /** Amount in dollars (1–100000). */
  amount: number;
  /** What it pays for. */
  impact: string;
};

/** A message to every GOING attendee of an event (staff). */
export type EmailAttendeesInput = {
  /** The event. */
  eventId: string | number;
  /** Text (required, at most 10,000 characters); each person’s manage link is added below it. */
  message: string;
  /** Subject (required, at most 200 characters). */
  subject: string;
};

/** Erase everything held for an e-mail address; confirmEmail must repeat it. */
export type ErasePersonalDataInput = {
  /** The same address typed again, after the confirmation showed what will go. */
  confirmEmail: string;
  /** The e-mail address whose records are erased. */
  email: string;
};

/** An event as the CMS form sends it (SPEC §3, §5). */
export type EventInput = {
  /** Contact email. */
  contactEmail?: string | null | undefined;
  /** Contact phone. */
  contactPhone?: string | null | undefined;
  /** Content. Basic HTML; sanitised when stored. */
  content?: string | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** End date and time. */
  endDate?: string | null | undefined;
  /** Start date and time (required). */
  eventDate?: string | null | undefined;
  /** Edits: the `version` the form started from (issue #33). When the item has a newer one the edit is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. Ignored on create. */
  expectedVersion?: number | null | undefined;
  /** Image. A URL returned by POST /uploads. */
  imageUrl?: string | null | undefined;
  /** Location. */
  location?: string | null | undefined;
  /** Max attendees. At least 1. */
  maxAttendees?: number | null | undefined;
  /** Registration deadline. */
  registrationDeadline?: string | null | undefined;
  /** Registration required. */
  registrationRequired?: boolean | null | undefined;
  /** Publication state; default DRAFT ("Save as Draft"), PUBLISHED for "Publish". Allowed: DRAFT, PUBLISHED, ARCHIVED. */
  status?: ContentStatus | null | undefined;
  /** Tags. */
  tags?: Array<string> | null | undefined;
  /** Title (required). */
  title?: string | null | undefined;
  /** Waitlist when full. */
  waitlistEnabled?: boolean | null | undefined;
};

/** Admin events, as the public site sorts them (SPEC §4): UPCOMING (no date, or from the start of today in the association’s time zone; soonest first, undated last) or PAST (before today; latest first). */
export type EventTiming =
  | 'PAST'
  | 'UPCOMING';

/** UPCOMING: today or later, or no date (ascending); PAST: before today (descending); ALL: upcoming then past. */
export type EventWhen =
  | 'ALL'
  | 'PAST'
  | 'UPCOMING';

/** A gallery item as the CMS form sends it (SPEC §3, §5). */
export type GalleryItemInput = {
  /** Album name. */
  albumName?: string | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** Edits: the `version` the form started from (issue #33). When the item has a newer one the edit is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. Ignored on create. */
  expectedVersion?: number | null | undefined;
  /** Gallery type. */
  galleryType?: GalleryType | null | undefined;
  /** Image (required). A URL returned by POST /uploads. */
  imageUrl?: string | null | undefined;
  /** Location. */
  location?: string | null | undefined;
  /** Photographer. */
  photographer?: string | null | undefined;
  /** Sort order. At least 0. */
  sortOrder?: number | null | undefined;
  /** Publication state; default DRAFT ("Save as Draft"), PUBLISHED for "Publish". Allowed: DRAFT, PUBLISHED, ARCHIVED. */
  status?: ContentStatus | null | undefined;
  /** Tags. */
  tags?: Array<string> | null | undefined;
  /** Date taken. YYYY-MM-DD. */
  takenDate?: string | null | undefined;
  /** Title (required). */
  title?: string | null | undefined;
};

/** What a gallery photo shows. */
export type GalleryType =
  | 'COMMUNITY'
  | 'EVENT'
  | 'OTHER'
  | 'PROJECT';

/** A new staff member to invite by e-mail. */
export type InviteStaffInput = {
  /** The e-mail address the invitation goes to; they sign in with it. */
  email: string;
  /** Their name, as shown in the admin and the audit log (up to 100 characters). */
  name: string;
  /** What they may do: ADMIN (everything), EDITOR (content, events and messages) or TREASURER (money). */
  role: Role;
};

/** The ledger for a date range as a Xero bank statement CSV. */
export type LedgerCsvInput = {
  /** First day paid (YYYY-MM-DD). */
  from: string;
  /** Only this method (e.g. BANK_TRANSFER for the bank account). */
  method?: PaymentMethod | null | undefined;
  /** Last day paid (YYYY-MM-DD). */
  to: string;
};

/** Which ledger entries, and which page (issue #34). */
export type LedgerEntriesInput = {
  /** Filters. */
  filter?: LedgerFilterInput | null | undefined;
  /** Page size, 1–100 (default 25). */
  limit?: number | null | undefined;
  /** Page, from 1 (default 1). */
  page?: number | null | undefined;
};

/** Filters of the ledger (issue #34). */
export type LedgerFilterInput = {
  /** First day paid (YYYY-MM-DD), inclusive. */
  from?: string | null | undefined;
  /** Only this kind. */
  kind?: MoneyKind | null | undefined;
  /** Only this method. */
  method?: PaymentMethod | null | undefined;
  /** Last day paid (YYYY-MM-DD), inclusive. */
  to?: string | null | undefined;
};

/** What happened to a member. */
export type MemberChangeAction =
  | 'APPROVED'
  | 'CREATED'
  | 'DEACTIVATED'
  | 'DELETED'
  | 'REACTIVATED'
  | 'RECONSIDERED'
  | 'REJECTED'
  | 'UPDATED';

/** A name or address change asked for by a member: PENDING (waiting for staff), APPROVED (applied) or DECLINED. */
export type MemberChangeRequestStatus =
  | 'APPROVED'
  | 'DECLINED'
  | 'PENDING';

/** A member added by staff; the /join fields without the terms, optionally approved at once. */
export type MemberCreateInput = {
  /** Address. */
  address?: string | null | undefined;
  /** Whether the member pays the class's concession fee (issue #34); only in a class that has one. */
  concession?: boolean | null | undefined;
  /** Email, unique in any case. */
  email?: string | null | undefined;
  /** The `version` the form started from (issue #33): a member saved by someone else since is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. */
  expectedVersion?: number | null | undefined;
  /** Full name. */
  fullName?: string | null | undefined;
  /** Date of joining (YYYY-MM-DD), not in the future; only for members entered by staff (e.g. from a paper form). */
  joinDate?: string | null | undefined;
  /** Language spoken. */
  languageSpoken?: string | null | undefined;
  /** Member type. */
  memberType?: MemberType | null | undefined;
  /** The member's class (issue #34): an offered class, or an archived one the member already has; null for none. */
  membershipClassId?: string | number | null | undefined;
  /** Staff notes. */
  notes?: string | null | undefined;
  /** Adults (≥ 0). */
  numAdults?: number | null | undefined;
  /** Children (≥ 0). */
  numChildren?: number | null | undefined;
  /** Organisation name; kept only with a receipt. */
  orgName?: string | null | undefined;
  /** Phone. */
  phone?: string | null | undefined;
  /** Primary applicant. */
  primaryApplicantFullName?: string | null | undefined;
  /** Receipt requested. */
  receiptRequested?: boolean | null | undefined;
  /** Who received the residency proof. */
  residencyProofReceivedBy?: string | null | undefined;
  /** Residency proof status. */
  residencyProofStatus?: ResidencyProofStatus | null | undefined;
  /** Residency proof type. */
  residencyProofType?: ResidencyProofType | null | undefined;
  /** PENDING (default) or APPROVED. */
  status?: MemberStatus | null | undefined;
  /** WhatsApp joint status. */
  whatsappJointStatus?: YesNo | null | undefined;
};

/** A new name or address for staff to approve (issue #21); at least one. */
export type MemberDetailsChangeInput = {
  /** The new street address. */
  address?: string | null | undefined;
  /** The new full name. */
  fullName?: string | null | undefined;
};

/** Contact and household details a member changes themselves (issue #21; the /join rules). */
export type MemberDetailsInput = {
  /** Language spoken at home. */
  languageSpoken?: string | null | undefined;
  /** Adults in the household (0–99). */
  numAdults?: number | null | undefined;
  /** Children in the household (0–99). */
  numChildren?: number | null | undefined;
  /** Phone number. */
  phone: string;
  /** WhatsApp group jointly (Y or N). */
  whatsappJointStatus?: YesNo | null | undefined;
};

/** Filters of the admin member list (SPEC §2). */
export type MemberFilterInput = {
  /** Only this member type. */
  memberType?: MemberType | null | undefined;
  /** Case-insensitive match on name, email or phone. */
  search?: string | null | undefined;
  /** Only this status. */
  status?: MemberStatus | null | undefined;
};

/** Who a member notice goes to: members by status and class, optionally only financial ones. Ceased members never receive one. */
export type MemberNoticeAudienceInput = {
  /** Membership class ids to include; absent or empty: every class, and members without one. */
  classIds?: Array<string | number> | null | undefined;
  /** Only financial members: paid up to today or later, or no "financial until" date with a $0 class. Default false. */
  financialOnly?: boolean | null | undefined;
  /** Member statuses to include; default APPROVED only. */
  statuses?: Array<MemberStatus> | null | undefined;
};

/** Delivery state of one member's copy of a notice (issue #35). */
export type MemberNoticeRecipientStatus =
  /** The mail server refused it for good (see reason): send it by post. */
  | 'FAILED'
  /** Kept in the outbox, not sent: no mail server is configured. */
  | 'KEPT'
  /** The member has no e-mail address we can send to: send it by post. */
  | 'NO_ADDRESS'
  /** Waiting to be sent. */
  | 'QUEUED'
  /** An attempt failed for now (see reason); it is tried again with backoff. */
  | 'RETRYING'
  /** Accepted by the mail server. */
  | 'SENT'
  /** Not sent: the member ceased or was removed before it went out. */
  | 'SKIPPED';

/** A page of a notice's recipients. */
export type MemberNoticeRecipientsInput = {
  /** Page size, 1–100 (default 50). */
  limit?: number | null | undefined;
  /** The notice. */
  noticeId: string | number;
  /** Page, from 1 (default 1). */
  page?: number | null | undefined;
  /** Only copies in this state. */
  status?: MemberNoticeRecipientStatus | null | undefined;
};

/** Sort key of the member list. */
export type MemberSortField =
  | 'JOIN_DATE'
  | 'NAME'
  | 'STATUS';

/** Sorting of the admin member list; default join date, newest first. */
export type MemberSortInput = {
  /** Sort key. */
  field?: MemberSortField;
  /** Direction. */
  order?: SortOrder;
};

/** Review state of a membership (SPEC §4). */
export type MemberStatus =
  | 'APPROVED'
  | 'INACTIVE'
  | 'PENDING'
  | 'REJECTED';

/** Membership category: owner, renter or investor. */
export type MemberType =
  | 'INVESTOR'
  | 'OWNER'
  | 'RENTER';

/** Staff edits to a member; omitted fields keep their value, null clears an optional one. */
export type MemberUpdateInput = {
  /** Address. */
  address?: string | null | undefined;
  /** Whether the member pays the class's concession fee (issue #34); only in a class that has one. */
  concession?: boolean | null | undefined;
  /** Email, unique in any case. */
  email?: string | null | undefined;
  /** The `version` the form started from (issue #33): a member saved by someone else since is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. */
  expectedVersion?: number | null | undefined;
  /** Full name. */
  fullName?: string | null | undefined;
  /** Date of joining (YYYY-MM-DD), not in the future; only for members entered by staff (e.g. from a paper form). */
  joinDate?: string | null | undefined;
  /** Language spoken. */
  languageSpoken?: string | null | undefined;
  /** Member type. */
  memberType?: MemberType | null | undefined;
  /** The member's class (issue #34): an offered class, or an archived one the member already has; null for none. */
  membershipClassId?: string | number | null | undefined;
  /** Staff notes. */
  notes?: string | null | undefined;
  /** Adults (≥ 0). */
  numAdults?: number | null | undefined;
  /** Children (≥ 0). */
  numChildren?: number | null | undefined;
  /** Organisation name; kept only with a receipt. */
  orgName?: string | null | undefined;
  /** Phone. */
  phone?: string | null | undefined;
  /** Primary applicant. */
  primaryApplicantFullName?: string | null | undefined;
  /** Receipt requested. */
  receiptRequested?: boolean | null | undefined;
  /** Who received the residency proof. */
  residencyProofReceivedBy?: string | null | undefined;
  /** Residency proof status. */
  residencyProofStatus?: ResidencyProofStatus | null | undefined;
  /** Residency proof type. */
  residencyProofType?: ResidencyProofType | null | undefined;
  /** WhatsApp joint status. */
  whatsappJointStatus?: YesNo | null | undefined;
};

/** A membership application from /join (SPEC §5). */
export type MembershipApplicationInput = {
  /** Address (required). */
  address: string;
  /** The applicant asks for the class's concession fee (issue #34); only in a class that has one. */
  concession?: boolean | null | undefined;
  /** Email (required, valid format, not already registered). */
  email: string;
  /** Full name (required). */
  fullName: string;
  /** Language spoken. */
  languageSpoken?: string | null | undefined;
  /** Member type (required). */
  memberType: MemberType;
  /** The membership class chosen (issue #34): one of `membershipClasses`; required while any class is offered. */
  membershipClassId?: string | number | null | undefined;
  /** Adults in the household (≥ 0). */
  numAdults?: number | null | undefined;
  /** Children in the household (≥ 0). */
  numChildren?: number | null | undefined;
  /** Organisation/legal name; kept only when a receipt is requested. */
  orgName?: string | null | undefined;
  /** Phone (required). */
  phone: string;
  /** Primary applicant for a joint application. */
  primaryApplicantFullName?: string | null | undefined;
  /** Whether a receipt is requested. */
  receiptRequested?: boolean | null | undefined;
  /** Residency proof status. */
  residencyProofStatus?: ResidencyProofStatus | null | undefined;
  /** Residency proof type. */
  residencyProofType?: ResidencyProofType | null | undefined;
  /** The applicant accepted the Terms and Conditions (must be true). */
  termsAccepted: boolean;
  /** Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored. */
  website?: string | null | undefined;
  /** WhatsApp joint status. */
  whatsappJointStatus?: YesNo | null | undefined;
};

/** Archive a membership class, or bring it back (issue #34). */
export type MembershipClassArchiveInput = {
  /** True to archive, false to offer it again. */
  archived: boolean;
  /** The `version` the form started from (issue #33): a record saved by someone else since is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. */
  expectedVersion?: number | null | undefined;
  /** The class. */
  id: string | number;
};

/** A new or changed membership class (issue #34); fees in integer cents AUD. */
export type MembershipClassInput = {
  /** Annual fee in cents, 0 to 1,000,000 (0: free). */
  annualFeeCents: number;
  /** Concession fee in cents, at most the annual fee; null for none. */
  concessionFeeCents?: number | null | undefined;
  /** The `version` the form started from (issue #33): a record saved by someone else since is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. */
  expectedVersion?: number | null | undefined;
  /** True for a household membership. */
  household: boolean;
  /** Name (required, at most 60 characters, unique whatever the letter case). */
  name: string;
  /** True when it renews every period. */
  renews: boolean;
};

/** FINANCIAL_YEAR: every membership runs with the association's financial year; ANNIVERSARY: a year from the day each member was approved. */
export type MembershipPeriod =
  | 'ANNIVERSARY'
  | 'FINANCIAL_YEAR';

/** New membership year settings (issue #34); every field, checked as the admin form checks them. BAD_USER_INPUT names the field. */
export type MembershipYearSettingsInput = {
  /** ABN (11 digits passing the ATO check), or empty. */
  abn: string;
  /** Bank account name (at most 100 characters), or empty. */
  bankAccountName: string;
  /** Account number (5–10 digits), or empty. */
  bankAccountNumber: string;
  /** BSB ("123-456" or six digits), or empty. */
  bankBsb: string;
  /** Days unfinancial before ceasing, 0–730. */
  ceaseAfterUnfinancialDays: number;
  /** Deductible gift recipient. */
  dgr: boolean;
  /** DGR fund name (required with DGR). */
  dgrFundName: string;
  /** The `version` the form started from (issue #33): a record saved by someone else since is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. */
  expectedVersion?: number | null | undefined;
  /** Month the financial year starts, 1–12. */
  financialYearStartMonth: number;
  /** Grace period in days, 0–365. */
  graceDays: number;
  /** Financial year or anniversary. */
  membershipPeriod: MembershipPeriod;
  /** Reminder offsets in days, −365 to 365, at most 8. */
  reminderOffsetDays: Array<number>;
  /** Pause renewals. */
  renewalsPaused: boolean;
};

/** What money is for: FEE (membership fee), DONATION or EVENT (issue #34). */
export type MoneyKind =
  | 'DONATION'
  | 'EVENT'
  | 'FEE';

/** A news item as the CMS form sends it (SPEC §3, §5). */
export type NewsInput = {
  /** Content. Basic HTML; sanitised when stored. */
  content?: string | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** Edits: the `version` the form started from (issue #33). When the item has a newer one the edit is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. Ignored on create. */
  expectedVersion?: number | null | undefined;
  /** Featured. */
  featured?: boolean | null | undefined;
  /** Publication state; default DRAFT ("Save as Draft"), PUBLISHED for "Publish". Allowed: DRAFT, PUBLISHED, ARCHIVED. */
  status?: ContentStatus | null | undefined;
  /** Tags. */
  tags?: Array<string> | null | undefined;
  /** Title (required). */
  title?: string | null | undefined;
};

/** One recipient's copy of a newsletter issue. */
export type NewsletterDeliveryStatus =
  /** Refused by the mail server; `error` holds its reason. */
  | 'FAILED'
  /** Kept — not sent: no mail server is configured (SMTP_URL). */
  | 'KEPT'
  /** Waiting in the queue. */
  | 'QUEUED'
  /** Being handed to the mail server now. */
  | 'SENDING'
  /** Accepted by the mail server. */
  | 'SENT';

/** A newsletter draft: subject and Markdown body (rendered and sanitised as the CMS does). */
export type NewsletterDraftInput = {
  /** Body in Markdown (paragraphs, lists, links, bold, emphasis; basic HTML is still accepted), sanitised as the CMS does. */
  content: string;
  /** Subject line, 1–200 characters. */
  subject: string;
};

/** Whether a newsletter issue is still being sent. */
export type NewsletterIssueStatus =
  /** Recipients are still queued. */
  | 'SENDING'
  /** Every recipient has a final status (sent, kept or failed). */
  | 'SENT';

/** Delivery state of an outbox e-mail. */
export type OutboxStatus =
  /** The mail server refused it for good (see lastError); only "Retry" tries again. */
  | 'FAILED'
  /** Kept — not sent: no mail server is configured (SMTP_URL is not set). */
  | 'KEPT'
  /** Waiting for its first attempt. */
  | 'QUEUED'
  /** An attempt failed (see lastError); it is tried again with backoff. */
  | 'RETRYING'
  /** Accepted by the mail server (SMTP_URL). */
  | 'SENT';

/** INVITE (first password) or RESET (forgotten password). */
export type PasswordLinkPurpose =
  | 'INVITE'
  | 'RESET';

/** VALID (a password can be set), USED (used, or replaced by a newer link), EXPIRED, or UNKNOWN (no such link). */
export type PasswordLinkState =
  | 'EXPIRED'
  | 'UNKNOWN'
  | 'USED'
  | 'VALID';

/** How money came or went: BANK_TRANSFER and CASH (recorded by the treasurer) or CARD (through Stripe). */
export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'CASH';

/** Filters of the pending review page (issue #33). */
export type PendingFilterInput = {
  /** Applied on or after this day (YYYY-MM-DD, the association’s days). */
  appliedFrom?: string | null | undefined;
  /** Applied on or before this day (YYYY-MM-DD, the association’s days). */
  appliedTo?: string | null | undefined;
  /** Only this member type. */
  memberType?: MemberType | null | undefined;
  /** Only applicants who asked for a receipt (true) or did not (false). */
  receiptRequested?: boolean | null | undefined;
  /** Name, email or phone, as the member list: case- and accent-insensitive, phones in national digits. */
  search?: string | null | undefined;
};

/** A person, named by e-mail address (any letter case). */
export type PersonalDataInput = {
  /** The e-mail address the records were made with. */
  email: string;
};

/** A project as the CMS form sends it (SPEC §3, §5). */
export type ProjectInput = {
  /** Budget. At least 0. */
  budget?: number | null | undefined;
  /** Completion percentage. At least 0. At most 100. */
  completionPercentage?: number | null | undefined;
  /** Content. Basic HTML; sanitised when stored. */
  content?: string | null | undefined;
  /** Coordinator. */
  coordinator?: string | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** End date. YYYY-MM-DD. */
  endDate?: string | null | undefined;
  /** Edits: the `version` the form started from (issue #33). When the item has a newer one the edit is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. Ignored on create. */
  expectedVersion?: number | null | undefined;
  /** Image. A URL returned by POST /uploads. */
  imageUrl?: string | null | undefined;
  /** Location. */
  location?: string | null | undefined;
  /** Priority (required). */
  priority?: number | null | undefined;
  /** Start date. YYYY-MM-DD. */
  startDate?: string | null | undefined;
  /** Publication state; default DRAFT ("Save as Draft"), PUBLISHED for "Publish". Allowed: DRAFT, PUBLISHED, ARCHIVED. */
  status?: ContentStatus | null | undefined;
  /** Tags. */
  tags?: Array<string> | null | undefined;
  /** Title (required). */
  title?: string | null | undefined;
};

/** Progress from completion: 100 completed, 1–99 in progress, else planned. */
export type ProjectProgress =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PLANNED';

/** The date range to reconcile; default the current financial year. */
export type ReconciliationInput = {
  /** First day paid (YYYY-MM-DD). */
  from?: string | null | undefined;
  /** Last day paid (YYYY-MM-DD). */
  to?: string | null | undefined;
};

/** Money the treasurer received by bank transfer or in cash: against a charge (by id or bank reference) or as a donation. */
export type RecordPaymentInput = {
  /** Amount received in cents AUD (at most what is still owed on a charge). */
  amountCents: number;
  /** The charge it pays. */
  chargeId?: string | number | null | undefined;
  /** Or the charge’s bank reference as on the statement, e.g. RA0004275. */
  chargeReference?: string | null | undefined;
  /** Without a charge: the member who gave it, if a member. */
  memberId?: string | number | null | undefined;
  /** BANK_TRANSFER or CASH. */
  method: PaymentMethod;
  /** A note. */
  note?: string | null | undefined;
  /** The day it arrived (YYYY-MM-DD); default today. */
  paidOn?: string | null | undefined;
  /** Without a charge: their e-mail, for the receipt. */
  payerEmail?: string | null | undefined;
  /** Without a charge (a donation): who gave it. */
  payerName?: string | null | undefined;
  /** What came with the money (statement reference, receipt-book number). */
  reference?: string | null | undefined;
};

/** Which renewals to list: DUE (due or in the grace period), UNFINANCIAL (past the grace period), ENDED (lapsed, resigned or removed). */
export type RenewalFilter =
  | 'DUE'
  | 'ENDED'
  | 'UNFINANCIAL';

/** Where a renewing member stands today (derived from "financial until" and the settings): FINANCIAL (paid, renewal not yet due), DUE (from the first reminder to "financial until"), GRACE (past it, within the grace period), UNFINANCIAL (past the grace period). */
export type RenewalStanding =
  | 'DUE'
  | 'FINANCIAL'
  | 'GRACE'
  | 'UNFINANCIAL';

/** Which renewals to list, one page at a time. */
export type RenewalsInput = {
  /** DUE, UNFINANCIAL or ENDED. */
  filter: RenewalFilter;
  /** Page size, 1–100 (default 25). */
  limit?: number | null | undefined;
  /** Page, from 1 (default 1). */
  page?: number | null | undefined;
};

/** Pause (true) or resume (false) renewals. */
export type RenewalsPausedInput = {
  /** True: no reminder, lapse or cease happens until resumed. */
  paused: boolean;
};

/** Whether residency proof was submitted and verified. */
export type ResidencyProofStatus =
  | 'NOT_SUBMITTED'
  | 'PENDING_REVIEW'
  | 'SUBMITTED'
  | 'VERIFIED';

/** Kind of document offered as residency proof. */
export type ResidencyProofType =
  | 'BANK_STATEMENT'
  | 'DRIVERS_LICENSE'
  | 'LEASE_AGREEMENT'
  | 'OTHER'
  | 'PROPERTY_DEED'
  | 'UTILITY_BILL';

/** The member's confirmation that they resign. */
export type ResignMembershipInput = {
  /** Must be true: the member confirmed. */
  confirm: boolean;
};

/** A resource as the CMS form sends it (SPEC §3, §5). */
export type ResourceInput = {
  /** Category. */
  category?: string | null | undefined;
  /** Description. */
  description?: string | null | undefined;
  /** Edits: the `version` the form started from (issue #33). When the item has a newer one the edit is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. Ignored on create. */
  expectedVersion?: number | null | undefined;
  /** File (required). A URL returned by POST /uploads. */
  fileUrl?: string | null | undefined;
  /** Type (required). */
  resourceType?: ResourceType | null | undefined;
  /** Publication state; default DRAFT ("Save as Draft"), PUBLISHED for "Publish". Allowed: DRAFT, PUBLISHED, ARCHIVED. */
  status?: ContentStatus | null | undefined;
  /** Tags. */
  tags?: Array<string> | null | undefined;
  /** Title (required). */
  title?: string | null | undefined;
  /** Version. */
  version?: string | null | undefined;
};

/** Kind of downloadable resource. */
export type ResourceType =
  | 'AUDIO'
  | 'DOCUMENT'
  | 'IMAGE'
  | 'OTHER'
  | 'VIDEO';

/** New retention settings; every field is required, whole days from 1 to 3650. */
export type RetentionSettingsInput = {
  /** Cancelled RSVPs (days). */
  cancelledRsvpDays: number;
  /** Contact messages (days). */
  contactMessageDays: number;
  /** The `version` the form started from (issue #33): settings saved by someone else since are refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. */
  expectedVersion?: number | null | undefined;
  /** E-mail bodies (days). */
  outboxBodyDays: number;
  /** Rejected applications (days). */
  rejectedApplicationDays: number;
};

/** Reverse a ledger entry recorded by mistake (a new entry of the opposite amount, dated today). */
export type ReverseLedgerEntryInput = {
  /** The entry. */
  id: string | number;
  /** Why (required; kept on the reversing entry). */
  reason: string;
};

/** Staff role: ADMIN (everything), EDITOR (content, events and messages) or TREASURER (money: payments, ledger, receipts; issue #34). */
export type Role =
  | 'ADMIN'
  | 'EDITOR'
  | 'TREASURER';

/** An RSVP to a published event; a second RSVP from the same e-mail changes the first one’s party size. */
export type RsvpInput = {
  /** Party size, 1 to 50 (the form offers 1 to "5+"). */
  attendees: number;
  /** Comments, e.g. access needs. */
  comments?: string | null | undefined;
  /** Email (required); one RSVP per event and e-mail, case-insensitive. */
  email: string;
  /** Slug of the event. */
  eventSlug: string;
  /** Name (required). */
  name: string;
  /** Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored. */
  website?: string | null | undefined;
};

/** Where an RSVP stands: GOING (has its places), WAITLISTED (waiting for places, in the order people joined), CANCELLED. */
export type RsvpStatus =
  | 'CANCELLED'
  | 'GOING'
  | 'WAITLISTED';

/** A newsletter draft as typed so far: saved as it is written (issue #33). */
export type SaveNewsletterDraftInput = {
  /** Body in Markdown so far (may be empty). */
  content: string;
  /** The draft to update; absent: start a new draft. */
  id?: string | number | null | undefined;
  /** Subject line so far (up to 200 characters; may be empty). */
  subject: string;
};

/** The kind of a site search result: project, event, news item, resource or gallery album. */
export type SearchKind =
  | 'ALBUM'
  | 'EVENT'
  | 'NEWS'
  | 'PROJECT'
  | 'RESOURCE';

/** A member notice to send now: subject, plain-text message, audience, and the count staff confirmed. */
export type SendMemberNoticeInput = {
  /** Who receives it; default every approved member. */
  audience?: MemberNoticeAudienceInput | null | undefined;
  /** The message in plain text, up to 20,000 characters; each copy starts "Hi {name}," and ends with the association's footer. */
  body: string;
  /** The number of members shown to staff before sending ("Send to N members"); CONFLICT, and nothing sent, when the audience has changed since. */
  expectedRecipients?: number | null | undefined;
  /** The meeting this is the notice of (kept with the notice as given). */
  meetingId?: string | null | undefined;
  /** Subject line, 1–200 characters. */
  subject: string;
};

/** A newsletter to send now, with the number of recipients staff confirmed. */
export type SendNewsletterInput = {
  /** Body in Markdown (paragraphs, lists, links, bold, emphasis; basic HTML is still accepted), sanitised as the CMS does. */
  content: string;
  /** The saved draft it was written in: removed once sent (issue #33). */
  draftId?: string | number | null | undefined;
  /** The number of confirmed subscribers shown to staff; CONFLICT when it has changed since. */
  recipients: number;
  /** Subject line, 1–200 characters. */
  subject: string;
};

/** The token from an e-mailed link and the new password (at least 10 characters). */
export type SetPasswordInput = {
  /** The password to sign in with from now on, at least 10 characters. */
  password: string;
  /** The token at the end of the e-mailed link. */
  token: string;
};

/** New site settings; every field is required. */
export type SiteSettingsInput = {
  address: string;
  contactEmail: string;
  contactPhone: string;
  donationTiers: Array<DonationTierInput>;
  /** The `version` the form started from (issue #33): settings saved by someone else since are refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. */
  expectedVersion?: number | null | undefined;
  siteName: string;
  socialLabel: string;
  socialUrl: string;
  state: string;
  supportHours: string;
};

/** DESC: newest/Z first; ASC: oldest/A first. */
export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Staff account status: INVITED (password not set yet), ACTIVE (can sign in) or DEACTIVATED (cannot sign in). */
export type StaffStatus =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'INVITED';

/** Newsletter subscription state. */
export type SubscriberStatus =
  /** Confirmed by the button in the confirmation e-mail: receives the newsletter. */
  | 'CONFIRMED'
  /** Signed up; the confirmation e-mail is waiting for its button. Receives no newsletter; expires after 7 days. */
  | 'PENDING'
  /** Unsubscribed: never sent another newsletter unless they subscribe and confirm again. */
  | 'UNSUBSCRIBED';

/** A testimonial as the CMS form sends it (SPEC §3, §5). */
export type TestimonialInput = {
  /** Edits: the `version` the form started from (issue #33). When the item has a newer one the edit is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check. Ignored on create. */
  expectedVersion?: number | null | undefined;
  /** Featured. */
  featured?: boolean | null | undefined;
  /** Photo. A URL returned by POST /uploads. */
  imageUrl?: string | null | undefined;
  /** Message (required). */
  message?: string | null | undefined;
  /** Name (required). */
  name?: string | null | undefined;
  /** Role (required). */
  role?: string | null | undefined;
  /** Sort order. At least 0. */
  sortOrder?: number | null | undefined;
  /** Publication state; default DRAFT ("Save as Draft"), PUBLISHED for "Publish". Allowed: DRAFT, PUBLISHED. */
  status?: ContentStatus | null | undefined;
  /** Tags. */
  tags?: Array<string> | null | undefined;
};

/** The member whose lapse to undo. */
export type UndoLapseInput = {
  /** The member. */
  memberId: string | number;
};

/** Mark a contact message handled or not, and/or set its note (staff). */
export type UpdateContactMessageInput = {
  /** True: handled; false: not handled; absent: unchanged. */
  handled?: boolean | null | undefined;
  /** The message. */
  id: string | number;
  /** The note (up to 2000 characters; empty clears it); absent: unchanged. */
  note?: string | null | undefined;
};

/** Cancel an open charge nothing was paid towards. */
export type VoidChargeInput = {
  /** The charge. */
  id: string | number;
  /** Why (required). */
  reason: string;
};

/** A yes (Y) or no (N) answer. */
export type YesNo =
  | 'N'
  | 'Y';

export type EventAttendeesQueryVariables = Exact<{
  eventId: string | number;
  status?: RsvpStatus | null | undefined;
  search?: string | null | undefined;
  page: number;
  limit: number;
}>;


export type EventAttendeesQuery = { eventAttendees: { total: number, page: number, limit: number, goingPlaces: number, waitlistedPlaces: number, checkedIn: number, goingParties: number, event: { id: string, title: string, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number }, items: Array<{ id: string, name: string, email: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, comments: string | null, createdAt: string, checkedInAt: string | null, toldOfChangeAt: string | null }> } };

export type ExportEventAttendeesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ExportEventAttendeesQuery = { exportEventAttendees: { filename: string, content: string, rows: number } };

export type CancelAttendeeMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelAttendeeMutation = { cancelAttendee: { id: string, status: RsvpStatus } };

export type CheckInRsvpMutationVariables = Exact<{
  id: string | number;
  checkedIn: boolean;
}>;


export type CheckInRsvpMutation = { checkInRsvp: { id: string, checkedInAt: string | null } };

export type EmailAttendeesMutationVariables = Exact<{
  input: EmailAttendeesInput;
}>;


export type EmailAttendeesMutation = { emailAttendees: { queued: number, skippedStaffAdded: number, skippedReason: string | null } };

export type AddAttendeeMutationVariables = Exact<{
  input: AddAttendeeInput;
}>;


export type AddAttendeeMutation = { addAttendee: { id: string, name: string, status: RsvpStatus, waitlistPosition: number | null, checkedInAt: string | null } };

export type AdminAuditLogQueryVariables = Exact<{
  page: number;
  limit: number;
  entityType?: string | null | undefined;
  entityId?: string | null | undefined;
  filter?: AuditFilterInput | null | undefined;
}>;


export type AdminAuditLogQuery = { auditLog: { total: number, page: number, limit: number, items: Array<{ id: string, at: string, actorName: string | null, action: string, entityType: string, entityId: string, subjectName: string, changes: unknown }> } };

export type AuditPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditPeopleQuery = { staffUsers: { items: Array<{ id: string, name: string }> } };

export type CmsContentChangedSubscriptionVariables = Exact<{
  type?: ContentType | null | undefined;
}>;


export type CmsContentChangedSubscription = { contentChanged: { id: string, type: ContentType, action: ContentChangeAction, rowVersion: number | null } };

export type CmsDashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type CmsDashboardStatsQuery = { dashboardStats: { projects: { total: number, published: number, draft: number, completed: number }, events: { total: number, upcoming: number, past: number, published: number }, news: { total: number, featured: number, published: number }, gallery: { total: number, published: number, draft: number, byType: { event: number } }, resources: { total: number, published: number, totalDownloads: number, byType: { document: number } } } };

export type CmsRecentActivityQueryVariables = Exact<{
  limit: number;
}>;


export type CmsRecentActivityQuery = { recentActivity: Array<{ id: string, type: ContentType, title: string, action: ActivityAction, timestamp: string }> };

export type CmsProjectsQueryVariables = Exact<{
  filter?: ContentFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type CmsProjectsQuery = { list: { total: number, page: number, limit: number, items: Array<{ id: string, status: ContentStatus, createdAt: string, updatedAt: string, isDeleted: boolean, rowVersion: number, title: string, description: string | null, content: string | null, imageUrl: string | null, startDate: string | null, endDate: string | null, budget: number | null, location: string | null, coordinator: string | null, priority: number, completionPercentage: number, tags: Array<string>, slug: string }> } };

export type CmsCreateProjectMutationVariables = Exact<{
  input: ProjectInput;
}>;


export type CmsCreateProjectMutation = { item: { id: string, status: ContentStatus } };

export type CmsUpdateProjectMutationVariables = Exact<{
  id: string | number;
  input: ProjectInput;
}>;


export type CmsUpdateProjectMutation = { item: { id: string, status: ContentStatus, rowVersion: number } };

export type CmsDeleteProjectMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsDeleteProjectMutation = { item: { id: string, isDeleted: boolean } };

export type CmsRestoreProjectMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsRestoreProjectMutation = { item: { id: string, isDeleted: boolean } };

export type CmsPurgeProjectMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsPurgeProjectMutation = { purged: boolean };

export type CmsBulkProjectsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  action: BulkAction;
}>;


export type CmsBulkProjectsMutation = { count: number };

export type CmsEventsQueryVariables = Exact<{
  filter?: ContentFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type CmsEventsQuery = { list: { total: number, page: number, limit: number, items: Array<{ id: string, status: ContentStatus, createdAt: string, updatedAt: string, isDeleted: boolean, rowVersion: number, title: string, description: string | null, content: string | null, imageUrl: string | null, eventDate: string | null, endDate: string | null, location: string | null, maxAttendees: number | null, waitlistEnabled: boolean, registrationRequired: boolean, registrationDeadline: string | null, contactEmail: string | null, contactPhone: string | null, tags: Array<string>, slug: string, currentAttendees: number }> } };

export type CmsCreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type CmsCreateEventMutation = { item: { id: string, status: ContentStatus } };

export type CmsUpdateEventMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type CmsUpdateEventMutation = { item: { id: string, status: ContentStatus, rowVersion: number } };

export type CmsDeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsDeleteEventMutation = { item: { id: string, isDeleted: boolean } };

export type CmsRestoreEventMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsRestoreEventMutation = { item: { id: string, isDeleted: boolean } };

export type CmsPurgeEventMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsPurgeEventMutation = { purged: boolean };

export type CmsBulkEventsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  action: BulkAction;
}>;


export type CmsBulkEventsMutation = { count: number };

export type CmsGalleryItemsQueryVariables = Exact<{
  filter?: ContentFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type CmsGalleryItemsQuery = { list: { total: number, page: number, limit: number, items: Array<{ id: string, status: ContentStatus, createdAt: string, updatedAt: string, isDeleted: boolean, rowVersion: number, title: string, description: string | null, imageUrl: string, galleryType: GalleryType, albumName: string | null, photographer: string | null, takenDate: string | null, location: string | null, sortOrder: number, tags: Array<string>, thumbnailUrl: string | null, albumSlug: string | null, projectId: string | null }> } };

export type CmsCreateGalleryItemMutationVariables = Exact<{
  input: GalleryItemInput;
}>;


export type CmsCreateGalleryItemMutation = { item: { id: string, status: ContentStatus } };

export type CmsUpdateGalleryItemMutationVariables = Exact<{
  id: string | number;
  input: GalleryItemInput;
}>;


export type CmsUpdateGalleryItemMutation = { item: { id: string, status: ContentStatus, rowVersion: number } };

export type CmsDeleteGalleryItemMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsDeleteGalleryItemMutation = { item: { id: string, isDeleted: boolean } };

export type CmsRestoreGalleryItemMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsRestoreGalleryItemMutation = { item: { id: string, isDeleted: boolean } };

export type CmsPurgeGalleryItemMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsPurgeGalleryItemMutation = { purged: boolean };

export type CmsBulkGalleryItemsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  action: BulkAction;
}>;


export type CmsBulkGalleryItemsMutation = { count: number };

export type CmsResourcesQueryVariables = Exact<{
  filter?: ContentFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type CmsResourcesQuery = { list: { total: number, page: number, limit: number, items: Array<{ id: string, status: ContentStatus, createdAt: string, updatedAt: string, isDeleted: boolean, rowVersion: number, title: string, description: string | null, fileUrl: string | null, resourceType: ResourceType, category: string | null, version: string, tags: Array<string>, fileName: string | null, fileSize: number | null, fileType: string | null, downloadCount: number }> } };

export type CmsCreateResourceMutationVariables = Exact<{
  input: ResourceInput;
}>;


export type CmsCreateResourceMutation = { item: { id: string, status: ContentStatus } };

export type CmsUpdateResourceMutationVariables = Exact<{
  id: string | number;
  input: ResourceInput;
}>;


export type CmsUpdateResourceMutation = { item: { id: string, status: ContentStatus, rowVersion: number } };

export type CmsDeleteResourceMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsDeleteResourceMutation = { item: { id: string, isDeleted: boolean } };

export type CmsRestoreResourceMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsRestoreResourceMutation = { item: { id: string, isDeleted: boolean } };

export type CmsPurgeResourceMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsPurgeResourceMutation = { purged: boolean };

export type CmsBulkResourcesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  action: BulkAction;
}>;


export type CmsBulkResourcesMutation = { count: number };

export type CmsTestimonialsQueryVariables = Exact<{
  filter?: ContentFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type CmsTestimonialsQuery = { list: { total: number, page: number, limit: number, items: Array<{ id: string, status: ContentStatus, createdAt: string, updatedAt: string, isDeleted: boolean, rowVersion: number, name: string, role: string, message: string, imageUrl: string | null, sortOrder: number, featured: boolean, tags: Array<string> }> } };

export type CmsCreateTestimonialMutationVariables = Exact<{
  input: TestimonialInput;
}>;


export type CmsCreateTestimonialMutation = { item: { id: string, status: ContentStatus } };

export type CmsUpdateTestimonialMutationVariables = Exact<{
  id: string | number;
  input: TestimonialInput;
}>;


export type CmsUpdateTestimonialMutation = { item: { id: string, status: ContentStatus, rowVersion: number } };

export type CmsDeleteTestimonialMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsDeleteTestimonialMutation = { item: { id: string, isDeleted: boolean } };

export type CmsRestoreTestimonialMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsRestoreTestimonialMutation = { item: { id: string, isDeleted: boolean } };

export type CmsPurgeTestimonialMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsPurgeTestimonialMutation = { purged: boolean };

export type CmsBulkTestimonialsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  action: BulkAction;
}>;


export type CmsBulkTestimonialsMutation = { count: number };

export type CmsNewsItemsQueryVariables = Exact<{
  filter?: ContentFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type CmsNewsItemsQuery = { list: { total: number, page: number, limit: number, items: Array<{ id: string, status: ContentStatus, createdAt: string, updatedAt: string, isDeleted: boolean, rowVersion: number, title: string, description: string | null, content: string | null, featured: boolean, tags: Array<string>, slug: string }> } };

export type CmsCreateNewsMutationVariables = Exact<{
  input: NewsInput;
}>;


export type CmsCreateNewsMutation = { item: { id: string, status: ContentStatus } };

export type CmsUpdateNewsMutationVariables = Exact<{
  id: string | number;
  input: NewsInput;
}>;


export type CmsUpdateNewsMutation = { item: { id: string, status: ContentStatus, rowVersion: number } };

export type CmsDeleteNewsMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsDeleteNewsMutation = { item: { id: string, isDeleted: boolean } };

export type CmsRestoreNewsMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsRestoreNewsMutation = { item: { id: string, isDeleted: boolean } };

export type CmsPurgeNewsMutationVariables = Exact<{
  id: string | number;
}>;


export type CmsPurgeNewsMutation = { purged: boolean };

export type CmsBulkNewsItemsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  action: BulkAction;
}>;


export type CmsBulkNewsItemsMutation = { count: number };

export type AdminDashboardStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardStatsQuery = { unhandledContactMessageCount: number, memberStats: { total: number, pending: number, approved: number }, adminOverview: { activeProjects: number, totalProjects: number, publishedGalleryItems: number, totalGalleryItems: number } };

export type AdminDashboardEventsQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type AdminDashboardEventsQuery = { adminEvents: { total: number, items: Array<{ id: string, title: string, eventDate: string | null, location: string | null, status: ContentStatus }> } };

export type AdminDashboardProjectsQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type AdminDashboardProjectsQuery = { adminProjects: { total: number, items: Array<{ id: string, title: string, completionPercentage: number, status: ContentStatus }> } };

export type AdminDashboardTestimonialsQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type AdminDashboardTestimonialsQuery = { adminTestimonials: { total: number, items: Array<{ id: string, name: string, role: string, status: ContentStatus, featured: boolean }> } };

export type AdminDashboardMemberChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardMemberChangedSubscription = { memberChanged: { action: MemberChangeAction, member: { id: string } } };

export type AdminDashboardContentChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardContentChangedSubscription = { contentChanged: { action: ContentChangeAction } };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: string, role: Role } | null };

export type AdminMailStatusQueryVariables = Exact<{
  messages: boolean;
}>;


export type AdminMailStatusQuery = { unhandledContactMessageCount?: number, emailDeliveryConfigured: boolean };

export type AdminContactMessageChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminContactMessageChangedSubscription = { contactMessageChanged: { action: string, id: string } };

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AdminLoginMutation = { login: { token: string, expiresAt: string, user: { id: string, name: string, email: string, role: Role } } };

export type AdminDemoAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDemoAccountsQuery = { demoMode: boolean, demoAccounts: Array<{ name: string, email: string, password: string, role: Role }> };

export type AdminMemberChangeRequestsQueryVariables = Exact<{
  memberId: string | number;
}>;


export type AdminMemberChangeRequestsQuery = { memberChangeRequests: { total: number, items: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null, decidedBy: string | null, memberId: string, memberName: string }> } };

export type AdminDecideMemberChangeRequestMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
}>;


export type AdminDecideMemberChangeRequestMutation = { decideMemberChangeRequest: { id: string, status: MemberChangeRequestStatus, decidedAt: string | null, decidedBy: string | null } };

export type AdminMemberAfterChangeQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminMemberAfterChangeQuery = { member: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } | null };

export type AdminMemberFieldsFragment = { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number };

export type AdminMemberPageFieldsFragment = { total: number, page: number, limit: number, items: Array<{ id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number }> };

export type AdminApproveMemberMutationVariables = Exact<{
  id: string | number;
  notes?: string | null | undefined;
}>;


export type AdminApproveMemberMutation = { approveMember: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } };

export type AdminRejectMemberMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminRejectMemberMutation = { rejectMember: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } };

export type AdminReconsiderMemberMutationVariables = Exact<{
  id: string | number;
  note: string;
}>;


export type AdminReconsiderMemberMutation = { reconsiderMember: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } };

export type AdminSetJoinDateMutationVariables = Exact<{
  id: string | number;
  joinDate: string;
}>;


export type AdminSetJoinDateMutation = { updateMember: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } };

export type MemberFormClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberFormClassesQuery = { membershipClasses: Array<{ id: string, name: string, archived: boolean, annualFeeCents: number, concessionFeeCents: number | null }> };

export type AdminMembersQueryVariables = Exact<{
  filter?: MemberFilterInput | null | undefined;
  sort?: MemberSortInput | null | undefined;
  page: number;
  limit: number;
}>;


export type AdminMembersQuery = { members: { total: number, page: number, limit: number, items: Array<{ id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number }> }, memberStats: { total: number, pending: number, approved: number, rejected: number, inactive: number } };

export type AdminAllMembersQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type AdminAllMembersQuery = { members: { total: number, page: number, limit: number, items: Array<{ id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number }> } };

export type AdminCreateMemberMutationVariables = Exact<{
  input: MemberCreateInput;
}>;


export type AdminCreateMemberMutation = { createMember: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } };

export type AdminUpdateMemberMutationVariables = Exact<{
  id: string | number;
  input: MemberUpdateInput;
}>;


export type AdminUpdateMemberMutation = { updateMember: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } };

export type AdminMemberQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminMemberQuery = { member: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } | null };

export type AdminDeactivateMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeactivateMemberMutation = { deactivateMember: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } };

export type AdminReactivateMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminReactivateMemberMutation = { reactivateMember: { id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number } };

export type AdminDeleteMemberMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteMemberMutation = { deleteMember: boolean };

export type AdminExportMembersQueryVariables = Exact<{
  filter?: MemberFilterInput | null | undefined;
}>;


export type AdminExportMembersQuery = { exportMembers: { filename: string, content: string, rows: number } };

export type AdminMemberChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminMemberChangedSubscription = { memberChanged: { action: MemberChangeAction, member: { id: string, version: number } } };

export type AdminMemberHistoryQueryVariables = Exact<{
  entityId: string;
}>;


export type AdminMemberHistoryQuery = { auditLog: { total: number, items: Array<{ id: string, at: string, actorName: string | null, action: string, changes: unknown }> } };

export type AdminContactMessagesQueryVariables = Exact<{
  page: number;
  limit: number;
  handled?: boolean | null | undefined;
}>;


export type AdminContactMessagesQuery = { contactMessages: { total: number, page: number, limit: number, items: Array<{ id: string, name: string, email: string, message: string, createdAt: string, handledAt: string | null, handledBy: string | null, note: string | null }> } };

export type AdminUpdateContactMessageMutationVariables = Exact<{
  input: UpdateContactMessageInput;
}>;


export type AdminUpdateContactMessageMutation = { updateContactMessage: { id: string, handledAt: string | null, handledBy: string | null, note: string | null } };

export type AdminDeleteContactMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteContactMessageMutation = { deleteContactMessage: boolean };

export type AdminNewsletterSubscribersQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type AdminNewsletterSubscribersQuery = { newsletterSubscribers: { total: number, page: number, limit: number, items: Array<{ id: string, email: string, status: SubscriberStatus, createdAt: string, consentAt: string | null, consentPage: string | null, confirmedAt: string | null, unsubscribedAt: string | null }> } };

export type AdminRemoveSubscriberMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRemoveSubscriberMutation = { removeNewsletterSubscriber: boolean };

export type AdminExportSubscribersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExportSubscribersQuery = { exportNewsletterSubscribers: { filename: string, content: string, rows: number } };

export type AdminEmailOutboxQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type AdminEmailOutboxQuery = { emailOutbox: { total: number, page: number, limit: number, items: Array<{ id: string, kind: string, to: string, subject: string, body: string, status: OutboxStatus, attempts: number, lastError: string | null, sentAt: string | null, createdAt: string, nextAttemptAt: string }> } };

export type AdminOutboxMessageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminOutboxMessageQuery = { emailOutboxMessage: { id: string, subject: string, to: string, replyTo: string | null, html: string | null, body: string } };

export type AdminRetryOutboxEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRetryOutboxEmailMutation = { retryOutboxEmail: { id: string, status: OutboxStatus, attempts: number, lastError: string | null, nextAttemptAt: string } };

export type NewsletterPreviewQueryVariables = Exact<{
  input: NewsletterDraftInput;
}>;


export type NewsletterPreviewQuery = { newsletterPreview: { subject: string, html: string, text: string, recipients: number } };

export type NewsletterAudienceQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterAudienceQuery = { newsletterSubscriberCounts: { pending: number, confirmed: number, unsubscribed: number } };

export type SendNewsletterTestMutationVariables = Exact<{
  input: NewsletterDraftInput;
}>;


export type SendNewsletterTestMutation = { sendNewsletterTest: boolean };

export type SendNewsletterMutationVariables = Exact<{
  input: SendNewsletterInput;
}>;


export type SendNewsletterMutation = { sendNewsletter: { id: string } };

export type NewsletterIssueCountsFieldsFragment = { id: string, subject: string, status: NewsletterIssueStatus, recipients: number, queued: number, sent: number, kept: number, failed: number, createdAt: string };

export type NewsletterIssueQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsletterIssueQuery = { newsletterIssue: { content: string, finishedAt: string | null, createdByName: string | null, id: string, subject: string, status: NewsletterIssueStatus, recipients: number, queued: number, sent: number, kept: number, failed: number, createdAt: string } };

export type NewsletterIssuesQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type NewsletterIssuesQuery = { newsletterIssues: { total: number, items: Array<{ id: string, subject: string, status: NewsletterIssueStatus, recipients: number, queued: number, sent: number, kept: number, failed: number, createdAt: string }> } };

export type NewsletterDeliveriesQueryVariables = Exact<{
  issueId: string | number;
  page: number;
  limit: number;
}>;


export type NewsletterDeliveriesQuery = { newsletterDeliveries: { total: number, items: Array<{ id: string, email: string, status: NewsletterDeliveryStatus, error: string | null, sentAt: string | null }> } };

export type NewsletterDraftFieldsFragment = { id: string, subject: string, content: string, updatedAt: string };

export type NewsletterDraftsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterDraftsQuery = { newsletterDrafts: Array<{ createdByName: string | null, id: string, subject: string, content: string, updatedAt: string }> };

export type NewsletterDraftQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsletterDraftQuery = { newsletterDraft: { id: string, subject: string, content: string, updatedAt: string } };

export type SaveNewsletterDraftMutationVariables = Exact<{
  input: SaveNewsletterDraftInput;
}>;


export type SaveNewsletterDraftMutation = { saveNewsletterDraft: { id: string, subject: string, content: string, updatedAt: string } };

export type DeleteNewsletterDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNewsletterDraftMutation = { deleteNewsletterDraft: boolean };

export type MemberNoticeClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberNoticeClassesQuery = { membershipClasses: Array<{ id: string, name: string, archived: boolean }> };

export type MemberNoticeAudienceQueryVariables = Exact<{
  input: MemberNoticeAudienceInput;
}>;


export type MemberNoticeAudienceQuery = { memberNoticeAudience: { members: number, byEmail: number, byPost: number } };

export type SendMemberNoticeMutationVariables = Exact<{
  input: SendMemberNoticeInput;
}>;


export type SendMemberNoticeMutation = { sendMemberNotice: { id: string, recipients: number } };

export type MemberNoticeFieldsFragment = { id: string, subject: string, sentByName: string, createdAt: string, recipients: number, byPost: number, queuedAt: string | null, counts: { queued: number, retrying: number, sent: number, kept: number, failed: number, noAddress: number, skipped: number } };

export type MemberNoticesQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type MemberNoticesQuery = { memberNotices: { total: number, items: Array<{ id: string, subject: string, sentByName: string, createdAt: string, recipients: number, byPost: number, queuedAt: string | null, counts: { queued: number, retrying: number, sent: number, kept: number, failed: number, noAddress: number, skipped: number } }> } };

export type MemberNoticeQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberNoticeQuery = { memberNotice: { body: string, id: string, subject: string, sentByName: string, createdAt: string, recipients: number, byPost: number, queuedAt: string | null, counts: { queued: number, retrying: number, sent: number, kept: number, failed: number, noAddress: number, skipped: number } } };

export type MemberNoticeRecipientsQueryVariables = Exact<{
  input: MemberNoticeRecipientsInput;
}>;


export type MemberNoticeRecipientsQuery = { memberNoticeRecipients: { total: number, items: Array<{ id: string, memberNumber: number, fullName: string, email: string | null, status: MemberNoticeRecipientStatus, reason: string | null, sentAt: string | null }> } };

export type MemberNoticePostListQueryVariables = Exact<{
  noticeId: string | number;
}>;


export type MemberNoticePostListQuery = { memberNoticePostList: Array<{ memberNumber: number, fullName: string, address: string | null, status: MemberNoticeRecipientStatus, reason: string | null }> };

export type AcceptInviteMutationVariables = Exact<{
  input: SetPasswordInput;
}>;


export type AcceptInviteMutation = { acceptInvite: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: SetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type PasswordLinkStateQueryVariables = Exact<{
  purpose: PasswordLinkPurpose;
  token: string;
}>;


export type PasswordLinkStateQuery = { passwordLinkState: PasswordLinkState };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { token: string, expiresAt: string, user: { id: string, name: string, email: string, role: Role } } };

export type AdminPendingMembersQueryVariables = Exact<{
  page: number;
  limit: number;
  filter?: PendingFilterInput | null | undefined;
}>;


export type AdminPendingMembersQuery = { pendingMembers: { total: number, page: number, limit: number, items: Array<{ id: string, memberNumber: number, fullName: string, primaryApplicantFullName: string | null, email: string, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, orgName: string | null, residencyProofStatus: ResidencyProofStatus | null, residencyProofType: ResidencyProofType | null, residencyProofReceivedBy: string | null, status: MemberStatus, joinDate: string, ceasedDate: string | null, membershipClassId: string | null, concession: boolean, financialUntil: string | null, enteredByStaff: boolean, approvedDate: string | null, approvedBy: string | null, rejectedDate: string | null, rejectedBy: string | null, rejectionReason: string | null, notes: string | null, receiptRequested: boolean, lastLoginDate: string | null, createdAt: string, updatedAt: string, version: number }> }, memberStats: { pending: number } };

export type AdminPendingMemberChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingMemberChangedSubscription = { memberChanged: { action: MemberChangeAction, member: { id: string, status: MemberStatus } } };

export type AdminApproveMembersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  notes?: string | null | undefined;
}>;


export type AdminApproveMembersMutation = { approveMembers: Array<{ id: string, code: string | null, message: string | null, member: { id: string, status: MemberStatus } | null }> };

export type AdminRejectMembersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  reason: string;
}>;


export type AdminRejectMembersMutation = { rejectMembers: Array<{ id: string, code: string | null, message: string | null, member: { id: string, status: MemberStatus } | null }> };

export type AdminPersonalDataCountsFragment = { members: number, rsvps: number, newsletterSubscriptions: number, contactMessages: number, outboxEmails: number, auditEntries: number, newsletterDeliveries: number, memberChangeRequests: number, memberSessions: number, memberLinks: number, memberErasureRequests: number, jobs: number, payments: number };

export type AdminPersonalDataQueryVariables = Exact<{
  input: PersonalDataInput;
}>;


export type AdminPersonalDataQuery = { personalData: { email: string, counts: { members: number, rsvps: number, newsletterSubscriptions: number, contactMessages: number, outboxEmails: number, auditEntries: number, newsletterDeliveries: number, memberChangeRequests: number, memberSessions: number, memberLinks: number, memberErasureRequests: number, jobs: number, payments: number }, members: Array<{ id: string, memberNumber: number, fullName: string, phone: string, address: string | null, status: MemberStatus, joinDate: string }>, rsvps: Array<{ id: string, eventId: string, name: string, attendees: number, createdAt: string }>, newsletterSubscriptions: Array<{ id: string, createdAt: string }>, contactMessages: Array<{ id: string, name: string, message: string, createdAt: string }>, outboxEmails: Array<{ id: string, kind: string, to: string, subject: string, createdAt: string, sentAt: string | null }>, auditEntries: Array<{ id: string, at: string, action: string, entityType: string, actorName: string | null }>, payments: Array<{ record: string, number: number, payerName: string, kind: string, description: string | null, amountCents: number, status: string | null, paidOn: string | null }>, otherPlaces: Array<{ table: string, column: string, rows: number }> } };

export type AdminExportPersonalDataMutationVariables = Exact<{
  input: PersonalDataInput;
}>;


export type AdminExportPersonalDataMutation = { exportPersonalData: { filename: string, json: string, htmlFilename: string, html: string } };

export type AdminErasePersonalDataMutationVariables = Exact<{
  input: ErasePersonalDataInput;
}>;


export type AdminErasePersonalDataMutation = { erasePersonalData: { erasedAt: string, counts: { members: number, rsvps: number, newsletterSubscriptions: number, contactMessages: number, outboxEmails: number, auditEntries: number, newsletterDeliveries: number, memberChangeRequests: number, memberSessions: number, memberLinks: number, memberErasureRequests: number, jobs: number, payments: number }, kept: { payments: number, chargesVoided: number } } };

export type AdminRetentionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRetentionQuery = { retentionSettings: { rejectedApplicationDays: number, contactMessageDays: number, outboxBodyDays: number, cancelledRsvpDays: number, version: number }, retentionPreview: { runsAt: string, items: Array<{ key: string, label: string, days: number, cutoff: string, count: number }> } };

export type AdminUpdateRetentionMutationVariables = Exact<{
  input: RetentionSettingsInput;
}>;


export type AdminUpdateRetentionMutation = { updateRetentionSettings: { rejectedApplicationDays: number, contactMessageDays: number, outboxBodyDays: number, cancelledRsvpDays: number, version: number } };

export type AdminMemberErasureRequestsQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type AdminMemberErasureRequestsQuery = { memberErasureRequests: { total: number, items: Array<{ id: string, email: string, memberName: string, requestedAt: string }> } };

export type AdminMemberRegisterQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMemberRegisterQuery = { memberRegister: { currentStatuses: Array<MemberStatus>, formerStatuses: Array<MemberStatus>, current: Array<{ memberNumber: number, name: string, address: string | null, memberClass: MemberType, joinDate: string }>, former: Array<{ memberNumber: number, name: string, ceasedDate: string | null }> } };

export type AdminExportMemberRegisterQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExportMemberRegisterQuery = { exportMemberRegister: { filename: string, content: string, rows: number } };

export type AdminRenewalsQueryVariables = Exact<{
  input: RenewalsInput;
}>;


export type AdminRenewalsQuery = { renewals: { total: number, page: number, limit: number, items: Array<{ memberId: string, memberNumber: number, fullName: string, email: string, className: string | null, feeCents: number | null, financialUntil: string | null, standing: RenewalStanding | null, remindedOffsets: Array<number>, unfinancialFrom: string | null, ceasesOn: string | null, chargeReference: string | null, chargeAmountCents: number | null, chargeDueDate: string | null, ceasedDate: string | null, ceasedReason: string | null }> } };

export type AdminRenewalSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRenewalSummaryQuery = { renewalSummary: { due: number, unfinancial: number, paused: boolean } };

export type AdminSetRenewalsPausedMutationVariables = Exact<{
  input: RenewalsPausedInput;
}>;


export type AdminSetRenewalsPausedMutation = { setRenewalsPaused: { due: number, unfinancial: number, paused: boolean } };

export type AdminUndoLapseMutationVariables = Exact<{
  input: UndoLapseInput;
}>;


export type AdminUndoLapseMutation = { undoLapse: { id: string, status: MemberStatus } };

export type MembershipYearFieldsFragment = { version: number, financialYearStartMonth: number, membershipPeriod: MembershipPeriod, reminderOffsetDays: Array<number>, graceDays: number, ceaseAfterUnfinancialDays: number, renewalsPaused: boolean, bankAccountName: string, bankBsb: string, bankAccountNumber: string, abn: string, dgr: boolean, dgrFundName: string };

export type AdminMembershipYearSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMembershipYearSettingsQuery = { membershipYearSettings: { version: number, financialYearStartMonth: number, membershipPeriod: MembershipPeriod, reminderOffsetDays: Array<number>, graceDays: number, ceaseAfterUnfinancialDays: number, renewalsPaused: boolean, bankAccountName: string, bankBsb: string, bankAccountNumber: string, abn: string, dgr: boolean, dgrFundName: string } };

export type AdminUpdateMembershipYearSettingsMutationVariables = Exact<{
  input: MembershipYearSettingsInput;
}>;


export type AdminUpdateMembershipYearSettingsMutation = { updateMembershipYearSettings: { version: number, financialYearStartMonth: number, membershipPeriod: MembershipPeriod, reminderOffsetDays: Array<number>, graceDays: number, ceaseAfterUnfinancialDays: number, renewalsPaused: boolean, bankAccountName: string, bankBsb: string, bankAccountNumber: string, abn: string, dgr: boolean, dgrFundName: string } };

export type AdminMembershipClassFieldsFragment = { id: string, name: string, annualFeeCents: number, concessionFeeCents: number | null, household: boolean, renews: boolean, archived: boolean, position: number, version: number, memberCount: number | null };

export type AdminMembershipClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMembershipClassesQuery = { membershipClasses: Array<{ id: string, name: string, annualFeeCents: number, concessionFeeCents: number | null, household: boolean, renews: boolean, archived: boolean, position: number, version: number, memberCount: number | null }> };

export type AdminCreateMembershipClassMutationVariables = Exact<{
  input: MembershipClassInput;
}>;


export type AdminCreateMembershipClassMutation = { createMembershipClass: { id: string, name: string, annualFeeCents: number, concessionFeeCents: number | null, household: boolean, renews: boolean, archived: boolean, position: number, version: number, memberCount: number | null } };

export type AdminUpdateMembershipClassMutationVariables = Exact<{
  id: string | number;
  input: MembershipClassInput;
}>;


export type AdminUpdateMembershipClassMutation = { updateMembershipClass: { id: string, name: string, annualFeeCents: number, concessionFeeCents: number | null, household: boolean, renews: boolean, archived: boolean, position: number, version: number, memberCount: number | null } };

export type AdminArchiveMembershipClassMutationVariables = Exact<{
  input: MembershipClassArchiveInput;
}>;


export type AdminArchiveMembershipClassMutation = { archiveMembershipClass: { id: string, name: string, annualFeeCents: number, concessionFeeCents: number | null, household: boolean, renews: boolean, archived: boolean, position: number, version: number, memberCount: number | null } };

export type AdminUpdateSiteSettingsMutationVariables = Exact<{
  input: SiteSettingsInput;
}>;


export type AdminUpdateSiteSettingsMutation = { updateSiteSettings: { version: number, siteName: string, contactEmail: string, contactPhone: string, address: string, state: string, socialLabel: string, socialUrl: string, supportHours: string, donationTiers: Array<{ amount: number, impact: string }> } };

export type AdminSiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteSettingsQuery = { siteSettings: { version: number, siteName: string, contactEmail: string, contactPhone: string, address: string, state: string, socialLabel: string, socialUrl: string, supportHours: string, donationTiers: Array<{ amount: number, impact: string }> } };

export type StaffUserFieldsFragment = { id: string, name: string, email: string, role: Role, status: StaffStatus, lastSignInAt: string | null, version: number };

export type StaffUsersQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type StaffUsersQuery = { staffUsers: { total: number, page: number, limit: number, items: Array<{ id: string, name: string, email: string, role: Role, status: StaffStatus, lastSignInAt: string | null, version: number }> } };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type InviteStaffMutation = { inviteStaff: { id: string, name: string, email: string, role: Role, status: StaffStatus, lastSignInAt: string | null, version: number } };

export type UpdateStaffRoleMutationVariables = Exact<{
  id: string | number;
  role: Role;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateStaffRoleMutation = { updateStaffRole: { id: string, name: string, email: string, role: Role, status: StaffStatus, lastSignInAt: string | null, version: number } };

export type DeactivateStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type DeactivateStaffMutation = { deactivateStaff: { id: string, name: string, email: string, role: Role, status: StaffStatus, lastSignInAt: string | null, version: number } };

export type ReactivateStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type ReactivateStaffMutation = { reactivateStaff: { id: string, name: string, email: string, role: Role, status: StaffStatus, lastSignInAt: string | null, version: number } };

export type ResendInviteMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendInviteMutation = { resendInvite: { id: string, name: string, email: string, role: Role, status: StaffStatus, lastSignInAt: string | null, version: number } };

export type TreasurerChargeFieldsFragment = { id: string, number: number, reference: string, memberId: string | null, payerName: string, payerEmail: string | null, kind: MoneyKind, description: string, amountCents: number, dueDate: string | null, status: ChargeStatus, voidedReason: string | null, paidCents: number, owingCents: number, overdue: boolean, createdAt: string };

export type TreasurerEntryFieldsFragment = { id: string, entryNumber: number, chargeId: string | null, payerName: string, kind: MoneyKind, amountCents: number, method: PaymentMethod, reference: string | null, paidOn: string, recordedByName: string, reversesId: string | null, reversedById: string | null, receiptNumber: number | null, receiptPath: string | null, note: string | null };

export type TreasurerOverviewQueryVariables = Exact<{
  startYear?: number | null | undefined;
}>;


export type TreasurerOverviewQuery = { incomeReport: { label: string, start: string, end: string, months: Array<{ month: string, feesCents: number, donationsCents: number, eventsCents: number, totalCents: number }>, totals: { month: string, feesCents: number, donationsCents: number, eventsCents: number, totalCents: number } }, outstandingReport: { openCount: number, outstandingCents: number, overdueCount: number, overdueCents: number } };

export type TreasurerReconciliationQueryVariables = Exact<{
  input?: ReconciliationInput | null | undefined;
}>;


export type TreasurerReconciliationQuery = { reconciliation: { from: string, to: string, ok: boolean, entriesWithoutReceipt: Array<number>, entriesWithSeveralReceipts: Array<number>, receiptAmountMismatches: Array<number>, problems: Array<string>, months: Array<{ month: string, ledgerCents: number, receiptCents: number, agrees: boolean }>, stripe: { connected: boolean, ledgerCardCents: number, stripeGrossCents: number, stripeFeesCents: number, payoutsCents: number } } };

export type TreasurerLedgerCsvQueryVariables = Exact<{
  input: LedgerCsvInput;
}>;


export type TreasurerLedgerCsvQuery = { exportLedgerCsv: { filename: string, content: string, rows: number } };

export type TreasurerChargesQueryVariables = Exact<{
  input?: ChargesInput | null | undefined;
}>;


export type TreasurerChargesQuery = { charges: { total: number, page: number, limit: number, items: Array<{ id: string, number: number, reference: string, memberId: string | null, payerName: string, payerEmail: string | null, kind: MoneyKind, description: string, amountCents: number, dueDate: string | null, status: ChargeStatus, voidedReason: string | null, paidCents: number, owingCents: number, overdue: boolean, createdAt: string }> } };

export type TreasurerLedgerQueryVariables = Exact<{
  input?: LedgerEntriesInput | null | undefined;
}>;


export type TreasurerLedgerQuery = { ledgerEntries: { total: number, page: number, limit: number, items: Array<{ id: string, entryNumber: number, chargeId: string | null, payerName: string, kind: MoneyKind, amountCents: number, method: PaymentMethod, reference: string | null, paidOn: string, recordedByName: string, reversesId: string | null, reversedById: string | null, receiptNumber: number | null, receiptPath: string | null, note: string | null }> } };

export type TreasurerRecordPaymentMutationVariables = Exact<{
  input: RecordPaymentInput;
}>;


export type TreasurerRecordPaymentMutation = { recordPayment: { id: string, entryNumber: number, chargeId: string | null, payerName: string, kind: MoneyKind, amountCents: number, method: PaymentMethod, reference: string | null, paidOn: string, recordedByName: string, reversesId: string | null, reversedById: string | null, receiptNumber: number | null, receiptPath: string | null, note: string | null } };

export type TreasurerReverseEntryMutationVariables = Exact<{
  input: ReverseLedgerEntryInput;
}>;


export type TreasurerReverseEntryMutation = { reverseLedgerEntry: { id: string, entryNumber: number, chargeId: string | null, payerName: string, kind: MoneyKind, amountCents: number, method: PaymentMethod, reference: string | null, paidOn: string, recordedByName: string, reversesId: string | null, reversedById: string | null, receiptNumber: number | null, receiptPath: string | null, note: string | null } };

export type TreasurerVoidChargeMutationVariables = Exact<{
  input: VoidChargeInput;
}>;


export type TreasurerVoidChargeMutation = { voidCharge: { id: string, number: number, reference: string, memberId: string | null, payerName: string, payerEmail: string | null, kind: MoneyKind, description: string, amountCents: number, dueDate: string | null, status: ChargeStatus, voidedReason: string | null, paidCents: number, owingCents: number, overdue: boolean, createdAt: string } };

export type TreasurerCreateChargeMutationVariables = Exact<{
  input: CreateChargeInput;
}>;


export type TreasurerCreateChargeMutation = { createCharge: { id: string, number: number, reference: string, memberId: string | null, payerName: string, payerEmail: string | null, kind: MoneyKind, description: string, amountCents: number, dueDate: string | null, status: ChargeStatus, voidedReason: string | null, paidCents: number, owingCents: number, overdue: boolean, createdAt: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type StaffSessionFragment = { token: string, expiresAt: string, user: { id: string, name: string, email: string, role: Role } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { token: string, expiresAt: string, user: { id: string, name: string, email: string, role: Role } } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: boolean };

export type PaymentOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentOptionsQuery = { paymentOptions: { online: boolean, minDonationCents: number, maxDonationCents: number, bankTransfer: { accountName: string, bsb: string, accountNumber: string } | null } };

export type StartDonationCheckoutMutationVariables = Exact<{
  input: DonationCheckoutInput;
}>;


export type StartDonationCheckoutMutation = { startDonationCheckout: { url: string, sessionId: string } };

export type StartChargeCheckoutMutationVariables = Exact<{
  input: ChargeCheckoutInput;
}>;


export type StartChargeCheckoutMutation = { startChargeCheckout: { url: string, sessionId: string } };

export type CheckoutStatusQueryVariables = Exact<{
  input: CheckoutStatusInput;
}>;


export type CheckoutStatusQuery = { checkoutStatus: { state: CheckoutState, receiptUrl: string | null } };

export type EventCardFieldsFragment = { id: string, slug: string, title: string, description: string | null, imageUrl: string | null, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number, waitlistEnabled: boolean, tags: Array<string> };

export type PublicEventsQueryVariables = Exact<{
  search?: string | null | undefined;
  when: EventWhen;
  page: number;
  limit: number;
}>;


export type PublicEventsQuery = { events: { total: number, page: number, limit: number, items: Array<{ id: string, slug: string, title: string, description: string | null, imageUrl: string | null, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number, waitlistEnabled: boolean, tags: Array<string> }> } };

export type EventsInMonthQueryVariables = Exact<{
  year: number;
  month: number;
}>;


export type EventsInMonthQuery = { eventsInMonth: Array<{ id: string, slug: string, title: string, description: string | null, imageUrl: string | null, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number, waitlistEnabled: boolean, tags: Array<string> }> };

export type PublicEventQueryVariables = Exact<{
  slug: string;
}>;


export type PublicEventQuery = { event: { content: string | null, endDate: string | null, contactEmail: string | null, contactPhone: string | null, registrationRequired: boolean, registrationDeadline: string | null, id: string, slug: string, title: string, description: string | null, imageUrl: string | null, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number, waitlistEnabled: boolean, tags: Array<string> } };

export type RsvpEventMutationVariables = Exact<{
  input: RsvpInput;
}>;


export type RsvpEventMutation = { rsvpEvent: { attendees: number, status: RsvpStatus, waitlistPosition: number | null, event: { id: string, currentAttendees: number, maxAttendees: number | null } } };

export type GalleryAlbumsQueryVariables = Exact<{
  year?: number | null | undefined;
  page: number;
  limit: number;
}>;


export type GalleryAlbumsQuery = { galleryAlbums: { total: number, page: number, limit: number, items: Array<{ slug: string, name: string, year: number | null, photoCount: number, cover: { id: string, title: string, imageUrl: string, thumbnailUrl: string | null } }> } };

export type GalleryYearsQueryVariables = Exact<{ [key: string]: never; }>;


export type GalleryYearsQuery = { galleryYears: Array<number> };

export type GalleryAlbumQueryVariables = Exact<{
  slug: string;
}>;


export type GalleryAlbumQuery = { galleryAlbum: { slug: string, name: string, year: number | null, photoCount: number, photos: Array<{ id: string, title: string, description: string | null, imageUrl: string, thumbnailUrl: string | null, photographer: string | null, takenDate: string | null, location: string | null }> } };

export type HomeStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeStatsQuery = { publicStats: { activeMembers: number, projectsCompleted: number, eventsHosted: number, yearsServing: number } };

export type HomeProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeProjectsQuery = { projects: { items: Array<{ id: string, slug: string, title: string, description: string | null, imageUrl: string | null, completionPercentage: number, progress: ProjectProgress }> } };

export type HomeEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeEventsQuery = { events: { items: Array<{ id: string, slug: string, title: string, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number, waitlistEnabled: boolean }> } };

export type HomeTestimonialsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeTestimonialsQuery = { testimonials: Array<{ id: string, name: string, role: string, message: string, imageUrl: string | null }> };

export type HomeNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeNewsQuery = { news: { items: Array<{ id: string, slug: string, title: string, publishedAt: string | null, createdAt: string }> } };

export type ApplyForMembershipMutationVariables = Exact<{
  input: MembershipApplicationInput;
}>;


export type ApplyForMembershipMutation = { applyForMembership: { id: string, status: MemberStatus } };

export type JoinMembershipClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type JoinMembershipClassesQuery = { membershipClasses: Array<{ id: string, name: string, annualFeeCents: number, concessionFeeCents: number | null, household: boolean }> };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
  website?: string | null | undefined;
  page?: string | null | undefined;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: boolean };

export type MemberHeaderQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberHeaderQuery = { memberAccount: { firstName: string } | null };

export type MemberAccountFieldsFragment = { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> };

export type MemberAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberAccountQuery = { memberAccount: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } | null };

export type RequestMemberSignInMutationVariables = Exact<{
  email: string;
}>;


export type RequestMemberSignInMutation = { requestMemberSignIn: string };

export type SignInMemberMutationVariables = Exact<{
  token: string;
}>;


export type SignInMemberMutation = { signInMember: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type ConfirmMemberEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmMemberEmailChangeMutation = { confirmMemberEmailChange: boolean };

export type SignOutMemberMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMemberMutation = { signOutMember: boolean };

export type UpdateMemberDetailsMutationVariables = Exact<{
  input: MemberDetailsInput;
}>;


export type UpdateMemberDetailsMutation = { updateMemberDetails: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type RequestMemberEmailChangeMutationVariables = Exact<{
  email: string;
}>;


export type RequestMemberEmailChangeMutation = { requestMemberEmailChange: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type RequestMemberDetailsChangeMutationVariables = Exact<{
  input: MemberDetailsChangeInput;
}>;


export type RequestMemberDetailsChangeMutation = { requestMemberDetailsChange: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type UpdateMyRsvpMutationVariables = Exact<{
  id: string | number;
  attendees: number;
}>;


export type UpdateMyRsvpMutation = { updateMyRsvp: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type CancelMyRsvpMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMyRsvpMutation = { cancelMyRsvp: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type SetMyNewsletterSubscriptionMutationVariables = Exact<{
  subscribed: boolean;
}>;


export type SetMyNewsletterSubscriptionMutation = { setMyNewsletterSubscription: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type CreateMemberCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateMemberCalendarFeedMutation = { createMemberCalendarFeed: { url: string, createdAt: string } };

export type RevokeMemberCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeMemberCalendarFeedMutation = { revokeMemberCalendarFeed: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type ExportMyPersonalDataMutationVariables = Exact<{ [key: string]: never; }>;


export type ExportMyPersonalDataMutation = { exportMyPersonalData: { filename: string, json: string } };

export type RequestMyErasureMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestMyErasureMutation = { requestMyErasure: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type MyChargeFieldsFragment = { id: string, description: string, amountCents: number, amount: string, owingCents: number, owing: string, dueDate: string | null, dueDateText: string | null, reference: string, paid: boolean, receipts: Array<{ number: number, url: string, issuedAt: string }> };

export type MyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMembershipQuery = { myMembership: { className: string | null, household: boolean, concession: boolean, status: MemberStatus, financialUntil: string | null, financialUntilText: string | null, bankTransfer: { accountName: string, bsb: string, accountNumber: string } | null, openCharges: Array<{ id: string, description: string, amountCents: number, amount: string, owingCents: number, owing: string, dueDate: string | null, dueDateText: string | null, reference: string, paid: boolean, receipts: Array<{ number: number, url: string, issuedAt: string }> }>, paidCharges: Array<{ id: string, description: string, amountCents: number, amount: string, owingCents: number, owing: string, dueDate: string | null, dueDateText: string | null, reference: string, paid: boolean, receipts: Array<{ number: number, url: string, issuedAt: string }> }> } };

export type MyRenewalQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRenewalQuery = { myRenewal: { standing: RenewalStanding, financialUntil: string, unfinancialFrom: string, ceasesOn: string, amountCents: number | null, reference: string | null, dueDate: string | null } | null };

export type ResignMembershipMutationVariables = Exact<{
  input: ResignMembershipInput;
}>;


export type ResignMembershipMutation = { resignMembership: { memberNumber: number, fullName: string, firstName: string, email: string, pendingEmail: string | null, phone: string, whatsappJointStatus: YesNo | null, address: string | null, languageSpoken: string | null, numAdults: number | null, numChildren: number | null, memberType: MemberType, status: MemberStatus, joinDate: string, appliedAt: string, rejectionReason: string | null, newsletterSubscribed: boolean, calendarFeedCreatedAt: string | null, erasureRequestedAt: string | null, changeRequests: Array<{ id: string, fullName: string | null, address: string | null, status: MemberChangeRequestStatus, requestedAt: string, decidedAt: string | null }>, rsvps: Array<{ id: string, eventTitle: string, eventSlug: string, eventDate: string, location: string | null, attendees: number, status: RsvpStatus, waitlistPosition: number | null, maxParty: number }> } };

export type PublicNewsQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type PublicNewsQuery = { news: { total: number, page: number, limit: number, items: Array<{ id: string, slug: string, title: string, description: string | null, featured: boolean, publishedAt: string | null, createdAt: string }> } };

export type PublicNewsItemQueryVariables = Exact<{
  slug: string;
}>;


export type PublicNewsItemQuery = { newsItem: { id: string, slug: string, title: string, description: string | null, content: string | null, featured: boolean, publishedAt: string | null, createdAt: string, tags: Array<string> } };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterMutation = { confirmNewsletterSubscription: { status: SubscriberStatus | null, changed: boolean } };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeNewsletterMutation = { unsubscribeNewsletter: { status: SubscriberStatus | null, changed: boolean } };

export type ProjectCardFieldsFragment = { id: string, slug: string, title: string, description: string | null, imageUrl: string | null, completionPercentage: number, progress: ProjectProgress, tags: Array<string> };

export type PublicProjectsQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: ProjectProgress | null | undefined;
  tag?: string | null | undefined;
  page: number;
  limit: number;
}>;


export type PublicProjectsQuery = { projects: { total: number, page: number, limit: number, items: Array<{ id: string, slug: string, title: string, description: string | null, imageUrl: string | null, completionPercentage: number, progress: ProjectProgress, tags: Array<string> }> } };

export type ProjectCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectCountsQuery = { all: { total: number, items: Array<{ id: string, tags: Array<string> }> }, planned: { total: number }, inProgress: { total: number }, completed: { total: number } };

export type PublicProjectQueryVariables = Exact<{
  slug: string;
}>;


export type PublicProjectQuery = { project: { content: string | null, startDate: string | null, endDate: string | null, budget: number | null, location: string | null, coordinator: string | null, priority: number, id: string, slug: string, title: string, description: string | null, imageUrl: string | null, completionPercentage: number, progress: ProjectProgress, tags: Array<string>, photos: Array<{ id: string, title: string, description: string | null, imageUrl: string, thumbnailUrl: string | null }>, downloads: Array<{ id: string, title: string, fileName: string | null, fileSize: number | null }>, related: Array<{ id: string, slug: string, title: string, description: string | null, imageUrl: string | null, completionPercentage: number, progress: ProjectProgress, tags: Array<string> }> } };

export type ResourceStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourceStatsQuery = { resourceStats: { total: number, totalDownloads: number, categories: Array<string>, types: Array<ResourceType> } };

export type PublicResourcesQueryVariables = Exact<{
  search?: string | null | undefined;
  type?: ResourceType | null | undefined;
  category?: string | null | undefined;
  page: number;
  limit: number;
}>;


export type PublicResourcesQuery = { resources: { total: number, page: number, limit: number, items: Array<{ id: string, title: string, description: string | null, resourceType: ResourceType, category: string | null, version: string, fileName: string | null, fileSize: number | null, downloadCount: number }> } };

export type ManagedRsvpFieldsFragment = { name: string, attendees: number, status: RsvpStatus, waitlistPosition: number | null, changeable: boolean, event: { id: string, slug: string, title: string, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number } };

export type ManagedRsvpQueryVariables = Exact<{
  token: string;
}>;


export type ManagedRsvpQuery = { rsvpByToken: { name: string, attendees: number, status: RsvpStatus, waitlistPosition: number | null, changeable: boolean, event: { id: string, slug: string, title: string, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number } } };

export type UpdateRsvpMutationVariables = Exact<{
  token: string;
  attendees: number;
}>;


export type UpdateRsvpMutation = { updateRsvp: { name: string, attendees: number, status: RsvpStatus, waitlistPosition: number | null, changeable: boolean, event: { id: string, slug: string, title: string, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number } } };

export type CancelRsvpMutationVariables = Exact<{
  token: string;
}>;


export type CancelRsvpMutation = { cancelRsvp: { name: string, attendees: number, status: RsvpStatus, waitlistPosition: number | null, changeable: boolean, event: { id: string, slug: string, title: string, eventDate: string | null, location: string | null, maxAttendees: number | null, currentAttendees: number } } };

export type SiteSearchQueryVariables = Exact<{
  q: string;
  page: number;
}>;


export type SiteSearchQuery = { search: { total: number, page: number, limit: number, items: Array<{ kind: SearchKind, title: string, path: string, titleParts: Array<{ text: string, match: boolean }>, snippet: Array<{ text: string, match: boolean }> }> } };

export type RetentionSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionSettingsQuery = { retentionSettings: { rejectedApplicationDays: number, contactMessageDays: number, outboxBodyDays: number, cancelledRsvpDays: number } };

export type SiteSettingsFieldsFragment = { siteName: string, contactEmail: string, contactPhone: string, address: string, state: string, socialLabel: string, socialUrl: string, supportHours: string, donationTiers: Array<{ amount: number, impact: string }> };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { siteName: string, contactEmail: string, contactPhone: string, address: string, state: string, socialLabel: string, socialUrl: string, supportHours: string, donationTiers: Array<{ amount: number, impact: string }> } };

export const AdminMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminMemberFieldsFragment, unknown>;
export const AdminMemberPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminMemberPageFieldsFragment, unknown>;
export const NewsletterIssueCountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterIssueCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NewsletterIssueCountsFieldsFragment, unknown>;
export const NewsletterDraftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NewsletterDraftFieldsFragment, unknown>;
export const MemberNoticeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"byPost"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"noAddress"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<MemberNoticeFieldsFragment, unknown>;
export const AdminPersonalDataCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPersonalDataCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalDataCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscriptions"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"}},{"kind":"Field","name":{"kind":"Name","value":"outboxEmails"}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"memberChangeRequests"}},{"kind":"Field","name":{"kind":"Name","value":"memberSessions"}},{"kind":"Field","name":{"kind":"Name","value":"memberLinks"}},{"kind":"Field","name":{"kind":"Name","value":"memberErasureRequests"}},{"kind":"Field","name":{"kind":"Name","value":"jobs"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}}]}}]} as unknown as DocumentNode<AdminPersonalDataCountsFragment, unknown>;
export const MembershipYearFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipYearFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"financialYearStartMonth"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"reminderOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"ceaseAfterUnfinancialDays"}},{"kind":"Field","name":{"kind":"Name","value":"renewalsPaused"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankBsb"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"dgr"}},{"kind":"Field","name":{"kind":"Name","value":"dgrFundName"}}]}}]} as unknown as DocumentNode<MembershipYearFieldsFragment, unknown>;
export const AdminMembershipClassFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"concessionFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"household"}},{"kind":"Field","name":{"kind":"Name","value":"renews"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<AdminMembershipClassFieldsFragment, unknown>;
export const StaffUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<StaffUserFieldsFragment, unknown>;
export const TreasurerChargeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreasurerChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"payerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"voidedReason"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"owingCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TreasurerChargeFieldsFragment, unknown>;
export const TreasurerEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreasurerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<TreasurerEntryFieldsFragment, unknown>;
export const StaffSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<StaffSessionFragment, unknown>;
export const EventCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<EventCardFieldsFragment, unknown>;
export const MemberAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<MemberAccountFieldsFragment, unknown>;
export const MyChargeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"owingCents"}},{"kind":"Field","name":{"kind":"Name","value":"owing"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateText"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}}]}}]}}]} as unknown as DocumentNode<MyChargeFieldsFragment, unknown>;
export const ProjectCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completionPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<ProjectCardFieldsFragment, unknown>;
export const ManagedRsvpFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedRsvpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedRsvp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}}]}}]}}]} as unknown as DocumentNode<ManagedRsvpFieldsFragment, unknown>;
export const SiteSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"socialLabel"}},{"kind":"Field","name":{"kind":"Name","value":"socialUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"donationTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsFieldsFragment, unknown>;
export const EventAttendeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventAttendees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventAttendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"goingPlaces"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistedPlaces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"goingParties"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"toldOfChangeAt"}}]}}]}}]}}]} as unknown as DocumentNode<EventAttendeesQuery, EventAttendeesQueryVariables>;
export const ExportEventAttendeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportEventAttendees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportEventAttendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<ExportEventAttendeesQuery, ExportEventAttendeesQueryVariables>;
export const CancelAttendeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAttendee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAttendee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelAttendeeMutation, CancelAttendeeMutationVariables>;
export const CheckInRsvpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInRsvp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkedIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInRsvp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkedIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkedIn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]}}]} as unknown as DocumentNode<CheckInRsvpMutation, CheckInRsvpMutationVariables>;
export const EmailAttendeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailAttendees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailAttendeesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAttendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"skippedStaffAdded"}},{"kind":"Field","name":{"kind":"Name","value":"skippedReason"}}]}}]}}]} as unknown as DocumentNode<EmailAttendeesMutation, EmailAttendeesMutationVariables>;
export const AddAttendeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAttendee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAttendeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAttendee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]}}]} as unknown as DocumentNode<AddAttendeeMutation, AddAttendeeMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectName"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AuditPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AuditPeopleQuery, AuditPeopleQueryVariables>;
export const CmsContentChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CmsContentChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}}]}}]}}]} as unknown as DocumentNode<CmsContentChangedSubscription, CmsContentChangedSubscriptionVariables>;
export const CmsDashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"past"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"news"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"byType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"totalDownloads"}},{"kind":"Field","name":{"kind":"Name","value":"byType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CmsDashboardStatsQuery, CmsDashboardStatsQueryVariables>;
export const CmsRecentActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsRecentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<CmsRecentActivityQuery, CmsRecentActivityQueryVariables>;
export const CmsProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"adminProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"coordinator"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"completionPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<CmsProjectsQuery, CmsProjectsQueryVariables>;
export const CmsCreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsCreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CmsCreateProjectMutation, CmsCreateProjectMutationVariables>;
export const CmsUpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsUpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}}]}}]}}]} as unknown as DocumentNode<CmsUpdateProjectMutation, CmsUpdateProjectMutationVariables>;
export const CmsDeleteProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsDeleteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsDeleteProjectMutation, CmsDeleteProjectMutationVariables>;
export const CmsRestoreProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsRestoreProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"restoreProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsRestoreProjectMutation, CmsRestoreProjectMutationVariables>;
export const CmsPurgeProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsPurgeProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"purged"},"name":{"kind":"Name","value":"purgeProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CmsPurgeProjectMutation, CmsPurgeProjectMutationVariables>;
export const CmsBulkProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsBulkProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"bulkUpdateProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}]}]}}]} as unknown as DocumentNode<CmsBulkProjectsMutation, CmsBulkProjectsMutationVariables>;
export const CmsEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"adminEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}}]}}]}}]}}]} as unknown as DocumentNode<CmsEventsQuery, CmsEventsQueryVariables>;
export const CmsCreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsCreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CmsCreateEventMutation, CmsCreateEventMutationVariables>;
export const CmsUpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsUpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}}]}}]}}]} as unknown as DocumentNode<CmsUpdateEventMutation, CmsUpdateEventMutationVariables>;
export const CmsDeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsDeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsDeleteEventMutation, CmsDeleteEventMutationVariables>;
export const CmsRestoreEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsRestoreEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"restoreEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsRestoreEventMutation, CmsRestoreEventMutationVariables>;
export const CmsPurgeEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsPurgeEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"purged"},"name":{"kind":"Name","value":"purgeEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CmsPurgeEventMutation, CmsPurgeEventMutationVariables>;
export const CmsBulkEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsBulkEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"bulkUpdateEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}]}]}}]} as unknown as DocumentNode<CmsBulkEventsMutation, CmsBulkEventsMutationVariables>;
export const CmsGalleryItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsGalleryItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"adminGalleryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"galleryType"}},{"kind":"Field","name":{"kind":"Name","value":"albumName"}},{"kind":"Field","name":{"kind":"Name","value":"photographer"}},{"kind":"Field","name":{"kind":"Name","value":"takenDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"albumSlug"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}}]}}]}}]}}]} as unknown as DocumentNode<CmsGalleryItemsQuery, CmsGalleryItemsQueryVariables>;
export const CmsCreateGalleryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsCreateGalleryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"createGalleryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CmsCreateGalleryItemMutation, CmsCreateGalleryItemMutationVariables>;
export const CmsUpdateGalleryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsUpdateGalleryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"updateGalleryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}}]}}]}}]} as unknown as DocumentNode<CmsUpdateGalleryItemMutation, CmsUpdateGalleryItemMutationVariables>;
export const CmsDeleteGalleryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsDeleteGalleryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"deleteGalleryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsDeleteGalleryItemMutation, CmsDeleteGalleryItemMutationVariables>;
export const CmsRestoreGalleryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsRestoreGalleryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"restoreGalleryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsRestoreGalleryItemMutation, CmsRestoreGalleryItemMutationVariables>;
export const CmsPurgeGalleryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsPurgeGalleryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"purged"},"name":{"kind":"Name","value":"purgeGalleryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CmsPurgeGalleryItemMutation, CmsPurgeGalleryItemMutationVariables>;
export const CmsBulkGalleryItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsBulkGalleryItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"bulkUpdateGalleryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}]}]}}]} as unknown as DocumentNode<CmsBulkGalleryItemsMutation, CmsBulkGalleryItemsMutationVariables>;
export const CmsResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsResources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"adminResources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}}]}}]}}]}}]} as unknown as DocumentNode<CmsResourcesQuery, CmsResourcesQueryVariables>;
export const CmsCreateResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsCreateResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"createResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CmsCreateResourceMutation, CmsCreateResourceMutationVariables>;
export const CmsUpdateResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsUpdateResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"updateResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}}]}}]}}]} as unknown as DocumentNode<CmsUpdateResourceMutation, CmsUpdateResourceMutationVariables>;
export const CmsDeleteResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsDeleteResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"deleteResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsDeleteResourceMutation, CmsDeleteResourceMutationVariables>;
export const CmsRestoreResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsRestoreResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"restoreResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsRestoreResourceMutation, CmsRestoreResourceMutationVariables>;
export const CmsPurgeResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsPurgeResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"purged"},"name":{"kind":"Name","value":"purgeResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CmsPurgeResourceMutation, CmsPurgeResourceMutationVariables>;
export const CmsBulkResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsBulkResources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"bulkUpdateResources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}]}]}}]} as unknown as DocumentNode<CmsBulkResourcesMutation, CmsBulkResourcesMutationVariables>;
export const CmsTestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsTestimonials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"adminTestimonials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]}}]} as unknown as DocumentNode<CmsTestimonialsQuery, CmsTestimonialsQueryVariables>;
export const CmsCreateTestimonialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsCreateTestimonial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestimonialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"createTestimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CmsCreateTestimonialMutation, CmsCreateTestimonialMutationVariables>;
export const CmsUpdateTestimonialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsUpdateTestimonial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestimonialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"updateTestimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}}]}}]}}]} as unknown as DocumentNode<CmsUpdateTestimonialMutation, CmsUpdateTestimonialMutationVariables>;
export const CmsDeleteTestimonialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsDeleteTestimonial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"deleteTestimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsDeleteTestimonialMutation, CmsDeleteTestimonialMutationVariables>;
export const CmsRestoreTestimonialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsRestoreTestimonial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"restoreTestimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsRestoreTestimonialMutation, CmsRestoreTestimonialMutationVariables>;
export const CmsPurgeTestimonialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsPurgeTestimonial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"purged"},"name":{"kind":"Name","value":"purgeTestimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CmsPurgeTestimonialMutation, CmsPurgeTestimonialMutationVariables>;
export const CmsBulkTestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsBulkTestimonials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"bulkUpdateTestimonials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}]}]}}]} as unknown as DocumentNode<CmsBulkTestimonialsMutation, CmsBulkTestimonialsMutationVariables>;
export const CmsNewsItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsNewsItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"adminNewsItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<CmsNewsItemsQuery, CmsNewsItemsQueryVariables>;
export const CmsCreateNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsCreateNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"createNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CmsCreateNewsMutation, CmsCreateNewsMutationVariables>;
export const CmsUpdateNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsUpdateNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"updateNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowVersion"}}]}}]}}]} as unknown as DocumentNode<CmsUpdateNewsMutation, CmsUpdateNewsMutationVariables>;
export const CmsDeleteNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsDeleteNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"deleteNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsDeleteNewsMutation, CmsDeleteNewsMutationVariables>;
export const CmsRestoreNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsRestoreNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"restoreNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]} as unknown as DocumentNode<CmsRestoreNewsMutation, CmsRestoreNewsMutationVariables>;
export const CmsPurgeNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsPurgeNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"purged"},"name":{"kind":"Name","value":"purgeNews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CmsPurgeNewsMutation, CmsPurgeNewsMutationVariables>;
export const CmsBulkNewsItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CmsBulkNewsItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"bulkUpdateNewsItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}]}]}}]} as unknown as DocumentNode<CmsBulkNewsItemsMutation, CmsBulkNewsItemsMutationVariables>;
export const AdminDashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unhandledContactMessageCount"}},{"kind":"Field","name":{"kind":"Name","value":"adminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeProjects"}},{"kind":"Field","name":{"kind":"Name","value":"totalProjects"}},{"kind":"Field","name":{"kind":"Name","value":"publishedGalleryItems"}},{"kind":"Field","name":{"kind":"Name","value":"totalGalleryItems"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardStatsQuery, AdminDashboardStatsQueryVariables>;
export const AdminDashboardEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardEventsQuery, AdminDashboardEventsQueryVariables>;
export const AdminDashboardProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"completionPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardProjectsQuery, AdminDashboardProjectsQueryVariables>;
export const AdminDashboardTestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardTestimonials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTestimonials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardTestimonialsQuery, AdminDashboardTestimonialsQueryVariables>;
export const AdminDashboardMemberChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminDashboardMemberChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardMemberChangedSubscription, AdminDashboardMemberChangedSubscriptionVariables>;
export const AdminDashboardContentChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminDashboardContentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardContentChangedSubscription, AdminDashboardContentChangedSubscriptionVariables>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminMailStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messages"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unhandledContactMessageCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messages"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"emailDeliveryConfigured"}}]}}]} as unknown as DocumentNode<AdminMailStatusQuery, AdminMailStatusQueryVariables>;
export const AdminContactMessageChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminContactMessageChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessageChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminContactMessageChangedSubscription, AdminContactMessageChangedSubscriptionVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminDemoAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDemoAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoMode"}},{"kind":"Field","name":{"kind":"Name","value":"demoAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminDemoAccountsQuery, AdminDemoAccountsQueryVariables>;
export const AdminMemberChangeRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberChangeRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberChangeRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMemberChangeRequestsQuery, AdminMemberChangeRequestsQueryVariables>;
export const AdminDecideMemberChangeRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDecideMemberChangeRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideMemberChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<AdminDecideMemberChangeRequestMutation, AdminDecideMemberChangeRequestMutationVariables>;
export const AdminMemberAfterChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberAfterChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminMemberAfterChangeQuery, AdminMemberAfterChangeQueryVariables>;
export const AdminApproveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminApproveMemberMutation, AdminApproveMemberMutationVariables>;
export const AdminRejectMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminRejectMemberMutation, AdminRejectMemberMutationVariables>;
export const AdminReconsiderMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReconsiderMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconsiderMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminReconsiderMemberMutation, AdminReconsiderMemberMutationVariables>;
export const AdminSetJoinDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetJoinDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"joinDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"joinDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"joinDate"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminSetJoinDateMutation, AdminSetJoinDateMutationVariables>;
export const MemberFormClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberFormClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipClasses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"concessionFeeCents"}}]}}]}}]} as unknown as DocumentNode<MemberFormClassesQuery, MemberFormClassesQueryVariables>;
export const AdminMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSortInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberPageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}}]} as unknown as DocumentNode<AdminMembersQuery, AdminMembersQueryVariables>;
export const AdminAllMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAllMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}}]} as unknown as DocumentNode<AdminAllMembersQuery, AdminAllMembersQueryVariables>;
export const AdminCreateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminCreateMemberMutation, AdminCreateMemberMutationVariables>;
export const AdminUpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>;
export const AdminMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminMemberQuery, AdminMemberQueryVariables>;
export const AdminDeactivateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeactivateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminDeactivateMemberMutation, AdminDeactivateMemberMutationVariables>;
export const AdminReactivateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReactivateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminReactivateMemberMutation, AdminReactivateMemberMutationVariables>;
export const AdminDeleteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>;
export const AdminExportMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExportMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<AdminExportMembersQuery, AdminExportMembersQueryVariables>;
export const AdminMemberChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminMemberChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMemberChangedSubscription, AdminMemberChangedSubscriptionVariables>;
export const AdminMemberHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"StringValue","value":"member","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMemberHistoryQuery, AdminMemberHistoryQueryVariables>;
export const AdminContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"handled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledBy"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export const AdminUpdateContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledBy"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateContactMessageMutation, AdminUpdateContactMessageMutationVariables>;
export const AdminDeleteContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}]}}]} as unknown as DocumentNode<AdminDeleteContactMessageMutation, AdminDeleteContactMessageMutationVariables>;
export const AdminNewsletterSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsletterSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentPage"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminNewsletterSubscribersQuery, AdminNewsletterSubscribersQueryVariables>;
export const AdminRemoveSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNewsletterSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}]}}]} as unknown as DocumentNode<AdminRemoveSubscriberMutation, AdminRemoveSubscriberMutationVariables>;
export const AdminExportSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExportSubscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportNewsletterSubscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<AdminExportSubscribersQuery, AdminExportSubscribersQueryVariables>;
export const AdminEmailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEmailOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminEmailOutboxQuery, AdminEmailOutboxQueryVariables>;
export const AdminOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<AdminOutboxMessageQuery, AdminOutboxMessageQueryVariables>;
export const AdminRetryOutboxEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetryOutboxEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryOutboxEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]} as unknown as DocumentNode<AdminRetryOutboxEmailMutation, AdminRetryOutboxEmailMutationVariables>;
export const NewsletterPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<NewsletterPreviewQuery, NewsletterPreviewQueryVariables>;
export const NewsletterAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterAudience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscriberCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}}]}}]}}]} as unknown as DocumentNode<NewsletterAudienceQuery, NewsletterAudienceQueryVariables>;
export const SendNewsletterTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletterTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletterTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendNewsletterTestMutation, SendNewsletterTestMutationVariables>;
export const SendNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendNewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendNewsletterMutation, SendNewsletterMutationVariables>;
export const NewsletterIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterIssueCountsFields"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterIssueCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NewsletterIssueQuery, NewsletterIssueQueryVariables>;
export const NewsletterIssuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterIssues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterIssueCountsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterIssueCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NewsletterIssuesQuery, NewsletterIssuesQueryVariables>;
export const NewsletterDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<NewsletterDeliveriesQuery, NewsletterDeliveriesQueryVariables>;
export const NewsletterDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterDraftFields"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NewsletterDraftsQuery, NewsletterDraftsQueryVariables>;
export const NewsletterDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterDraftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NewsletterDraftQuery, NewsletterDraftQueryVariables>;
export const SaveNewsletterDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNewsletterDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveNewsletterDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNewsletterDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterDraftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveNewsletterDraftMutation, SaveNewsletterDraftMutationVariables>;
export const DeleteNewsletterDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNewsletterDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNewsletterDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNewsletterDraftMutation, DeleteNewsletterDraftMutationVariables>;
export const MemberNoticeClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNoticeClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipClasses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<MemberNoticeClassesQuery, MemberNoticeClassesQueryVariables>;
export const MemberNoticeAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNoticeAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberNoticeAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNoticeAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"byEmail"}},{"kind":"Field","name":{"kind":"Name","value":"byPost"}}]}}]}}]} as unknown as DocumentNode<MemberNoticeAudienceQuery, MemberNoticeAudienceQueryVariables>;
export const SendMemberNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMemberNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMemberNoticeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMemberNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<SendMemberNoticeMutation, SendMemberNoticeMutationVariables>;
export const MemberNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNotices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNoticeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"byPost"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"noAddress"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<MemberNoticesQuery, MemberNoticesQueryVariables>;
export const MemberNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNoticeFields"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"byPost"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"noAddress"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<MemberNoticeQuery, MemberNoticeQueryVariables>;
export const MemberNoticeRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNoticeRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberNoticeRecipientsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNoticeRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<MemberNoticeRecipientsQuery, MemberNoticeRecipientsQueryVariables>;
export const MemberNoticePostListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNoticePostList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noticeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNoticePostList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"noticeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noticeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<MemberNoticePostListQuery, MemberNoticePostListQueryVariables>;
export const AcceptInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const PasswordLinkStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordLinkState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordLinkPurpose"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordLinkState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"purpose"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<PasswordLinkStateQuery, PasswordLinkStateQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const AdminPendingMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PendingFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberPageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicantFullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofStatus"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofType"}},{"kind":"Field","name":{"kind":"Name","value":"residencyProofReceivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"membershipClassId"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByStaff"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"receiptRequested"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberFields"}}]}}]}}]} as unknown as DocumentNode<AdminPendingMembersQuery, AdminPendingMembersQueryVariables>;
export const AdminPendingMemberChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminPendingMemberChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPendingMemberChangedSubscription, AdminPendingMemberChangedSubscriptionVariables>;
export const AdminApproveMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApproveMembersMutation, AdminApproveMembersMutationVariables>;
export const AdminRejectMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectMembersMutation, AdminRejectMembersMutationVariables>;
export const AdminPersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPersonalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPersonalDataCounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outboxEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPersonalDataCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalDataCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscriptions"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"}},{"kind":"Field","name":{"kind":"Name","value":"outboxEmails"}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"memberChangeRequests"}},{"kind":"Field","name":{"kind":"Name","value":"memberSessions"}},{"kind":"Field","name":{"kind":"Name","value":"memberLinks"}},{"kind":"Field","name":{"kind":"Name","value":"memberErasureRequests"}},{"kind":"Field","name":{"kind":"Name","value":"jobs"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}}]}}]} as unknown as DocumentNode<AdminPersonalDataQuery, AdminPersonalDataQueryVariables>;
export const AdminExportPersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminExportPersonalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPersonalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"htmlFilename"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]} as unknown as DocumentNode<AdminExportPersonalDataMutation, AdminExportPersonalDataMutationVariables>;
export const AdminErasePersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminErasePersonalData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ErasePersonalDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasePersonalData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPersonalDataCounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kept"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"}},{"kind":"Field","name":{"kind":"Name","value":"chargesVoided"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPersonalDataCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalDataCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscriptions"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessages"}},{"kind":"Field","name":{"kind":"Name","value":"outboxEmails"}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"memberChangeRequests"}},{"kind":"Field","name":{"kind":"Name","value":"memberSessions"}},{"kind":"Field","name":{"kind":"Name","value":"memberLinks"}},{"kind":"Field","name":{"kind":"Name","value":"memberErasureRequests"}},{"kind":"Field","name":{"kind":"Name","value":"jobs"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}}]}}]} as unknown as DocumentNode<AdminErasePersonalDataMutation, AdminErasePersonalDataMutationVariables>;
export const AdminRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRetention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectedApplicationDays"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessageDays"}},{"kind":"Field","name":{"kind":"Name","value":"outboxBodyDays"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledRsvpDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retentionPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runsAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRetentionQuery, AdminRetentionQueryVariables>;
export const AdminUpdateRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRetention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRetentionSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectedApplicationDays"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessageDays"}},{"kind":"Field","name":{"kind":"Name","value":"outboxBodyDays"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledRsvpDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateRetentionMutation, AdminUpdateRetentionMutationVariables>;
export const AdminMemberErasureRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberErasureRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberErasureRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMemberErasureRequestsQuery, AdminMemberErasureRequestsQueryVariables>;
export const AdminMemberRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberRegister"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRegister"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"formerStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"memberClass"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"former"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMemberRegisterQuery, AdminMemberRegisterQueryVariables>;
export const AdminExportMemberRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExportMemberRegister"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMemberRegister"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<AdminExportMemberRegisterQuery, AdminExportMemberRegisterQueryVariables>;
export const AdminRenewalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRenewals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewalsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"remindedOffsets"}},{"kind":"Field","name":{"kind":"Name","value":"unfinancialFrom"}},{"kind":"Field","name":{"kind":"Name","value":"ceasesOn"}},{"kind":"Field","name":{"kind":"Name","value":"chargeReference"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"chargeDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"ceasedReason"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRenewalsQuery, AdminRenewalsQueryVariables>;
export const AdminRenewalSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRenewalSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewalSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"unfinancial"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}}]}}]} as unknown as DocumentNode<AdminRenewalSummaryQuery, AdminRenewalSummaryQueryVariables>;
export const AdminSetRenewalsPausedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetRenewalsPaused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewalsPausedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRenewalsPaused"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"unfinancial"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}}]}}]} as unknown as DocumentNode<AdminSetRenewalsPausedMutation, AdminSetRenewalsPausedMutationVariables>;
export const AdminUndoLapseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUndoLapse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UndoLapseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoLapse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminUndoLapseMutation, AdminUndoLapseMutationVariables>;
export const AdminMembershipYearSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembershipYearSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipYearSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipYearFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipYearFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"financialYearStartMonth"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"reminderOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"ceaseAfterUnfinancialDays"}},{"kind":"Field","name":{"kind":"Name","value":"renewalsPaused"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankBsb"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"dgr"}},{"kind":"Field","name":{"kind":"Name","value":"dgrFundName"}}]}}]} as unknown as DocumentNode<AdminMembershipYearSettingsQuery, AdminMembershipYearSettingsQueryVariables>;
export const AdminUpdateMembershipYearSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMembershipYearSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipYearSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembershipYearSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipYearFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipYearFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipYearSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"financialYearStartMonth"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"reminderOffsetDays"}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"ceaseAfterUnfinancialDays"}},{"kind":"Field","name":{"kind":"Name","value":"renewalsPaused"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankBsb"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"dgr"}},{"kind":"Field","name":{"kind":"Name","value":"dgrFundName"}}]}}]} as unknown as DocumentNode<AdminUpdateMembershipYearSettingsMutation, AdminUpdateMembershipYearSettingsMutationVariables>;
export const AdminMembershipClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembershipClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipClasses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMembershipClassFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"concessionFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"household"}},{"kind":"Field","name":{"kind":"Name","value":"renews"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<AdminMembershipClassesQuery, AdminMembershipClassesQueryVariables>;
export const AdminCreateMembershipClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateMembershipClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMembershipClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMembershipClassFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"concessionFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"household"}},{"kind":"Field","name":{"kind":"Name","value":"renews"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<AdminCreateMembershipClassMutation, AdminCreateMembershipClassMutationVariables>;
export const AdminUpdateMembershipClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMembershipClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipClassInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembershipClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMembershipClassFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"concessionFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"household"}},{"kind":"Field","name":{"kind":"Name","value":"renews"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<AdminUpdateMembershipClassMutation, AdminUpdateMembershipClassMutationVariables>;
export const AdminArchiveMembershipClassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArchiveMembershipClass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipClassArchiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveMembershipClass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMembershipClassFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipClassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipClass"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"concessionFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"household"}},{"kind":"Field","name":{"kind":"Name","value":"renews"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]} as unknown as DocumentNode<AdminArchiveMembershipClassMutation, AdminArchiveMembershipClassMutationVariables>;
export const AdminUpdateSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"socialLabel"}},{"kind":"Field","name":{"kind":"Name","value":"socialUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"donationTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateSiteSettingsMutation, AdminUpdateSiteSettingsMutationVariables>;
export const AdminSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"socialLabel"}},{"kind":"Field","name":{"kind":"Name","value":"socialUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"donationTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}}]}}]}}]} as unknown as DocumentNode<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>;
export const StaffUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<StaffUsersQuery, StaffUsersQueryVariables>;
export const InviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const UpdateStaffRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateStaffRoleMutation, UpdateStaffRoleMutationVariables>;
export const DeactivateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DeactivateStaffMutation, DeactivateStaffMutationVariables>;
export const ReactivateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ReactivateStaffMutation, ReactivateStaffMutationVariables>;
export const ResendInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ResendInviteMutation, ResendInviteMutationVariables>;
export const TreasurerOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreasurerOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationsCents"}},{"kind":"Field","name":{"kind":"Name","value":"eventsCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"donationsCents"}},{"kind":"Field","name":{"kind":"Name","value":"eventsCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outstandingReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCount"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}}]}}]}}]} as unknown as DocumentNode<TreasurerOverviewQuery, TreasurerOverviewQueryVariables>;
export const TreasurerReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreasurerReconciliation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciliationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"entriesWithoutReceipt"}},{"kind":"Field","name":{"kind":"Name","value":"entriesWithSeveralReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"receiptAmountMismatches"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCents"}},{"kind":"Field","name":{"kind":"Name","value":"receiptCents"}},{"kind":"Field","name":{"kind":"Name","value":"agrees"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stripe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCardCents"}},{"kind":"Field","name":{"kind":"Name","value":"stripeGrossCents"}},{"kind":"Field","name":{"kind":"Name","value":"stripeFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"payoutsCents"}}]}}]}}]}}]} as unknown as DocumentNode<TreasurerReconciliationQuery, TreasurerReconciliationQueryVariables>;
export const TreasurerLedgerCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreasurerLedgerCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerCsvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportLedgerCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<TreasurerLedgerCsvQuery, TreasurerLedgerCsvQueryVariables>;
export const TreasurerChargesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreasurerCharges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreasurerChargeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreasurerChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"payerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"voidedReason"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"owingCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TreasurerChargesQuery, TreasurerChargesQueryVariables>;
export const TreasurerLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreasurerLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerEntriesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreasurerEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreasurerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<TreasurerLedgerQuery, TreasurerLedgerQueryVariables>;
export const TreasurerRecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreasurerRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreasurerEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreasurerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<TreasurerRecordPaymentMutation, TreasurerRecordPaymentMutationVariables>;
export const TreasurerReverseEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreasurerReverseEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReverseLedgerEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseLedgerEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreasurerEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreasurerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"recordedByName"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<TreasurerReverseEntryMutation, TreasurerReverseEntryMutationVariables>;
export const TreasurerVoidChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreasurerVoidCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidChargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreasurerChargeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreasurerChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"payerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"voidedReason"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"owingCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TreasurerVoidChargeMutation, TreasurerVoidChargeMutationVariables>;
export const TreasurerCreateChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TreasurerCreateCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TreasurerChargeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TreasurerChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Charge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"payerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"voidedReason"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"owingCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TreasurerCreateChargeMutation, TreasurerCreateChargeMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const PaymentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"bankTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minDonationCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxDonationCents"}}]}}]}}]} as unknown as DocumentNode<PaymentOptionsQuery, PaymentOptionsQueryVariables>;
export const StartDonationCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartDonationCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDonationCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]} as unknown as DocumentNode<StartDonationCheckoutMutation, StartDonationCheckoutMutationVariables>;
export const StartChargeCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartChargeCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startChargeCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]} as unknown as DocumentNode<StartChargeCheckoutMutation, StartChargeCheckoutMutationVariables>;
export const CheckoutStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}}]}}]}}]} as unknown as DocumentNode<CheckoutStatusQuery, CheckoutStatusQueryVariables>;
export const PublicEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"when"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventWhen"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"when"},"value":{"kind":"Variable","name":{"kind":"Name","value":"when"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<PublicEventsQuery, PublicEventsQueryVariables>;
export const EventsInMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsInMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventsInMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<EventsInMonthQuery, EventsInMonthQueryVariables>;
export const PublicEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<PublicEventQuery, PublicEventQueryVariables>;
export const RsvpEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RsvpEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvpEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}}]}}]}}]}}]} as unknown as DocumentNode<RsvpEventMutation, RsvpEventMutationVariables>;
export const GalleryAlbumsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryAlbums"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryAlbums"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"photoCount"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GalleryAlbumsQuery, GalleryAlbumsQueryVariables>;
export const GalleryYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryYears"}}]}}]} as unknown as DocumentNode<GalleryYearsQuery, GalleryYearsQueryVariables>;
export const GalleryAlbumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryAlbum"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryAlbum"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"photoCount"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photographer"}},{"kind":"Field","name":{"kind":"Name","value":"takenDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<GalleryAlbumQuery, GalleryAlbumQueryVariables>;
export const HomeStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeMembers"}},{"kind":"Field","name":{"kind":"Name","value":"projectsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"eventsHosted"}},{"kind":"Field","name":{"kind":"Name","value":"yearsServing"}}]}}]}}]} as unknown as DocumentNode<HomeStatsQuery, HomeStatsQueryVariables>;
export const HomeProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completionPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]}}]} as unknown as DocumentNode<HomeProjectsQuery, HomeProjectsQueryVariables>;
export const HomeEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"when"},"value":{"kind":"EnumValue","value":"UPCOMING"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<HomeEventsQuery, HomeEventsQueryVariables>;
export const HomeTestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeTestimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<HomeTestimonialsQuery, HomeTestimonialsQueryVariables>;
export const HomeNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<HomeNewsQuery, HomeNewsQueryVariables>;
export const ApplyForMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApplyForMembershipMutation, ApplyForMembershipMutationVariables>;
export const JoinMembershipClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinMembershipClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"concessionFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"household"}}]}}]}}]} as unknown as DocumentNode<JoinMembershipClassesQuery, JoinMembershipClassesQueryVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"website"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"website"},"value":{"kind":"Variable","name":{"kind":"Name","value":"website"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}]}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const MemberHeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberHeader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<MemberHeaderQuery, MemberHeaderQueryVariables>;
export const MemberAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<MemberAccountQuery, MemberAccountQueryVariables>;
export const RequestMemberSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMemberSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMemberSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}}]}]}}]} as unknown as DocumentNode<RequestMemberSignInMutation, RequestMemberSignInMutationVariables>;
export const SignInMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<SignInMemberMutation, SignInMemberMutationVariables>;
export const ConfirmMemberEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmMemberEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMemberEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}]}]}}]} as unknown as DocumentNode<ConfirmMemberEmailChangeMutation, ConfirmMemberEmailChangeMutationVariables>;
export const SignOutMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutMember"}}]}}]} as unknown as DocumentNode<SignOutMemberMutation, SignOutMemberMutationVariables>;
export const UpdateMemberDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMemberDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemberDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<UpdateMemberDetailsMutation, UpdateMemberDetailsMutationVariables>;
export const RequestMemberEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMemberEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMemberEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<RequestMemberEmailChangeMutation, RequestMemberEmailChangeMutationVariables>;
export const RequestMemberDetailsChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMemberDetailsChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberDetailsChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMemberDetailsChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<RequestMemberDetailsChangeMutation, RequestMemberDetailsChangeMutationVariables>;
export const UpdateMyRsvpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyRsvp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendees"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyRsvp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"attendees"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendees"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<UpdateMyRsvpMutation, UpdateMyRsvpMutationVariables>;
export const CancelMyRsvpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyRsvp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMyRsvp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<CancelMyRsvpMutation, CancelMyRsvpMutationVariables>;
export const SetMyNewsletterSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyNewsletterSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscribed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyNewsletterSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"subscribed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscribed"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<SetMyNewsletterSubscriptionMutation, SetMyNewsletterSubscriptionMutationVariables>;
export const CreateMemberCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMemberCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMemberCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateMemberCalendarFeedMutation, CreateMemberCalendarFeedMutationVariables>;
export const RevokeMemberCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeMemberCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMemberCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<RevokeMemberCalendarFeedMutation, RevokeMemberCalendarFeedMutationVariables>;
export const ExportMyPersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportMyPersonalData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMyPersonalData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<ExportMyPersonalDataMutation, ExportMyPersonalDataMutationVariables>;
export const RequestMyErasureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMyErasure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMyErasure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<RequestMyErasureMutation, RequestMyErasureMutationVariables>;
export const MyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"household"}},{"kind":"Field","name":{"kind":"Name","value":"concession"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntilText"}},{"kind":"Field","name":{"kind":"Name","value":"bankTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyChargeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"owingCents"}},{"kind":"Field","name":{"kind":"Name","value":"owing"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateText"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}}]}}]}}]} as unknown as DocumentNode<MyMembershipQuery, MyMembershipQueryVariables>;
export const MyRenewalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRenewal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRenewal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"financialUntil"}},{"kind":"Field","name":{"kind":"Name","value":"unfinancialFrom"}},{"kind":"Field","name":{"kind":"Name","value":"ceasesOn"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}}]} as unknown as DocumentNode<MyRenewalQuery, MyRenewalQueryVariables>;
export const ResignMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResignMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResignMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resignMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappJointStatus"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"languageSpoken"}},{"kind":"Field","name":{"kind":"Name","value":"numAdults"}},{"kind":"Field","name":{"kind":"Name","value":"numChildren"}},{"kind":"Field","name":{"kind":"Name","value":"memberType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasureRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}}]}}]}}]} as unknown as DocumentNode<ResignMembershipMutation, ResignMembershipMutationVariables>;
export const PublicNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicNews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<PublicNewsQuery, PublicNewsQueryVariables>;
export const PublicNewsItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicNewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode<PublicNewsItemQuery, PublicNewsItemQueryVariables>;
export const ConfirmNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewsletterSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const UnsubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const PublicProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectProgress"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completionPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<PublicProjectsQuery, PublicProjectsQueryVariables>;
export const ProjectCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"planned"},"name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PLANNED"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"inProgress"},"name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"IN_PROGRESS"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"completed"},"name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"COMPLETED"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ProjectCountsQuery, ProjectCountsQueryVariables>;
export const PublicProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"coordinator"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"completionPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<PublicProjectQuery, PublicProjectQueryVariables>;
export const ResourceStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalDownloads"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]}}]} as unknown as DocumentNode<ResourceStatsQuery, ResourceStatsQueryVariables>;
export const PublicResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicResources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}}]}}]}}]}}]} as unknown as DocumentNode<PublicResourcesQuery, PublicResourcesQueryVariables>;
export const ManagedRsvpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedRsvp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvpByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedRsvpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedRsvpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedRsvp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}}]}}]}}]} as unknown as DocumentNode<ManagedRsvpQuery, ManagedRsvpQueryVariables>;
export const UpdateRsvpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRsvp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendees"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRsvp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"attendees"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendees"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedRsvpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedRsvpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedRsvp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}}]}}]}}]} as unknown as DocumentNode<UpdateRsvpMutation, UpdateRsvpMutationVariables>;
export const CancelRsvpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRsvp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRsvp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedRsvpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedRsvpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedRsvp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"currentAttendees"}}]}}]}}]} as unknown as DocumentNode<CancelRsvpMutation, CancelRsvpMutationVariables>;
export const SiteSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"titleParts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiteSearchQuery, SiteSearchQueryVariables>;
export const RetentionSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetentionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectedApplicationDays"}},{"kind":"Field","name":{"kind":"Name","value":"contactMessageDays"}},{"kind":"Field","name":{"kind":"Name","value":"outboxBodyDays"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledRsvpDays"}}]}}]}}]} as unknown as DocumentNode<RetentionSettingsQuery, RetentionSettingsQueryVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"socialLabel"}},{"kind":"Field","name":{"kind":"Name","value":"socialUrl"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"donationTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;