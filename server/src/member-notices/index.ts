/** What other features may use of member-notices/ (issue #35; a feature imports another only through its index.ts). */
export { financialMemberSql } from './financial-member';
export { MEMBER_NOTICE_JOB, MEMBER_NOTICE_RESUME_JOB, MemberNotices, NOTICE_KIND } from './member-notices.service';
export type { MemberNoticeDeps } from './member-notices.service';
export { NoticeRecipientStatus } from './member-notice.models';
export type {
  AudienceCount,
  MemberNoticeRecord,
  NoticeAudience,
  NoticeCounts,
  NoticeDraft,
  NoticeRecipient,
  PostRecipient,
} from './member-notice.models';
