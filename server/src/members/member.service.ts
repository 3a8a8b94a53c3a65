import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { lockVersion } from '../audit';
import { isBlankReason, membershipApplicationSchema, memberRecordSchema } from '../../../shared/membership';
import { joinDateError } from '../../../shared/privacy';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/admin-messages';
import type { AuditService } from '../audit';
import { ConflictError, DuplicateEmailError, NotFoundError, ValidationError, isUniqueViolation } from '../common/errors';
import { isUuid } from '../common/ids';
import { validateInput } from '../common/validation';
import type { OutboxService } from '../notifications';
import { applicationReceived, memberApproved, memberRejected } from '../notifications';
import type { PubSub } from '../realtime';
import { Member } from './member.entity';
import { MemberChangeAction, MemberStatus } from './member.enums';
import type { MemberCreateInput, MemberDecision, MemberUpdateInput, MembershipApplicationInput } from './member.models';
import { memberTransitions, type TransitionArgs, type TransitionName } from './member.rules';
import type { ApprovalFee, MembershipClasses, MembershipFees } from '../membership';
import { formatIsoDay } from '../../../shared/clock';
import { formatCents } from '../money';
import type { ApprovalPayment } from '../notifications';

/** The outcome for one member of a bulk decision. */
export type MemberDecisionResult = MemberDecision;
import { type Actor } from '../common/actor';

/** Fields of a member that staff may edit, and that /join collects. */
const EDITABLE = [
  'fullName',
  'primaryApplicantFullName',
  'email',
  'phone',
  'whatsappJointStatus',
  'address',
  'languageSpoken',
  'numAdults',
  'numChildren',
  'memberType',
  'residencyProofStatus',
  'residencyProofType',
  'residencyProofReceivedBy',
  'receiptRequested',
  'orgName',
  'notes',
  'membershipClassId',
  'concession',
] as const;
type Editable = Pick<Member, (typeof EDITABLE)[number]>;

/** Names on /join that the association writes into e-mails: refused when they hold a link (issue #16 item 10). */
const APPLICANT_NAMES = { fullName: 'Full Name', primaryApplicantFullName: 'Primary Applicant Name' };

/** Thrown inside a transaction to roll it back on purpose (the honeypot's decoy application). */
const ROLLBACK = new Error('decoy: rolled back on purpose');

/** Dependencies of the member service, built once at start. */
export interface MemberServiceDeps {
  db: DataSource;
  pubsub: PubSub;
  audit: AuditService;
  outbox: OutboxService;
  /** The association's clock: join dates, export dates and file names. */
  clock: Clock;
  /**
   * Erases everything held with an e-mail address inside the caller's transaction (issue #19, the
   * privacy feature's `erasePerson`: RSVPs cancelled and waitlists promoted, newsletter, contact
   * messages, e-mails, audit values) and returns what it erased, by kind, and the money records it
   * kept without the address (issue #34: the law requires them kept). Given by the composition
   * root, so members imports no privacy code (issue #32).
   */
  erasePerson: (tx: EntityManager, email: string) => Promise<{ counts: object; kept?: { payments: number } }>;
  /**
   * Membership classes (issue #34): the class chosen on /join or by staff must be one offered, and
   * approving a member whose class has a fee charges it (in the approval's transaction).
   */
  membership: { classes: MembershipClasses; fees: MembershipFees };
}

/** What the approval e-mail says about the first fee (issue #34), from the charge made on approval. */
export const approvalPaymentOf = (fee: ApprovalFee): ApprovalPayment => ({
  amount: formatCents(fee.charge.amountCents),
  description: fee.charge.description,
  dueDate: fee.charge.dueDate ? formatIsoDay(fee.charge.dueDate) : null,
  reference: fee.charge.reference,
  bankTransfer: fee.bankTransfer,
});

/** Member commands (SPEC §4 member status, §5 /join, staff's add, edit and delete); the reads: member-queries.ts. */
export class MemberService {
  private readonly db: DataSource;

  constructor(private readonly deps: MemberServiceDeps) {
    this.db = deps.db;
  }

