import { createEvent, createEvents, type EventAttributes } from 'ics';
import type { Clock } from '../../../shared/clock';
import type { Event } from '../content';

/** How an event's calendar file is sent (issue #33: a changed or cancelled event updates the entry). */
export interface CalendarFileOptions {
  /** SEQUENCE: higher than any earlier file of the event, so calendars replace the entry (default none). */
  sequence?: number;
  /** METHOD: PUBLISH (default), REQUEST (an update of an entry already sent) or CANCEL (STATUS:CANCELLED too). */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
}

/**
 * An RFC 5545 calendar file for an event, written by the `ics` library. An event whose start is
 * midnight in the association's zone has no time of day: it gets SPEC §9's 9:00–12:00 (floating
 * local time of that day).
 * @param url the event's page, added to the entry
 * @param clock the association's clock (its zone decides the midnight and the day)
 * @param options SEQUENCE and METHOD for an update or a cancellation (issue #33)
 * @returns the .ics text, or null when the event has no date
 * @throws Error when the library refuses the event
 */
export function eventCalendarFile(event: Event, url: string, clock: Clock, options: CalendarFileOptions = {}): string | null {
  const attributes = eventAttributes(event, url, clock);
  if (!attributes) return null;
  if (options.sequence !== undefined) attributes.sequence = options.sequence;
  if (options.method) attributes.method = options.method;
  if (options.method === 'CANCEL') attributes.status = 'CANCELLED';
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}

/**
 * The calendar subscription feed (issue #17, `/events.ics`): one RFC 5545 calendar of events, each
 * with the same stable UID as its own .ics and its confirmation e-mail, so calendars update it.
 * @param urlOf the public page of an event
 * @throws Error when the library refuses an event
 */
export function eventsCalendarFeed(events: Event[], urlOf: (event: Event) => string, clock: Clock, name: string): string {
  const all = events.flatMap((event) => eventAttributes(event, urlOf(event), clock) ?? []);
  const { error, value } = createEvents(all, { calName: name, productId: 'greenfieldresidents/ics', method: 'PUBLISH' });
  if (error || !value) throw error ?? new Error('Could not build the calendar feed');
  return value;
}

/** The `ics` library's attributes of an event, or null when it has no date. */
function eventAttributes(event: Event, url: string, clock: Clock): EventAttributes | null {
  if (!event.eventDate) return null;
  const local = clock.wallClock(event.eventDate);
  const common: Pick<EventAttributes, 'title' | 'description' | 'location' | 'url' | 'uid' | 'productId'> = {
    title: event.title,
    description: event.description ?? undefined,
    location: event.location ?? undefined,
    url,
    uid: `${event.id}@greenfieldresidents.org.au`,
    productId: 'greenfieldresidents/ics',
  };
  let attributes: EventAttributes;
  if (local.hour === 0 && local.minute === 0) {
    const day: [number, number, number] = [local.year, local.month, local.day];
    attributes = {
      ...common,
      start: [...day, 9, 0],
      end: [...day, 12, 0],
      startInputType: 'local',
      startOutputType: 'local',
      endInputType: 'local',
      endOutputType: 'local',
    };
  } else {
    const end = event.endDate && event.endDate > event.eventDate ? event.endDate : new Date(event.eventDate.getTime() + 2 * 60 * 60 * 1000);
    attributes = {
      ...common,
      start: event.eventDate.getTime(),
      end: end.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      endInputType: 'utc',
      endOutputType: 'utc',
    };
  }
  return attributes;
}
