import { graphql } from '../../gql';

/**
 * One page of site search results, highlighted (issue #22 /search). No `limit` is written: the page
 * is the server's default (`limits.publicPageSize.search`, shared/limits.ts), and the query-cost rule
 * counts that default, not the largest page a variable could ask for.
 */
export const SiteSearchDocument = graphql(`
  query SiteSearch($q: String!, $page: Int!) {
    search(q: $q, page: $page) {
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
