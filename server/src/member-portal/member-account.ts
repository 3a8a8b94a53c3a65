import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { MAX_PARTY } from '../../../shared/engagement';
import { mayUseMemberArea, memberAreaClosed, type MemberAreaPart } from '../../../shared/member-area';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { ConflictError } from '../common/errors';
import type { RateLimits } from '../common/rate-limit';
import type { UpcomingRsvp, ManagedRsvps } from '../events';
import type { JobQueue } from '../jobs';
import type { Member } from '../members';
import { MemberStatus } from '../members';
import type { SubscriptionService } from '../newsletter';
import type { OutboxService } from '../notifications';
import { MemberChangeRequest, MemberErasureRequestRow, MemberLink } from './member-portal.entities';
import type { MemberAccount, MemberRsvp } from './member-portal.models';

/** Change requests a member sees. */
const CHANGE_REQUESTS_SHOWN = 20;

/** What the member area's use cases need from the rest of the server (issue #21). */
export interface MemberPortalDeps {
  db: DataSource;
  clock: Clock;
  outbox: OutboxService;
  audit: AuditService;
  jobs: JobQueue;
  rateLimits: RateLimits;
  rsvps: ManagedRsvps;
  subscriptions: SubscriptionService;
  /** The JWT secret; member tokens are signed with a key derived from it. */
  jwtSecret: string;
  /** Absolute base of links in e-mails (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * Who acts in the audit log when a member changes their own record: named, and linked by id (issue #31).
 * @returns the actor "{full name} (member)" with the member's id
 */
export const memberActor = (member: Member): Actor => ({ id: null, name: `${member.fullName} (member)`, memberId: member.id });

/**
 * Refuses a part of the area the member's status does not open (the rule: shared/member-area.ts,
 * which the screen follows too). Standing, My data, erasure and turning a feed off are open to all.
 * @throws ConflictError (memberAreaClosed)
 */
export function assertMemberAreaOpen(member: Pick<Member, 'status'>, part: MemberAreaPart): void {
  if (!mayUseMemberArea(member.status, part)) throw new ConflictError(memberAreaClosed);
}

/** The first word of a full name, for greetings (the whole name when it has none). */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? fullName;

/** An upcoming RSVP as the member area lists it (pure). */
export const memberRsvpOf = ({ rsvp, event, waitlistPosition }: UpcomingRsvp): MemberRsvp => ({
  id: rsvp.id,
  eventTitle: event.title,
  eventSlug: event.slug,
  eventDate: event.eventDate!,
  location: event.location ?? null,
  attendees: rsvp.attendees,
  status: rsvp.status,
  waitlistPosition,
  maxParty: MAX_PARTY,
});

/** What the member area shows of the member (issue #21): their own record, and only theirs. */
export class MemberAccounts {
  constructor(private readonly deps: Pick<MemberPortalDeps, 'db' | 'clock' | 'rsvps' | 'subscriptions'>) {}

  /**
   * Everything the member area shows of the member: record, standing, change requests, a pending
   * new address, upcoming RSVPs (when their status opens events), newsletter, feed and erasure.
   */
  async account(member: Member): Promise<MemberAccount> {
    const db = this.deps.db;
    const [changeRequests, pendingLink, erasure, subscribed, rsvps] = [
      await db
        .getRepository(MemberChangeRequest)
        .find({ where: { memberId: member.id }, order: { requestedAt: 'DESC' }, take: CHANGE_REQUESTS_SHOWN }),
      await db
        .getRepository(MemberLink)
        .createQueryBuilder('l')
        .where(`l.memberId = :id AND l.purpose = 'email_change' AND l.usedAt IS NULL AND l.expiresAt > :now`, {
          id: member.id,
          now: this.deps.clock.now(),
        })
        .orderBy('l.createdAt', 'DESC')
        .getOne(),
      await db.getRepository(MemberErasureRequestRow).findOneBy({ memberId: member.id }),
      await this.deps.subscriptions.isSubscribed(member.email),
      mayUseMemberArea(member.status, 'events') ? await this.deps.rsvps.upcomingForEmail(member.email) : [],
    ];
    for (const request of changeRequests) request.memberName = member.fullName;
    return {
      memberNumber: member.memberNumber,
      fullName: member.fullName,
      firstName: firstNameOf(member.fullName),
      email: member.email,
      pendingEmail: pendingLink?.newEmail ?? null,
      phone: member.phone,
      whatsappJointStatus: member.whatsappJointStatus,
      address: member.address,
      languageSpoken: member.languageSpoken,
      numAdults: member.numAdults,
      numChildren: member.numChildren,
      memberType: member.memberType,
      status: member.status,
      joinDate: member.joinDate,
      appliedAt: member.createdAt,
      rejectionReason: member.status === MemberStatus.REJECTED ? member.rejectionReason : null,
      changeRequests,
      rsvps: rsvps.map(memberRsvpOf),
      newsletterSubscribed: subscribed,
      calendarFeedCreatedAt: member.calendarTokenCreatedAt,
      erasureRequestedAt: erasure?.requestedAt ?? null,
    };
  }
}
