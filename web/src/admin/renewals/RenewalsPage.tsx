import './RenewalsPage.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { can } from '../../../../shared/capabilities';
import { renewalMessages } from '../../../../shared/renewals-messages';
import { useAuth } from '../../auth/AuthContext';
import type { AdminRenewalsQuery, RenewalFilter } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { Pagination } from '../cms/Pagination';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { enumLabel, formatDate } from '../common/format';
import { TableRegion } from '../common/TableRegion';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { AdminRenewalsDocument, AdminRenewalSummaryDocument, AdminSetRenewalsPausedDocument, AdminUndoLapseDocument } from './renewals.graphql';

type Item = AdminRenewalsQuery['renewals']['items'][number];

const PAGE_SIZE = 25;
const TABS: { filter: RenewalFilter; label: string; empty: string }[] = [
  { filter: 'DUE', label: 'Due to renew', empty: 'No one is due to renew right now.' },
  { filter: 'UNFINANCIAL', label: 'Unfinancial', empty: 'No one is unfinancial.' },
  { filter: 'ENDED', label: 'Lapsed, resigned or removed', empty: 'No one has lapsed, resigned or been removed.' },
];

/** "$50.00" from cents. */
const money = (cents: number | null | undefined): string => (cents == null ? '—' : `$${(cents / 100).toFixed(2)}`);

/** A reminder offset as words: 30 → "30 days before", 0 → "on the day", -14 → "14 days after". */
export const offsetLabel = (offset: number): string =>
  offset === 0
    ? 'on the day'
    : offset > 0
      ? `${offset} ${offset === 1 ? 'day' : 'days'} before`
      : `${-offset} ${offset === -1 ? 'day' : 'days'} after`;

const REASONS: Record<string, string> = { lapsed: 'Lapsed (renewal not paid)', resigned: 'Resigned', removed: 'Removed by staff' };

/**
 * The Renewals page at /admin/renewals (issue #34): who is due to renew (and which reminders they
 * got), who is unfinancial (and the day they cease), and who lapsed, resigned or was removed (and
 * when) — with Undo for a lapse and the switch that pauses renewals, both for admins; the treasurer
 * reads the lists only.
 */
