import { graphql } from '../../gql';

/**
 * One page of 20 site search results, highlighted (issue #22 /search). The size is written here, not
 * a variable, so the query-cost rule counts 20 results, not the largest page.
 */
export const SiteSearchDocument = graphql(`
  query SiteSearch($q: String!, $page: Int!) {
    search(q: $q, page: $page, limit: 20) {
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
