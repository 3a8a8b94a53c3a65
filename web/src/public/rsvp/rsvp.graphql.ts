import { graphql } from '../../gql';

/** The fields the manage page shows of an RSVP and its event. */
export const ManagedRsvpFieldsFragment = graphql(`
  fragment ManagedRsvpFields on ManagedRsvp {
    name
    attendees
    status
    waitlistPosition
    changeable
    event {
      id
      slug
      title
      eventDate
      location
      maxAttendees
      currentAttendees
    }
  }
`);

/** The RSVP of a manage link; reading it changes nothing (issue #17). */
export const ManagedRsvpDocument = graphql(`
  query ManagedRsvp($token: String!) {
    rsvpByToken(token: $token) {
      ...ManagedRsvpFields
    }
  }
`);

/** Changes the party size from the manage page. */
export const UpdateRsvpDocument = graphql(`
  mutation UpdateRsvp($token: String!, $attendees: Int!) {
    updateRsvp(token: $token, attendees: $attendees) {
      ...ManagedRsvpFields
    }
  }
`);

/** Cancels from the manage page. */
export const CancelRsvpDocument = graphql(`
  mutation CancelRsvp($token: String!) {
    cancelRsvp(token: $token) {
      ...ManagedRsvpFields
    }
  }
`);
