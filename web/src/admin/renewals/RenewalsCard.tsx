import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { renewalMessages } from '../../../../shared/renewals-messages';
import { errorMessage } from '../../shared/errors';
import { AdminRenewalSummaryDocument } from './renewals.graphql';

/**
 * The dashboard's renewals card (issue #34), for those who may read renewals: "N members due to
 * renew, M unfinancial", a link to the Renewals page, and whether renewals are paused.
 */
export function RenewalsCard() {
  const { data, loading, error, refetch } = useQuery(AdminRenewalSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const summary = data?.renewalSummary;
  return (
    <section className="card admin-dash__renewals" aria-labelledby="admin-dash-renewals">
      <h2 id="admin-dash-renewals" className="admin-dash__list-title">
        <Link to="/admin/renewals">Renewals</Link>
      </h2>
      {summary ? (
        <p data-testid="renewals-summary">
          {renewalMessages.dashboard(summary.due, summary.unfinancial)}
          {summary.paused ? ' — renewals are paused.' : '.'}
        </p>
      ) : loading ? (
        <p role="status">Loading renewals…</p>
      ) : (
        <p role="alert">
          Couldn't load renewals: {errorMessage(error)}{' '}
          <button type="button" className="btn btn--small" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </button>
        </p>
      )}
    </section>
  );
}
