import { AuditEntry } from '../audit/audit.entity';
import { Session } from '../auth/session.entity';
import { StaffToken } from '../auth/staff-token.entity';
import { User } from '../auth/user.entity';
import { OutboxEmail } from '../notifications/outbox.entity';
import { contentEntities } from '../content/content.entities';
import { Rsvp } from '../events/rsvp.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { NewsletterDelivery, NewsletterIssue } from '../newsletter/issue.entity';
import { NewsletterSubscriber } from '../newsletter/subscriber.entity';
import { NewsletterDraftRecord } from '../newsletter/draft.entity';
import { Member } from '../members/member.entity';
import { MemberChangeRequest, MemberErasureRequestRow, MemberLink, MemberSession } from '../member-portal/member-portal.entities';

/** Every TypeORM entity of the product. */
export const entities = [
  User,
  Member,
  // the content types: hand-written entities and those built from shared/collections/ (issue #23)
  ...contentEntities,
  Rsvp,
  ContactMessage,
  NewsletterSubscriber,
  NewsletterIssue,
  NewsletterDelivery,
  NewsletterDraftRecord,
  AuditEntry,
  OutboxEmail,
  Session,
  StaffToken,
  MemberLink,
  MemberSession,
  MemberChangeRequest,
  MemberErasureRequestRow,
];