  /**
   * Creates a pending application from /join with SPEC §3 defaults; queues the "received" e-mail
   * in the same transaction.
   * @throws ValidationError naming each invalid field (SPEC §5 rules; a name holding a web or e-mail
   *   address, issue #16 item 10)
   * @throws DuplicateEmailError when the email is registered already, in any case
   */
  async apply(input: MembershipApplicationInput): Promise<Member> {
    const values = await validateInput(membershipApplicationSchema, input, { noLinks: APPLICANT_NAMES });
    const fields = this.normalise({ ...input, ...values } as Partial<Editable>);
    await this.checkClass(fields, null);
    return this.insert(null, { ...fields, status: MemberStatus.PENDING }, 'apply');
  }

  /**
   * The answer to an application whose honeypot was filled (issue #16 item 10): the real
   * application is written and then rolled back, so the bot gets what a person would — the same
   * errors (invalid field, duplicate e-mail), the same fields and a real next member number (the
   * sequence is not transactional, so the number is used up, as a failed insert would) in about
   * the same time — while nothing is kept: no row, no audit entry, no e-mail, no realtime event.
   * @throws ValidationError; DuplicateEmailError, as `apply`
   */
  async applyDecoy(input: MembershipApplicationInput): Promise<Member> {
    const values = await validateInput(membershipApplicationSchema, input, { noLinks: APPLICANT_NAMES });
    const fields = this.normalise({ ...input, ...values } as Partial<Editable>);
    await this.checkClass(fields, null);
    return this.insert(null, { ...fields, status: MemberStatus.PENDING }, 'apply', { keep: false });
  }

  /**
   * Staff adds a member (Add Member), pending or approved at once.
   * @throws ValidationError; DuplicateEmailError
   */
  async create(actor: Actor, input: MemberCreateInput): Promise<Member> {
    const values = await validateInput(memberRecordSchema, input);
    const status = input.status === MemberStatus.APPROVED ? MemberStatus.APPROVED : MemberStatus.PENDING;
    const fields = this.normalise({ ...input, ...values } as Partial<Editable>);
    await this.checkClass(fields, null);
    const joinDate = this.checkJoinDate(input.joinDate, true);
    const moment = { now: this.deps.clock.now(), today: this.deps.clock.today(), notes: null };
    const approval = status === MemberStatus.APPROVED ? memberTransitions.approve.records(actor, { notes: input.notes }, moment) : {};
    return this.insert(actor, { ...fields, ...approval, ...(joinDate ? { joinDate } : {}), enteredByStaff: true, status }, 'create');
  }

  /**
   * Inserts a member with its audit entry (and the "received" e-mail for an application) in one
   * transaction, then announces it.
   * @param options.keep false: roll everything back and announce nothing (the honeypot's decoy)
   */
  private async insert(actor: Actor | null, fields: Partial<Member>, action: string, options: { keep?: boolean } = {}): Promise<Member> {
    const keep = options.keep ?? true;
    let stored: Member | null = null;
    try {
      await this.db.transaction(async (tx) => {
        const repo = tx.getRepository(Member);
        const member = repo.create({ joinDate: this.deps.clock.today(), ...fields });
        await repo.insert(member);
        stored = await repo.findOneByOrFail({ id: member.id });
        await this.deps.audit.record(tx, actor, action, 'member', stored.id, null, stored);
        if (action === 'apply') await this.deps.outbox.enqueue(tx, applicationReceived(stored.fullName, stored.email));
        if (!keep) throw ROLLBACK;
      });
    } catch (error) {
      if (error === ROLLBACK && stored) return stored;
      if (isUniqueViolation(error, 'members_email_lower_key')) throw new DuplicateEmailError(messages.membership.duplicateEmail);
      throw error;
    }
    this.publish(MemberChangeAction.CREATED, stored!);
    return stored!;
  }

  /**
   * A join date given by staff (issue #19: members entered from old paper forms keep their real
   * date): a calendar day not after the association's today, and only for members staff entered.
   * @returns the date, or null when none was given
   * @throws ValidationError naming `joinDate`
   */
  private checkJoinDate(joinDate: string | null | undefined, enteredByStaff: boolean): string | null {
    if (joinDate === undefined || joinDate === null) return null;
    if (!enteredByStaff) throw new ValidationError({ joinDate: adminMessages.privacy.joinDateNotEditable });
    const error = joinDateError(joinDate.trim(), this.deps.clock.today());
    if (error) throw new ValidationError({ joinDate: error });
    return joinDate.trim();
  }

