import { mayUseMemberArea, memberAreaClosed, type MemberAreaPart } from '../../../shared/member-area';
import { memberPortalMessages } from '../../../shared/member-portal-messages';
import { GraphQLError } from 'graphql';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { MAX_PARTY } from '../../../shared/engagement';
import { messages } from '../../../shared/messages';
import { limits } from '../../../shared/limits';
import { memberDetailsChangeSchema, memberDetailsSchema, memberEmailChangeSchema } from '../../../shared/membership';
import type { Actor } from '../common/actor';
import { ConflictError, DuplicateEmailError, ErrorCode, NotFoundError, UnauthenticatedError } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import type { Limiter, RateLimits } from '../common/rate-limit';
import { validateInput } from '../common/validation';
import type { AuditService } from '../audit/audit.service';
import type { ManagedRsvps } from '../events/rsvp-manage';
import type { JobQueue } from '../jobs/job-queue';
import { Member } from '../members/member.entity';
import { MemberStatus } from '../members/member.enums';
import type { SubscriptionService } from '../newsletter/subscription.service';
import type { OutboxService } from '../notifications/outbox.service';
import type { PrivacyService } from '../privacy/privacy.service';
import type { PersonalDataExport } from '../privacy/privacy.types';
import { memberAddressTakenEmail, memberEmailChangeEmail, memberEmailChangeNotice, memberSignInEmail } from './member-emails';
import {
  MemberChangeRequest,
  MemberChangeRequestStatus,
  MemberErasureRequestRow,
  MemberLink,
  MemberSession,
  type MemberLinkPurpose,
} from './member-portal.entities';
import type { MemberAccount, MemberCalendarFeed, MemberErasureRequest, MemberRsvp } from './member-portal.types';
import { MEMBER_SESSION_DAYS, MemberTokens, newSecret, SECRET_PATTERN, sha256, type MemberCookie } from './member-session';

/** The job that looks an address up and e-mails its sign-in link, away from the request (no timing difference). */
export const MEMBER_SIGN_IN_JOB = 'member.sign-in-link';
/** How long a new address's confirmation link works. */
const EMAIL_CHANGE_VALID_HOURS = 24;
/** Change requests a member sees. */
const CHANGE_REQUESTS_SHOWN = 20;

/** What the member portal needs from the rest of the server. */
export interface MemberPortalDeps {
  db: DataSource;
  clock: Clock;
  outbox: OutboxService;
  audit: AuditService;
  jobs: JobQueue;
  rateLimits: RateLimits;
  rsvps: ManagedRsvps;
  subscriptions: SubscriptionService;
  privacy: PrivacyService;
  /** The JWT secret; member tokens are signed with a key derived from it. */
  jwtSecret: string;
  /** Absolute base of links in e-mails (PUBLIC_URL). */
  publicUrl: string;
}

/** A member signed in on this request: the member and their session. */
export interface SignedInMember {
  member: Member;
  sessionId: string;
}

/** The refusal of an unknown, used, replaced or expired link: one answer, naming the field. */
const linkRefused = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT, fields: { token: message } } });

/** Who acts in the audit log when a member changes their own record: named, and linked by id (issue #31). */
const memberActor = (member: Member): Actor => ({ id: null, name: `${member.fullName} (member)`, memberId: member.id });

/**
 * The members' own area (issue #21): password-less sign-in by a single-use e-mailed link, member
 * sessions apart from staff sessions, and what a member may see and change of their own record —
 * details, e-mail (confirmed from the new address), name and address through staff, RSVPs, the
 * newsletter, a private calendar feed, their data and an erasure request.
 */
export class MemberPortalService {
  readonly tokens: MemberTokens;
  private readonly perAddressAndIp: Limiter;
  private readonly perIp: Limiter;
  private readonly emailChangesPerMember: Limiter;
  private readonly emailChangesPerAddress: Limiter;

  constructor(private readonly deps: MemberPortalDeps) {
    this.tokens = new MemberTokens(deps.jwtSecret);
    this.perAddressAndIp = deps.rateLimits.limiter('member-link-address-ip', { points: limits.memberLinkPerAddressPerHour, durationSec: 3600 });
    this.perIp = deps.rateLimits.limiter('member-link-ip', { points: limits.memberLinkPerIpPerHour, durationSec: 3600 });
    this.emailChangesPerMember = deps.rateLimits.limiter('member-email-change-member', {
      points: limits.memberEmailChangePerMemberPerDay,
      durationSec: 86_400,
    });
    this.emailChangesPerAddress = deps.rateLimits.limiter('member-email-change-address', {
      points: limits.memberEmailChangePerAddressPerDay,
      durationSec: 86_400,
    });
    deps.jobs.define<{ email: string }>({
      name: MEMBER_SIGN_IN_JOB,
      retryLimit: 3,
      pollingIntervalSeconds: 1,
      handler: async ({ data }) => void (await this.sendSignInLink(data.email)),
    });
  }

