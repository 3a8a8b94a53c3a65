import { DataSource, EntityManager } from 'typeorm';
import { membershipApplicationSchema, isBlankReason } from '../../../shared/membership';
import { messages } from '../../../shared/messages';
import { ConflictError, DuplicateEmailError, NotFoundError, ValidationError, isUniqueViolation } from '../common/errors';
import { validateInput } from '../common/validation';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import type { PubSub } from '../realtime/pubsub';
import { Member } from './member.entity';
import { MemberStatus } from './member.enums';
import type { MembershipApplicationInput } from './member.inputs';
import { memberTransitions, type Actor, type TransitionArgs, type TransitionName } from './member.rules';
import { MemberChangeAction, type MemberStats } from './member.types';

/** Member commands and queries (SPEC §2 admin members/pending, §4 member status, §5 /join). */
export class MemberService {
  constructor(
    private readonly db: DataSource,
    private readonly pubsub: PubSub,
  ) {}

  /**
   * Creates a pending application from /join with SPEC §3 defaults.
   * @returns the stored member
   * @throws ValidationError naming each invalid field (SPEC §5 rules)
   * @throws DuplicateEmailError when the email is registered already, in any case
   */
  async apply(input: MembershipApplicationInput): Promise<Member> {
    const values = await validateInput(membershipApplicationSchema, input);
    const repo = this.db.getRepository(Member);
    const member = repo.create({
      fullName: values.fullName,
      primaryApplicantFullName: values.primaryApplicantFullName ?? null,
      email: values.email,
      phone: values.phone,
      whatsappJointStatus: input.whatsappJointStatus ?? null,
      address: values.address,
      languageSpoken: values.languageSpoken ?? null,
      numAdults: values.numAdults ?? null,
      numChildren: values.numChildren ?? null,
      memberType: input.memberType,
      residencyProofStatus: input.residencyProofStatus ?? null,
      residencyProofType: input.residencyProofType ?? null,
      receiptRequested: values.receiptRequested ?? false,
      // SPEC §5: the organisation name is sent only when a receipt is requested.
      orgName: values.receiptRequested ? (values.orgName ?? null) : null,
      status: MemberStatus.PENDING,
    });
    try {
      await repo.insert(member);
    } catch (error) {
      if (isUniqueViolation(error, 'members_email_lower_key')) throw new DuplicateEmailError(messages.membership.duplicateEmail);
      throw error;
    }
    const stored = await repo.findOneByOrFail({ id: member.id });
    await this.publish(MemberChangeAction.CREATED, stored);
    return stored;
  }

  /** Pending applications, newest first (SPEC §7 pending list). */
  async pending(page?: number, limit?: number): Promise<Page<Member>> {
    const request = pageRequest(page, limit);
    const [items, total] = await this.db.getRepository(Member).findAndCount({
      where: { status: MemberStatus.PENDING },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: request.offset,
      take: request.limit,
    });
    return { items, total, page: request.page, limit: request.limit };
  }

  /** Counts by status in one scan (SPEC §3 Member stats). */
  async stats(): Promise<MemberStats> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'approved')::int AS approved,
              count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE status = 'inactive')::int AS inactive
         FROM members`,
    );
    return row as MemberStats;
  }

  /** Approves a pending member (SPEC §4). @throws NotFoundError, ConflictError when not pending */
  approve(actor: Actor, id: string, notes?: string | null): Promise<Member> {
    return this.transition('approve', actor, id, { notes });
  }

  /**
   * Rejects a pending member with a reason (SPEC §4, §5).
   * @throws ValidationError when the reason is blank; NotFoundError; ConflictError when not pending
   */
  reject(actor: Actor, id: string, reason: string): Promise<Member> {
    if (isBlankReason(reason)) throw new ValidationError({ reason: messages.members.reasonRequired });
    return this.transition('reject', actor, id, { reason });
  }

  /**
   * Applies a status transition with one conditional UPDATE, so concurrent reviews have exactly
   * one winner (STYLE "Rules as data"). Nothing changes when the member is not in a `from` status.
   */
  async transition(name: TransitionName, actor: Actor, id: string, args: TransitionArgs = {}): Promise<Member> {
    const rule = memberTransitions[name];
    if (!isUuid(id)) throw new NotFoundError('Member');
    const member = await this.db.transaction(async (tx: EntityManager) => {
      const result = await tx
        .createQueryBuilder()
        .update(Member)
        .set({ ...rule.records(actor, args, new Date()), status: rule.to, updatedAt: () => 'now()' })
        .where('id = :id AND status IN (:...from)', { id, from: rule.from })
        .execute();
      const found = await tx.getRepository(Member).findOneBy({ id });
      if (!found) throw new NotFoundError('Member');
      if (!result.affected) {
        throw new ConflictError(
          (rule.from as MemberStatus[]).includes(MemberStatus.PENDING)
            ? messages.members.notPending
            : `This member is not ${rule.from.join(' or ')}.`,
        );
      }
      return found;
    });
    await this.publish(rule.action, member);
    return member;
  }

  private async publish(action: MemberChangeAction, member: Member): Promise<void> {
    this.pubsub.publish('MEMBER_CHANGED', { action, member });
  }
}