  /**
   * The membership class and concession (issue #34): a class must be one offered (an archived class
   * only when the member already has it), a concession only in a class with a concession fee. A
   * class is optional (the /join form always sends one while any is offered; an application without
   * one, e.g. from an older client, gets no class and staff may set it before approving).
   * @param current the member's class before the change (null for a new member)
   * @throws ValidationError naming `membershipClassId` or `concession`
   */
  private async checkClass(fields: Partial<Member>, current: string | null): Promise<void> {
    const id = fields.membershipClassId ?? null;
    if (!id) {
      if (fields.concession) throw new ValidationError({ concession: 'Choose a membership class with a concession fee first' });
      return;
    }
    const cls = await this.deps.membership.classes.assertChoosable(id, current);
    if (fields.concession && cls.concessionFeeCents === null)
      throw new ValidationError({ concession: `The ${cls.name} class has no concession fee` });
  }

  /** Keeps only editable fields; the organisation name only with a receipt (SPEC §5). */
  private normalise(input: Partial<Editable>): Partial<Member> {
    const out: Partial<Record<(typeof EDITABLE)[number], unknown>> = {};
    for (const key of EDITABLE) if (input[key] !== undefined) out[key] = input[key];
    if (out.receiptRequested === false) out.orgName = null;
    return out as Partial<Member>;
  }

