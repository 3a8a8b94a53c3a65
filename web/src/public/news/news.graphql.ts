import { graphql } from '../../gql';

/** One page of published news, featured first, then newest (issue #22 /news). */
export const PublicNewsDocument = graphql(`
  query PublicNews($page: Int!, $limit: Int!) {
    news(page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        slug
        title
        description
        featured
        publishedAt
        createdAt
      }
    }
  }
`);

/** One published news item with its rich text (issue #22 /news/{slug}). */
export const PublicNewsItemDocument = graphql(`
  query PublicNewsItem($slug: String!) {
    newsItem(slug: $slug) {
      id
      slug
      title
      description
      content
      featured
      publishedAt
      createdAt
      tags
    }
  }
`);
