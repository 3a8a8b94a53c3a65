import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { errorCode } from '../../shared/errors';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import { detailPageState } from '../layout/detailPageState';
import { EventActions } from './EventActions';
import { FallbackImage } from '../../shared/FallbackImage';
import { formatEventDate, formatEventTime } from './eventDates';
import { PublicEventDocument } from './events.graphql';
import { RsvpForm } from './RsvpForm';
import { availabilityOf } from './availability';
import { associationClock } from '../../shared/timeZone';
import '../layout/DetailPage.css';
import '../layout/TagList.css';
import './events.css';
import { listAddress } from '../../shared/listReturn';

/**
 * Why RSVPs are closed (SPEC §5, the server's CONFLICT rules), or null when the form is open. A full
 * event whose waitlist is on stays open: RSVPs join the waitlist (issue #17).
 */
function rsvpClosedReason(event: {
  eventDate?: string | null;
  registrationDeadline?: string | null;
  maxAttendees?: number | null;
  currentAttendees: number;
  waitlistEnabled?: boolean | null;
}): string | null {
  const now = Date.now();
  if (event.eventDate && new Date(event.eventDate).getTime() < now) return messages.rsvp.past;
  if (event.registrationDeadline && new Date(event.registrationDeadline).getTime() < now) return messages.rsvp.closed;
  const availability = availabilityOf(event);
  if (availability.full && !availability.waitlist) return messages.rsvp.full;
  return null;
}

/**
 * /events/{slug} (SPEC §2, replacing the fixed sample): one published event with its image, date,
 * time ("Time TBD"), location ("Location TBD"), description, sanitised rich content, contact,
 * capacity (attendance bar, or "Open event"), registration deadline and tags; Add to Calendar,
 * Share Event, and the stored RSVP form (hidden, with the reason, once the event is past, closed
 * or full). An unknown or unpublished slug shows the not-found page.
 */
export default function EventDetailPage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PublicEventDocument, { variables: { slug } });
  const event = data?.event;
  useDocumentTitle(event ? event.title : error ? (errorCode(error) === ErrorCode.NOT_FOUND ? null : 'Events') : null);

  if (error && errorCode(error) === ErrorCode.NOT_FOUND) return <NotFoundPage />;

  const back = (
    <Link to={listAddress('/events')} className="events-detail__back">
      ← Back to events
    </Link>
  );
  const pending = detailPageState({
    error,
    loading,
    found: Boolean(event),
    pageClass: 'events-detail',
    back,
    loadingLabel: 'Loading event…',
    heading: 'Event',
    errorTitle: messages.events.loadError,
    onRetry: () => void refetch(),
  });
  if (pending || !event) return pending;

  const date = formatEventDate(event.eventDate);
  const deadline = event.registrationDeadline
    ? `${formatEventDate(event.registrationDeadline)}, ${formatEventTime(event.registrationDeadline)}`
    : null;
  const closed = rsvpClosedReason(event);
  const availability = availabilityOf(event);
  // Past on the public side (SPEC §4: before today in the association's zone): no Add to Calendar.
  const past = !associationClock().isUpcoming(event.eventDate);
  const max = event.maxAttendees;
  const percent = max ? Math.min(100, Math.round((event.currentAttendees / max) * 100)) : 0;

  return (
    <article className="events-detail container">
      {back}
      <header className="events-detail__header">
        <h1>{event.title}</h1>
        {event.description && <p className="events-detail__lead">{event.description}</p>}
      </header>
      <div className="detail-page__layout">
        <div className="events-detail__main">
          <FallbackImage className="detail-page__image" src={event.imageUrl} alt={event.title} width={960} height={540} />
          {event.content && (
            // Sanitised on the server (basic HTML only) before it is stored and served.
            <div className="events-detail__content" dangerouslySetInnerHTML={{ __html: event.content }} />
          )}
          {event.tags.length > 0 && (
            <section className="events-detail__section" aria-labelledby="event-tags">
              <h2 id="event-tags">Tags</h2>
              <ul className="tag-list">
                {event.tags.map((tag) => (
                  <li key={tag} className="badge">
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="events-detail__side" aria-label="Event details">
          <section className="card events-detail__facts" aria-labelledby="event-details">
            <h2 id="event-details">Details</h2>
            <dl>
              <dt>Date</dt>
              <dd>{date ?? messages.events.dateTbd}</dd>
              <dt>Time</dt>
              <dd>
                {formatEventTime(event.eventDate)}
                {event.eventDate && event.endDate ? ` – ${formatEventTime(event.endDate)}` : ''}
              </dd>
              <dt>Location</dt>
              <dd>{event.location || messages.fallbacks.location}</dd>
              {deadline && (
                <>
                  <dt>Register by</dt>
                  <dd>{deadline}</dd>
                </>
              )}
              {(event.contactEmail || event.contactPhone) && (
                <>
                  <dt>Contact</dt>
                  <dd>
                    {event.contactEmail && (
                      <a className="events-detail__contact" href={`mailto:${event.contactEmail}`}>
                        {event.contactEmail}
                      </a>
                    )}
                    {event.contactPhone && (
                      <a className="events-detail__contact" href={`tel:${event.contactPhone.replace(/[^\d+]/g, '')}`}>
                        {event.contactPhone}
                      </a>
                    )}
                  </dd>
                </>
              )}
              <dt>Capacity</dt>
              <dd data-testid="event-capacity">
                {max != null ? (
                  <>
                    <span className="events-detail__capacity">
                      {event.currentAttendees} / {max} attending
                    </span>
                    <span
                      className="events-detail__bar"
                      role="progressbar"
                      aria-label="Places taken"
                      aria-valuemin={0}
                      aria-valuemax={max}
                      aria-valuenow={event.currentAttendees}
                    >
                      <span style={{ width: `${percent}%` }} />
                    </span>
                  </>
                ) : (
                  <span className="events-detail__capacity">
                    {messages.events.openEvent} · {event.currentAttendees} attending
                  </span>
                )}
              </dd>
            </dl>
            {availability.label && (
              <p className="events-full badge" data-testid="event-full">
                {availability.label}
              </p>
            )}
            <EventActions slug={event.slug} title={event.title} dated={Boolean(event.eventDate)} past={past} />
          </section>
          <section className="card events-rsvp" aria-labelledby="event-rsvp">
            <h2 id="event-rsvp">RSVP</h2>
            {closed ? (
              <p className="events-rsvp__closed">{closed} RSVPs are no longer taken.</p>
            ) : (
              <>
                {availability.waitlist ? (
                  <p className="field__hint">{messages.rsvpLifecycle.fullJoinWaitlist}</p>
                ) : (
                  availability.placesLeft !== null && (
                    <p className="field__hint">
                      {availability.placesLeft} {availability.placesLeft === 1 ? 'place' : 'places'} left.
                    </p>
                  )
                )}
                <RsvpForm slug={event.slug} onConflict={() => void refetch()} placesLeft={availability.placesLeft} waitlist={availability.waitlist} />
              </>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
