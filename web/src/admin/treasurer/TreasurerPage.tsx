import './treasurer.css';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { associationClock } from '../../shared/timeZone';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import type { PaymentMethod } from '../../gql/graphql';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { formatDate } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { downloadCsv } from '../members-shared/downloadCsv';
import { formatMoney, METHOD_LABELS, monthName } from './money';
import { TreasurerLedgerCsvDocument, TreasurerOverviewDocument, TreasurerReconciliationDocument } from './treasurer.graphql';

/** The income table's columns: heading and the cents a month shows in it. */
const COLUMNS = [
  ['Fees', 'feesCents'],
  ['Donations', 'donationsCents'],
  ['Events', 'eventsCents'],
  ['Total', 'totalCents'],
] as const;

/** The reconciliation for the financial year shown: everything agrees, or each disagreement by entry number. */
function ReconciliationSection({ from, to }: { from: string; to: string }) {
  const { data, loading, error, refetch } = useQuery(TreasurerReconciliationDocument, {
    variables: { input: { from, to } },
    fetchPolicy: 'network-only',
  });
  useSignOutWhenUnauthenticated(error);
  const r = data?.reconciliation;
  let body;
  if (!r && loading) body = <Spinner label="Checking receipts, ledger and Stripe…" />;
  else if (!r)
    body = <ErrorState title="Could not check the books" detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else
    body = (
      <div className="card treasurer__figure">
        {r.ok ? (
          <p className="treasurer__ok" role="status">
            Everything agrees: every payment from {formatDate(r.from)} to {formatDate(r.to)} has one receipt, and receipts total what the ledger
            received each month.
          </p>
        ) : (
          <>
            <p className="treasurer__warn" role="status">
              {r.problems.length === 1 ? '1 thing does not agree' : `${r.problems.length} things do not agree`} ({formatDate(r.from)} to{' '}
              {formatDate(r.to)}):
            </p>
            <ul className="treasurer__problems">
              {r.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
        <p>
          {r.stripe.connected
            ? `Stripe: card payments in the ledger ${formatMoney(r.stripe.ledgerCardCents)}; Stripe received ${formatMoney(r.stripe.stripeGrossCents)}, kept ${formatMoney(r.stripe.stripeFeesCents)} in fees and paid out ${formatMoney(r.stripe.payoutsCents)}.`
            : 'Stripe not connected: there are no card payments to compare.'}
        </p>
      </div>
    );
  return (
    <section className="admin-page__section" aria-labelledby="treasurer-reconciliation">
      <h2 id="treasurer-reconciliation">Do the books agree?</h2>
      {body}
    </section>
  );
}

/** The Xero export: a date range (default the financial year shown) and which payments. */
function ExportSection({ start, end }: { start: string; end: string }) {
  const id = useId();
  const client = useApolloClient();
  const toast = useToast();
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(end);
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const result = await client.query({
        query: TreasurerLedgerCsvDocument,
        variables: { input: { from, to, method: method || null } },
        fetchPolicy: 'network-only',
      });
      const file = result.data!.exportLedgerCsv;
      downloadCsv(file.filename, file.content);
      toast.success(`Downloaded ${file.filename} (${file.rows === 1 ? '1 line' : `${file.rows} lines`}).`);
    } catch (e) {
      toast.error(`Could not make the CSV: ${errorMessage(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-page__section" aria-labelledby="treasurer-export">
      <h2 id="treasurer-export">Export for Xero</h2>
      <p>
        The ledger as a Xero bank statement file (Xero: Bank accounts → Import a statement). Choose bank transfers for the bank account, card for your
        Stripe account.
      </p>
      <form
        className="card treasurer__filters treasurer__figure"
        aria-label="Export the ledger for Xero"
        onSubmit={(e) => {
          e.preventDefault();
          void download();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" required value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" required value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-method`}>Payments</label>
          <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod | '')}>
            <option value="">All</option>
            {Object.entries(METHOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Preparing…' : 'Download Xero CSV'}
        </button>
      </form>
    </section>
  );
}

/**
 * The treasurer's page at /admin/treasurer (issue #34; treasurers and admins): income by month and
 * kind for a financial year as a table, what is outstanding and overdue, whether receipts, ledger
 * and Stripe agree (naming each disagreement), and the ledger as a Xero CSV. A treasurer lands here
 * after signing in.
 */
export default function TreasurerPage() {
  useDocumentTitle('Treasurer');
  const [startYear, setStartYear] = useState<number | null>(null);
  const { data, loading, error, refetch } = useQuery(TreasurerOverviewDocument, { variables: { startYear }, fetchPolicy: 'cache-and-network' });
  useSignOutWhenUnauthenticated(error);
  const income = data?.incomeReport;
  const owed = data?.outstandingReport;
  const shownYear = income ? Number(income.start.slice(0, 4)) : null;
  const today = associationClock().today();

  let body;
  if (!income && loading) body = <Spinner label="Loading the year’s figures…" />;
  else if (!income || !owed)
    body = (
      <ErrorState title="Could not load the treasurer’s figures" detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
    );
  else
    body = (
      <>
        <section className="admin-page__section" aria-labelledby="treasurer-owed">
          <h2 id="treasurer-owed">Owed to the association</h2>
          <ul className="treasurer__figures">
            <li className="card treasurer__figure">
              Outstanding <strong>{formatMoney(owed.outstandingCents)}</strong>
              {owed.openCount === 1 ? '1 open charge' : `${owed.openCount} open charges`}
            </li>
            <li className="card treasurer__figure">
              Overdue <strong>{formatMoney(owed.overdueCents)}</strong>
              <Link to="/admin/charges?overdue=1">
                {owed.overdueCount === 1 ? '1 charge past its due date' : `${owed.overdueCount} charges past their due date`}
              </Link>
            </li>
          </ul>
        </section>
        <section className="admin-page__section" aria-labelledby="treasurer-income">
          <h2 id="treasurer-income">Income {income.label}</h2>
          <div className="treasurer__year">
            <button type="button" className="btn btn--small" onClick={() => setStartYear((shownYear ?? 0) - 1)}>
              Previous year
            </button>
            <button type="button" className="btn btn--small" disabled={income.end >= today} onClick={() => setStartYear((shownYear ?? 0) + 1)}>
              Next year
            </button>
          </div>
          {income.totals.totalCents === 0 && income.months.every((m) => m.totalCents === 0) ? (
            <EmptyState title={`No money received in ${income.label} yet`} />
          ) : (
            <div className="table-wrap" role="region" aria-labelledby="treasurer-income" tabIndex={0}>
              <table>
                <caption className="visually-hidden">
                  Income by month and kind, {formatDate(income.start)} to {formatDate(income.end)}, net of refunds
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    {COLUMNS.map(([heading]) => (
                      <th key={heading} scope="col" className="treasurer__money">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {income.months.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">{monthName(m.month)}</th>
                      {COLUMNS.map(([heading, key]) => (
                        <td key={heading} className="treasurer__money">
                          {formatMoney(m[key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total {income.label}</th>
                    {COLUMNS.map(([heading, key]) => (
                      <td key={heading} className="treasurer__money">
                        <strong>{formatMoney(income.totals[key])}</strong>
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </section>
        <ReconciliationSection from={income.start} to={income.end} />
        <ExportSection key={income.start} start={income.start} end={income.end} />
      </>
    );

  return (
    <div className="admin-page treasurer">
      <AdminPageHeader
        title="Treasurer"
        lead="Money received by month and kind for the financial year, what is still owed, whether the books agree, and the ledger for Xero."
      >
        <div className="treasurer__actions">
          <Link className="btn" to="/admin/charges">
            Charges
          </Link>
          <Link className="btn" to="/admin/ledger">
            Ledger
          </Link>
        </div>
      </AdminPageHeader>
      {body}
    </div>
  );
}
