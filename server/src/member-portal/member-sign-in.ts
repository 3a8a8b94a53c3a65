import { limits } from '../../../shared/limits';
import { memberEmailChangeSchema } from '../../../shared/membership';
import { memberPortalMessages } from '../../../shared/member-portal-messages';
import { UnauthenticatedError } from '../common/errors';
import { isUuid } from '../common/ids';
import type { Limiter } from '../common/rate-limit';
import { validateInput } from '../common/validation';
import { Member } from '../members';
import { MemberAccounts, type MemberPortalDeps } from './member-account';
import { memberSignInEmail } from './member-emails';
import { consumeLink, issueLink, linkRefused } from './member-links';
import { MemberSession } from './member-portal.entities';
import type { MemberAccount } from './member-portal.models';
import { MEMBER_SESSION_DAYS, MemberTokens, sha256, type MemberCookie } from './member-session';

/** The job that looks an address up and e-mails its sign-in link, away from the request (no timing difference). */
export const MEMBER_SIGN_IN_JOB = 'member.sign-in-link';

/** A member signed in on this request: the member and their session. */
export interface SignedInMember {
  member: Member;
  sessionId: string;
}

/** The refusal of a member operation without a member session. */
export const noMemberSession = (): UnauthenticatedError => new UnauthenticatedError(memberPortalMessages.sessionEnded);

/**
 * When a member session started at `now` ends (pure): MEMBER_SESSION_DAYS later.
 * @param now the sign-in's time
 */
export const sessionExpiry = (now: Date): Date => new Date(now.getTime() + MEMBER_SESSION_DAYS * 24 * 3600 * 1000);

/**
 * The key an address is counted under per IP (pure): a hash, so the limiter store (Redis when
 * shared) holds no address, as LoginLimits does.
 * @param address the address, lower case
 */
export const addressAndIpKey = (address: string, ip: string): string => `${sha256(address).slice(0, 32)}|${ip}`;

/**
 * Signing in to the members' area (issue #21): a single-use e-mailed link, member sessions apart
 * from staff sessions, the member cookie, signing out. Defines the sign-in link job; make one.
 */
export class MemberSignIn {
  readonly tokens: MemberTokens;
  private readonly accounts: MemberAccounts;
  private readonly perAddressAndIp: Limiter;
  private readonly perIp: Limiter;

  constructor(private readonly deps: MemberPortalDeps) {
    this.tokens = new MemberTokens(deps.jwtSecret);
    this.accounts = new MemberAccounts(deps);
    this.perAddressAndIp = deps.rateLimits.limiter('member-link-address-ip', { points: limits.memberLinkPerAddressPerHour, durationSec: 3600 });
    this.perIp = deps.rateLimits.limiter('member-link-ip', { points: limits.memberLinkPerIpPerHour, durationSec: 3600 });
    deps.jobs.define<{ email: string }>({
      name: MEMBER_SIGN_IN_JOB,
      retryLimit: 3,
      pollingIntervalSeconds: 1,
      handler: async ({ data }) => void (await this.sendSignInLink(data.email)),
    });
  }

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
    await this.perAddressAndIp.consume(addressAndIpKey(address, ip));
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
      const secret = await issueLink(tx, this.deps.clock.now(), member.id, 'sign_in', limits.memberLinkTtlMinutes);
      await this.deps.outbox.enqueue(tx, memberSignInEmail(member.fullName, member.email, `${this.deps.publicUrl}/members/sign-in/${secret}`));
      return true;
    });
  }

  /**
   * The sign-in page's button (a POST; opening the link changes nothing). Uses the link up, starts
   * a member session (30 days) and sets the member cookie.
   * @returns the member's account
   * @throws BAD_USER_INPUT naming `token` (memberPortalMessages.linkInvalid) for an unknown, used,
   *   replaced or expired link
   */
  async signIn(token: string, cookie: MemberCookie): Promise<MemberAccount> {
    const now = this.deps.clock.now();
    const { member, session } = await this.deps.db.transaction(async (tx) => {
      // A requested link, or the one in a renewal reminder (issue #34: valid longer, opens "My membership").
      const link = (await consumeLink(tx, 'sign_in', token, now)) ?? (await consumeLink(tx, 'renewal', token, now));
      if (!link) throw linkRefused(memberPortalMessages.linkInvalid);
      const session = await tx
        .getRepository(MemberSession)
        .save({ memberId: link.memberId, createdAt: now, expiresAt: sessionExpiry(now), revokedAt: null });
      await tx.getRepository(Member).update({ id: link.memberId }, { lastLoginDate: now });
      const member = await tx.getRepository(Member).findOneByOrFail({ id: link.memberId });
      return { member, session };
    });
    cookie.set(this.tokens.issue(member.id, session.id, session.expiresAt), session.expiresAt);
    return this.accounts.account(member);
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

  /** "Log out": the session is revoked (its token stops working everywhere) and the cookie cleared. @returns true */
  async signOut(signedIn: SignedInMember, cookie: MemberCookie): Promise<boolean> {
    await this.deps.db.getRepository(MemberSession).update({ id: signedIn.sessionId }, { revokedAt: this.deps.clock.now() });
    cookie.clear();
    return true;
  }
}
