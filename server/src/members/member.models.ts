import type { Member } from './member.entity';
import type {
  MemberChangeAction,
  MemberSortField,
  MemberStatus,
  MemberType,
  ResidencyProofStatus,
  ResidencyProofType,
  SortOrder,
  YesNo,
} from './member.enums';

/** Payload published on the MEMBER_CHANGED topic. */
export interface MemberChangePayload {
  action: MemberChangeAction;
  member: Member;
}

/** Counts of members by status (SPEC §3 Member stats). */
export interface MemberStats {
  /** All members and applicants. */
  total: number;
  /** Awaiting review. */
  pending: number;
  /** Approved — labelled "Active Members". */
  approved: number;
  /** Rejected applications. */
  rejected: number;
  /** Deactivated members. */
  inactive: number;
}

/** A CSV export of members (SPEC §7 Export). */
export interface MemberExport {
  /** members-{filters or all}-{YYYY-MM-DD}.csv, e.g. members-approved-renter-search-smith-2031-05-11.csv. */
  filename: string;
  /** CSV text (RFC 4180) with the columns of SPEC §7. */
  content: string;
  /** Number of member rows. */
  rows: number;
}

/** The outcome for one applicant of a bulk approve or reject (issue #33). */
export interface MemberDecision {
  /** The member id asked for. */
  id: string;
  /** The member after the change; null when nothing changed. */
  member: Member | null;
  /** Why nothing changed: CONFLICT (no longer pending) or NOT_FOUND; null on success. */
  code: string | null;
  /** The message for `code`, e.g. "This member is no longer pending."; null on success. */
  message: string | null;
}

/** A membership application from /join (SPEC §5 Membership form, §7 insert payload). */
export interface MembershipApplicationInput {
  /** Full name (required). */
  fullName: string;
  /** Primary applicant for a joint application. */
  primaryApplicantFullName?: string | null;
  /** Email (required, valid format, not already registered). */
  email: string;
  /** Phone (required). */
  phone: string;
  /** WhatsApp joint status. */
  whatsappJointStatus?: YesNo | null;
  /** Address (required). */
  address: string;
  /** Language spoken. */
  languageSpoken?: string | null;
  /** Adults in the household (≥ 0). */
  numAdults?: number | null;
  /** Children in the household (≥ 0). */
  numChildren?: number | null;
  /** Member type (required). */
  memberType: MemberType;
  /** Residency proof status. */
  residencyProofStatus?: ResidencyProofStatus | null;
  /** Residency proof type. */
  residencyProofType?: ResidencyProofType | null;
  /** Whether a receipt is requested. */
  receiptRequested?: boolean;
  /** Organisation/legal name; kept only when a receipt is requested. */
  orgName?: string | null;
  /** The membership class chosen (issue #34); required while any class is offered. */
  membershipClassId?: string | null;
  /** The applicant asks for the class's concession fee (issue #34); only in a class that has one. */
  concession?: boolean;
  /** The applicant accepted the Terms and Conditions (must be true). */
  termsAccepted: boolean;
  /** Leave empty: a hidden field that only bots fill (honeypot); when filled, nothing is stored. */
  website?: string | null;
}

/** Filters of the admin member list (SPEC §2). */
export interface MemberFilterInput {
  /** Case-insensitive match on name, email or phone. */
  search?: string | null;
  /** Only this status. */
  status?: MemberStatus | null;
  /** Only this member type. */
  memberType?: MemberType | null;
}

/** Filters of the pending review page (issue #33): the member list's search, and type, receipt and date applied. */
export interface PendingFilterInput {
  /** Name, email or phone, as the member list: case- and accent-insensitive, phones in national digits. */
  search?: string | null;
  /** Only this member type. */
  memberType?: MemberType | null;
  /** Only applicants who asked for a receipt (true) or did not (false). */
  receiptRequested?: boolean | null;
  /** Applied on or after this day (YYYY-MM-DD, the association’s days). */
  appliedFrom?: string | null;
  /** Applied on or before this day (YYYY-MM-DD, the association’s days). */
  appliedTo?: string | null;
}

/** Sorting of the admin member list; default join date, newest first. */
export interface MemberSortInput {
  /** Sort key. */
  field: MemberSortField;
  /** Direction. */
  order: SortOrder;
}

/** Staff edits to a member: only the fields given change; null clears an optional field. */
export interface MemberUpdateInput {
  /** Full name. */
  fullName?: string;
  /** Primary applicant. */
  primaryApplicantFullName?: string | null;
  /** Email, unique in any case. */
  email?: string;
  /** Phone. */
  phone?: string;
  /** WhatsApp joint status. */
  whatsappJointStatus?: YesNo | null;
  /** Address. */
  address?: string;
  /** Language spoken. */
  languageSpoken?: string | null;
  /** Adults (≥ 0). */
  numAdults?: number | null;
  /** Children (≥ 0). */
  numChildren?: number | null;
  /** Member type. */
  memberType?: MemberType;
  /** Residency proof status. */
  residencyProofStatus?: ResidencyProofStatus | null;
  /** Residency proof type. */
  residencyProofType?: ResidencyProofType | null;
  /** Who received the residency proof. */
  residencyProofReceivedBy?: string | null;
  /** Receipt requested. */
  receiptRequested?: boolean;
  /** Organisation name; kept only with a receipt. */
  orgName?: string | null;
  /**
   * The `version` the form started from (issue #33): a member saved by someone else since is refused with CONFLICT
   * (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check.
   */
  expectedVersion?: number | null;
  /** Staff notes. */
  notes?: string | null;
  /** Date of joining (YYYY-MM-DD), not in the future; only for members entered by staff (e.g. from a paper form). */
  joinDate?: string | null;
  /** The member's class (issue #34): an offered class, or an archived one they already have; null for none. */
  membershipClassId?: string | null;
  /** Whether the member pays the class's concession fee (issue #34); only in a class that has one. */
  concession?: boolean;
}

/** A member added by staff (Add Member): the /join fields, and optionally approved at once. */
export interface MemberCreateInput extends MemberUpdateInput {
  /** PENDING (default) or APPROVED. */
  status?: MemberStatus;
}

declare module '../realtime/pubsub' {
  interface Topics {
    /** A member was created, changed, approved, rejected or erased (SPEC §4 Live updates). */
    MEMBER_CHANGED: [MemberChangePayload];
  }
}
