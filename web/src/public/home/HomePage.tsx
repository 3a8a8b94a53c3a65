import './HomePage.css';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { telHref, useSiteSettings } from '../../shared/siteSettings';
import { errorMessage } from '../../shared/errors';
import { FallbackImage } from '../../shared/FallbackImage';
import { takePrefetched } from '../../shared/prerendered';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { formatEventTime, formatShortEventDate } from '../events/eventDates';
import { availabilityOf } from '../events/availability';
import { HomeEventsDocument, HomeNewsDocument, HomeProjectsDocument, HomeStatsDocument, HomeTestimonialsDocument } from './home.graphql';
import { newsDate } from '../news/newsDate';

/** One block's loading / "Unable to load …" / empty handling (SPEC §2 Home). */
function Block({
  loading,
  error,
  empty,
  what,
  emptyText,
  onRetry,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  what: string;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (loading) return <Spinner label={`Loading ${what}…`} />;
  if (error) return <ErrorState title={messages.home.unableToLoad(what)} detail={errorMessage(error)} onRetry={onRetry} />;
  if (empty) return <EmptyState title={emptyText} />;
  return <>{children}</>;
}

/**
 * The four stat tiles (SPEC §2 Home): counts with "+", Years Serving fixed at 5. Live: refreshed
 * each time Home opens, except when the page's own load has just brought them.
 */
function StatTiles() {
  const [fetchPolicy] = useState<WatchQueryFetchPolicy>(() => (takePrefetched('HomeStats') ? 'cache-first' : 'cache-and-network'));
  const { data, loading, error, refetch } = useQuery(HomeStatsDocument, { fetchPolicy });
  const stats = data?.publicStats;
  const tiles = stats
    ? [
        { label: 'Active Members', value: `${stats.activeMembers}+`, testId: 'stat-active-members' },
        { label: 'Projects Completed', value: `${stats.projectsCompleted}+`, testId: 'stat-projects-completed' },
        { label: 'Events Hosted', value: `${stats.eventsHosted}+`, testId: 'stat-events-hosted' },
        { label: 'Years Serving', value: `${stats.yearsServing}`, testId: 'stat-years-serving' },
      ]
    : [];
  return (
    <section className="home-stats" aria-label="Our community in numbers">
      <Block loading={loading && !stats} error={!stats && error} empty={false} what="community stats" emptyText="" onRetry={() => void refetch()}>
        <ul className="container home-stats__list">
          {tiles.map((tile) => (
            <li key={tile.label} className="home-stats__tile">
              <span className="home-stats__value" data-testid={tile.testId}>
                {tile.value}
              </span>
              <span className="home-stats__label">{tile.label}</span>
            </li>
          ))}
        </ul>
      </Block>
    </section>
  );
}

function RecentProjects() {
  const { data, loading, error, refetch } = useQuery(HomeProjectsDocument);
  const items = data?.projects.items ?? [];
  return (
    <section className="home-section container" aria-labelledby="home-projects">
      <div className="home-section__head">
        <h2 id="home-projects">Recent Projects</h2>
        <Link to="/projects">All projects</Link>
      </div>
      <Block
        loading={loading}
        error={error}
        empty={items.length === 0}
        what="recent projects"
        emptyText={messages.home.noRecentProjects}
        onRetry={() => void refetch()}
      >
        <ul className="home-cards">
          {items.map((project, index) => (
            <li key={project.id} className="card home-card">
              <FallbackImage src={project.imageUrl} alt="" width={400} height={260} className="home-card__image" priority={index === 0} />
              <h3 className="home-card__title">{project.title}</h3>
              {project.description && <p className="home-card__text">{project.description}</p>}
              <div
                className="progress"
                role="progressbar"
                aria-valuenow={project.completionPercentage}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={`${project.title} progress`}
              >
                <span className="progress__bar" style={{ width: `${project.completionPercentage}%` }} />
              </div>
              <p className="home-card__meta">{project.completionPercentage}% complete</p>
              <Link to={`/projects/${project.slug}`} className="btn btn--small">
                View Details<span className="visually-hidden">: {project.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Block>
    </section>
  );
}

function UpcomingEvents() {
  const { data, loading, error, refetch } = useQuery(HomeEventsDocument);
  const items = data?.events.items ?? [];
  return (
    <section className="home-section container" aria-labelledby="home-events">
      <div className="home-section__head">
        <h2 id="home-events">Upcoming Events</h2>
        <Link to="/events">All events</Link>
      </div>
      <Block
        loading={loading}
        error={error}
        empty={items.length === 0}
        what="upcoming events"
        emptyText={messages.home.noUpcomingEvents}
        onRetry={() => void refetch()}
      >
        <ul className="home-events">
          {items.map((event) => {
            const iso = event.eventDate;
            return (
              <li key={event.id} className="card home-event">
                <p className="home-event__date">{iso ? <time dateTime={iso}>{formatShortEventDate(iso)}</time> : messages.events.dateTbd}</p>
                <h3 className="home-event__title">
                  <Link to={`/events/${event.slug}`}>{event.title}</Link>
                </h3>
                <p className="home-event__meta">
                  {formatEventTime(iso)} · {event.location || messages.fallbacks.location}
                </p>
                {availabilityOf(event).label && <p className="events-full badge">{availabilityOf(event).label}</p>}
              </li>
            );
          })}
        </ul>
      </Block>
    </section>
  );
}

/** "Latest news" (issue #22): the first three of /news, each dated and linking to its page. */
function LatestNews() {
  const { data, loading, error, refetch } = useQuery(HomeNewsDocument);
  const items = data?.news.items ?? [];
  return (
    <section className="home-section container" aria-labelledby="home-news">
      <div className="home-section__head">
        <h2 id="home-news">Latest news</h2>
        <Link to="/news">{messages.news.allNews}</Link>
      </div>
      <Block loading={loading} error={error} empty={items.length === 0} what="news" emptyText={messages.home.noNews} onRetry={() => void refetch()}>
        <ul className="home-events">
          {items.map((item) => {
            const date = newsDate(item);
            return (
              <li key={item.id} className="card home-event">
                <p className="home-event__date">
                  <time dateTime={date.iso}>{date.text}</time>
                </p>
                <h3 className="home-event__title">
                  <Link to={`/news/${encodeURIComponent(item.slug)}`}>{item.title}</Link>
                </h3>
              </li>
            );
          })}
        </ul>
      </Block>
    </section>
  );
}

function Testimonials() {
  const { data, loading, error, refetch } = useQuery(HomeTestimonialsDocument);
  const items = data?.testimonials ?? [];
  return (
    <section className="home-section home-section--tint" aria-labelledby="home-testimonials">
      <div className="container">
        <h2 id="home-testimonials">Neighbours Say</h2>
        <Block
          loading={loading}
          error={error}
          empty={items.length === 0}
          what="testimonials"
          emptyText={messages.home.noTestimonials}
          onRetry={() => void refetch()}
        >
          <ul className="home-quotes">
            {items.map((t) => (
              <li key={t.id} className="card home-quote">
                <blockquote>
                  <p>“{t.message}”</p>
                </blockquote>
                <div className="home-quote__who">
                  <FallbackImage src={t.imageUrl} alt="" width={48} height={48} />
                  <p>
                    <strong>{t.name}</strong>
                    <br />
                    <span>{t.role}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Block>
      </div>
    </section>
  );
}

const VALUES = [
  { title: 'Community First', text: 'Every resident has a voice. We listen, we meet in the open and we decide together.' },
  { title: 'Safety & Support', text: 'Safer streets, looked-after neighbours and a hand for anyone who needs it.' },
  { title: 'Real Impact', text: 'Playgrounds renewed, creeks replanted, streets lit — projects you can see and use.' },
];

/** The contact email and phone of the closing call to action, from the site settings. */
function CtaContact() {
  const settings = useSiteSettings();
  return (
    <p className="home-cta__contact">
      <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a> · <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
    </p>
  );
}

/**
 * The Home page (SPEC §2 Home): hero with a join call to action, four live stat tiles, three value
 * cards, recent projects, upcoming events, latest news (issue #22), "Neighbours Say" testimonials and a closing call to
 * action with the contact email and phone. Each block loads, fails and empties on its own.
 */
export default function HomePage() {
  useDocumentTitle('Home', 'Greenfield Residents Association: volunteers running projects, events and a voice for our suburb. Membership is free.');
  return (
    <div className="home">
      <section className="home-hero">
        <div className="container home-hero__inner">
          <h1>Neighbours looking after Greenfield</h1>
          <p className="home-hero__lead">
            We are the residents’ association of Greenfield: volunteers who run projects, events and a voice for our suburb. Join us — membership is
            free.
          </p>
          <div className="home-hero__actions">
            <Link to="/join" className="btn btn--primary">
              Join the association
            </Link>
            <Link to="/events" className="btn">
              See upcoming events
            </Link>
          </div>
        </div>
      </section>
      <StatTiles />
      <section className="home-section container" aria-labelledby="home-values">
        <h2 id="home-values">What we stand for</h2>
        <ul className="home-values">
          {VALUES.map((v) => (
            <li key={v.title} className="card">
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <RecentProjects />
      <UpcomingEvents />
      <LatestNews />
      <Testimonials />
      <section className="home-cta" aria-labelledby="home-cta">
        <div className="container">
          <h2 id="home-cta">Be part of it</h2>
          <p>Applications are reviewed by the committee within a few days. Questions first? We are happy to help.</p>
          <div className="home-hero__actions">
            <Link to="/join" className="btn btn--primary">
              Apply for membership
            </Link>
            <Link to="/contact" className="btn">
              Contact us
            </Link>
          </div>
          <CtaContact />
        </div>
      </section>
    </div>
  );
}
