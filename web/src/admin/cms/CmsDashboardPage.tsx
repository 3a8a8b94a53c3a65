import './CmsDashboardPage.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { contentTypes } from '../../../../shared/content-fields';
import { limits } from '../../../../shared/limits';
import { adminMessages } from '../../../../shared/admin-messages';
import type { ActivityAction, ContentType } from '../../gql/graphql';
import { EmptyState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { formatClockTime } from '../common/format';
import { QueryBlock } from '../common/QueryBlock';
import { QuickLinks } from '../common/QuickLinks';
import { StatCard } from '../common/StatCard';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { CmsDashboardStatsDocument, CmsRecentActivityDocument } from './cms.graphql';
import { formatAssociationDateTime } from './contentCsv';
import { useContentChanges } from './useContentChanges';
import { AdminPageHeader } from '../common/AdminPageHeader';

const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday", "just now" … from an ISO time. */
export function relativeTime(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(value) < 30) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

const ACTION_LABELS: Record<ActivityAction, string> = { CREATED: 'Created', UPDATED: 'Updated', PUBLISHED: 'Published', DELETED: 'Deleted' };
const TYPE_LABELS = Object.fromEntries(Object.values(contentTypes).map((d) => [d.type, d.label])) as Record<ContentType, string>;

/** One horizontal bar: a share of a total, with its text value beside it. */
function Bar({ label, value, total, tone }: { label: string; value: number; total: number; tone: 'green' | 'amber' | 'blue' | 'grey' }) {
  const percent = total > 0 ? Math.round((value / total) * 100) : 0;
  return (
    <li className="cms-dash__bar-row">
      <span className="cms-dash__bar-label">{label}</span>
      <span className="cms-dash__bar-track" aria-hidden="true">
        <span className={`cms-dash__bar cms-dash__bar--${tone}`} style={{ width: `${percent}%` }} />
      </span>
      <span className="cms-dash__bar-value">
        {value} of {total}
      </span>
    </li>
  );
}

/**
 * The CMS dashboard at /admin/cms (SPEC §2 Admin CMS dashboard, §3 Dashboard stats, Recent
 * activity item): stat cards for projects, events, news, gallery and resources; content distribution
 * as horizontal bars with their numbers; the 10 latest changes (type, title, action, relative time;
 * "No recent activity"); an Auto-refresh checkbox (on, every 30 s) and Refresh; quick links. Also
 * reloads live when content changes. Failures: "Failed to fetch dashboard stats" / "Failed to fetch
 * recent activity" with Try again.
 */
export default function CmsDashboardPage() {
  useDocumentTitle('CMS');
  const autoId = useId();
  const [auto, setAuto] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const stats = useQuery(CmsDashboardStatsDocument, { fetchPolicy: 'cache-and-network' });
  const activity = useQuery(CmsRecentActivityDocument, { variables: { limit: 10 }, fetchPolicy: 'cache-and-network' });
  useSignOutWhenUnauthenticated(stats.error, activity.error);

  const reloadAll = async () => {
    await Promise.all([stats.refetch().catch(() => undefined), activity.refetch().catch(() => undefined)]);
    setUpdatedAt(new Date());
  };
  useContentChanges(null, () => void reloadAll());
  const reloadRef = useRef(reloadAll);
  useEffect(() => {
    reloadRef.current = reloadAll;
  });

  useEffect(() => {
    if (stats.data && !updatedAt) setUpdatedAt(new Date());
  }, [stats.data, updatedAt]);

  useEffect(() => {
    if (!auto) return;
    const timer = window.setInterval(() => void reloadRef.current(), limits.dashboardRefreshMs);
    return () => window.clearInterval(timer);
  }, [auto]);

  const refresh = async () => {
    setRefreshing(true);
    await reloadAll();
    setRefreshing(false);
  };

  const s = stats.data?.dashboardStats;

  return (
    <div className="admin-page cms-dash">
      <AdminPageHeader title="Content Management" lead="Projects, events, news, gallery photos, resources and testimonials at a glance.">
        <div className="cms-dash__controls">
          <div className="field field--checkbox cms-dash__auto">
            <input id={autoId} type="checkbox" checked={auto} onChange={(event) => setAuto(event.currentTarget.checked)} />
            <label htmlFor={autoId}>Auto-refresh</label>
          </div>
          <button type="button" className="btn" onClick={() => void refresh()} disabled={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </AdminPageHeader>
      {updatedAt && (
        <p className="cms-dash__updated">
          Last updated <time dateTime={updatedAt.toISOString()}>{formatClockTime(updatedAt)}</time>
          {auto ? ' · refreshes every 30 seconds' : ''}
        </p>
      )}

      <section aria-labelledby="cms-dash-overview">
        <h2 id="cms-dash-overview" className="visually-hidden">
          Content counts
        </h2>
        <QueryBlock result={stats} errorTitle={adminMessages.admin.dashboardStatsFailed} loadingLabel="Loading content figures…">
          {({ dashboardStats: { projects, events, news, gallery, resources } }) => (
            <ul className="stat-cards cms-dash__cards">
              <StatCard
                label="Projects"
                value={projects.total}
                detail={`${projects.published} published · ${projects.completed} completed`}
                to="/admin/cms/projects"
              />
              <StatCard label="Events" value={events.total} detail={`${events.upcoming} upcoming · ${events.past} past`} to="/admin/cms/events" />
              <StatCard label="News" value={news.total} detail={`${news.published} published · ${news.featured} featured`} to="/admin/cms/news" />
              <StatCard
                label="Gallery"
                value={gallery.total}
                detail={`${gallery.published} published · ${gallery.byType.event} event photos`}
                to="/admin/cms/gallery"
              />
              <StatCard
                label="Resources"
                value={resources.total}
                detail={`${resources.published} published · ${resources.totalDownloads} downloads`}
                to="/admin/cms/resources"
              />
            </ul>
          )}
        </QueryBlock>
      </section>

      <div className="cms-dash__columns">
        <section className="card cms-dash__panel" aria-labelledby="cms-dash-distribution">
          <h2 id="cms-dash-distribution" className="cms-dash__panel-title">
            Content distribution
          </h2>
          {s ? (
            <div className="cms-dash__groups">
              <BarGroup title="Projects">
                <Bar label="Published" value={s.projects.published} total={s.projects.total} tone="green" />
                <Bar label="Draft" value={s.projects.draft} total={s.projects.total} tone="grey" />
                <Bar label="Completed" value={s.projects.completed} total={s.projects.total} tone="blue" />
              </BarGroup>
              <BarGroup title="Events">
                <Bar label="Published" value={s.events.published} total={s.events.total} tone="green" />
                <Bar label="Upcoming" value={s.events.upcoming} total={s.events.total} tone="blue" />
                <Bar label="Past" value={s.events.past} total={s.events.total} tone="grey" />
              </BarGroup>
              <BarGroup title="News">
                <Bar label="Published" value={s.news.published} total={s.news.total} tone="green" />
                <Bar label="Featured" value={s.news.featured} total={s.news.total} tone="amber" />
              </BarGroup>
              <BarGroup title="Gallery">
                <Bar label="Published" value={s.gallery.published} total={s.gallery.total} tone="green" />
                <Bar label="Draft" value={s.gallery.draft} total={s.gallery.total} tone="grey" />
              </BarGroup>
              <BarGroup title="Resources">
                <Bar label="Published" value={s.resources.published} total={s.resources.total} tone="green" />
                <Bar label="Documents" value={s.resources.byType.document} total={s.resources.total} tone="blue" />
              </BarGroup>
            </div>
          ) : stats.error ? (
            <p className="cms-dash__muted">{adminMessages.admin.dashboardStatsFailed}</p>
          ) : (
            <Spinner label="Loading content distribution…" />
          )}
        </section>

        <section className="card cms-dash__panel" aria-labelledby="cms-dash-activity">
          <h2 id="cms-dash-activity" className="cms-dash__panel-title">
            Recent activity
          </h2>
          <QueryBlock result={activity} errorTitle={adminMessages.cms.recentActivityFailed} loadingLabel="Loading recent activity…">
            {({ recentActivity }) =>
              recentActivity.length === 0 ? (
                <EmptyState title={adminMessages.cms.noRecentActivity} />
              ) : (
                <ol className="cms-dash__activity">
                  {recentActivity.map((entry) => (
                    <li key={`${entry.type}-${entry.id}`} className="cms-dash__activity-item">
                      <span className="badge cms-dash__type">{TYPE_LABELS[entry.type]}</span>
                      <span className="cms-dash__activity-title">{entry.title}</span>
                      <span className="cms-dash__activity-meta">
                        <span className={`cms-dash__action cms-dash__action--${entry.action.toLowerCase()}`}>{ACTION_LABELS[entry.action]}</span>
                        {' · '}
                        <time dateTime={entry.timestamp} title={formatAssociationDateTime(entry.timestamp)}>
                          {relativeTime(entry.timestamp)}
                        </time>
                      </span>
                    </li>
                  ))}
                </ol>
              )
            }
          </QueryBlock>
        </section>
      </div>

      <QuickLinks
        id="cms-dash-quick"
        links={[
          { to: '/admin/cms/projects', label: 'Manage projects' },
          { to: '/admin/cms/events', label: 'Manage events' },
          { to: '/admin/cms/gallery', label: 'Manage gallery' },
          { to: '/admin/cms/resources', label: 'Manage resources' },
        ]}
      />
    </div>
  );
}

/** The bars of one content type. */
function BarGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="cms-dash__group">
      <h3 className="cms-dash__group-title">{title}</h3>
      <ul className="cms-dash__bars">{children}</ul>
    </div>
  );
}
