import './AdminDashboardPage.css';
import { useQuery, useSubscription } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { limits } from '../../../../shared/limits';
import { adminMessages } from '../../../../shared/admin-messages';
import { useAuth } from '../../auth/AuthContext';
import { EmptyState } from '../../shared/states';
import { enumLabel, formatDate, formatEventTime } from '../common/format';
import { QueryBlock, type QueryBlockResult } from '../common/QueryBlock';
import { QuickLinks } from '../common/QuickLinks';
import { StatCard } from '../common/StatCard';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { mayOpen } from '../layout/adminPages';
import { can } from '../../../../shared/capabilities';
import { AdminContactMessageChangedDocument } from '../layout/layout.graphql';
import {
  AdminDashboardContentChangedDocument,
  AdminDashboardMemberChangedDocument,
  AdminDashboardEventsDocument,
  AdminDashboardProjectsDocument,
  AdminDashboardStatsDocument,
  AdminDashboardTestimonialsDocument,
} from './dashboard.graphql';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { RenewalsCard } from '../renewals/RenewalsCard';

/** SPEC §2: the dashboard loads the first 10 events, projects and testimonials. */
const firstPage = { page: 1, limit: limits.defaultPageSize } as const;

/**
 * The admin dashboard overview at /admin (SPEC §2 Admin dashboard overview): cards for Total
 * Members (the approved count: applications are not members, issue #33), Pending Applications,
 * Active Projects (of all projects) and Gallery Items (published of all), quick links, and the
 * first 10 events, projects and testimonials. Each block has its own loading, error (with Try
 * again) and empty state. The figures follow member, content and contact-message changes live
 * through the subscriptions, without a reload (issue #33).
 */
export default function AdminDashboardPage() {
  const { session } = useAuth();
  const stats = useQuery(AdminDashboardStatsDocument, { fetchPolicy: 'cache-and-network' });
  const events = useQuery(AdminDashboardEventsDocument, { variables: firstPage, fetchPolicy: 'cache-and-network' });
  const projects = useQuery(AdminDashboardProjectsDocument, { variables: firstPage, fetchPolicy: 'cache-and-network' });
  const testimonials = useQuery(AdminDashboardTestimonialsDocument, { variables: firstPage, fetchPolicy: 'cache-and-network' });
  useSignOutWhenUnauthenticated(stats.error, events.error, projects.error, testimonials.error);
  // The pending review link shows to those who may open that page (shared/capabilities.ts).
  const reviewsApplications = !!session && mayOpen(session.user.role, '/admin/pending');
  // Live counts (issue #33): each change reloads the figures; member changes reach admins only.
  const reloadStats = () => void stats.refetch().catch(() => undefined);
  const watchesMembers = !!session && can(session.user.role, 'manageMembers');
  useSubscription(AdminDashboardMemberChangedDocument, { skip: !watchesMembers, onData: reloadStats });
  useSubscription(AdminDashboardContentChangedDocument, { onData: reloadStats });
  useSubscription(AdminContactMessageChangedDocument, { onData: reloadStats });

  return (
    <div className="admin-page admin-dash">
      <AdminPageHeader
        title="Dashboard"
        lead={<>Welcome back{session ? `, ${session.user.name}` : ''}. Here is what is happening in the association.</>}
      />

      <section aria-labelledby="admin-dash-overview">
        <h2 id="admin-dash-overview" className="visually-hidden">
          Overview
        </h2>
        <QueryBlock result={stats} errorTitle={adminMessages.admin.dashboardStatsFailed} loadingLabel="Loading dashboard figures…">
          {({ memberStats, adminOverview }) => (
            <ul className="stat-cards admin-dash__cards">
              <StatCard
                label="Total Members"
                value={memberStats.approved}
                detail={`Approved members; ${memberStats.total - memberStats.approved} other records (applications, rejected, former) not counted`}
              />
              <StatCard label="Pending Applications" value={memberStats.pending} detail="Awaiting review" tone="amber" />
              <StatCard
                label="Active Projects"
                value={adminOverview.activeProjects}
                detail={`of ${adminOverview.totalProjects} projects`}
                tone="blue"
              />
              <StatCard label="Gallery Items" value={adminOverview.publishedGalleryItems} detail={`of ${adminOverview.totalGalleryItems}`} />
            </ul>
          )}
        </QueryBlock>
      </section>

      {session && can(session.user.role, 'viewRenewals') && <RenewalsCard />}

      <QuickLinks
        id="admin-dash-quick"
        links={[
          ...(reviewsApplications ? [{ to: '/admin/pending', label: 'Review pending applications' }] : []),
          {
            to: '/admin/messages',
            label: stats.data ? `Contact messages: ${stats.data.unhandledContactMessageCount} not handled` : 'Contact messages',
          },
          { to: '/admin/cms/events', label: 'Manage events' },
          { to: '/admin/cms/projects', label: 'Manage projects' },
        ]}
      />

      <div className="admin-dash__lists">
        <ListBlock
          id="admin-dash-events"
          title="Events"
          result={{ ...events, data: events.data?.adminEvents.items }}
          render={(event) => (
            <li key={event.id} className="admin-dash__item">
              <span className="admin-dash__item-title">{event.title}</span>
              <span className="admin-dash__item-meta">
                {event.eventDate ? `${formatDate(event.eventDate)} · ${formatEventTime(event.eventDate)}` : formatEventTime(null)}
                {event.location ? ` · ${event.location}` : ''}
              </span>
              <StatusBadge status={event.status} />
            </li>
          )}
        />
        <ListBlock
          id="admin-dash-projects"
          title="Projects"
          result={{ ...projects, data: projects.data?.adminProjects.items }}
          render={(project) => (
            <li key={project.id} className="admin-dash__item">
              <span className="admin-dash__item-title">{project.title}</span>
              <span className="admin-dash__item-meta">{project.completionPercentage}% complete</span>
              <StatusBadge status={project.status} />
            </li>
          )}
        />
        <ListBlock
          id="admin-dash-testimonials"
          title="Testimonials"
          result={{ ...testimonials, data: testimonials.data?.adminTestimonials.items }}
          render={(testimonial) => (
            <li key={testimonial.id} className="admin-dash__item">
              <span className="admin-dash__item-title">{testimonial.name}</span>
              <span className="admin-dash__item-meta">
                {testimonial.role}
                {testimonial.featured ? ' · Featured' : ''}
              </span>
              <StatusBadge status={testimonial.status} />
            </li>
          )}
        />
      </div>
    </div>
  );
}

/** A content status as a coloured badge. */
function StatusBadge({ status }: { status: string }) {
  return <span className={`badge admin-dash__status admin-dash__status--${status.toLowerCase()}`}>{enumLabel(status)}</span>;
}

/** A titled list with its loading, error (with Try again) and empty states. */
function ListBlock<T>({
  id,
  title,
  result,
  render,
}: {
  id: string;
  title: string;
  /** The list's query, with the list as its data. */
  result: QueryBlockResult<readonly T[]>;
  render(item: T): ReactNode;
}) {
  return (
    <section className="card admin-dash__list" aria-labelledby={id}>
      <h2 id={id} className="admin-dash__list-title">
        {title}
      </h2>
      <QueryBlock result={result} errorTitle={adminMessages.admin.fetchItemsFailed} loadingLabel={`Loading ${title.toLowerCase()}…`}>
        {(list) =>
          list.length === 0 ? <EmptyState title={adminMessages.admin.noItems} /> : <ul className="admin-dash__items">{list.map(render)}</ul>
        }
      </QueryBlock>
    </section>
  );
}
