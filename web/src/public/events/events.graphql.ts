import { graphql } from '../../gql';

/** The fields an event card shows (SPEC §2 /events). */
export const EventCardFieldsFragment = graphql(`
  fragment EventCardFields on Event {
    id
    slug
    title
    description
    imageUrl
    eventDate
    location
    maxAttendees
    currentAttendees
    waitlistEnabled
    tags
  }
`);

/** One page of published events: upcoming, past or all, with a text search (SPEC §4 Events, §7 Lists). */
export const PublicEventsDocument = graphql(`
  query PublicEvents($search: String, $when: EventWhen!, $page: Int!, $limit: Int!) {
    events(search: $search, when: $when, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        ...EventCardFields
      }
    }
  }
`);

/** Published, dated events of one month for the calendar view (SPEC §2 /events). */
export const EventsInMonthDocument = graphql(`
  query EventsInMonth($year: Int!, $month: Int!) {
    eventsInMonth(year: $year, month: $month) {
      ...EventCardFields
    }
  }
`);

/** One published event with everything its detail page shows (SPEC §2 /events/{slug}). */
export const PublicEventDocument = graphql(`
  query PublicEvent($slug: String!) {
    event(slug: $slug) {
      ...EventCardFields
      content
      endDate
      contactEmail
      contactPhone
      registrationRequired
      registrationDeadline
    }
  }
`);

/** Stores an RSVP; the returned event carries the new attendance, which updates the cached event. */
export const RsvpEventDocument = graphql(`
  mutation RsvpEvent($input: RsvpInput!) {
    rsvpEvent(input: $input) {
      attendees
      status
      waitlistPosition
      event {
        id
        currentAttendees
        maxAttendees
      }
    }
  }
`);
