import { messages } from '../../../../shared/messages';
import { formatEventDate, formatEventTime } from './eventDates';

/**
 * An event's Date, Time and Location as `<dt>`/`<dd>` pairs, for the `<dl>` of an event card and of
 * the manage-RSVP page: in Melbourne time, "Date TBD"/"Time TBD" without a date, the location fallback without a place.
 */
export function EventFacts({ eventDate, location }: { eventDate: string | null | undefined; location: string | null | undefined }) {
  return (
    <>
      <div>
        <dt>Date</dt>
        <dd>{formatEventDate(eventDate) ?? messages.events.dateTbd}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{formatEventTime(eventDate)}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>{location || messages.fallbacks.location}</dd>
      </div>
    </>
  );
}
