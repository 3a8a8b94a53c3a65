import { graphql } from '../../gql';

/** The fields a project card shows (SPEC §2 /projects). */
export const ProjectCardFieldsFragment = graphql(`
  fragment ProjectCardFields on Project {
    id
    slug
    title
    description
    imageUrl
    completionPercentage
    progress
    tags
  }
`);

/** One page of published projects with the search, progress and tag filters (SPEC §2 /projects). */
export const PublicProjectsDocument = graphql(`
  query PublicProjects($search: String, $status: ProjectProgress, $tag: String, $page: Int!, $limit: Int!) {
    projects(search: $search, status: $status, tag: $tag, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        ...ProjectCardFields
      }
    }
  }
`);

/**
 * The counts line of /projects — all published projects and the totals per progress (SPEC §4) —
 * and the tags in use for the tag filter. Independent of the filters, so it is fetched once.
 */
export const ProjectCountsDocument = graphql(`
  query ProjectCounts {
    all: projects(limit: 100) {
      total
      items {
        id
        tags
      }
    }
    planned: projects(status: PLANNED, limit: 1) {
      total
    }
    inProgress: projects(status: IN_PROGRESS, limit: 1) {
      total
    }
    completed: projects(status: COMPLETED, limit: 1) {
      total
    }
  }
`);

/** One published project with its photos, downloads and related projects (SPEC §2 /projects/{slug}). */
export const PublicProjectDocument = graphql(`
  query PublicProject($slug: String!) {
    project(slug: $slug) {
      ...ProjectCardFields
      content
      startDate
      endDate
      budget
      location
      coordinator
      priority
      photos {
        id
        title
        description
        imageUrl
        thumbnailUrl
      }
      downloads {
        id
        title
        fileName
        fileSize
      }
      related(limit: 3) {
        ...ProjectCardFields
      }
    }
  }
`);
