import './treasurer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import type { MoneyKind, PaymentMethod, TreasurerEntryFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { Pagination } from '../cms/Pagination';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { formatDate } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { formatMoney, KIND_LABELS, METHOD_LABELS } from './money';
import { ReasonModal } from './ReasonModal';
import { TreasurerLedgerDocument, TreasurerReverseEntryDocument } from './treasurer.graphql';

type Entry = TreasurerEntryFieldsFragment;

/** "Reverse": a new entry of the opposite amount, with the reason; nothing is deleted. */
function ReverseModal({ entry, onClose, onDone }: { entry: Entry; onClose(): void; onDone(): void }) {
  const [reverse] = useMutation(TreasurerReverseEntryDocument);
  return (
    <ReasonModal
      title={`Reverse entry ${entry.entryNumber}?`}
      confirmLabel="Reverse entry"
      onClose={onClose}
      onDone={onDone}
      submit={async (reason) => {
        const result = await reverse({ variables: { input: { id: entry.id, reason } } });
        return `Entry ${entry.entryNumber} is reversed by entry ${result.data!.reverseLedgerEntry.entryNumber}.`;
      }}
    >
      <p>
        The ledger keeps entry {entry.entryNumber} ({formatMoney(entry.amountCents)} from {entry.payerName}) and adds one of{' '}
        {formatMoney(-entry.amountCents)} dated today. If it paid a charge, the charge is owed again.
      </p>
    </ReasonModal>
  );
}

/**
 * The Ledger at /admin/ledger (issue #34; treasurers and admins): every payment, refund and
 * reversal, newest first, filtered by days paid, kind and method, each with its receipt's PDF
 * (/receipts/<number>.pdf). Nothing is ever deleted: a mistake is reversed, with a reason. Card
 * payments are refunded in Stripe, which records the refund here.
 */
export default function LedgerPage() {
  useDocumentTitle('Ledger');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const kind = (params.get('kind') ?? '') as MoneyKind | '';
  const method = (params.get('method') ?? '') as PaymentMethod | '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [reversing, setReversing] = useState<Entry | null>(null);
  const { data, loading, error, refetch } = useQuery(TreasurerLedgerDocument, {
    variables: {
      input: { filter: { from: from || null, to: to || null, kind: kind || null, method: method || null }, page, limit: adminPageSize.ledgerEntries },
    },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const setFilter = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const entries = data?.ledgerEntries;
  let body;
  if (!entries && loading) body = <Spinner label="Loading the ledger…" />;
  else if (!entries)
    body = <ErrorState title="Could not load the ledger" detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (entries.items.length === 0)
    body = <EmptyState title={from || to || kind || method ? 'No entry matches these filters' : 'No money recorded yet'} />;
  else
    body = (
      <>
        <div className="table-wrap" role="region" aria-labelledby={`${id}-list`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">Ledger entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Paid on</th>
                <th scope="col">From</th>
                <th scope="col">For</th>
                <th scope="col">How</th>
                <th scope="col" className="treasurer__money">
                  Amount
                </th>
                <th scope="col">Reference</th>
                <th scope="col">Recorded by</th>
                <th scope="col">Receipt</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {entries.items.map((e) => (
                <tr key={e.id}>
                  <th scope="row">{e.entryNumber}</th>
                  <td>{formatDate(e.paidOn)}</td>
                  <td>{e.payerName}</td>
                  <td>
                    {KIND_LABELS[e.kind]}
                    {e.reversesId && <div className="field__hint">Reversal{e.note ? `: ${e.note}` : ''}</div>}
                    {e.reversedById && <div className="field__hint">Reversed</div>}
                  </td>
                  <td>{METHOD_LABELS[e.method]}</td>
                  <td className="treasurer__money">{formatMoney(e.amountCents)}</td>
                  <td>{e.reference ?? '—'}</td>
                  <td>{e.recordedByName}</td>
                  <td>
                    {e.receiptPath ? (
                      <a
                        href={e.receiptPath}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={`Receipt ${e.receiptNumber} (PDF) for entry ${e.entryNumber}`}
                      >
                        Receipt {e.receiptNumber}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {e.amountCents > 0 && !e.reversedById && e.method !== 'CARD' && (
                      <button
                        type="button"
                        className="btn btn--small btn--danger"
                        aria-label={`Reverse entry ${e.entryNumber}`}
                        onClick={() => setReversing(e)}
                      >
                        Reverse
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={entries.page}
          totalPages={Math.ceil(entries.total / entries.limit)}
          label="Ledger pages"
          onPage={(n) => setFilter({ page: String(n) })}
        />
      </>
    );

  return (
    <div className="admin-page treasurer">
      <AdminPageHeader
        title="Ledger"
        lead="Every payment, refund and reversal. Nothing is ever deleted: a mistake is reversed by a new entry, with the reason."
      />
      <form className="card treasurer__filters treasurer__figure" role="search" aria-label="Filter the ledger" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-from`}>Paid from</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFilter({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>Paid to</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setFilter({ to: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>For</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setFilter({ kind: e.target.value })}>
            <option value="">Everything</option>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-method`}>How</label>
          <select id={`${id}-method`} value={method} onChange={(e) => setFilter({ method: e.target.value })}>
            <option value="">All methods</option>
            {Object.entries(METHOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <section className="admin-page__section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{entries ? (entries.total === 1 ? '1 entry' : `${entries.total} entries`) : 'Entries'}</h2>
        {body}
      </section>
      {reversing && (
        <ReverseModal
          entry={reversing}
          onClose={() => setReversing(null)}
          onDone={() => {
            setReversing(null);
            void refetch().catch(() => undefined);
          }}
        />
      )}
    </div>
  );
}
