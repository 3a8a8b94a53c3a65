import { graphql } from '../../gql';

/** One page of an event's RSVPs with the event and its figures (issue #17). */
export const EventAttendeesDocument = graphql(`
  query EventAttendees($eventId: ID!, $status: RsvpStatus, $search: String, $page: Int!, $limit: Int!) {
    eventAttendees(eventId: $eventId, status: $status, search: $search, page: $page, limit: $limit) {
      total
      page
      limit
      goingPlaces
      waitlistedPlaces
      checkedIn
      goingParties
      event {
        id
        title
        eventDate
        location
        maxAttendees
        currentAttendees
      }
      items {
        id
        name
        email
        attendees
        status
        waitlistPosition
        comments
        createdAt
        checkedInAt
      }
    }
  }
`);

/** Every RSVP of an event as CSV. */
export const ExportEventAttendeesDocument = graphql(`
  query ExportEventAttendees($eventId: ID!) {
    exportEventAttendees(eventId: $eventId) {
      filename
      content
      rows
    }
  }
`);

/** Staff cancel an RSVP (the waitlist is promoted). */
export const CancelAttendeeDocument = graphql(`
  mutation CancelAttendee($id: ID!) {
    cancelAttendee(id: $id) {
      id
      status
    }
  }
`);

/** Check a party in at the door, or undo it. */
export const CheckInRsvpDocument = graphql(`
  mutation CheckInRsvp($id: ID!, $checkedIn: Boolean!) {
    checkInRsvp(id: $id, checkedIn: $checkedIn) {
      id
      checkedInAt
    }
  }
`);

/** "E-mail attendees": subject and text to every GOING RSVP (an editor's skips those staff recorded). */
export const EmailAttendeesDocument = graphql(`
  mutation EmailAttendees($input: EmailAttendeesInput!) {
    emailAttendees(input: $input) {
      queued
      skippedStaffAdded
      skippedReason
    }
  }
`);

/** Staff record a walk-in (issue #17): e-mail optional, may be checked in at once. */
export const AddAttendeeDocument = graphql(`
  mutation AddAttendee($input: AddAttendeeInput!) {
    addAttendee(input: $input) {
      id
      name
      status
      waitlistPosition
      checkedInAt
    }
  }
`);
