import { graphql } from '../../gql';

/** The four overview cards (SPEC §2 Admin dashboard overview). */
export const AdminDashboardStatsDocument = graphql(`
  query AdminDashboardStats {
    memberStats {
      total
      pending
      approved
    }
    unhandledContactMessageCount
    adminOverview {
      activeProjects
      totalProjects
      publishedGalleryItems
      totalGalleryItems
    }
  }
`);

/** The first page of events (SPEC §2: the dashboard loads the first 10). */
export const AdminDashboardEventsDocument = graphql(`
  query AdminDashboardEvents($page: Int!, $limit: Int!) {
    adminEvents(page: $page, limit: $limit) {
      total
      items {
        id
        title
        eventDate
        location
        status
      }
    }
  }
`);

/** The first page of projects. */
export const AdminDashboardProjectsDocument = graphql(`
  query AdminDashboardProjects($page: Int!, $limit: Int!) {
    adminProjects(page: $page, limit: $limit) {
      total
      items {
        id
        title
        completionPercentage
        status
      }
    }
  }
`);

/** The first page of testimonials. */
export const AdminDashboardTestimonialsDocument = graphql(`
  query AdminDashboardTestimonials($page: Int!, $limit: Int!) {
    adminTestimonials(page: $page, limit: $limit) {
      total
      items {
        id
        name
        role
        status
        featured
      }
    }
  }
`);

/** A member changed: the member cards reload (issue #33: live counts; admins only, as the subscription is). */
export const AdminDashboardMemberChangedDocument = graphql(`
  subscription AdminDashboardMemberChanged {
    memberChanged {
      action
      member {
        id
      }
    }
  }
`);

/** Content changed: the project and gallery cards reload (issue #33: live counts). */
export const AdminDashboardContentChangedDocument = graphql(`
  subscription AdminDashboardContentChanged {
    contentChanged {
      action
    }
  }
`);
