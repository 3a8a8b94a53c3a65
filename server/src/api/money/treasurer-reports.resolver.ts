import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import type { AppContext } from '../context';
import { CsvFile } from '../csv-file';
import { LedgerCsvInput, ReconciliationInput } from './money.inputs';
import { IncomeReport, OutstandingReport, Reconciliation } from './money.types';

/** The treasurer's view (issue #34): income, what is owed, the Xero CSV and the reconciliation. */
@Resolver()
export class TreasurerReportsResolver {
  /** Treasurer: income by month and kind for a financial year (default the current one). */
  @Authorized<Capability>('manageMoney')
  @Query(() => IncomeReport, { description: 'Income by month and kind (fees, donations, events) for a financial year (treasurer, admin).' })
  incomeReport(
    @Ctx() ctx: AppContext,
    @Arg('startYear', () => Int, { nullable: true, description: 'The calendar year the financial year starts in; default the current one.' })
    startYear: number | null,
  ) {
    return ctx.services.treasurerReports.income(startYear);
  }

  /** Treasurer: what open charges still owe, and what is overdue. */
  @Authorized<Capability>('manageMoney')
  @Query(() => OutstandingReport, { description: 'What open charges still owe, and how much is past its due date (treasurer, admin).' })
  outstandingReport(@Ctx() ctx: AppContext) {
    return ctx.services.treasurerReports.outstanding();
  }

  /** Treasurer: the ledger as a Xero bank statement CSV. @throws BAD_USER_INPUT naming `from` or `to` */
  @Authorized<Capability>('manageMoney')
  @Query(() => CsvFile, {
    description: 'The ledger for a date range as a Xero precoded bank statement CSV (UTF-8 with a byte order mark; treasurer, admin).',
  })
  exportLedgerCsv(@Arg('input', () => LedgerCsvInput) input: LedgerCsvInput, @Ctx() ctx: AppContext): Promise<CsvFile> {
    return ctx.services.treasurerReports.xeroCsv(input.from, input.to, input.method);
  }

  /** Treasurer: whether receipts, ledger and Stripe agree. @throws BAD_USER_INPUT naming `from` or `to` */
  @Authorized<Capability>('manageMoney')
  @Query(() => Reconciliation, {
    description: 'Whether every payment has one receipt, receipts total the ledger month by month, and card entries match Stripe (treasurer, admin).',
  })
  reconciliation(@Arg('input', () => ReconciliationInput, { nullable: true }) input: ReconciliationInput | null, @Ctx() ctx: AppContext) {
    return ctx.services.treasurerReports.reconcile(input?.from, input?.to);
  }
}