export default function RenewalsPage() {
  useDocumentTitle('Renewals');
  const { session } = useAuth();
  const manages = can(session?.user.role, 'manageMembers');
  const toast = useToast();
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const { filter, empty } = TABS[tab];
  const list = useQuery(AdminRenewalsDocument, { variables: { input: { filter, page, limit: PAGE_SIZE } }, fetchPolicy: 'cache-and-network' });
  const summary = useQuery(AdminRenewalSummaryDocument, { fetchPolicy: 'cache-and-network' });
  useSignOutWhenUnauthenticated(list.error, summary.error);
  const [setPaused, pausing] = useMutation(AdminSetRenewalsPausedDocument);
  const [undoLapse, undoing] = useMutation(AdminUndoLapseDocument);

  const paused = summary.data?.renewalSummary.paused ?? false;
  const togglePause = async () => {
    try {
      await setPaused({ variables: { input: { paused: !paused } }, refetchQueries: [AdminRenewalSummaryDocument] });
      toast.success(paused ? renewalMessages.resumed : renewalMessages.paused);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const undo = async (item: Item) => {
    try {
      await undoLapse({ variables: { input: { memberId: item.memberId } } });
      toast.success(renewalMessages.undone(item.fullName));
      await Promise.all([list.refetch(), summary.refetch()]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const data = list.data?.renewals;
  let body;
  if (!data && list.loading) body = <Spinner label="Loading renewals…" />;
  else if (!data)
    body = <ErrorState title="Couldn't load renewals" detail={errorMessage(list.error)} onRetry={() => void list.refetch().catch(() => undefined)} />;
  else if (data.items.length === 0) body = <EmptyState title={empty} />;
  else
    body = (
      <>
        <TableRegion caption={`${TABS[tab].label}: ${data.total} ${data.total === 1 ? 'member' : 'members'}`} tableClassName="renewals__table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              {filter === 'ENDED' ? (
                <>
                  <th scope="col">Ceased</th>
                  <th scope="col">Why</th>
                  <th scope="col">Paid until</th>
                  {manages && <th scope="col">Actions</th>}
                </>
              ) : (
                <>
                  <th scope="col">Paid until</th>
                  <th scope="col">Standing</th>
                  <th scope="col">Renewal owed</th>
                  <th scope="col">Reminders sent</th>
                  <th scope="col">{filter === 'DUE' ? 'Unfinancial from' : 'Ceases on'}</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.memberId}>
                <td>
                  <span className="renewals__name">{item.fullName}</span>
                  <span className="renewals__meta">
                    No. {item.memberNumber}
                    {item.className ? ` · ${item.className}` : ''}
                  </span>
                </td>
                {filter === 'ENDED' ? (
                  <>
                    <td>{formatDate(item.ceasedDate)}</td>
                    <td>{REASONS[item.ceasedReason ?? ''] ?? enumLabel(item.ceasedReason)}</td>
                    <td>{formatDate(item.financialUntil)}</td>
                    {manages && (
                      <td>
                        {item.ceasedReason === 'lapsed' && (
                          <button
                            type="button"
                            className="btn btn--small"
                            disabled={undoing.loading}
                            aria-label={`Undo the lapse of ${item.fullName}`}
                            onClick={() => void undo(item)}
                          >
                            Undo
                          </button>
                        )}
                      </td>
                    )}
                  </>
                ) : (
                  <>
                    <td>{formatDate(item.financialUntil)}</td>
                    <td>
                      <span className={`badge renewals__standing renewals__standing--${(item.standing ?? '').toLowerCase()}`}>
                        {enumLabel(item.standing)}
                      </span>
                    </td>
                    <td>
                      {item.chargeReference ? (
                        <>
                          {money(item.chargeAmountCents)} <span className="renewals__meta">ref. {item.chargeReference}</span>
                        </>
                      ) : (
                        money(item.feeCents)
                      )}
                    </td>
                    <td>{item.remindedOffsets.length ? item.remindedOffsets.map(offsetLabel).join(', ') : 'None yet'}</td>
                    <td>{formatDate(filter === 'DUE' ? item.unfinancialFrom : item.ceasesOn)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <Pagination page={page} totalPages={Math.ceil(data.total / PAGE_SIZE)} label="Renewals pages" onPage={setPage} />
      </>
    );

  return (
    <div className="admin-page renewals">
      <AdminPageHeader
        title="Renewals"
        lead={
          <>
            Renewals run by themselves once a day: reminders go out at the days set in the membership settings, a member who hasn't paid becomes
            unfinancial after the grace period and then ceases, with the date entered in the register of members.
          </>
        }
      />
      <section className="card renewals__pause" aria-labelledby="renewals-pause-title">
        <h2 id="renewals-pause-title">{paused ? 'Renewals are paused' : 'Renewals are running'}</h2>
        {summary.error && !summary.data ? (
          <p role="alert">Couldn't load whether renewals are paused: {errorMessage(summary.error)}</p>
        ) : (
          <p>
            {paused ? renewalMessages.pausedOn : renewalMessages.pausedOff}
            {summary.data && ` ${renewalMessages.dashboard(summary.data.renewalSummary.due, summary.data.renewalSummary.unfinancial)}.`}
          </p>
        )}
        {manages && summary.data && (
          <button type="button" className={paused ? 'btn btn--primary' : 'btn'} disabled={pausing.loading} onClick={() => void togglePause()}>
            {paused ? 'Resume renewals' : 'Pause renewals'}
          </button>
        )}
      </section>
      <div className="renewals__tabs" role="group" aria-label="Show">
        {TABS.map((t, i) => (
          <button
            key={t.filter}
            type="button"
            className={i === tab ? 'btn btn--small btn--primary' : 'btn btn--small'}
            aria-pressed={i === tab}
            onClick={() => {
              setTab(i);
              setPage(1);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}
