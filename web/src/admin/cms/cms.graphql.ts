import { graphql } from '../../gql';

// The CMS documents that are not per content type; each type's list query and six mutations are
// generated from shared/collections into collections.graphql.ts (codegen.ts, issue #23).

/** Live: any change to content of one type (or every type when null) (SPEC §4 Live updates). */
export const CmsContentChangedDocument = graphql(`
  subscription CmsContentChanged($type: ContentType) {
    contentChanged(type: $type) {
      id
      type
      action
      rowVersion
    }
  }
`);

/** The CMS dashboard figures (SPEC §3 Dashboard stats). */
export const CmsDashboardStatsDocument = graphql(`
  query CmsDashboardStats {
    dashboardStats {
      projects {
        total
        published
        draft
        completed
      }
      events {
        total
        upcoming
        past
        published
      }
      news {
        total
        featured
        published
      }
      gallery {
        total
        published
        draft
        byType {
          event
        }
      }
      resources {
        total
        published
        totalDownloads
        byType {
          document
        }
      }
    }
  }
`);

/** The recent activity list (SPEC §3 Recent activity item; 10 by default). */
export const CmsRecentActivityDocument = graphql(`
  query CmsRecentActivity($limit: Int!) {
    recentActivity(limit: $limit) {
      id
      type
      title
      action
      timestamp
    }
  }
`);
