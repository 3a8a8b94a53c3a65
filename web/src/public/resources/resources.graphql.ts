import { graphql } from '../../gql';

/** The library figures and filter choices (SPEC §2 /resources). */
export const ResourceStatsDocument = graphql(`
  query ResourceStats {
    resourceStats {
      total
      totalDownloads
      categories
      types
    }
  }
`);

/** One page of published resources with the search, type and category filters (SPEC §2 /resources). */
export const PublicResourcesDocument = graphql(`
  query PublicResources($search: String, $type: ResourceType, $category: String, $page: Int!, $limit: Int!) {
    resources(search: $search, type: $type, category: $category, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        title
        description
        resourceType
        category
        version
        fileName
        fileSize
        downloadCount
      }
    }
  }
`);
