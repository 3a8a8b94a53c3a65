import { graphql } from '../../gql';

// One list query and six mutations per content type (SPEC §7 Admin: content tables). Aliases
// (`list`, `item`, `count`, `purged`) give every type the same result shape, so one generic
// page drives all six (collections.ts).

/** Project list for the CMS page: every declared field, for the table and the edit form. */
export const CmsProjectsDocument = graphql(`
  query CmsProjects($filter: ContentFilterInput, $page: Int!, $limit: Int!) {
    list: adminProjects(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        createdAt
        updatedAt
        isDeleted
        title
        description
        content
        imageUrl
        startDate
        endDate
        budget
        location
        coordinator
        priority
        completionPercentage
        tags
      }
    }
  }
`);

export const CmsCreateProjectDocument = graphql(`
  mutation CmsCreateProject($input: ProjectInput!) {
    item: createProject(input: $input) {
      id
      status
    }
  }
`);

export const CmsUpdateProjectDocument = graphql(`
  mutation CmsUpdateProject($id: ID!, $input: ProjectInput!) {
    item: updateProject(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const CmsDeleteProjectDocument = graphql(`
  mutation CmsDeleteProject($id: ID!) {
    item: deleteProject(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsRestoreProjectDocument = graphql(`
  mutation CmsRestoreProject($id: ID!) {
    item: restoreProject(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsPurgeProjectDocument = graphql(`
  mutation CmsPurgeProject($id: ID!) {
    purged: purgeProject(id: $id)
  }
`);

export const CmsBulkProjectsDocument = graphql(`
  mutation CmsBulkProjects($ids: [ID!]!, $action: BulkAction!) {
    count: bulkUpdateProjects(ids: $ids, action: $action)
  }
`);

/** Event list for the CMS page: every declared field, for the table and the edit form. */
export const CmsEventsDocument = graphql(`
  query CmsEvents($filter: ContentFilterInput, $page: Int!, $limit: Int!) {
    list: adminEvents(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        createdAt
        updatedAt
        isDeleted
        title
        description
        content
        imageUrl
        eventDate
        endDate
        location
        maxAttendees
        currentAttendees
        waitlistEnabled
        registrationRequired
        registrationDeadline
        contactEmail
        contactPhone
        tags
      }
    }
  }
`);

export const CmsCreateEventDocument = graphql(`
  mutation CmsCreateEvent($input: EventInput!) {
    item: createEvent(input: $input) {
      id
      status
    }
  }
`);

export const CmsUpdateEventDocument = graphql(`
  mutation CmsUpdateEvent($id: ID!, $input: EventInput!) {
    item: updateEvent(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const CmsDeleteEventDocument = graphql(`
  mutation CmsDeleteEvent($id: ID!) {
    item: deleteEvent(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsRestoreEventDocument = graphql(`
  mutation CmsRestoreEvent($id: ID!) {
    item: restoreEvent(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsPurgeEventDocument = graphql(`
  mutation CmsPurgeEvent($id: ID!) {
    purged: purgeEvent(id: $id)
  }
`);

export const CmsBulkEventsDocument = graphql(`
  mutation CmsBulkEvents($ids: [ID!]!, $action: BulkAction!) {
    count: bulkUpdateEvents(ids: $ids, action: $action)
  }
`);

/** GalleryItem list for the CMS page: every declared field, for the table and the edit form. */
export const CmsGalleryItemsDocument = graphql(`
  query CmsGalleryItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {
    list: adminGalleryItems(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        createdAt
        updatedAt
        isDeleted
        title
        description
        imageUrl
        thumbnailUrl
        galleryType
        albumName
        photographer
        takenDate
        location
        sortOrder
        tags
      }
    }
  }
`);

export const CmsCreateGalleryItemDocument = graphql(`
  mutation CmsCreateGalleryItem($input: GalleryItemInput!) {
    item: createGalleryItem(input: $input) {
      id
      status
    }
  }
`);

export const CmsUpdateGalleryItemDocument = graphql(`
  mutation CmsUpdateGalleryItem($id: ID!, $input: GalleryItemInput!) {
    item: updateGalleryItem(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const CmsDeleteGalleryItemDocument = graphql(`
  mutation CmsDeleteGalleryItem($id: ID!) {
    item: deleteGalleryItem(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsRestoreGalleryItemDocument = graphql(`
  mutation CmsRestoreGalleryItem($id: ID!) {
    item: restoreGalleryItem(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsPurgeGalleryItemDocument = graphql(`
  mutation CmsPurgeGalleryItem($id: ID!) {
    purged: purgeGalleryItem(id: $id)
  }
`);

export const CmsBulkGalleryItemsDocument = graphql(`
  mutation CmsBulkGalleryItems($ids: [ID!]!, $action: BulkAction!) {
    count: bulkUpdateGalleryItems(ids: $ids, action: $action)
  }
`);

/** Resource list for the CMS page: every declared field, for the table and the edit form. */
export const CmsResourcesDocument = graphql(`
  query CmsResources($filter: ContentFilterInput, $page: Int!, $limit: Int!) {
    list: adminResources(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        createdAt
        updatedAt
        isDeleted
        title
        description
        fileUrl
        fileName
        fileSize
        fileType
        resourceType
        category
        version
        downloadCount
        tags
      }
    }
  }
`);

export const CmsCreateResourceDocument = graphql(`
  mutation CmsCreateResource($input: ResourceInput!) {
    item: createResource(input: $input) {
      id
      status
    }
  }
`);

export const CmsUpdateResourceDocument = graphql(`
  mutation CmsUpdateResource($id: ID!, $input: ResourceInput!) {
    item: updateResource(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const CmsDeleteResourceDocument = graphql(`
  mutation CmsDeleteResource($id: ID!) {
    item: deleteResource(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsRestoreResourceDocument = graphql(`
  mutation CmsRestoreResource($id: ID!) {
    item: restoreResource(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsPurgeResourceDocument = graphql(`
  mutation CmsPurgeResource($id: ID!) {
    purged: purgeResource(id: $id)
  }
`);

export const CmsBulkResourcesDocument = graphql(`
  mutation CmsBulkResources($ids: [ID!]!, $action: BulkAction!) {
    count: bulkUpdateResources(ids: $ids, action: $action)
  }
`);

/** Testimonial list for the CMS page: every declared field, for the table and the edit form. */
export const CmsTestimonialsDocument = graphql(`
  query CmsTestimonials($filter: ContentFilterInput, $page: Int!, $limit: Int!) {
    list: adminTestimonials(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        createdAt
        updatedAt
        isDeleted
        name
        role
        message
        imageUrl
        sortOrder
        featured
        tags
      }
    }
  }
`);

export const CmsCreateTestimonialDocument = graphql(`
  mutation CmsCreateTestimonial($input: TestimonialInput!) {
    item: createTestimonial(input: $input) {
      id
      status
    }
  }
`);

export const CmsUpdateTestimonialDocument = graphql(`
  mutation CmsUpdateTestimonial($id: ID!, $input: TestimonialInput!) {
    item: updateTestimonial(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const CmsDeleteTestimonialDocument = graphql(`
  mutation CmsDeleteTestimonial($id: ID!) {
    item: deleteTestimonial(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsRestoreTestimonialDocument = graphql(`
  mutation CmsRestoreTestimonial($id: ID!) {
    item: restoreTestimonial(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsPurgeTestimonialDocument = graphql(`
  mutation CmsPurgeTestimonial($id: ID!) {
    purged: purgeTestimonial(id: $id)
  }
`);

export const CmsBulkTestimonialsDocument = graphql(`
  mutation CmsBulkTestimonials($ids: [ID!]!, $action: BulkAction!) {
    count: bulkUpdateTestimonials(ids: $ids, action: $action)
  }
`);

/** News list for the CMS page: every declared field, for the table and the edit form. */
export const CmsNewsItemsDocument = graphql(`
  query CmsNewsItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {
    list: adminNewsItems(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        createdAt
        updatedAt
        isDeleted
        title
        description
        content
        featured
        tags
      }
    }
  }
`);

export const CmsCreateNewsDocument = graphql(`
  mutation CmsCreateNews($input: NewsInput!) {
    item: createNews(input: $input) {
      id
      status
    }
  }
`);

export const CmsUpdateNewsDocument = graphql(`
  mutation CmsUpdateNews($id: ID!, $input: NewsInput!) {
    item: updateNews(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const CmsDeleteNewsDocument = graphql(`
  mutation CmsDeleteNews($id: ID!) {
    item: deleteNews(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsRestoreNewsDocument = graphql(`
  mutation CmsRestoreNews($id: ID!) {
    item: restoreNews(id: $id) {
      id
      isDeleted
    }
  }
`);

export const CmsPurgeNewsDocument = graphql(`
  mutation CmsPurgeNews($id: ID!) {
    purged: purgeNews(id: $id)
  }
`);

export const CmsBulkNewsItemsDocument = graphql(`
  mutation CmsBulkNewsItems($ids: [ID!]!, $action: BulkAction!) {
    count: bulkUpdateNewsItems(ids: $ids, action: $action)
  }
`);

/** Live: any change to content of one type (or every type when null) (SPEC §4 Live updates). */
export const CmsContentChangedDocument = graphql(`
  subscription CmsContentChanged($type: ContentType) {
    contentChanged(type: $type) {
      id
      type
      action
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
