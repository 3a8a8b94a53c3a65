import { Member } from '../members';
import { MemberStatus } from '../members';
import { assertMemberAreaOpen, MemberAccounts, type MemberPortalDeps } from './member-account';
import type { MemberAccount, MemberCalendarFeed } from './member-portal.models';
import { newSecret, SECRET_PATTERN, sha256 } from './member-session';

/**
 * A private calendar feed's address (pure): `{PUBLIC_URL}/members/calendar/{secret}.ics`.
 * @param secret the feed's secret (only its hash is stored)
 */
export const calendarFeedUrl = (publicUrl: string, secret: string): string => `${publicUrl}/members/calendar/${secret}.ics`;

/**
 * A member's events (issue #21): their own RSVPs changed or cancelled from the member area (as the
 * manage page does), and their private calendar feed.
 */
export class MemberEvents {
  private readonly accounts: MemberAccounts;

  constructor(private readonly deps: MemberPortalDeps) {
    this.accounts = new MemberAccounts(deps);
  }

  /**
   * Changes the party size of one of the member's RSVPs (a confirmation is e-mailed, as from the manage page).
   * @throws NotFoundError for an RSVP that is not theirs; ValidationError naming attendees; ConflictError
   */
  async updateRsvp(member: Member, id: string, attendees: number): Promise<MemberAccount> {
    assertMemberAreaOpen(member, 'events');
    await this.deps.rsvps.updateForEmail(member.email, id, attendees);
    return this.accounts.account(member);
  }

  /**
   * Cancels one of the member's RSVPs: places freed and the waitlist promoted, as from the manage page.
   * @throws NotFoundError for an RSVP that is not theirs; ConflictError when cancelled or past
   */
  async cancelRsvp(member: Member, id: string): Promise<MemberAccount> {
    assertMemberAreaOpen(member, 'events');
    await this.deps.rsvps.cancelForEmail(member.email, id);
    return this.accounts.account(member);
  }

  /**
   * Makes the member's private calendar feed address, replacing any earlier one (which stops working).
   * Only its hash is kept, so the address is shown this once.
   * @throws ConflictError when the member's status closes the calendar
   */
  async createCalendarFeed(member: Member): Promise<MemberCalendarFeed> {
    assertMemberAreaOpen(member, 'calendar');
    const secret = newSecret();
    const createdAt = this.deps.clock.now();
    await this.deps.db.getRepository(Member).update({ id: member.id }, { calendarTokenHash: sha256(secret), calendarTokenCreatedAt: createdAt });
    return { url: calendarFeedUrl(this.deps.publicUrl, secret), createdAt };
  }

  /** Turns the calendar feed off: its address answers 404 from now on. @returns the account after it */
  async revokeCalendarFeed(member: Member): Promise<MemberAccount> {
    await this.deps.db.getRepository(Member).update({ id: member.id }, { calendarTokenHash: null, calendarTokenCreatedAt: null });
    return this.accounts.account(await this.deps.db.getRepository(Member).findOneByOrFail({ id: member.id }));
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
}