  // ------------------------------------------------------------------------------ signing in

  /**
   * "Send me a link" on /members. The request path does the same work for every address: it checks
   * the address's form, counts it against the per-(address, IP) and per-IP limits, and queues a job;
   * the job looks the address up and e-mails a link only to a member. So neither the answer nor its
   * timing says whether an address belongs to a member. The address is counted per IP, as staff
   * sign-ins are (issue #31 item 7): strangers who used its limit elsewhere do not keep the owner out.
   * @returns memberPortalMessages.linkSent, always
   * @throws ValidationError naming `email`; RateLimitedError past 5 an hour per (address, IP) or 20 per IP
   */
  async requestSignIn(email: string, ip: string): Promise<string> {
    const values = await validateInput(memberEmailChangeSchema, { email });
    const address = values.email.toLowerCase();
    await this.perIp.consume(ip);
    // Counted under a hash (as LoginLimits does): the limiter store, Redis when shared, holds no address.
    await this.perAddressAndIp.consume(`${sha256(address).slice(0, 32)}|${ip}`);
    // The job carries the address itself (its handler looks it up); pg-boss deletes finished jobs after 7 days.
    await this.deps.jobs.send(MEMBER_SIGN_IN_JOB, { email: address });
    return memberPortalMessages.linkSent;
  }

