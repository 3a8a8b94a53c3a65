import { graphql } from '../../gql';

export const HomeStatsDocument = graphql(`
  query HomeStats {
    publicStats {
      activeMembers
      projectsCompleted
      eventsHosted
      yearsServing
    }
  }
`);

export const HomeProjectsDocument = graphql(`
  query HomeProjects {
    projects(limit: 3) {
      items {
        id
        slug
        title
        description
        imageUrl
        completionPercentage
        progress
      }
    }
  }
`);

export const HomeEventsDocument = graphql(`
  query HomeEvents {
    events(when: UPCOMING, limit: 3) {
      items {
        id
        slug
        title
        eventDate
        location
        maxAttendees
        currentAttendees
        waitlistEnabled
      }
    }
  }
`);

export const HomeTestimonialsDocument = graphql(`
  query HomeTestimonials {
    testimonials(limit: 3) {
      id
      name
      role
      message
      imageUrl
    }
  }
`);

/** The "Latest news" block (issue #22): the three first of /news. */
export const HomeNewsDocument = graphql(`
  query HomeNews {
    news(limit: 3) {
      items {
        id
        slug
        title
        publishedAt
        createdAt
      }
    }
  }
`);
