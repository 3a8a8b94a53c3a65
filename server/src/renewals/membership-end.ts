import type { EntityManager } from 'typeorm';
import { formatIsoDay } from '../../../shared/clock';
import { renewalMessages } from '../../../shared/renewals-messages';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { Member, MemberChangeAction } from '../members';
import { ChargeStatus, MoneyKind } from '../money';
import { membershipResignedEmail } from './renewal-emails';
import { nextPeriod } from './renewal-period';
import type { RenewalDeps } from './renewals.service';

/** Why a member ceased (members.ceased_reason, issue #34). */
export enum CeasedReason {
  /** The renewal job: the renewal was not paid past the grace and unfinancial periods. */
  LAPSED = 'lapsed',
  /** The member resigned from their member area. */
  RESIGNED = 'resigned',
  /** Staff deactivated the member. */
  REMOVED = 'removed',
}

/**
 * The end of a membership other than by the renewal job (issue #34): a member's resignation from
 * their area, and staff undoing a lapse the job made.
 */
export class MembershipEnd {
  constructor(private readonly deps: RenewalDeps) {}

  /**
   * The member resigns (Model Rules: a member may resign by notice to the secretary): INACTIVE, ceased
   * today ('resigned', the register of members' date, s 56), every open fee charge with nothing paid
   * towards it voided, a confirmation e-mail, audited. The member keeps their member-area sign-in (to
   * see their details, receipts and download their data; inactive members' parts: shared/member-area.ts).
   * @param actor the member (memberActor)
   * @returns the member after
   * @throws ConflictError (renewalMessages.notCurrent) when the member is not a current (approved) member
   */
  async resign(actor: Actor, memberId: string): Promise<Member> {
    const today = this.deps.clock.today();
    const after = await this.deps.db.transaction(async (tx) => {
      const before = await tx.getRepository(Member).findOneBy({ id: memberId });
      if (!before) throw new NotFoundError('Member');
      const [rows] = (await tx.query(
        `UPDATE members SET status = 'inactive', ceased_date = $2, ceased_reason = 'resigned', version = version + 1, updated_at = now()
          WHERE id = $1 AND status = 'approved' RETURNING id`,
        [memberId, today],
      )) as [unknown[], number];
      if (!rows.length) throw new ConflictError(renewalMessages.notCurrent);
      await this.voidOpenFees(tx, actor, memberId, `Member resigned on ${formatIsoDay(today)}`);
      const after = await tx.getRepository(Member).findOneByOrFail({ id: memberId });
      await this.deps.audit.record(tx, actor, 'resign', 'member', memberId, before, after);
      await this.deps.outbox.enqueue(tx, membershipResignedEmail(after.fullName, after.email, today));
      return after;
    });
    this.deps.pubsub.publish('MEMBER_CHANGED', { action: MemberChangeAction.DEACTIVATED, member: after });
    return after;
  }

  /**
   * Staff undo a lapse the renewal job made: APPROVED again, the cease date and reason cleared (the
   * register lists them as a current member), the lapse marked undone so the job does not cease them
   * again for that period. Nothing voided is reopened: when the renewal is still owed, a fresh charge
   * for the period is made, due today. Audited.
   * @returns the member after
   * @throws NotFoundError; ConflictError (renewalMessages.notLapsed) when the member did not lapse
   */
  async undoLapse(actor: Actor, memberId: string): Promise<Member> {
    if (!isUuid(memberId)) throw new NotFoundError('Member');
    const today = this.deps.clock.today();
    // Read before the transaction: the embedded database has one connection.
    const settings = await this.deps.settings.get();
    const after = await this.deps.db.transaction(async (tx) => {
      const before = await tx.getRepository(Member).findOneBy({ id: memberId });
      if (!before) throw new NotFoundError('Member');
      const [rows] = (await tx.query(
        `UPDATE members SET status = 'approved', ceased_date = NULL, ceased_reason = NULL, version = version + 1, updated_at = now()
          WHERE id = $1 AND status = 'inactive' AND ceased_reason = 'lapsed' RETURNING to_char(financial_until, 'YYYY-MM-DD') AS "financialUntil"`,
        [memberId],
      )) as [{ financialUntil: string | null }[], number];
      if (!rows.length) throw new ConflictError(renewalMessages.notLapsed);
      const financialUntil = rows[0].financialUntil;
      const [lapse] = (await tx.query(
        `UPDATE renewal_lapses SET undone_at = $3, undone_by = $4
          WHERE member_id = $1 AND period_end = $2::date AND undone_at IS NULL RETURNING amount_cents AS "amountCents"`,
        [memberId, financialUntil, this.deps.clock.now(), actor.name ?? 'Admin'],
      )) as [{ amountCents: number }[], number];
      let fresh: string | null = null;
      if (financialUntil && lapse[0]) {
        const [owed] = (await tx.query(`SELECT 1 FROM charges WHERE member_id = $1 AND kind = 'fee' AND status <> 'void' AND period_end > $2::date`, [
          memberId,
          financialUntil,
        ])) as unknown[];
        if (!owed) {
          const period = nextPeriod(settings, null, financialUntil);
          const charge = await this.deps.ledger.createCharge(tx, actor, {
            memberId,
            payerName: before.fullName,
            payerEmail: before.email,
            kind: MoneyKind.FEE,
            description: `Membership renewal, ${formatIsoDay(period.start)} to ${formatIsoDay(period.end)}`,
            amountCents: lapse[0].amountCents,
            membershipClassId: before.membershipClassId,
            periodStart: period.start,
            periodEnd: period.end,
            dueDate: today,
          });
          fresh = charge.reference;
        }
      }
      const after = await tx.getRepository(Member).findOneByOrFail({ id: memberId });
      await this.deps.audit.record(tx, actor, 'undo-lapse', 'member', memberId, before, { ...after, renewalCharge: fresh });
      return after;
    });
    this.deps.pubsub.publish('MEMBER_CHANGED', { action: MemberChangeAction.REACTIVATED, member: after });
    return after;
  }

  /** Voids the member's open fee charges with nothing paid towards them (a part-paid one stays for the treasurer). */
  private async voidOpenFees(tx: EntityManager, actor: Actor, memberId: string, reason: string): Promise<void> {
    const open = (await tx.query(`SELECT id FROM charges WHERE member_id = $1 AND kind = $2 AND status = $3`, [
      memberId,
      MoneyKind.FEE,
      ChargeStatus.OPEN,
    ])) as { id: string }[];
    for (const { id } of open) if ((await this.deps.ledger.paidTowards(tx, id)) === 0) await this.deps.ledger.voidCharge(tx, actor, id, reason);
  }
}