  /**
   * The job: e-mails a sign-in link (valid 15 minutes, single use; earlier links stop working) to
   * the newest member record with this address; nothing for any other address.
   * @returns whether a link was sent
   */
  async sendSignInLink(email: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const member = await tx
        .getRepository(Member)
        .createQueryBuilder('m')
        .where('lower(m.email) = lower(:email)', { email })
        .orderBy('m.createdAt', 'DESC')
        .getOne();
      if (!member) return false;
      const secret = await this.issueLink(tx, member.id, 'sign_in', limits.memberLinkTtlMinutes);
      await this.deps.outbox.enqueue(tx, memberSignInEmail(member.fullName, member.email, `${this.deps.publicUrl}/members/sign-in/${secret}`));
      return true;
    });
  }

  /**
   * The sign-in page's button (a POST; opening the link changes nothing). Uses the link up, starts
   * a member session (30 days) and sets the member cookie.
   * @throws BAD_USER_INPUT naming `token` (memberPortalMessages.linkInvalid) for an unknown, used,
   *   replaced or expired link
   */
  async signIn(token: string, cookie: MemberCookie): Promise<MemberAccount> {
    const now = this.deps.clock.now();
    const { member, session } = await this.deps.db.transaction(async (tx) => {
      const link = await this.consumeLink(tx, 'sign_in', token, now);
      if (!link) throw linkRefused(memberPortalMessages.linkInvalid);
      const expiresAt = new Date(now.getTime() + MEMBER_SESSION_DAYS * 24 * 3600 * 1000);
      const session = await tx.getRepository(MemberSession).save({ memberId: link.memberId, createdAt: now, expiresAt, revokedAt: null });
      await tx.getRepository(Member).update({ id: link.memberId }, { lastLoginDate: now });
      const member = await tx.getRepository(Member).findOneByOrFail({ id: link.memberId });
      return { member, session };
    });
    cookie.set(this.tokens.issue(member.id, session.id, session.expiresAt), session.expiresAt);
    return this.account(member);
  }

  /**
   * The member of a request's cookie: a valid token whose session is neither revoked nor expired.
   * @returns the member and session, or null
   */
  async authenticate(cookie: string | null): Promise<SignedInMember | null> {
    const claims = this.tokens.verify(cookie);
    if (!claims || !isUuid(claims.sid)) return null;
    const session = await this.deps.db.getRepository(MemberSession).findOneBy({ id: claims.sid, memberId: claims.sub });
    if (!session || session.revokedAt || session.expiresAt <= this.deps.clock.now()) return null;
    const member = await this.deps.db.getRepository(Member).findOneBy({ id: session.memberId });
    return member ? { member, sessionId: session.id } : null;
  }

  /** "Log out": the session is revoked (its token stops working everywhere) and the cookie cleared. */
  async signOut(signedIn: SignedInMember, cookie: MemberCookie): Promise<boolean> {
    await this.deps.db.getRepository(MemberSession).update({ id: signedIn.sessionId }, { revokedAt: this.deps.clock.now() });
    cookie.clear();
    return true;
  }

  // ------------------------------------------------------------------------- the member area

  /** Everything the member area shows of the member (their own record only). */
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
      firstName: member.fullName.trim().split(/\s+/)[0] ?? member.fullName,
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
      rsvps: rsvps.map(({ rsvp, event, waitlistPosition }): MemberRsvp => ({
        id: rsvp.id,
        eventTitle: event.title,
        eventSlug: event.slug,
        eventDate: event.eventDate!,
        location: event.location ?? null,
        attendees: rsvp.attendees,
        status: rsvp.status,
        waitlistPosition,
        maxParty: MAX_PARTY,
      })),
      newsletterSubscribed: subscribed,
      calendarFeedCreatedAt: member.calendarTokenCreatedAt,
      erasureRequestedAt: erasure?.requestedAt ?? null,
    };
  }

  /**
   * My details: phone, WhatsApp, language and household, with the /join rules; audited as the member.
   * @throws ValidationError naming the field
   */
  async updateDetails(member: Member, input: object): Promise<MemberAccount> {
    this.assertOpen(member, 'details');
    const values = await validateInput(memberDetailsSchema, input);
    const changes = {
      phone: values.phone,
      whatsappJointStatus: (values.whatsappJointStatus ?? null) as Member['whatsappJointStatus'],
      languageSpoken: values.languageSpoken ?? null,
      numAdults: values.numAdults ?? null,
      numChildren: values.numChildren ?? null,
    };
    const updated = await this.deps.db.transaction(async (tx) => {
      const before = await tx.getRepository(Member).findOneByOrFail({ id: member.id });
      await tx.getRepository(Member).update({ id: member.id }, { ...changes, version: () => 'version + 1' });
      const after = await tx.getRepository(Member).findOneByOrFail({ id: member.id });
      await this.deps.audit.record(tx, memberActor(before), 'update', 'member', member.id, before, after);
      return after;
    });
    return this.account(updated);
  }

  /**
   * A new e-mail address: a confirmation link (24 hours) goes to the new address; the address
   * changes only when it is confirmed from there. The old address is told of the request (the new
   * one shown only in part). When another member has the new address the answer is the same (no
   * oracle, issue #31 item 6), but that address gets only a note naming nobody and no link, so the
   * change can never be confirmed onto it. At most 3 requests a day per member and per new address.
   * @throws ValidationError naming `email`; RateLimitedError (RATE_LIMITED, `retryAfter`) over the daily limits
   */
  async requestEmailChange(member: Member, email: string): Promise<MemberAccount> {
    this.assertOpen(member, 'details');
    const values = await validateInput(memberEmailChangeSchema, { email });
    const address = values.email.toLowerCase();
    if (address === member.email.toLowerCase())
      throw new GraphQLError(messages.validation.format('Email'), {
        extensions: { code: ErrorCode.BAD_USER_INPUT, fields: { email: 'This is already your e-mail address.' } },
      });
    await this.emailChangesPerMember.consume(member.id);
    // Counted under a hash, as sign-in links are: the limiter store holds no address.
    await this.emailChangesPerAddress.consume(sha256(address).slice(0, 32));
    await this.deps.db.transaction(async (tx) => {
      const taken = await this.addressTaken(tx, member.id, values.email);
      // The link is stored either way, so the account shows the same pending address.
      const secret = await this.issueLink(tx, member.id, 'email_change', EMAIL_CHANGE_VALID_HOURS * 60, values.email);
      await this.deps.outbox.enqueue(
        tx,
        taken
          ? memberAddressTakenEmail(values.email, `${this.deps.publicUrl}/members`)
          : memberEmailChangeEmail(member.fullName, values.email, `${this.deps.publicUrl}/members/confirm-email/${secret}`),
      );
      await this.deps.outbox.enqueue(tx, memberEmailChangeNotice(member.fullName, member.email, values.email, `${this.deps.publicUrl}/members`));
    });
    return this.account(member);
  }

  /**
   * The new address's confirmation button (a POST). The member record, and the RSVPs made with the
   * old address, take the new one; the newsletter subscription follows when the new address has none.
   * @throws BAD_USER_INPUT naming `token` for a bad link; DuplicateEmailError when another member took the address meanwhile
   */
  async confirmEmailChange(token: string): Promise<boolean> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const link = await this.consumeLink(tx, 'email_change', token, now);
      if (!link?.newEmail) throw linkRefused(memberPortalMessages.emailConfirmInvalid);
      const before = await tx.getRepository(Member).findOneByOrFail({ id: link.memberId });
      await this.assertAddressFree(tx, before.id, link.newEmail);
      await tx.getRepository(Member).update({ id: before.id }, { email: link.newEmail, version: () => 'version + 1' });
      await tx.query(`UPDATE rsvps SET email = $2 WHERE lower(email) = lower($1)`, [before.email, link.newEmail]);
      await tx.query(
        `UPDATE newsletter_subscribers SET email = $2 WHERE lower(email) = lower($1)
            AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers WHERE lower(email) = lower($2))`,
        [before.email, link.newEmail],
      );
      const after = await tx.getRepository(Member).findOneByOrFail({ id: before.id });
      await this.deps.audit.record(tx, memberActor(before), 'update', 'member', before.id, before, after);
    });
    return true;
  }

  /**
   * A name or address change for staff to approve (shown in the member's area and Member Details).
   * @throws ValidationError when neither is given or one is too long
   */
  async requestDetailsChange(member: Member, input: { fullName?: string | null; address?: string | null }): Promise<MemberAccount> {
    this.assertOpen(member, 'details');
    const values = await validateInput(memberDetailsChangeSchema, input);
    await this.deps.db.transaction(async (tx) => {
      const saved = await tx.getRepository(MemberChangeRequest).save({
        memberId: member.id,
        fullName: values.fullName ?? null,
        address: values.address ?? null,
        status: MemberChangeRequestStatus.PENDING,
        requestedAt: this.deps.clock.now(),
        decidedAt: null,
        decidedBy: null,
      });
      await this.deps.audit.record(tx, memberActor(member), 'request-change', 'member', member.id, null, {
        fullName: saved.fullName,
        address: saved.address,
      });
    });
    return this.account(member);
  }

  /** Staff: change requests, waiting ones first then newest, optionally of one member or one status. */
  async changeRequests(
    filter: { status?: MemberChangeRequestStatus | null; memberId?: string | null },
    page?: number,
    limit?: number,
  ): Promise<Page<MemberChangeRequest>> {
    const request = pageRequest(page, limit);
    const query = this.deps.db
      .getRepository(MemberChangeRequest)
      .createQueryBuilder('c')
      .innerJoin(Member, 'm', 'm.id = c.memberId')
      .addSelect('m.full_name', 'member_name')
      .orderBy(`CASE WHEN c.status = 'pending' THEN 0 ELSE 1 END`)
      .addOrderBy('c.requestedAt', 'DESC')
      .addOrderBy('c.id');
    if (filter.status) query.andWhere('c.status = :status', { status: filter.status });
    if (filter.memberId) {
      if (!isUuid(filter.memberId)) return { items: [], total: 0, page: request.page, limit: request.limit };
      query.andWhere('c.memberId = :memberId', { memberId: filter.memberId });
    }
    const { entities, raw } = await query
      .clone()
      .addSelect('count(*) OVER()', 'page_total')
      .offset(request.offset)
      .limit(request.limit)
      .getRawAndEntities<{ member_name: string; page_total: string }>();
    entities.forEach((e, i) => (e.memberName = raw[i]?.member_name ?? ''));
    return { items: entities, total: raw.length ? Number(raw[0].page_total) : 0, page: request.page, limit: request.limit };
  }

  /**
   * Staff: approves (the name and/or address are applied to the member record) or declines a change
   * request. Decided once: two staff deciding at once have one winner.
   * @throws NotFoundError; ConflictError when already decided
   */
  async decideChangeRequest(actor: Actor, id: string, approve: boolean): Promise<MemberChangeRequest> {
    if (!isUuid(id)) throw new NotFoundError('Change request');
    return this.deps.db.transaction(async (tx) => {
      const request = await tx
        .getRepository(MemberChangeRequest)
        .createQueryBuilder('c')
        .setLock('pessimistic_write')
        .where('c.id = :id', { id })
        .getOne();
      if (!request) throw new NotFoundError('Change request');
      if (request.status !== MemberChangeRequestStatus.PENDING) throw new ConflictError('This change request has already been decided.');
      const before = await tx.getRepository(Member).findOneByOrFail({ id: request.memberId });
      if (approve) {
        await tx
          .getRepository(Member)
          .update(
            { id: before.id },
            { ...(request.fullName ? { fullName: request.fullName } : {}), ...(request.address ? { address: request.address } : {}) },
          );
        const after = await tx.getRepository(Member).findOneByOrFail({ id: before.id });
        await this.deps.audit.record(tx, actor, 'approve-change', 'member', before.id, before, after);
      } else {
        await this.deps.audit.record(tx, actor, 'decline-change', 'member', before.id, null, {
          fullName: request.fullName,
          address: request.address,
        });
      }
      await tx.getRepository(MemberChangeRequest).update(
        { id },
        {
          status: approve ? MemberChangeRequestStatus.APPROVED : MemberChangeRequestStatus.DECLINED,
          decidedAt: this.deps.clock.now(),
          decidedBy: actor.name ?? 'Admin',
        },
      );
      const decided = await tx.getRepository(MemberChangeRequest).findOneByOrFail({ id });
      decided.memberName = (await tx.getRepository(Member).findOneByOrFail({ id: before.id })).fullName;
      return decided;
    });
  }

  /**
   * Changes the party size of one of the member's RSVPs (a confirmation is e-mailed, as from the manage page).
   * @throws NotFoundError for an RSVP that is not theirs; ValidationError naming attendees; ConflictError
   */
  async updateRsvp(member: Member, id: string, attendees: number): Promise<MemberAccount> {
    this.assertOpen(member, 'events');
    await this.deps.rsvps.updateForEmail(member.email, id, attendees);
    return this.account(member);
  }

  /**
   * Cancels one of the member's RSVPs: places freed and the waitlist promoted, as from the manage page.
   * @throws NotFoundError for an RSVP that is not theirs; ConflictError when cancelled or past
   */
  async cancelRsvp(member: Member, id: string): Promise<MemberAccount> {
    this.assertOpen(member, 'events');
    await this.deps.rsvps.cancelForEmail(member.email, id);
    return this.account(member);
  }

  /** The newsletter switch (see SubscriptionService.setForMember). */
  async setNewsletter(member: Member, subscribed: boolean): Promise<MemberAccount> {
    this.assertOpen(member, 'newsletter');
    await this.deps.subscriptions.setForMember(member.email, subscribed);
    return this.account(member);
  }

  /**
   * Makes the member's private calendar feed address, replacing any earlier one (which stops working).
   * Only its hash is kept, so the address is shown this once.
   */
  async createCalendarFeed(member: Member): Promise<MemberCalendarFeed> {
    this.assertOpen(member, 'calendar');
    const secret = newSecret();
    const createdAt = this.deps.clock.now();
    await this.deps.db.getRepository(Member).update({ id: member.id }, { calendarTokenHash: sha256(secret), calendarTokenCreatedAt: createdAt });
    return { url: `${this.deps.publicUrl}/members/calendar/${secret}.ics`, createdAt };
  }

  /** Turns the calendar feed off: its address answers 404 from now on. */
  async revokeCalendarFeed(member: Member): Promise<MemberAccount> {
    await this.deps.db.getRepository(Member).update({ id: member.id }, { calendarTokenHash: null, calendarTokenCreatedAt: null });
    return this.account((await this.deps.db.getRepository(Member).findOneByOrFail({ id: member.id })) as Member);
  }

  /**
   * The member of a calendar feed address, approved members only.
   * @returns the member, or null for an unknown or revoked address
   */
  async memberOfCalendar(secret: string): Promise<Member | null> {
    if (!SECRET_PATTERN.test(secret)) return null;
    return this.deps.db
      .getRepository(Member)
      .createQueryBuilder('m')
      .where('m.calendar_token_hash = :hash AND m.status = :status', { hash: sha256(secret), status: MemberStatus.APPROVED })
      .getOne();
  }

  /**
   * Everything held about the member, as the privacy access export (APP 12), audited as the member:
   * what holds their exact address and what is linked to those rows (issue #31). An applicant never
   * approved (pending or rejected) gets their own application, what the member area keeps of it, the
   * e-mails sent to them and the jobs holding their address — nothing found through other records.
   */
  myData(member: Member): Promise<PersonalDataExport> {
    const applicant = member.status === MemberStatus.PENDING || member.status === MemberStatus.REJECTED;
    return this.deps.privacy.export(memberActor(member), member.email, applicant ? { kind: 'applicant', memberId: member.id } : { kind: 'address' });
  }

  /** An erasure request for staff (open until staff erase the member, which removes it too). Asking twice keeps the first. */
  async requestErasure(member: Member): Promise<MemberAccount> {
    await this.deps.db.transaction(async (tx) => {
      const [row] = (await tx.query(
        `INSERT INTO member_erasure_requests (member_id, requested_at) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING RETURNING id`,
        [member.id, this.deps.clock.now()],
      )) as { id: string }[];
      if (row) await this.deps.audit.record(tx, memberActor(member), 'request-erasure', 'member', member.id, null, { requested: true });
    });
    return this.account(member);
  }

  /** Staff: open erasure requests, oldest first (the Privacy Principles expect an answer within 30 days). */
  async erasureRequests(page?: number, limit?: number): Promise<Page<MemberErasureRequest>> {
    const request = pageRequest(page, limit);
    const query = this.deps.db
      .getRepository(MemberErasureRequestRow)
      .createQueryBuilder('e')
      .innerJoin(Member, 'm', 'm.id = e.memberId')
      .select(['e.id AS id', 'e.member_id AS "memberId"', 'm.email AS email', 'm.full_name AS "memberName"', 'e.requested_at AS "requestedAt"'])
      .orderBy('e.requested_at', 'ASC')
      .addOrderBy('e.id');
    const [items, total] = [
      await query.clone().offset(request.offset).limit(request.limit).getRawMany<MemberErasureRequest>(),
      await query.getCount(),
    ];
    return { items, total, page: request.page, limit: request.limit };
  }

  // ------------------------------------------------------------------------------- internals

  /**
   * Refuses a part of the area the member's status does not open (the rule: shared/member-area.ts,
   * which the screen follows too). Standing, My data, erasure and turning a feed off are open to all.
   * @throws ConflictError (memberAreaClosed)
   */
  private assertOpen(member: Member, part: MemberAreaPart): void {
    if (!mayUseMemberArea(member.status, part)) throw new ConflictError(memberAreaClosed);
  }

  /** Whether another member record has the address (any letter case). */
  private async addressTaken(tx: EntityManager, memberId: string, email: string): Promise<boolean> {
    const taken = await tx
      .getRepository(Member)
      .createQueryBuilder('m')
      .where('lower(m.email) = lower(:email) AND m.id <> :id', { email, id: memberId })
      .getCount();
    return taken > 0;
  }

  /** @throws DuplicateEmailError when another member record has the address (any letter case) */
  private async assertAddressFree(tx: EntityManager, memberId: string, email: string): Promise<void> {
    if (await this.addressTaken(tx, memberId, email)) throw new DuplicateEmailError(messages.membership.duplicateEmail);
  }

  /** Stores a new link after retiring the member's open links of the same purpose. @returns the secret for the URL */
  private async issueLink(
    tx: EntityManager,
    memberId: string,
    purpose: MemberLinkPurpose,
    validMinutes: number,
    newEmail: string | null = null,
  ): Promise<string> {
    const now = this.deps.clock.now();
    await tx.query(`UPDATE member_links SET used_at = $3 WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL`, [memberId, purpose, now]);
    const secret = newSecret();
    await tx.getRepository(MemberLink).insert({
      memberId,
      purpose,
      tokenHash: sha256(secret),
      newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + validMinutes * 60_000),
      usedAt: null,
    });
    return secret;
  }

  /** Uses a link up with one conditional UPDATE (two uses at once: one winner). @returns the link, or null when it does not work */
  private async consumeLink(
    tx: EntityManager,
    purpose: MemberLinkPurpose,
    secret: string,
    now: Date,
  ): Promise<{ memberId: string; newEmail: string | null } | null> {
    if (typeof secret !== 'string' || !SECRET_PATTERN.test(secret)) return null;
    const [rows] = (await tx.query(
      `UPDATE member_links SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING member_id, new_email`,
      [sha256(secret), purpose, now],
    )) as [{ member_id: string; new_email: string | null }[], number];
    return rows[0] ? { memberId: rows[0].member_id, newEmail: rows[0].new_email } : null;
  }
}

/** The refusal of a member operation without a member session. */
export const noMemberSession = (): UnauthenticatedError => new UnauthenticatedError(memberPortalMessages.sessionEnded);
