import { graphql } from '../../gql';

/** One page of site search results, highlighted (issue #22 /search). */
export const SiteSearchDocument = graphql(`
  query SiteSearch($q: String!, $page: Int!, $limit: Int!) {
    search(q: $q, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        kind
        title
        path
        titleParts {
          text
          match
        }
        snippet {
          text
          match
        }
      }
    }
  }
`);
