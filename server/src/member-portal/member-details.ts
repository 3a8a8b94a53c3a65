import type { EntityManager } from 'typeorm';
import { limits } from '../../../shared/limits';
import { memberPortalMessages } from '../../../shared/member-portal-messages';
import { memberDetailsChangeSchema, memberDetailsSchema, memberEmailChangeSchema } from '../../../shared/membership';
import { messages } from '../../../shared/messages';
import { DuplicateEmailError, ValidationError } from '../common/errors';
import type { Limiter } from '../common/rate-limit';
import { validateInput } from '../common/validation';
import { Member } from '../members';
import { assertMemberAreaOpen, MemberAccounts, memberActor, type MemberPortalDeps } from './member-account';
import { memberAddressTakenEmail, memberEmailChangeEmail, memberEmailChangeNotice } from './member-emails';
import { consumeLink, issueLink, linkRefused } from './member-links';
import { MemberChangeRequest, MemberChangeRequestStatus } from './member-portal.entities';
import type { MemberAccount } from './member-portal.models';
import { sha256 } from './member-session';

/** How long a new address's confirmation link works. */
const EMAIL_CHANGE_VALID_HOURS = 24;

/**
 * The member's own details (issue #21) as a validated change (pure): phone, WhatsApp, language and
 * household; what the form left out is cleared.
 */
export function detailsChanges(values: {
  phone: string;
  whatsappJointStatus?: string | null;
  languageSpoken?: string | null;
  numAdults?: number | null;
  numChildren?: number | null;
}): Pick<Member, 'phone' | 'whatsappJointStatus' | 'languageSpoken' | 'numAdults' | 'numChildren'> {
  return {
    phone: values.phone,
    whatsappJointStatus: (values.whatsappJointStatus ?? null) as Member['whatsappJointStatus'],
    languageSpoken: values.languageSpoken ?? null,
    numAdults: values.numAdults ?? null,
    numChildren: values.numChildren ?? null,
  };
}

/**
 * What a member changes of their own record (issue #21): details, the e-mail address (confirmed
 * from the new address), name and address through a request to staff, and the newsletter.
 */
export class MemberDetails {
  private readonly accounts: MemberAccounts;
  private readonly emailChangesPerMember: Limiter;
  private readonly emailChangesPerAddress: Limiter;

  constructor(private readonly deps: MemberPortalDeps) {
    this.accounts = new MemberAccounts(deps);
    this.emailChangesPerMember = deps.rateLimits.limiter('member-email-change-member', {
      points: limits.memberEmailChangePerMemberPerDay,
      durationSec: 86_400,
    });
    this.emailChangesPerAddress = deps.rateLimits.limiter('member-email-change-address', {
      points: limits.memberEmailChangePerAddressPerDay,
      durationSec: 86_400,
    });
  }

  /**
   * My details: phone, WhatsApp, language and household, with the /join rules; audited as the member.
   * @returns the account after the change
   * @throws ValidationError naming the field; ConflictError when the member's status closes details
   */
  async updateDetails(member: Member, input: object): Promise<MemberAccount> {
    assertMemberAreaOpen(member, 'details');
    const changes = detailsChanges(await validateInput(memberDetailsSchema, input));
    const updated = await this.deps.db.transaction(async (tx) => {
      const before = await tx.getRepository(Member).findOneByOrFail({ id: member.id });
      await tx.getRepository(Member).update({ id: member.id }, { ...changes, version: () => 'version + 1' });
      const after = await tx.getRepository(Member).findOneByOrFail({ id: member.id });
      await this.deps.audit.record(tx, memberActor(before), 'update', 'member', member.id, before, after);
      return after;
    });
    return this.accounts.account(updated);
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
    assertMemberAreaOpen(member, 'details');
    const values = await validateInput(memberEmailChangeSchema, { email });
    const address = values.email.toLowerCase();
    if (address === member.email.toLowerCase())
      throw new ValidationError({ email: 'This is already your e-mail address.' }, messages.validation.format('Email'));
    await this.emailChangesPerMember.consume(member.id);
    // Counted under a hash, as sign-in links are: the limiter store holds no address.
    await this.emailChangesPerAddress.consume(sha256(address).slice(0, 32));
    await this.deps.db.transaction(async (tx) => {
      const taken = await this.addressTaken(tx, member.id, values.email);
      // The link is stored either way, so the account shows the same pending address.
      const secret = await issueLink(tx, this.deps.clock.now(), member.id, 'email_change', EMAIL_CHANGE_VALID_HOURS * 60, values.email);
      await this.deps.outbox.enqueue(
        tx,
        taken
          ? memberAddressTakenEmail(values.email, `${this.deps.publicUrl}/members`)
          : memberEmailChangeEmail(member.fullName, values.email, `${this.deps.publicUrl}/members/confirm-email/${secret}`),
      );
      await this.deps.outbox.enqueue(tx, memberEmailChangeNotice(member.fullName, member.email, values.email, `${this.deps.publicUrl}/members`));
    });
    return this.accounts.account(member);
  }

  /**
   * The new address's confirmation button (a POST). The member record, and the RSVPs made with the
   * old address, take the new one; the newsletter subscription follows when the new address has none.
   * @returns true
   * @throws BAD_USER_INPUT naming `token` for a bad link; DuplicateEmailError when another member took the address meanwhile
   */
  async confirmEmailChange(token: string): Promise<boolean> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const link = await consumeLink(tx, 'email_change', token, now);
      if (!link?.newEmail) throw linkRefused(memberPortalMessages.emailConfirmInvalid);
      const before = await tx.getRepository(Member).findOneByOrFail({ id: link.memberId });
      if (await this.addressTaken(tx, before.id, link.newEmail)) throw new DuplicateEmailError(messages.membership.duplicateEmail);
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
    assertMemberAreaOpen(member, 'details');
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
    return this.accounts.account(member);
  }

  /** The newsletter switch (see SubscriptionService.setForMember). @throws ConflictError when the status closes it */
  async setNewsletter(member: Member, subscribed: boolean): Promise<MemberAccount> {
    assertMemberAreaOpen(member, 'newsletter');
    await this.deps.subscriptions.setForMember(member.email, subscribed);
    return this.accounts.account(member);
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
}
