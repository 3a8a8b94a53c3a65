import { stringify } from 'csv-stringify/sync';
import type { DataSource } from 'typeorm';
import { formatIsoDay, type Clock, formatIsoMonth } from '../../../shared/clock';
import { neutraliseFormula } from '../common/csv-file';
import { formatCents } from './ledger';
import { checkDayRange } from './money-queries';
import { MoneyKind, PaymentMethod } from './money.enums';

/** One line of Stripe's balance history, as the "stripe" module reads it from the Stripe API (issue #34). */
export interface StripeBalanceTransaction {
  /** Stripe's id (txn_…). */
  id: string;
  /** Stripe's type: "charge" or "payment" (money in), "refund", "payout", "stripe_fee"… */
  type: string;
  /** Gross amount in cents AUD: positive in, negative out. */
  amountCents: number;
  /** Stripe's fee in cents (≥ 0). */
  feeCents: number;
  created: Date;
  /** For a charge: the PaymentIntent it belongs to. */
  paymentIntentId: string | null;
  /** For a refund: Stripe's refund id (re_…). */
  refundId: string | null;
}

/**
 * Where the reconciliation reads Stripe's side (issue #34). The "stripe" module implements it with the
 * official SDK (`balanceTransactions.list`); absent when Stripe is not configured.
 */
export interface StripeBalanceSource {
  /** Balance transactions created from `from` (inclusive) to `to` (exclusive). */
  listBalanceTransactions(from: Date, to: Date): Promise<StripeBalanceTransaction[]>;
}

/** Income of one month, net of refunds and reversals (cents). */
export interface MonthIncome {
  /** "YYYY-MM", the association's calendar month of the day paid. */
  month: string;
  feesCents: number;
  donationsCents: number;
  eventsCents: number;
  totalCents: number;
}

/** Income by month and kind for one financial year. */
export interface IncomeReport {
  /** The financial year's label, e.g. "2026–27" (or "2026" when it starts in January). */
  label: string;
  /** First and last day ("YYYY-MM-DD"). */
  start: string;
  end: string;
  /** The twelve months, in order. */
  months: MonthIncome[];
  /** The year's totals (`month` is the label). */
  totals: MonthIncome;
}

/** What is owed (open charges), and how much of it is overdue. */
export interface OutstandingReport {
  openCount: number;
  outstandingCents: number;
  overdueCount: number;
  overdueCents: number;
}

/** Ledger and receipts of one month. */
export interface MonthReconciliation {
  month: string;
  /** Money received (entries with a positive amount), cents. */
  ledgerCents: number;
  /** The amounts on the receipts of those entries, cents. */
  receiptCents: number;
  agrees: boolean;
}

/** Stripe's side of the reconciliation. */
export interface StripeReconciliation {
  /** False when Stripe is not configured: nothing was compared. */
  connected: boolean;
  /** Card payments less card refunds in the ledger (cents). */
  ledgerCardCents: number;
  /** Stripe's charges less refunds, gross (cents). */
  stripeGrossCents: number;
  /** Stripe's fees on them (cents). */
  stripeFeesCents: number;
  /** Paid out to the bank (cents, positive). */
  payoutsCents: number;
  /** Card entries Stripe has no matching charge or refund for (or a different amount): entry numbers. */
  entriesNotInStripe: number[];
  /** Stripe charges and refunds the ledger has no entry for: Stripe's ids. */
  stripeNotInLedger: string[];
}

/** Whether receipts, ledger and Stripe agree for a date range, and exactly what does not. */
export interface Reconciliation {
  from: string;
  to: string;
  ok: boolean;
  /** Entries with a positive amount and no receipt: entry numbers. */
  entriesWithoutReceipt: number[];
  /** Entries with more than one receipt: entry numbers. */
  entriesWithSeveralReceipts: number[];
  /** Entries whose receipt shows another amount: entry numbers. */
  receiptAmountMismatches: number[];
  months: MonthReconciliation[];
  stripe: StripeReconciliation;
  /** Each disagreement in a sentence, e.g. "Entry 12 ($30.00, paid 3 Jul 2026) has no receipt." */
  problems: string[];
}

