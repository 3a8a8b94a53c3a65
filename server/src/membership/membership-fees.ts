import type { EntityManager } from 'typeorm';
import { formatIsoDay } from '../../../shared/clock';
import { bankTransferReady, type MembershipYearValues } from '../../../shared/membership-year';
import type { Actor } from '../common/actor';
import { MoneyKind, type Charge, type Ledger } from '../money';
import type { MembershipClasses } from './membership-classes';
import { firstFeeDueDate, firstPeriod, type MembershipPeriodDays } from './membership-period';

/** The member a first fee is for (plain values: members/ passes its row in). */
export interface FeePayer {
  id: string;
  fullName: string;
  email: string;
  membershipClassId: string | null;
  concession: boolean;
  financialUntil: string | null;
}

/** How to pay by bank transfer, when the settings have an account (shared/membership-year.ts `bankTransferReady`). */
export interface BankTransferDetails {
  accountName: string;
  bsb: string;
  accountNumber: string;
}

/** The first fee charged on approval, and how to pay it. */
export interface ApprovalFee {
  charge: Charge;
  /** The class's name, for the e-mail. */
  className: string;
  /** The bank account to pay into, or null when none is set (the e-mail then says we will be in touch). */
  bankTransfer: BankTransferDetails | null;
}

/** What the fee on approval needs: the ledger, the classes and the membership year's settings. */
export interface MembershipFeesDeps {
  ledger: Ledger;
  classes: MembershipClasses;
  /** The membership year's settings (services.membershipYear). */
  settings: { get(manager?: EntityManager): Promise<MembershipYearValues> };
}

/** The bank details members are shown, or null when bank transfer is not set up. */
export const bankTransferOf = (settings: MembershipYearValues): BankTransferDetails | null =>
  bankTransferReady(settings) ? { accountName: settings.bankAccountName, bsb: settings.bankBsb, accountNumber: settings.bankAccountNumber } : null;

/** "Membership fee: Household, 01 Jul 2026 – 30 Jun 2027" (the charge's description). */
export const feeDescription = (className: string, period: MembershipPeriodDays, concession: boolean): string =>
  `Membership fee: ${className}${concession ? ' (concession)' : ''}, ${formatIsoDay(period.start)} – ${formatIsoDay(period.end)}`;

/** Membership fees charged by the membership's own rules (issue #34): the first one, on approval. */
export class MembershipFees {
  constructor(private readonly deps: MembershipFeesDeps) {}

  /**
   * Charges a newly approved member their class's fee, inside the approval's transaction: the annual
   * fee, or the concession fee when they have a concession and the class has one; for the period
   * `firstPeriod` gives from the approval day; due `firstFeeDueDate`.
   * @param approvedOn the approval day, "YYYY-MM-DD" in the association's time zone
   * @returns the charge and how to pay it, or null when nothing is owed (no class, or a fee of $0:
   *   "financial until" stays empty and the member never lapses for money)
   */
  async chargeOnApproval(tx: EntityManager, actor: Actor | null, member: FeePayer, approvedOn: string): Promise<ApprovalFee | null> {
    if (!member.membershipClassId) return null;
    const cls = await this.deps.classes.get(member.membershipClassId, tx);
    if (!cls) return null;
    const concession = member.concession && cls.concessionFeeCents !== null;
    const amountCents = concession ? cls.concessionFeeCents! : cls.annualFeeCents;
    if (amountCents <= 0) return null;
    const settings = await this.deps.settings.get(tx);
    const period = firstPeriod(settings, cls, approvedOn, member.financialUntil);
    const charge = await this.deps.ledger.createCharge(tx, actor, {
      memberId: member.id,
      payerName: member.fullName,
      payerEmail: member.email,
      kind: MoneyKind.FEE,
      description: feeDescription(cls.name, period, concession),
      amountCents,
      membershipClassId: cls.id,
      periodStart: period.start,
      periodEnd: period.end,
      dueDate: firstFeeDueDate(approvedOn, period),
    });
    return { charge, className: cls.name, bankTransfer: bankTransferOf(settings) };
  }
}
