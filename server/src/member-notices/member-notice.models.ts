import type { MemberStatus } from '../members';

/** Who a notice goes to (issue #35): members by status and class, optionally only financial ones. Ceased members never. */
export interface NoticeAudience {
  /** Member statuses to include; default APPROVED only. */
  statuses?: MemberStatus[] | null;
  /** Membership class ids to include; null or empty: every class (and members without one). */
  classIds?: string[] | null;
  /** Only financial members (`financialMemberSql`). */
  financialOnly?: boolean | null;
}

/** What is sent: the subject and plain-text body (the e-mail layout adds the greeting's footer), and its audience. */
export interface NoticeDraft {
  subject: string;
  body: string;
  audience?: NoticeAudience | null;
  /** The meeting this is the notice of (issue #35 meetings; kept as given, no foreign key). */
  meetingId?: string | null;
  /** The number of members staff confirmed ("Send to N members"); when the audience has changed since, nothing is sent. */
  expectedRecipients?: number | null;
}

/** How many members an audience holds now, and how many of them can be reached by e-mail or only by post. */
export interface AudienceCount {
  members: number;
  byEmail: number;
  byPost: number;
}

/** Delivery state of one member's copy of a notice. */
export enum NoticeRecipientStatus {
  /** Waiting to be handed to the outbox, or in the outbox waiting for its first attempt. */
  QUEUED = 'QUEUED',
  /** An attempt failed for now (see reason); the outbox tries again with backoff. */
  RETRYING = 'RETRYING',
  /** Accepted by the mail server. */
  SENT = 'SENT',
  /** Kept in the outbox, not sent: no mail server is configured. */
  KEPT = 'KEPT',
  /** The mail server refused it for good (bounced by SMTP; see reason): send it by post. */
  FAILED = 'FAILED',
  /** The member has no e-mail address we can send to: send it by post. */
  NO_ADDRESS = 'NO_ADDRESS',
  /** Not sent: the member ceased or was removed before it went out. */
  SKIPPED = 'SKIPPED',
}

/** Counts of a notice's recipients by delivery state. */
export interface NoticeCounts {
  queued: number;
  retrying: number;
  sent: number;
  kept: number;
  failed: number;
  noAddress: number;
  skipped: number;
}

/** A sent notice: what, to whom (the audience as chosen), by whom, when, and how many. */
export interface MemberNoticeRecord {
  id: string;
  subject: string;
  body: string;
  statuses: MemberStatus[];
  classIds: string[] | null;
  financialOnly: boolean;
  meetingId: string | null;
  /** Members the audience was frozen to when sent. */
  recipients: number;
  /** Of them, members without a deliverable address (post) when sent. */
  byPost: number;
  /** When every e-mail copy had been handed to the outbox; null while being queued. */
  queuedAt: Date | null;
  sentById: string | null;
  sentByName: string;
  createdAt: Date;
  counts: NoticeCounts;
}

/** One member's copy of a notice and its delivery state. */
export interface NoticeRecipient {
  id: string;
  memberId: string;
  memberNumber: number;
  fullName: string;
  /** The address it was sent to (normalised), or null when the member had none that could be used. */
  email: string | null;
  status: NoticeRecipientStatus;
  /** Why it failed, is retrying or was not sent (the mail server's words for a refusal). */
  reason: string | null;
  /** When the mail server accepted it (or it was kept). */
  sentAt: Date | null;
}

/** A member to send a notice to by post: no deliverable address, or the e-mail failed for good. */
export interface PostRecipient {
  memberNumber: number;
  fullName: string;
  /** Postal (street) address as on the register; null when the register has none. */
  address: string | null;
  status: NoticeRecipientStatus;
  reason: string | null;
}