/** A CSV file for download. */
export interface CsvDownload {
  filename: string;
  content: string;
  rows: number;
}

/**
 * The header of Xero's precoded bank statement CSV (Xero's "Import a statement" template, the
 * asterisks marking what Xero requires; docs/membership-year.md "The treasurer" cites the source).
 */
export const XERO_COLUMNS = ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number', 'Account code', 'Tax Rate'] as const;

const KIND_LABEL: Record<MoneyKind, string> = {
  [MoneyKind.FEE]: 'Membership fee',
  [MoneyKind.DONATION]: 'Donation',
  [MoneyKind.EVENT]: 'Event',
};

const METHOD_LABEL: Record<PaymentMethod, string> = {
  [PaymentMethod.BANK_TRANSFER]: 'bank transfer',
  [PaymentMethod.CASH]: 'cash',
  [PaymentMethod.CARD]: 'card',
};

/** "2026-07-03" → "03/07/2026" (Xero's Australian date format). */
const xeroDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Cents as Xero's plain amount: "30.00", "-1234.50" (no symbol, no thousands separator). */
export const xeroAmount = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The months from `start` ("YYYY-MM") for `count` months. */
function monthsFrom(year: number, month: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const m = month - 1 + i;
    return `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

/** The last day of a month "YYYY-MM". */
function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** What the reports need. */
export interface TreasurerReportDeps {
  db: DataSource;
  clock: Clock;
  /** The financial year's first month (1–12), from the membership year's settings. */
  financialYearStartMonth: () => Promise<number>;
  /** Stripe's balance history, or null when Stripe is not configured. */
  stripe: StripeBalanceSource | null;
}

/**
 * The treasurer's view (issue #34): income by month and kind for a financial year, what is
 * outstanding and overdue, the ledger as a Xero bank statement CSV, and the reconciliation of
 * ledger, receipts and Stripe. Days are the association's (a ledger entry's `paid_on` is a calendar
 * day in TIME_ZONE), so a month is the association's month; "today" is the clock's.
 */
export class TreasurerReports {
  constructor(private readonly deps: TreasurerReportDeps) {}

  /**
   * The financial year that starts in `startYear`, or the one containing today.
   * @returns its label and first and last day
   */
  async financialYear(startYear?: number | null): Promise<{ label: string; start: string; end: string; startMonth: number }> {
    const startMonth = await this.deps.financialYearStartMonth();
    const today = this.deps.clock.today();
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const year = startYear ?? (m >= startMonth ? y : y - 1);
    const months = monthsFrom(year, startMonth, 12);
    const endYear = Number(months[11].slice(0, 4));
    const label = endYear === year ? String(year) : `${year}–${String(endYear).slice(2)}`;
    return { label, start: `${months[0]}-01`, end: lastDayOf(months[11]), startMonth };
  }

  /**
   * Income by month and kind (net of refunds and reversals) for a financial year.
   * @param startYear the calendar year the financial year starts in; default the current one
   */
  async income(startYear?: number | null): Promise<IncomeReport> {
    const year = await this.financialYear(startYear);
    const rows = (await this.deps.db.query(
      `SELECT to_char(paid_on, 'YYYY-MM') AS month, kind, SUM(amount_cents)::int AS cents
       FROM ledger_entries WHERE paid_on BETWEEN $1::date AND $2::date GROUP BY 1, 2`,
      [year.start, year.end],
    )) as { month: string; kind: MoneyKind; cents: number }[];
    const months = monthsFrom(Number(year.start.slice(0, 4)), year.startMonth, 12).map((month) => {
      const of = (kind: MoneyKind) => rows.find((r) => r.month === month && r.kind === kind)?.cents ?? 0;
      const [feesCents, donationsCents, eventsCents] = [of(MoneyKind.FEE), of(MoneyKind.DONATION), of(MoneyKind.EVENT)];
      return { month, feesCents, donationsCents, eventsCents, totalCents: feesCents + donationsCents + eventsCents };
    });
    const sum = (key: keyof Omit<MonthIncome, 'month'>) => months.reduce((total, m) => total + m[key], 0);
    return {
      label: year.label,
      start: year.start,
      end: year.end,
      months,
      totals: {
        month: year.label,
        feesCents: sum('feesCents'),
        donationsCents: sum('donationsCents'),
        eventsCents: sum('eventsCents'),
        totalCents: sum('totalCents'),
      },
    };
  }

  /** What open charges still owe, and how much of that is past its due date (today, association's zone). */
  async outstanding(): Promise<OutstandingReport> {
    const [row] = (await this.deps.db.query(
      `WITH open AS (
         SELECT c.due_date, c.amount_cents - COALESCE((SELECT SUM(e.amount_cents) FROM ledger_entries e WHERE e.charge_id = c.id), 0) AS owing
         FROM charges c WHERE c.status = 'open')
       SELECT count(*)::int AS "openCount", COALESCE(SUM(owing), 0)::int AS "outstandingCents",
         (count(*) FILTER (WHERE due_date < $1::date))::int AS "overdueCount",
         COALESCE(SUM(owing) FILTER (WHERE due_date < $1::date), 0)::int AS "overdueCents"
       FROM open`,
      [this.deps.clock.today()],
    )) as OutstandingReport[];
    return row;
  }

  /**
   * The ledger from `from` to `to` (days paid, inclusive) as a Xero precoded bank statement CSV:
   * {@link XERO_COLUMNS}, dates DD/MM/YYYY, amounts signed with two decimals, UTF-8 with a byte
   * order mark, CRLF. Account code and tax rate are left for the treasurer's Xero bank rules.
   * @param method only this method (e.g. bank transfers for the bank account, cards for the Stripe account)
   * @throws ValidationError naming `from` or `to`
   */
  async xeroCsv(from: string, to: string, method?: PaymentMethod | null): Promise<CsvDownload> {
    checkDayRange(from, to);
    const params: unknown[] = [from, to];
    const rows = (await this.deps.db.query(
      `SELECT e.entry_number AS "entryNumber", to_char(e.paid_on, 'YYYY-MM-DD') AS "paidOn", e.amount_cents AS "amountCents",
         e.payer_name AS "payerName", e.kind, e.method, e.reference, e.note, c.description,
         (SELECT r.number FROM receipts r WHERE r.ledger_entry_id = e.id) AS "receiptNumber",
         (SELECT o.entry_number FROM ledger_entries o WHERE o.id = e.reverses_id) AS "reverses"
       FROM ledger_entries e LEFT JOIN charges c ON c.id = e.charge_id
       WHERE e.paid_on BETWEEN $1::date AND $2::date ${method ? `AND e.method = $${params.push(method)}` : ''}
       ORDER BY e.paid_on, e.entry_number`,
      params,
    )) as {
      entryNumber: number;
      paidOn: string;
      amountCents: number;
      payerName: string;
      kind: MoneyKind;
      method: PaymentMethod;
      reference: string | null;
      note: string | null;
      description: string | null;
      receiptNumber: number | null;
      reverses: number | null;
    }[];
    const lines = rows.map((r) => {
      const what = r.description && r.description !== KIND_LABEL[r.kind] ? `${KIND_LABEL[r.kind]}: ${r.description}` : KIND_LABEL[r.kind];
      const about =
        r.reverses !== null
          ? `reversal of entry ${r.reverses}${r.note ? `: ${r.note}` : ''}`
          : `entry ${r.entryNumber}${r.receiptNumber !== null ? `, receipt ${r.receiptNumber}` : ''}`;
      // Date and amount are ours (a negative amount must stay a number); the text columns are neutralised.
      const text = [r.payerName, `${what} (${METHOD_LABEL[r.method]}, ${about})`, r.reference ?? ''].map(neutraliseFormula);
      return [xeroDate(r.paidOn), xeroAmount(r.amountCents), ...text, '', '', ''];
    });
    const content = `\uFEFF${stringify([[...XERO_COLUMNS], ...lines], { record_delimiter: 'windows' })}`;
    return { filename: `ledger-xero-${from}-to-${to}${method ? `-${method.replace('_', '-')}` : ''}.csv`, content, rows: rows.length };
  }

  /**
   * Checks for a date range (days paid, inclusive; default the current financial year) that every
   * entry with a positive amount has exactly one receipt, that receipts total what the ledger
   * received in each month, and — when Stripe is connected — that card entries and Stripe's balance
   * history match one for one.
   * @throws ValidationError naming `from` or `to`
   */
  async reconcile(from?: string | null, to?: string | null): Promise<Reconciliation> {
    checkDayRange(from, to);
    const year = from && to ? null : await this.financialYear();
    const start = from ?? year!.start;
    const end = to ?? year!.end;
    checkDayRange(start, end);
    const entries = (await this.deps.db.query(
      `SELECT e.entry_number AS "entryNumber", to_char(e.paid_on, 'YYYY-MM-DD') AS "paidOn", e.amount_cents AS "amountCents", e.method,
         e.stripe_payment_intent_id AS "paymentIntentId", e.stripe_refund_id AS "refundId",
         (SELECT count(*)::int FROM receipts r WHERE r.ledger_entry_id = e.id) AS receipts,
         (SELECT SUM(COALESCE((r.content->>'amountCents')::int, e.amount_cents))::int FROM receipts r WHERE r.ledger_entry_id = e.id) AS "receiptCents",
         (SELECT min(r.number) FROM receipts r WHERE r.ledger_entry_id = e.id) AS "receiptNumber"
       FROM ledger_entries e WHERE e.paid_on BETWEEN $1::date AND $2::date ORDER BY e.entry_number`,
      [start, end],
    )) as {
      entryNumber: number;
      paidOn: string;
      amountCents: number;
      method: PaymentMethod;
      paymentIntentId: string | null;
      refundId: string | null;
      receipts: number;
      receiptCents: number | null;
      receiptNumber: number | null;
    }[];
    const problems: string[] = [];
    const received = entries.filter((e) => e.amountCents > 0);
    const describe = (e: { entryNumber: number; amountCents: number; paidOn: string }) =>
      `Entry ${e.entryNumber} (${formatCents(e.amountCents)}, paid ${formatIsoDay(e.paidOn)})`;

    const entriesWithoutReceipt = received.filter((e) => e.receipts === 0).map((e) => e.entryNumber);
    const entriesWithSeveralReceipts = received.filter((e) => e.receipts > 1).map((e) => e.entryNumber);
    const receiptAmountMismatches = received.filter((e) => e.receipts === 1 && e.receiptCents !== e.amountCents).map((e) => e.entryNumber);
    for (const e of received) {
      if (e.receipts === 0) problems.push(`${describe(e)} has no receipt.`);
      else if (e.receipts > 1) problems.push(`${describe(e)} has ${e.receipts} receipts; it should have one.`);
      else if (e.receiptCents !== e.amountCents)
        problems.push(`${describe(e)}: its receipt ${e.receiptNumber} shows ${formatCents(e.receiptCents ?? 0)}.`);
    }

    const monthNames = [...new Set(received.map((e) => e.paidOn.slice(0, 7)))].sort();
    const months = monthNames.map((month) => {
      const inMonth = received.filter((e) => e.paidOn.startsWith(month));
      const ledgerCents = inMonth.reduce((total, e) => total + e.amountCents, 0);
      const receiptCents = inMonth.reduce((total, e) => total + (e.receiptCents ?? 0), 0);
      return { month, ledgerCents, receiptCents, agrees: ledgerCents === receiptCents };
    });
    for (const m of months.filter((m) => !m.agrees))
      problems.push(
        `${monthLabel(m.month)}: the ledger received ${formatCents(m.ledgerCents)} but the receipts total ${formatCents(m.receiptCents)}.`,
      );

    const stripe = await this.reconcileStripe(start, end, entries, problems);
    return {
      from: start,
      to: end,
      ok: problems.length === 0,
      entriesWithoutReceipt,
      entriesWithSeveralReceipts,
      receiptAmountMismatches,
      months,
      stripe,
      problems,
    };
  }

  /** Card entries against Stripe's balance history, one for one (by PaymentIntent and refund id). */
  private async reconcileStripe(
    start: string,
    end: string,
    entries: {
      entryNumber: number;
      paidOn: string;
      amountCents: number;
      method: PaymentMethod;
      paymentIntentId: string | null;
      refundId: string | null;
    }[],
    problems: string[],
  ): Promise<StripeReconciliation> {
    const cards = entries.filter((e) => e.method === PaymentMethod.CARD);
    const ledgerCardCents = cards.reduce((total, e) => total + e.amountCents, 0);
    const empty = { ledgerCardCents, stripeGrossCents: 0, stripeFeesCents: 0, payoutsCents: 0, entriesNotInStripe: [], stripeNotInLedger: [] };
    if (!this.deps.stripe) return { connected: false, ...empty };
    const { clock } = this.deps;
    const next = new Date(Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)) - 1, Number(end.slice(8, 10)) + 1)).toISOString().slice(0, 10);
    const transactions = await this.deps.stripe.listBalanceTransactions(clock.startOfDay(start), clock.startOfDay(next));
    const charges = transactions.filter((t) => (t.type === 'charge' || t.type === 'payment') && t.paymentIntentId);
    const refunds = transactions.filter((t) => t.type === 'refund' && t.refundId);
    const entriesNotInStripe: number[] = [];
    for (const e of cards) {
      const match =
        e.amountCents > 0
          ? charges.find((t) => t.paymentIntentId === e.paymentIntentId)
          : refunds.find((t) => t.refundId && t.refundId === e.refundId);
      if (!match) {
        entriesNotInStripe.push(e.entryNumber);
        problems.push(`Entry ${e.entryNumber} (${formatCents(e.amountCents)}, card) is not in Stripe’s balance history.`);
      } else if (match.amountCents !== e.amountCents) {
        entriesNotInStripe.push(e.entryNumber);
        problems.push(`Entry ${e.entryNumber} (${formatCents(e.amountCents)}, card): Stripe has ${formatCents(match.amountCents)} (${match.id}).`);
      }
    }
    const stripeNotInLedger: string[] = [];
    for (const t of charges)
      if (!cards.some((e) => e.amountCents > 0 && e.paymentIntentId === t.paymentIntentId)) {
        stripeNotInLedger.push(t.paymentIntentId!);
        problems.push(`Stripe payment ${t.paymentIntentId} (${formatCents(t.amountCents)}) is not in the ledger.`);
      }
    for (const t of refunds)
      if (!cards.some((e) => e.amountCents < 0 && e.refundId === t.refundId)) {
        stripeNotInLedger.push(t.refundId!);
        problems.push(`Stripe refund ${t.refundId} (${formatCents(t.amountCents)}) is not in the ledger.`);
      }
    const money = [...charges, ...refunds];
    return {
      connected: true,
      ledgerCardCents,
      stripeGrossCents: money.reduce((total, t) => total + t.amountCents, 0),
      stripeFeesCents: money.reduce((total, t) => total + t.feeCents, 0),
      payoutsCents: -transactions.filter((t) => t.type === 'payout').reduce((total, t) => total + t.amountCents, 0),
      entriesNotInStripe,
      stripeNotInLedger,
    };
  }
}

/** "2026-07" → "July 2026". */
function monthLabel(month: string): string {
  return formatIsoMonth(month);
}