  /**
   * Approves or rejects several applicants at once (issue #33): each member goes through the very
   * transition of the single action (its own conditional UPDATE, audit entry, e-mail and live
   * event), so a member no longer pending, or gone, is reported in its outcome and not changed,
   * while the others are decided.
   * @param ids the members, at most 100; duplicates count once
   * @param args `notes` for an approve, `reason` (required) for a reject
   * @returns one outcome per distinct id, in the order given
   * @throws ValidationError naming `reason` when a reject has a blank one, `ids` when none or over 100
   */
  async decideMany(actor: Actor, name: 'approve' | 'reject', ids: string[], args: TransitionArgs = {}): Promise<MemberDecisionResult[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || unique.length > 100) throw new ValidationError({ ids: 'Choose between 1 and 100 applicants' });
    if (name === 'reject' && isBlankReason(args.reason ?? '')) throw new ValidationError({ reason: adminMessages.members.reasonRequired });
    const outcomes: MemberDecisionResult[] = [];
    // One after another: each is its own transaction, as the single action is.
    for (const id of unique) {
      try {
        outcomes.push({ id, member: await this.transition(name, actor, id, args), code: null, message: null });
      } catch (error) {
        if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
        outcomes.push({ id, member: null, code: error.code, message: error.message });
      }
    }
    return outcomes;
  }

  /**
   * Staff edit: validates the member as it would be after the change with the /join rules, and
   * increments the member's version.
   * @param input the changed fields; `expectedVersion` (optional, issue #33) is the version the form started from
   * @throws NotFoundError; ValidationError; DuplicateEmailError; StaleVersionError (CONFLICT) when
   *   `expectedVersion` is not the member's version (someone else saved since)
   */
  async update(actor: Actor, id: string, input: MemberUpdateInput): Promise<Member> {
    const { expectedVersion, ...edited } = input;
    const current = isUuid(id) ? await this.db.getRepository(Member).findOneBy({ id }) : null;
    if (!current) throw new NotFoundError('Member');
    const patch = this.normalise(edited as Partial<Editable>);
    const merged = { ...current, ...patch };
    const values = await validateInput(memberRecordSchema, merged);
    const fields: Partial<Member> = this.normalise({ ...merged, ...values } as Partial<Editable>);
    await this.checkClass(fields, current.membershipClassId);
    const joinDate = this.checkJoinDate(input.joinDate, current.enteredByStaff);
    if (joinDate) fields.joinDate = joinDate;
    let updated: Member;
    try {
      updated = await this.db.transaction(async (tx) => {
        await lockVersion(tx, { table: 'members', id, auditType: 'member', auditId: id, label: 'this member' }, expectedVersion);
        const before = await tx.getRepository(Member).findOneBy({ id });
        if (!before) throw new NotFoundError('Member');
        await tx.getRepository(Member).update({ id }, { ...fields, updatedAt: () => 'now()', version: () => 'version + 1' } as never);
        const after = await tx.getRepository(Member).findOneByOrFail({ id });
        await this.deps.audit.record(tx, actor, 'update', 'member', id, before, after);
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'members_email_lower_key')) throw new DuplicateEmailError(messages.membership.duplicateEmail);
      throw error;
    }
    this.publish(MemberChangeAction.UPDATED, updated);
    return updated;
  }

  /**
   * Deletes a member permanently (SPEC §4: any status, row removed) and erases everything held with
   * its e-mail address the way the privacy screen does (issue #19, `erasePerson`): RSVPs, newsletter,
   * contact messages, e-mails and the personal values of audit entries; payment records are kept
   * without the address (issue #34). The "delete" entry records the counts only.
   * @throws NotFoundError
   */
  async delete(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw new NotFoundError('Member');
    const removed = await this.db.transaction(async (tx) => {
      const before = await tx.getRepository(Member).findOneBy({ id });
      if (!before) throw new NotFoundError('Member');
      const { counts, kept } = await this.deps.erasePerson(tx, before.email.toLowerCase());
      await this.deps.audit.record(tx, actor, 'delete', 'member', id, null, {
        erased: { ...counts },
        ...(kept && kept.payments > 0 ? { kept: { ...kept } } : {}),
      });
      return before;
    });
    this.publish(MemberChangeAction.DELETED, removed);
    return true;
  }

  /**
   * Approves a pending member (SPEC §4); optional notes are appended to the notes already there
   * (issue #19), never replacing them. @throws NotFoundError, ConflictError when not pending
   */
  approve(actor: Actor, id: string, notes?: string | null): Promise<Member> {
    return this.transition('approve', actor, id, { notes });
  }

  /**
   * Rejects a pending member with a reason (SPEC §4, §5).
   * @throws ValidationError when the reason is blank; NotFoundError; ConflictError when not pending
   */
  reject(actor: Actor, id: string, reason: string): Promise<Member> {
    if (isBlankReason(reason)) throw new ValidationError({ reason: adminMessages.members.reasonRequired });
    return this.transition('reject', actor, id, { reason });
  }

  /**
   * Moves a rejected application back to pending (issue #19): the rejection is cleared from the
   * record, the note is appended to the notes, and the audit entry keeps both.
   * @throws ValidationError naming `note` when blank; NotFoundError; ConflictError when not rejected
   */
  reconsider(actor: Actor, id: string, note: string): Promise<Member> {
    if (isBlankReason(note)) throw new ValidationError({ note: adminMessages.privacy.reconsiderNoteRequired });
    return this.transition('reconsider', actor, id, { note });
  }

  /**
   * Applies a status transition with one conditional UPDATE, so concurrent reviews have exactly
   * one winner (STYLE "Rules as data"); the audit entry and e-mail commit with it. Nothing changes
   * when the member is not in a `from` status.
   * @throws NotFoundError; ConflictError
   */
  async transition(name: TransitionName, actor: Actor, id: string, args: TransitionArgs = {}): Promise<Member> {
    const rule = memberTransitions[name];
    if (!isUuid(id)) throw new NotFoundError('Member');
    const member = await this.db.transaction(async (tx: EntityManager) => {
      const before = await tx.getRepository(Member).findOneBy({ id });
      if (!before) throw new NotFoundError('Member');
      const result = await tx
        .createQueryBuilder()
        .update(Member)
        .set({
          ...rule.records(actor, args, { now: this.deps.clock.now(), today: this.deps.clock.today(), notes: before.notes }),
          status: rule.to,
          updatedAt: () => 'now()',
          version: () => 'version + 1',
        })
        .where('id = :id AND status IN (:...from)', { id, from: rule.from })
        .execute();
      if (!result.affected) {
        throw new ConflictError(
          (rule.from as MemberStatus[]).includes(MemberStatus.PENDING)
            ? adminMessages.members.notPending
            : `This member is not ${rule.from.join(' or ')}.`,
        );
      }
      const after = await tx.getRepository(Member).findOneByOrFail({ id });
      await this.deps.audit.record(tx, actor, name, 'member', id, before, after);
      if (name === 'approve') {
        // Issue #34: a class with a fee is charged now, in this transaction, and the e-mail says how to pay.
        const fee = await this.deps.membership.fees.chargeOnApproval(tx, actor, after, this.deps.clock.today());
        await this.deps.outbox.enqueue(tx, memberApproved(after.fullName, after.email, fee ? approvalPaymentOf(fee) : null));
      }
      if (name === 'reject') await this.deps.outbox.enqueue(tx, memberRejected(after.fullName, after.email, after.rejectionReason ?? ''));
      return after;
    });
    this.publish(rule.action, member);
    return member;
  }

  private publish(action: MemberChangeAction, member: Member): void {
    this.deps.pubsub.publish('MEMBER_CHANGED', { action, member });
  }
}
