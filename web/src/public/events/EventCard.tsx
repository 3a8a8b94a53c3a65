import '../layout/CardList.css';
import '../layout/TagList.css';
import { Link } from 'react-router-dom';
import type { EventCardFieldsFragment } from '../../gql/graphql';
import { FallbackImage } from '../../shared/FallbackImage';
import { EventFacts } from './EventFacts';
import { availabilityOf } from './availability';

/**
 * One event in the list or under a calendar day (SPEC §2 /events): image, title linking to
 * /events/{slug}, date and time in Melbourne ("Time TBD" without a date), location ("Location
 * TBD"), "current / max attending" when there is a capacity, and tags.
 * @param headingLevel 2 in the list, 3 under a calendar day heading
 */
export function EventCard({ event, headingLevel = 2 }: { event: EventCardFieldsFragment; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const full = availabilityOf(event).label;
  return (
    <article className="events-card card">
      <FallbackImage className="card-list__image" src={event.imageUrl} alt="" width={640} height={360} />
      <div className="events-card__body">
        <Heading className="events-card__title">
          <Link to={`/events/${event.slug}`} className="events-card__link">
            {event.title}
          </Link>
        </Heading>
        <dl className="events-card__facts">
          <EventFacts eventDate={event.eventDate} location={event.location} />
          {event.maxAttendees != null && (
            <div>
              <dt>Capacity</dt>
              <dd>
                {event.currentAttendees} / {event.maxAttendees} attending
              </dd>
            </div>
          )}
        </dl>
        {full && <p className="events-full badge">{full}</p>}
        {event.description && <p className="events-card__description">{event.description}</p>}
        {event.tags.length > 0 && (
          <ul className="tag-list" aria-label="Tags">
            {event.tags.map((tag) => (
              <li key={tag} className="badge">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
