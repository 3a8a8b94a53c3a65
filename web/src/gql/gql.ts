/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query EventAttendees($eventId: ID!, $status: RsvpStatus, $search: String, $page: Int!, $limit: Int!) {\n    eventAttendees(eventId: $eventId, status: $status, search: $search, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      goingPlaces\n      waitlistedPlaces\n      checkedIn\n      goingParties\n      event {\n        id\n        title\n        eventDate\n        location\n        maxAttendees\n        currentAttendees\n      }\n      items {\n        id\n        name\n        email\n        attendees\n        status\n        waitlistPosition\n        comments\n        createdAt\n        checkedInAt\n        toldOfChangeAt\n      }\n    }\n  }\n": typeof types.EventAttendeesDocument,
    "\n  query ExportEventAttendees($eventId: ID!) {\n    exportEventAttendees(eventId: $eventId) {\n      filename\n      content\n      rows\n    }\n  }\n": typeof types.ExportEventAttendeesDocument,
    "\n  mutation CancelAttendee($id: ID!) {\n    cancelAttendee(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelAttendeeDocument,
    "\n  mutation CheckInRsvp($id: ID!, $checkedIn: Boolean!) {\n    checkInRsvp(id: $id, checkedIn: $checkedIn) {\n      id\n      checkedInAt\n    }\n  }\n": typeof types.CheckInRsvpDocument,
    "\n  mutation EmailAttendees($input: EmailAttendeesInput!) {\n    emailAttendees(input: $input) {\n      queued\n      skippedStaffAdded\n      skippedReason\n    }\n  }\n": typeof types.EmailAttendeesDocument,
    "\n  mutation AddAttendee($input: AddAttendeeInput!) {\n    addAttendee(input: $input) {\n      id\n      name\n      status\n      waitlistPosition\n      checkedInAt\n    }\n  }\n": typeof types.AddAttendeeDocument,
    "\n  query AdminAuditLog($page: Int!, $limit: Int!, $entityType: String, $entityId: String, $filter: AuditFilterInput) {\n    auditLog(page: $page, limit: $limit, entityType: $entityType, entityId: $entityId, filter: $filter) {\n      total\n      page\n      limit\n      items {\n        id\n        at\n        actorName\n        action\n        entityType\n        entityId\n        subjectName\n        changes\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AuditPeople {\n    staffUsers(page: 1, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AuditPeopleDocument,
    "\n  subscription CmsContentChanged($type: ContentType) {\n    contentChanged(type: $type) {\n      id\n      type\n      action\n      rowVersion\n    }\n  }\n": typeof types.CmsContentChangedDocument,
    "\n  query CmsDashboardStats {\n    dashboardStats {\n      projects {\n        total\n        published\n        draft\n        completed\n      }\n      events {\n        total\n        upcoming\n        past\n        published\n      }\n      news {\n        total\n        featured\n        published\n      }\n      gallery {\n        total\n        published\n        draft\n        byType {\n          event\n        }\n      }\n      resources {\n        total\n        published\n        totalDownloads\n        byType {\n          document\n        }\n      }\n    }\n  }\n": typeof types.CmsDashboardStatsDocument,
    "\n  query CmsRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      id\n      type\n      title\n      action\n      timestamp\n    }\n  }\n": typeof types.CmsRecentActivityDocument,
    "\n  query CmsProjects($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminProjects(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        imageUrl\n        startDate\n        endDate\n        budget\n        location\n        coordinator\n        priority\n        completionPercentage\n        tags\n        slug\n      }\n    }\n  }\n": typeof types.CmsProjectsDocument,
    "\n  mutation CmsCreateProject($input: ProjectInput!) {\n    item: createProject(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CmsCreateProjectDocument,
    "\n  mutation CmsUpdateProject($id: ID!, $input: ProjectInput!) {\n    item: updateProject(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": typeof types.CmsUpdateProjectDocument,
    "\n  mutation CmsDeleteProject($id: ID!) {\n    item: deleteProject(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsDeleteProjectDocument,
    "\n  mutation CmsRestoreProject($id: ID!) {\n    item: restoreProject(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsRestoreProjectDocument,
    "\n  mutation CmsPurgeProject($id: ID!) {\n    purged: purgeProject(id: $id)\n  }\n": typeof types.CmsPurgeProjectDocument,
    "\n  mutation CmsBulkProjects($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateProjects(ids: $ids, action: $action)\n  }\n": typeof types.CmsBulkProjectsDocument,
    "\n  query CmsEvents($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminEvents(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        imageUrl\n        eventDate\n        endDate\n        location\n        maxAttendees\n        waitlistEnabled\n        registrationRequired\n        registrationDeadline\n        contactEmail\n        contactPhone\n        tags\n        slug\n        currentAttendees\n      }\n    }\n  }\n": typeof types.CmsEventsDocument,
    "\n  mutation CmsCreateEvent($input: EventInput!) {\n    item: createEvent(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CmsCreateEventDocument,
    "\n  mutation CmsUpdateEvent($id: ID!, $input: EventInput!) {\n    item: updateEvent(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": typeof types.CmsUpdateEventDocument,
    "\n  mutation CmsDeleteEvent($id: ID!) {\n    item: deleteEvent(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsDeleteEventDocument,
    "\n  mutation CmsRestoreEvent($id: ID!) {\n    item: restoreEvent(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsRestoreEventDocument,
    "\n  mutation CmsPurgeEvent($id: ID!) {\n    purged: purgeEvent(id: $id)\n  }\n": typeof types.CmsPurgeEventDocument,
    "\n  mutation CmsBulkEvents($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateEvents(ids: $ids, action: $action)\n  }\n": typeof types.CmsBulkEventsDocument,
    "\n  query CmsGalleryItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminGalleryItems(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        imageUrl\n        galleryType\n        albumName\n        photographer\n        takenDate\n        location\n        sortOrder\n        tags\n        thumbnailUrl\n        albumSlug\n        projectId\n      }\n    }\n  }\n": typeof types.CmsGalleryItemsDocument,
    "\n  mutation CmsCreateGalleryItem($input: GalleryItemInput!) {\n    item: createGalleryItem(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CmsCreateGalleryItemDocument,
    "\n  mutation CmsUpdateGalleryItem($id: ID!, $input: GalleryItemInput!) {\n    item: updateGalleryItem(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": typeof types.CmsUpdateGalleryItemDocument,
    "\n  mutation CmsDeleteGalleryItem($id: ID!) {\n    item: deleteGalleryItem(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsDeleteGalleryItemDocument,
    "\n  mutation CmsRestoreGalleryItem($id: ID!) {\n    item: restoreGalleryItem(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsRestoreGalleryItemDocument,
    "\n  mutation CmsPurgeGalleryItem($id: ID!) {\n    purged: purgeGalleryItem(id: $id)\n  }\n": typeof types.CmsPurgeGalleryItemDocument,
    "\n  mutation CmsBulkGalleryItems($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateGalleryItems(ids: $ids, action: $action)\n  }\n": typeof types.CmsBulkGalleryItemsDocument,
    "\n  query CmsResources($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminResources(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        fileUrl\n        resourceType\n        category\n        version\n        tags\n        fileName\n        fileSize\n        fileType\n        downloadCount\n      }\n    }\n  }\n": typeof types.CmsResourcesDocument,
    "\n  mutation CmsCreateResource($input: ResourceInput!) {\n    item: createResource(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CmsCreateResourceDocument,
    "\n  mutation CmsUpdateResource($id: ID!, $input: ResourceInput!) {\n    item: updateResource(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": typeof types.CmsUpdateResourceDocument,
    "\n  mutation CmsDeleteResource($id: ID!) {\n    item: deleteResource(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsDeleteResourceDocument,
    "\n  mutation CmsRestoreResource($id: ID!) {\n    item: restoreResource(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsRestoreResourceDocument,
    "\n  mutation CmsPurgeResource($id: ID!) {\n    purged: purgeResource(id: $id)\n  }\n": typeof types.CmsPurgeResourceDocument,
    "\n  mutation CmsBulkResources($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateResources(ids: $ids, action: $action)\n  }\n": typeof types.CmsBulkResourcesDocument,
    "\n  query CmsTestimonials($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminTestimonials(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        name\n        role\n        message\n        imageUrl\n        sortOrder\n        featured\n        tags\n      }\n    }\n  }\n": typeof types.CmsTestimonialsDocument,
    "\n  mutation CmsCreateTestimonial($input: TestimonialInput!) {\n    item: createTestimonial(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CmsCreateTestimonialDocument,
    "\n  mutation CmsUpdateTestimonial($id: ID!, $input: TestimonialInput!) {\n    item: updateTestimonial(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": typeof types.CmsUpdateTestimonialDocument,
    "\n  mutation CmsDeleteTestimonial($id: ID!) {\n    item: deleteTestimonial(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsDeleteTestimonialDocument,
    "\n  mutation CmsRestoreTestimonial($id: ID!) {\n    item: restoreTestimonial(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsRestoreTestimonialDocument,
    "\n  mutation CmsPurgeTestimonial($id: ID!) {\n    purged: purgeTestimonial(id: $id)\n  }\n": typeof types.CmsPurgeTestimonialDocument,
    "\n  mutation CmsBulkTestimonials($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateTestimonials(ids: $ids, action: $action)\n  }\n": typeof types.CmsBulkTestimonialsDocument,
    "\n  query CmsNewsItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminNewsItems(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        featured\n        tags\n        slug\n      }\n    }\n  }\n": typeof types.CmsNewsItemsDocument,
    "\n  mutation CmsCreateNews($input: NewsInput!) {\n    item: createNews(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CmsCreateNewsDocument,
    "\n  mutation CmsUpdateNews($id: ID!, $input: NewsInput!) {\n    item: updateNews(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": typeof types.CmsUpdateNewsDocument,
    "\n  mutation CmsDeleteNews($id: ID!) {\n    item: deleteNews(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsDeleteNewsDocument,
    "\n  mutation CmsRestoreNews($id: ID!) {\n    item: restoreNews(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.CmsRestoreNewsDocument,
    "\n  mutation CmsPurgeNews($id: ID!) {\n    purged: purgeNews(id: $id)\n  }\n": typeof types.CmsPurgeNewsDocument,
    "\n  mutation CmsBulkNewsItems($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateNewsItems(ids: $ids, action: $action)\n  }\n": typeof types.CmsBulkNewsItemsDocument,
    "\n  query AdminDashboardStats {\n    memberStats {\n      total\n      pending\n      approved\n    }\n    unhandledContactMessageCount\n    adminOverview {\n      activeProjects\n      totalProjects\n      publishedGalleryItems\n      totalGalleryItems\n    }\n  }\n": typeof types.AdminDashboardStatsDocument,
    "\n  query AdminDashboardEvents($page: Int!, $limit: Int!) {\n    adminEvents(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        title\n        eventDate\n        location\n        status\n      }\n    }\n  }\n": typeof types.AdminDashboardEventsDocument,
    "\n  query AdminDashboardProjects($page: Int!, $limit: Int!) {\n    adminProjects(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        title\n        completionPercentage\n        status\n      }\n    }\n  }\n": typeof types.AdminDashboardProjectsDocument,
    "\n  query AdminDashboardTestimonials($page: Int!, $limit: Int!) {\n    adminTestimonials(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        name\n        role\n        status\n        featured\n      }\n    }\n  }\n": typeof types.AdminDashboardTestimonialsDocument,
    "\n  subscription AdminDashboardMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n      }\n    }\n  }\n": typeof types.AdminDashboardMemberChangedDocument,
    "\n  subscription AdminDashboardContentChanged {\n    contentChanged {\n      action\n    }\n  }\n": typeof types.AdminDashboardContentChangedDocument,
    "\n  query AdminMe {\n    me {\n      id\n      role\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  query AdminMailStatus($messages: Boolean!) {\n    unhandledContactMessageCount @include(if: $messages)\n    emailDeliveryConfigured\n  }\n": typeof types.AdminMailStatusDocument,
    "\n  subscription AdminContactMessageChanged {\n    contactMessageChanged {\n      action\n      id\n    }\n  }\n": typeof types.AdminContactMessageChangedDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...StaffSession\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  query AdminDemoAccounts {\n    demoMode\n    demoAccounts {\n      name\n      email\n      password\n      role\n    }\n  }\n": typeof types.AdminDemoAccountsDocument,
    "\n  query AdminMemberChangeRequests($memberId: ID!) {\n    memberChangeRequests(memberId: $memberId, page: 1, limit: 20) {\n      total\n      items {\n        id\n        fullName\n        address\n        status\n        requestedAt\n        decidedAt\n        decidedBy\n        memberId\n        memberName\n      }\n    }\n  }\n": typeof types.AdminMemberChangeRequestsDocument,
    "\n  mutation AdminDecideMemberChangeRequest($id: ID!, $approve: Boolean!) {\n    decideMemberChangeRequest(input: { id: $id, approve: $approve }) {\n      id\n      status\n      decidedAt\n      decidedBy\n    }\n  }\n": typeof types.AdminDecideMemberChangeRequestDocument,
    "\n  query AdminMemberAfterChange($id: ID!) {\n    member(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminMemberAfterChangeDocument,
    "\n  fragment AdminMemberFields on Member {\n    id\n    memberNumber\n    fullName\n    primaryApplicantFullName\n    email\n    phone\n    whatsappJointStatus\n    address\n    languageSpoken\n    numAdults\n    numChildren\n    memberType\n    orgName\n    residencyProofStatus\n    residencyProofType\n    residencyProofReceivedBy\n    status\n    joinDate\n    ceasedDate\n    membershipClassId\n    concession\n    financialUntil\n    enteredByStaff\n    approvedDate\n    approvedBy\n    rejectedDate\n    rejectedBy\n    rejectionReason\n    notes\n    receiptRequested\n    lastLoginDate\n    createdAt\n    updatedAt\n    version\n  }\n": typeof types.AdminMemberFieldsFragmentDoc,
    "\n  fragment AdminMemberPageFields on MemberPage {\n    total\n    page\n    limit\n    items {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminMemberPageFieldsFragmentDoc,
    "\n  mutation AdminApproveMember($id: ID!, $notes: String) {\n    approveMember(id: $id, notes: $notes) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminApproveMemberDocument,
    "\n  mutation AdminRejectMember($id: ID!, $reason: String!) {\n    rejectMember(id: $id, reason: $reason) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminRejectMemberDocument,
    "\n  mutation AdminReconsiderMember($id: ID!, $note: String!) {\n    reconsiderMember(id: $id, note: $note) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminReconsiderMemberDocument,
    "\n  mutation AdminSetJoinDate($id: ID!, $joinDate: String!) {\n    updateMember(id: $id, input: { joinDate: $joinDate }) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminSetJoinDateDocument,
    "\n  query MemberFormClasses {\n    membershipClasses(includeArchived: true) {\n      id\n      name\n      archived\n      annualFeeCents\n      concessionFeeCents\n    }\n  }\n": typeof types.MemberFormClassesDocument,
    "\n  query AdminMembers($filter: MemberFilterInput, $sort: MemberSortInput, $page: Int!, $limit: Int!) {\n    members(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      ...AdminMemberPageFields\n    }\n    memberStats {\n      total\n      pending\n      approved\n      rejected\n      inactive\n    }\n  }\n": typeof types.AdminMembersDocument,
    "\n  query AdminAllMembers($page: Int!, $limit: Int!) {\n    members(page: $page, limit: $limit) {\n      ...AdminMemberPageFields\n    }\n  }\n": typeof types.AdminAllMembersDocument,
    "\n  mutation AdminCreateMember($input: MemberCreateInput!) {\n    createMember(input: $input) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminCreateMemberDocument,
    "\n  mutation AdminUpdateMember($id: ID!, $input: MemberUpdateInput!) {\n    updateMember(id: $id, input: $input) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminUpdateMemberDocument,
    "\n  query AdminMember($id: ID!) {\n    member(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminMemberDocument,
    "\n  mutation AdminDeactivateMember($id: ID!) {\n    deactivateMember(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminDeactivateMemberDocument,
    "\n  mutation AdminReactivateMember($id: ID!) {\n    reactivateMember(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n": typeof types.AdminReactivateMemberDocument,
    "\n  mutation AdminDeleteMember($id: ID!) {\n    deleteMember(id: $id)\n  }\n": typeof types.AdminDeleteMemberDocument,
    "\n  query AdminExportMembers($filter: MemberFilterInput) {\n    exportMembers(filter: $filter) {\n      filename\n      content\n      rows\n    }\n  }\n": typeof types.AdminExportMembersDocument,
    "\n  subscription AdminMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n        version\n      }\n    }\n  }\n": typeof types.AdminMemberChangedDocument,
    "\n  query AdminMemberHistory($entityId: String!) {\n    auditLog(entityType: \"member\", entityId: $entityId, page: 1, limit: 50) {\n      total\n      items {\n        id\n        at\n        actorName\n        action\n        changes\n      }\n    }\n  }\n": typeof types.AdminMemberHistoryDocument,
    "\n  query AdminContactMessages($page: Int!, $limit: Int!, $handled: Boolean) {\n    contactMessages(page: $page, limit: $limit, handled: $handled) {\n      total\n      page\n      limit\n      items {\n        id\n        name\n        email\n        message\n        createdAt\n        handledAt\n        handledBy\n        note\n      }\n    }\n  }\n": typeof types.AdminContactMessagesDocument,
    "\n  mutation AdminUpdateContactMessage($input: UpdateContactMessageInput!) {\n    updateContactMessage(input: $input) {\n      id\n      handledAt\n      handledBy\n      note\n    }\n  }\n": typeof types.AdminUpdateContactMessageDocument,
    "\n  mutation AdminDeleteContactMessage($id: ID!) {\n    deleteContactMessage(input: { id: $id })\n  }\n": typeof types.AdminDeleteContactMessageDocument,
    "\n  query AdminNewsletterSubscribers($page: Int!, $limit: Int!) {\n    newsletterSubscribers(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        email\n        status\n        createdAt\n        consentAt\n        consentPage\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n": typeof types.AdminNewsletterSubscribersDocument,
    "\n  mutation AdminRemoveSubscriber($id: ID!) {\n    removeNewsletterSubscriber(input: { id: $id })\n  }\n": typeof types.AdminRemoveSubscriberDocument,
    "\n  query AdminExportSubscribers {\n    exportNewsletterSubscribers {\n      filename\n      content\n      rows\n    }\n  }\n": typeof types.AdminExportSubscribersDocument,
    "\n  query AdminEmailOutbox($page: Int!, $limit: Int!) {\n    emailOutbox(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        kind\n        to\n        subject\n        body\n        status\n        attempts\n        lastError\n        sentAt\n        createdAt\n        nextAttemptAt\n      }\n    }\n  }\n": typeof types.AdminEmailOutboxDocument,
    "\n  query AdminOutboxMessage($id: ID!) {\n    emailOutboxMessage(id: $id) {\n      id\n      subject\n      to\n      replyTo\n      html\n      body\n    }\n  }\n": typeof types.AdminOutboxMessageDocument,
    "\n  mutation AdminRetryOutboxEmail($id: ID!) {\n    retryOutboxEmail(id: $id) {\n      id\n      status\n      attempts\n      lastError\n      nextAttemptAt\n    }\n  }\n": typeof types.AdminRetryOutboxEmailDocument,
    "\n  query NewsletterPreview($input: NewsletterDraftInput!) {\n    newsletterPreview(input: $input) {\n      subject\n      html\n      text\n      recipients\n    }\n  }\n": typeof types.NewsletterPreviewDocument,
    "\n  query NewsletterAudience {\n    newsletterSubscriberCounts {\n      pending\n      confirmed\n      unsubscribed\n    }\n  }\n": typeof types.NewsletterAudienceDocument,
    "\n  mutation SendNewsletterTest($input: NewsletterDraftInput!) {\n    sendNewsletterTest(input: $input)\n  }\n": typeof types.SendNewsletterTestDocument,
    "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input) {\n      id\n    }\n  }\n": typeof types.SendNewsletterDocument,
    "\n  fragment NewsletterIssueCountsFields on NewsletterIssue {\n    id\n    subject\n    status\n    recipients\n    queued\n    sent\n    kept\n    failed\n    createdAt\n  }\n": typeof types.NewsletterIssueCountsFieldsFragmentDoc,
    "\n  query NewsletterIssue($id: ID!) {\n    newsletterIssue(id: $id) {\n      ...NewsletterIssueCountsFields\n      content\n      finishedAt\n      createdByName\n    }\n  }\n": typeof types.NewsletterIssueDocument,
    "\n  query NewsletterIssues($page: Int!, $limit: Int!) {\n    newsletterIssues(page: $page, limit: $limit) {\n      total\n      items {\n        ...NewsletterIssueCountsFields\n      }\n    }\n  }\n": typeof types.NewsletterIssuesDocument,
    "\n  query NewsletterDeliveries($issueId: ID!, $page: Int!, $limit: Int!) {\n    newsletterDeliveries(issueId: $issueId, page: $page, limit: $limit) {\n      total\n      items {\n        id\n        email\n        status\n        error\n        sentAt\n      }\n    }\n  }\n": typeof types.NewsletterDeliveriesDocument,
    "\n  fragment NewsletterDraftFields on NewsletterDraft {\n    id\n    subject\n    content\n    updatedAt\n  }\n": typeof types.NewsletterDraftFieldsFragmentDoc,
    "\n  query NewsletterDrafts {\n    newsletterDrafts {\n      ...NewsletterDraftFields\n      createdByName\n    }\n  }\n": typeof types.NewsletterDraftsDocument,
    "\n  query NewsletterDraft($id: ID!) {\n    newsletterDraft(id: $id) {\n      ...NewsletterDraftFields\n    }\n  }\n": typeof types.NewsletterDraftDocument,
    "\n  mutation SaveNewsletterDraft($input: SaveNewsletterDraftInput!) {\n    saveNewsletterDraft(input: $input) {\n      ...NewsletterDraftFields\n    }\n  }\n": typeof types.SaveNewsletterDraftDocument,
    "\n  mutation DeleteNewsletterDraft($id: ID!) {\n    deleteNewsletterDraft(id: $id)\n  }\n": typeof types.DeleteNewsletterDraftDocument,
    "\n  query MemberNoticeClasses {\n    membershipClasses(includeArchived: true) {\n      id\n      name\n      archived\n    }\n  }\n": typeof types.MemberNoticeClassesDocument,
    "\n  query MemberNoticeAudience($input: MemberNoticeAudienceInput!) {\n    memberNoticeAudience(input: $input) {\n      members\n      byEmail\n      byPost\n    }\n  }\n": typeof types.MemberNoticeAudienceDocument,
    "\n  mutation SendMemberNotice($input: SendMemberNoticeInput!) {\n    sendMemberNotice(input: $input) {\n      id\n      recipients\n    }\n  }\n": typeof types.SendMemberNoticeDocument,
    "\n  fragment MemberNoticeFields on MemberNotice {\n    id\n    subject\n    sentByName\n    createdAt\n    recipients\n    byPost\n    queuedAt\n    counts {\n      queued\n      retrying\n      sent\n      kept\n      failed\n      noAddress\n      skipped\n    }\n  }\n": typeof types.MemberNoticeFieldsFragmentDoc,
    "\n  query MemberNotices($page: Int!, $limit: Int!) {\n    memberNotices(page: $page, limit: $limit) {\n      total\n      items {\n        ...MemberNoticeFields\n      }\n    }\n  }\n": typeof types.MemberNoticesDocument,
    "\n  query MemberNotice($id: ID!) {\n    memberNotice(id: $id) {\n      ...MemberNoticeFields\n      body\n    }\n  }\n": typeof types.MemberNoticeDocument,
    "\n  query MemberNoticeRecipients($input: MemberNoticeRecipientsInput!) {\n    memberNoticeRecipients(input: $input) {\n      total\n      items {\n        id\n        memberNumber\n        fullName\n        email\n        status\n        reason\n        sentAt\n      }\n    }\n  }\n": typeof types.MemberNoticeRecipientsDocument,
    "\n  query MemberNoticePostList($noticeId: ID!) {\n    memberNoticePostList(noticeId: $noticeId) {\n      memberNumber\n      fullName\n      address\n      status\n      reason\n    }\n  }\n": typeof types.MemberNoticePostListDocument,
    "\n  mutation AcceptInvite($input: SetPasswordInput!) {\n    acceptInvite(input: $input)\n  }\n": typeof types.AcceptInviteDocument,
    "\n  mutation ResetPassword($input: SetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PasswordLinkState($purpose: PasswordLinkPurpose!, $token: String!) {\n    passwordLinkState(purpose: $purpose, token: $token)\n  }\n": typeof types.PasswordLinkStateDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...StaffSession\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query AdminPendingMembers($page: Int!, $limit: Int!, $filter: PendingFilterInput) {\n    pendingMembers(page: $page, limit: $limit, filter: $filter) {\n      ...AdminMemberPageFields\n    }\n    memberStats {\n      pending\n    }\n  }\n": typeof types.AdminPendingMembersDocument,
    "\n  subscription AdminPendingMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n        status\n      }\n    }\n  }\n": typeof types.AdminPendingMemberChangedDocument,
    "\n  mutation AdminApproveMembers($ids: [ID!]!, $notes: String) {\n    approveMembers(ids: $ids, notes: $notes) {\n      id\n      code\n      message\n      member {\n        id\n        status\n      }\n    }\n  }\n": typeof types.AdminApproveMembersDocument,
    "\n  mutation AdminRejectMembers($ids: [ID!]!, $reason: String!) {\n    rejectMembers(ids: $ids, reason: $reason) {\n      id\n      code\n      message\n      member {\n        id\n        status\n      }\n    }\n  }\n": typeof types.AdminRejectMembersDocument,
    "\n  fragment AdminPersonalDataCounts on PersonalDataCounts {\n    members\n    rsvps\n    newsletterSubscriptions\n    contactMessages\n    outboxEmails\n    auditEntries\n    newsletterDeliveries\n    memberChangeRequests\n    memberSessions\n    memberLinks\n    memberErasureRequests\n    jobs\n    payments\n  }\n": typeof types.AdminPersonalDataCountsFragmentDoc,
    "\n  query AdminPersonalData($input: PersonalDataInput!) {\n    personalData(input: $input) {\n      email\n      counts {\n        ...AdminPersonalDataCounts\n      }\n      members {\n        id\n        memberNumber\n        fullName\n        phone\n        address\n        status\n        joinDate\n      }\n      rsvps {\n        id\n        eventId\n        name\n        attendees\n        createdAt\n      }\n      newsletterSubscriptions {\n        id\n        createdAt\n      }\n      contactMessages {\n        id\n        name\n        message\n        createdAt\n      }\n      outboxEmails {\n        id\n        kind\n        to\n        subject\n        createdAt\n        sentAt\n      }\n      auditEntries {\n        id\n        at\n        action\n        entityType\n        actorName\n      }\n      payments {\n        record\n        number\n        payerName\n        kind\n        description\n        amountCents\n        status\n        paidOn\n      }\n      otherPlaces {\n        table\n        column\n        rows\n      }\n    }\n  }\n": typeof types.AdminPersonalDataDocument,
    "\n  mutation AdminExportPersonalData($input: PersonalDataInput!) {\n    exportPersonalData(input: $input) {\n      filename\n      json\n      htmlFilename\n      html\n    }\n  }\n": typeof types.AdminExportPersonalDataDocument,
    "\n  mutation AdminErasePersonalData($input: ErasePersonalDataInput!) {\n    erasePersonalData(input: $input) {\n      erasedAt\n      counts {\n        ...AdminPersonalDataCounts\n      }\n      kept {\n        payments\n        chargesVoided\n      }\n    }\n  }\n": typeof types.AdminErasePersonalDataDocument,
    "\n  query AdminRetention {\n    retentionSettings {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n      version\n    }\n    retentionPreview {\n      runsAt\n      items {\n        key\n        label\n        days\n        cutoff\n        count\n      }\n    }\n  }\n": typeof types.AdminRetentionDocument,
    "\n  mutation AdminUpdateRetention($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n      version\n    }\n  }\n": typeof types.AdminUpdateRetentionDocument,
    "\n  query AdminMemberErasureRequests($page: Int!, $limit: Int!) {\n    memberErasureRequests(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        email\n        memberName\n        requestedAt\n      }\n    }\n  }\n": typeof types.AdminMemberErasureRequestsDocument,
    "\n  query AdminMemberRegister {\n    memberRegister {\n      currentStatuses\n      formerStatuses\n      current {\n        memberNumber\n        name\n        address\n        memberClass\n        joinDate\n      }\n      former {\n        memberNumber\n        name\n        ceasedDate\n      }\n    }\n  }\n": typeof types.AdminMemberRegisterDocument,
    "\n  query AdminExportMemberRegister {\n    exportMemberRegister {\n      filename\n      content\n      rows\n    }\n  }\n": typeof types.AdminExportMemberRegisterDocument,
    "\n  query AdminRenewals($input: RenewalsInput!) {\n    renewals(input: $input) {\n      total\n      page\n      limit\n      items {\n        memberId\n        memberNumber\n        fullName\n        email\n        className\n        feeCents\n        financialUntil\n        standing\n        remindedOffsets\n        unfinancialFrom\n        ceasesOn\n        chargeReference\n        chargeAmountCents\n        chargeDueDate\n        ceasedDate\n        ceasedReason\n      }\n    }\n  }\n": typeof types.AdminRenewalsDocument,
    "\n  query AdminRenewalSummary {\n    renewalSummary {\n      due\n      unfinancial\n      paused\n    }\n  }\n": typeof types.AdminRenewalSummaryDocument,
    "\n  mutation AdminSetRenewalsPaused($input: RenewalsPausedInput!) {\n    setRenewalsPaused(input: $input) {\n      due\n      unfinancial\n      paused\n    }\n  }\n": typeof types.AdminSetRenewalsPausedDocument,
    "\n  mutation AdminUndoLapse($input: UndoLapseInput!) {\n    undoLapse(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.AdminUndoLapseDocument,
    "\n  fragment MembershipYearFields on MembershipYearSettings {\n    version\n    financialYearStartMonth\n    membershipPeriod\n    reminderOffsetDays\n    graceDays\n    ceaseAfterUnfinancialDays\n    renewalsPaused\n    bankAccountName\n    bankBsb\n    bankAccountNumber\n    abn\n    dgr\n    dgrFundName\n  }\n": typeof types.MembershipYearFieldsFragmentDoc,
    "\n  query AdminMembershipYearSettings {\n    membershipYearSettings {\n      ...MembershipYearFields\n    }\n  }\n": typeof types.AdminMembershipYearSettingsDocument,
    "\n  mutation AdminUpdateMembershipYearSettings($input: MembershipYearSettingsInput!) {\n    updateMembershipYearSettings(input: $input) {\n      ...MembershipYearFields\n    }\n  }\n": typeof types.AdminUpdateMembershipYearSettingsDocument,
    "\n  fragment AdminMembershipClassFields on MembershipClass {\n    id\n    name\n    annualFeeCents\n    concessionFeeCents\n    household\n    renews\n    archived\n    position\n    version\n    memberCount\n  }\n": typeof types.AdminMembershipClassFieldsFragmentDoc,
    "\n  query AdminMembershipClasses {\n    membershipClasses(includeArchived: true) {\n      ...AdminMembershipClassFields\n    }\n  }\n": typeof types.AdminMembershipClassesDocument,
    "\n  mutation AdminCreateMembershipClass($input: MembershipClassInput!) {\n    createMembershipClass(input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n": typeof types.AdminCreateMembershipClassDocument,
    "\n  mutation AdminUpdateMembershipClass($id: ID!, $input: MembershipClassInput!) {\n    updateMembershipClass(id: $id, input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n": typeof types.AdminUpdateMembershipClassDocument,
    "\n  mutation AdminArchiveMembershipClass($input: MembershipClassArchiveInput!) {\n    archiveMembershipClass(input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n": typeof types.AdminArchiveMembershipClassDocument,
    "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n      version\n    }\n  }\n": typeof types.AdminUpdateSiteSettingsDocument,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n      version\n    }\n  }\n": typeof types.AdminSiteSettingsDocument,
    "\n  fragment StaffUserFields on User {\n    id\n    name\n    email\n    role\n    status\n    lastSignInAt\n    version\n  }\n": typeof types.StaffUserFieldsFragmentDoc,
    "\n  query StaffUsers($page: Int!, $limit: Int!) {\n    staffUsers(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n": typeof types.StaffUsersDocument,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.InviteStaffDocument,
    "\n  mutation UpdateStaffRole($id: ID!, $role: Role!, $expectedVersion: Int) {\n    updateStaffRole(id: $id, role: $role, expectedVersion: $expectedVersion) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.UpdateStaffRoleDocument,
    "\n  mutation DeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.DeactivateStaffDocument,
    "\n  mutation ReactivateStaff($id: ID!) {\n    reactivateStaff(id: $id) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.ReactivateStaffDocument,
    "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.ResendInviteDocument,
    "\n  fragment TreasurerChargeFields on Charge {\n    id\n    number\n    reference\n    memberId\n    payerName\n    payerEmail\n    kind\n    description\n    amountCents\n    dueDate\n    status\n    voidedReason\n    paidCents\n    owingCents\n    overdue\n    createdAt\n  }\n": typeof types.TreasurerChargeFieldsFragmentDoc,
    "\n  fragment TreasurerEntryFields on LedgerEntry {\n    id\n    entryNumber\n    chargeId\n    payerName\n    kind\n    amountCents\n    method\n    reference\n    paidOn\n    recordedByName\n    reversesId\n    reversedById\n    receiptNumber\n    receiptPath\n    note\n  }\n": typeof types.TreasurerEntryFieldsFragmentDoc,
    "\n  query TreasurerOverview($startYear: Int) {\n    incomeReport(startYear: $startYear) {\n      label\n      start\n      end\n      months {\n        month\n        feesCents\n        donationsCents\n        eventsCents\n        totalCents\n      }\n      totals {\n        month\n        feesCents\n        donationsCents\n        eventsCents\n        totalCents\n      }\n    }\n    outstandingReport {\n      openCount\n      outstandingCents\n      overdueCount\n      overdueCents\n    }\n  }\n": typeof types.TreasurerOverviewDocument,
    "\n  query TreasurerReconciliation($input: ReconciliationInput) {\n    reconciliation(input: $input) {\n      from\n      to\n      ok\n      entriesWithoutReceipt\n      entriesWithSeveralReceipts\n      receiptAmountMismatches\n      problems\n      months {\n        month\n        ledgerCents\n        receiptCents\n        agrees\n      }\n      stripe {\n        connected\n        ledgerCardCents\n        stripeGrossCents\n        stripeFeesCents\n        payoutsCents\n      }\n    }\n  }\n": typeof types.TreasurerReconciliationDocument,
    "\n  query TreasurerLedgerCsv($input: LedgerCsvInput!) {\n    exportLedgerCsv(input: $input) {\n      filename\n      content\n      rows\n    }\n  }\n": typeof types.TreasurerLedgerCsvDocument,
    "\n  query TreasurerCharges($input: ChargesInput) {\n    charges(input: $input) {\n      total\n      page\n      limit\n      items {\n        ...TreasurerChargeFields\n      }\n    }\n  }\n": typeof types.TreasurerChargesDocument,
    "\n  query TreasurerLedger($input: LedgerEntriesInput) {\n    ledgerEntries(input: $input) {\n      total\n      page\n      limit\n      items {\n        ...TreasurerEntryFields\n      }\n    }\n  }\n": typeof types.TreasurerLedgerDocument,
    "\n  mutation TreasurerRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      ...TreasurerEntryFields\n    }\n  }\n": typeof types.TreasurerRecordPaymentDocument,
    "\n  mutation TreasurerReverseEntry($input: ReverseLedgerEntryInput!) {\n    reverseLedgerEntry(input: $input) {\n      ...TreasurerEntryFields\n    }\n  }\n": typeof types.TreasurerReverseEntryDocument,
    "\n  mutation TreasurerVoidCharge($input: VoidChargeInput!) {\n    voidCharge(input: $input) {\n      ...TreasurerChargeFields\n    }\n  }\n": typeof types.TreasurerVoidChargeDocument,
    "\n  mutation TreasurerCreateCharge($input: CreateChargeInput!) {\n    createCharge(input: $input) {\n      ...TreasurerChargeFields\n    }\n  }\n": typeof types.TreasurerCreateChargeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment StaffSession on AuthPayload {\n    token\n    expiresAt\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n": typeof types.StaffSessionFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      ...StaffSession\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query PaymentOptions {\n    paymentOptions {\n      online\n      bankTransfer {\n        accountName\n        bsb\n        accountNumber\n      }\n      minDonationCents\n      maxDonationCents\n    }\n  }\n": typeof types.PaymentOptionsDocument,
    "\n  mutation StartDonationCheckout($input: DonationCheckoutInput!) {\n    startDonationCheckout(input: $input) {\n      url\n      sessionId\n    }\n  }\n": typeof types.StartDonationCheckoutDocument,
    "\n  mutation StartChargeCheckout($input: ChargeCheckoutInput!) {\n    startChargeCheckout(input: $input) {\n      url\n      sessionId\n    }\n  }\n": typeof types.StartChargeCheckoutDocument,
    "\n  query CheckoutStatus($input: CheckoutStatusInput!) {\n    checkoutStatus(input: $input) {\n      state\n      receiptUrl\n    }\n  }\n": typeof types.CheckoutStatusDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    slug\n    title\n    description\n    imageUrl\n    eventDate\n    location\n    maxAttendees\n    currentAttendees\n    waitlistEnabled\n    tags\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  query PublicEvents($search: String, $when: EventWhen!, $page: Int!, $limit: Int!) {\n    events(search: $search, when: $when, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...EventCardFields\n      }\n    }\n  }\n": typeof types.PublicEventsDocument,
    "\n  query EventsInMonth($year: Int!, $month: Int!) {\n    eventsInMonth(year: $year, month: $month) {\n      ...EventCardFields\n    }\n  }\n": typeof types.EventsInMonthDocument,
    "\n  query PublicEvent($slug: String!) {\n    event(slug: $slug) {\n      ...EventCardFields\n      content\n      endDate\n      contactEmail\n      contactPhone\n      registrationRequired\n      registrationDeadline\n    }\n  }\n": typeof types.PublicEventDocument,
    "\n  mutation RsvpEvent($input: RsvpInput!) {\n    rsvpEvent(input: $input) {\n      attendees\n      status\n      waitlistPosition\n      event {\n        id\n        currentAttendees\n        maxAttendees\n      }\n    }\n  }\n": typeof types.RsvpEventDocument,
    "\n  query GalleryAlbums($year: Int, $page: Int!, $limit: Int!) {\n    galleryAlbums(year: $year, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        slug\n        name\n        year\n        photoCount\n        cover {\n          id\n          title\n          imageUrl\n          thumbnailUrl\n        }\n      }\n    }\n  }\n": typeof types.GalleryAlbumsDocument,
    "\n  query GalleryYears {\n    galleryYears\n  }\n": typeof types.GalleryYearsDocument,
    "\n  query GalleryAlbum($slug: String!) {\n    galleryAlbum(slug: $slug) {\n      slug\n      name\n      year\n      photoCount\n      photos {\n        id\n        title\n        description\n        imageUrl\n        thumbnailUrl\n        photographer\n        takenDate\n        location\n      }\n    }\n  }\n": typeof types.GalleryAlbumDocument,
    "\n  query HomeStats {\n    publicStats {\n      activeMembers\n      projectsCompleted\n      eventsHosted\n      yearsServing\n    }\n  }\n": typeof types.HomeStatsDocument,
    "\n  query HomeProjects {\n    projects(limit: 3) {\n      items {\n        id\n        slug\n        title\n        description\n        imageUrl\n        completionPercentage\n        progress\n      }\n    }\n  }\n": typeof types.HomeProjectsDocument,
    "\n  query HomeEvents {\n    events(when: UPCOMING, limit: 3) {\n      items {\n        id\n        slug\n        title\n        eventDate\n        location\n        maxAttendees\n        currentAttendees\n        waitlistEnabled\n      }\n    }\n  }\n": typeof types.HomeEventsDocument,
    "\n  query HomeTestimonials {\n    testimonials(limit: 3) {\n      id\n      name\n      role\n      message\n      imageUrl\n    }\n  }\n": typeof types.HomeTestimonialsDocument,
    "\n  query HomeNews {\n    news(limit: 3) {\n      items {\n        id\n        slug\n        title\n        publishedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.HomeNewsDocument,
    "\n  mutation ApplyForMembership($input: MembershipApplicationInput!) {\n    applyForMembership(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ApplyForMembershipDocument,
    "\n  query JoinMembershipClasses {\n    membershipClasses {\n      id\n      name\n      annualFeeCents\n      concessionFeeCents\n      household\n    }\n  }\n": typeof types.JoinMembershipClassesDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $website: String, $page: String) {\n    subscribeNewsletter(email: $email, website: $website, page: $page)\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  query MemberHeader {\n    memberAccount {\n      firstName\n    }\n  }\n": typeof types.MemberHeaderDocument,
    "\n  fragment MemberAccountFields on MemberAccount {\n    memberNumber\n    fullName\n    firstName\n    email\n    pendingEmail\n    phone\n    whatsappJointStatus\n    address\n    languageSpoken\n    numAdults\n    numChildren\n    memberType\n    status\n    joinDate\n    appliedAt\n    rejectionReason\n    newsletterSubscribed\n    calendarFeedCreatedAt\n    erasureRequestedAt\n    changeRequests {\n      id\n      fullName\n      address\n      status\n      requestedAt\n      decidedAt\n    }\n    rsvps {\n      id\n      eventTitle\n      eventSlug\n      eventDate\n      location\n      attendees\n      status\n      waitlistPosition\n      maxParty\n    }\n  }\n": typeof types.MemberAccountFieldsFragmentDoc,
    "\n  query MemberAccount {\n    memberAccount {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.MemberAccountDocument,
    "\n  mutation RequestMemberSignIn($email: String!) {\n    requestMemberSignIn(input: { email: $email })\n  }\n": typeof types.RequestMemberSignInDocument,
    "\n  mutation SignInMember($token: String!) {\n    signInMember(input: { token: $token }) {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.SignInMemberDocument,
    "\n  mutation ConfirmMemberEmailChange($token: String!) {\n    confirmMemberEmailChange(input: { token: $token })\n  }\n": typeof types.ConfirmMemberEmailChangeDocument,
    "\n  mutation SignOutMember {\n    signOutMember\n  }\n": typeof types.SignOutMemberDocument,
    "\n  mutation UpdateMemberDetails($input: MemberDetailsInput!) {\n    updateMemberDetails(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.UpdateMemberDetailsDocument,
    "\n  mutation RequestMemberEmailChange($email: String!) {\n    requestMemberEmailChange(input: { email: $email }) {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.RequestMemberEmailChangeDocument,
    "\n  mutation RequestMemberDetailsChange($input: MemberDetailsChangeInput!) {\n    requestMemberDetailsChange(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.RequestMemberDetailsChangeDocument,
    "\n  mutation UpdateMyRsvp($id: ID!, $attendees: Int!) {\n    updateMyRsvp(input: { id: $id, attendees: $attendees }) {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.UpdateMyRsvpDocument,
    "\n  mutation CancelMyRsvp($id: ID!) {\n    cancelMyRsvp(input: { id: $id }) {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.CancelMyRsvpDocument,
    "\n  mutation SetMyNewsletterSubscription($subscribed: Boolean!) {\n    setMyNewsletterSubscription(input: { subscribed: $subscribed }) {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.SetMyNewsletterSubscriptionDocument,
    "\n  mutation CreateMemberCalendarFeed {\n    createMemberCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.CreateMemberCalendarFeedDocument,
    "\n  mutation RevokeMemberCalendarFeed {\n    revokeMemberCalendarFeed {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.RevokeMemberCalendarFeedDocument,
    "\n  mutation ExportMyPersonalData {\n    exportMyPersonalData {\n      filename\n      json\n    }\n  }\n": typeof types.ExportMyPersonalDataDocument,
    "\n  mutation RequestMyErasure {\n    requestMyErasure {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.RequestMyErasureDocument,
    "\n  fragment MyChargeFields on MyCharge {\n    id\n    description\n    amountCents\n    amount\n    owingCents\n    owing\n    dueDate\n    dueDateText\n    reference\n    paid\n    receipts {\n      number\n      url\n      issuedAt\n    }\n  }\n": typeof types.MyChargeFieldsFragmentDoc,
    "\n  query MyMembership {\n    myMembership {\n      className\n      household\n      concession\n      status\n      financialUntil\n      financialUntilText\n      bankTransfer {\n        accountName\n        bsb\n        accountNumber\n      }\n      openCharges {\n        ...MyChargeFields\n      }\n      paidCharges {\n        ...MyChargeFields\n      }\n    }\n  }\n": typeof types.MyMembershipDocument,
    "\n  query MyRenewal {\n    myRenewal {\n      standing\n      financialUntil\n      unfinancialFrom\n      ceasesOn\n      amountCents\n      reference\n      dueDate\n    }\n  }\n": typeof types.MyRenewalDocument,
    "\n  mutation ResignMembership($input: ResignMembershipInput!) {\n    resignMembership(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n": typeof types.ResignMembershipDocument,
    "\n  query PublicNews($page: Int!, $limit: Int!) {\n    news(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        slug\n        title\n        description\n        featured\n        publishedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.PublicNewsDocument,
    "\n  query PublicNewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      slug\n      title\n      description\n      content\n      featured\n      publishedAt\n      createdAt\n      tags\n    }\n  }\n": typeof types.PublicNewsItemDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletterSubscription(input: { token: $token }) {\n      status\n      changed\n    }\n  }\n": typeof types.ConfirmNewsletterDocument,
    "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(input: { token: $token }) {\n      status\n      changed\n    }\n  }\n": typeof types.UnsubscribeNewsletterDocument,
    "\n  fragment ProjectCardFields on Project {\n    id\n    slug\n    title\n    description\n    imageUrl\n    completionPercentage\n    progress\n    tags\n  }\n": typeof types.ProjectCardFieldsFragmentDoc,
    "\n  query PublicProjects($search: String, $status: ProjectProgress, $tag: String, $page: Int!, $limit: Int!) {\n    projects(search: $search, status: $status, tag: $tag, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...ProjectCardFields\n      }\n    }\n  }\n": typeof types.PublicProjectsDocument,
    "\n  query ProjectCounts {\n    all: projects(limit: 100) {\n      total\n      items {\n        id\n        tags\n      }\n    }\n    planned: projects(status: PLANNED, limit: 1) {\n      total\n    }\n    inProgress: projects(status: IN_PROGRESS, limit: 1) {\n      total\n    }\n    completed: projects(status: COMPLETED, limit: 1) {\n      total\n    }\n  }\n": typeof types.ProjectCountsDocument,
    "\n  query PublicProject($slug: String!) {\n    project(slug: $slug) {\n      ...ProjectCardFields\n      content\n      startDate\n      endDate\n      budget\n      location\n      coordinator\n      priority\n      photos {\n        id\n        title\n        description\n        imageUrl\n        thumbnailUrl\n      }\n      downloads {\n        id\n        title\n        fileName\n        fileSize\n      }\n      related(limit: 3) {\n        ...ProjectCardFields\n      }\n    }\n  }\n": typeof types.PublicProjectDocument,
    "\n  query ResourceStats {\n    resourceStats {\n      total\n      totalDownloads\n      categories\n      types\n    }\n  }\n": typeof types.ResourceStatsDocument,
    "\n  query PublicResources($search: String, $type: ResourceType, $category: String, $page: Int!, $limit: Int!) {\n    resources(search: $search, type: $type, category: $category, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        title\n        description\n        resourceType\n        category\n        version\n        fileName\n        fileSize\n        downloadCount\n      }\n    }\n  }\n": typeof types.PublicResourcesDocument,
    "\n  fragment ManagedRsvpFields on ManagedRsvp {\n    name\n    attendees\n    status\n    waitlistPosition\n    changeable\n    event {\n      id\n      slug\n      title\n      eventDate\n      location\n      maxAttendees\n      currentAttendees\n    }\n  }\n": typeof types.ManagedRsvpFieldsFragmentDoc,
    "\n  query ManagedRsvp($token: String!) {\n    rsvpByToken(token: $token) {\n      ...ManagedRsvpFields\n    }\n  }\n": typeof types.ManagedRsvpDocument,
    "\n  mutation UpdateRsvp($token: String!, $attendees: Int!) {\n    updateRsvp(token: $token, attendees: $attendees) {\n      ...ManagedRsvpFields\n    }\n  }\n": typeof types.UpdateRsvpDocument,
    "\n  mutation CancelRsvp($token: String!) {\n    cancelRsvp(token: $token) {\n      ...ManagedRsvpFields\n    }\n  }\n": typeof types.CancelRsvpDocument,
    "\n  query SiteSearch($q: String!, $page: Int!) {\n    search(q: $q, page: $page) {\n      total\n      page\n      limit\n      items {\n        kind\n        title\n        path\n        titleParts {\n          text\n          match\n        }\n        snippet {\n          text\n          match\n        }\n      }\n    }\n  }\n": typeof types.SiteSearchDocument,
    "\n  query RetentionSettings {\n    retentionSettings {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n    }\n  }\n": typeof types.RetentionSettingsDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName\n    contactEmail\n    contactPhone\n    address\n    state\n    socialLabel\n    socialUrl\n    supportHours\n    donationTiers {\n      amount\n      impact\n    }\n  }\n": typeof types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n": typeof types.SiteSettingsDocument,
};
const documents: Documents = {
    "\n  query EventAttendees($eventId: ID!, $status: RsvpStatus, $search: String, $page: Int!, $limit: Int!) {\n    eventAttendees(eventId: $eventId, status: $status, search: $search, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      goingPlaces\n      waitlistedPlaces\n      checkedIn\n      goingParties\n      event {\n        id\n        title\n        eventDate\n        location\n        maxAttendees\n        currentAttendees\n      }\n      items {\n        id\n        name\n        email\n        attendees\n        status\n        waitlistPosition\n        comments\n        createdAt\n        checkedInAt\n        toldOfChangeAt\n      }\n    }\n  }\n": types.EventAttendeesDocument,
    "\n  query ExportEventAttendees($eventId: ID!) {\n    exportEventAttendees(eventId: $eventId) {\n      filename\n      content\n      rows\n    }\n  }\n": types.ExportEventAttendeesDocument,
    "\n  mutation CancelAttendee($id: ID!) {\n    cancelAttendee(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelAttendeeDocument,
    "\n  mutation CheckInRsvp($id: ID!, $checkedIn: Boolean!) {\n    checkInRsvp(id: $id, checkedIn: $checkedIn) {\n      id\n      checkedInAt\n    }\n  }\n": types.CheckInRsvpDocument,
    "\n  mutation EmailAttendees($input: EmailAttendeesInput!) {\n    emailAttendees(input: $input) {\n      queued\n      skippedStaffAdded\n      skippedReason\n    }\n  }\n": types.EmailAttendeesDocument,
    "\n  mutation AddAttendee($input: AddAttendeeInput!) {\n    addAttendee(input: $input) {\n      id\n      name\n      status\n      waitlistPosition\n      checkedInAt\n    }\n  }\n": types.AddAttendeeDocument,
    "\n  query AdminAuditLog($page: Int!, $limit: Int!, $entityType: String, $entityId: String, $filter: AuditFilterInput) {\n    auditLog(page: $page, limit: $limit, entityType: $entityType, entityId: $entityId, filter: $filter) {\n      total\n      page\n      limit\n      items {\n        id\n        at\n        actorName\n        action\n        entityType\n        entityId\n        subjectName\n        changes\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AuditPeople {\n    staffUsers(page: 1, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AuditPeopleDocument,
    "\n  subscription CmsContentChanged($type: ContentType) {\n    contentChanged(type: $type) {\n      id\n      type\n      action\n      rowVersion\n    }\n  }\n": types.CmsContentChangedDocument,
    "\n  query CmsDashboardStats {\n    dashboardStats {\n      projects {\n        total\n        published\n        draft\n        completed\n      }\n      events {\n        total\n        upcoming\n        past\n        published\n      }\n      news {\n        total\n        featured\n        published\n      }\n      gallery {\n        total\n        published\n        draft\n        byType {\n          event\n        }\n      }\n      resources {\n        total\n        published\n        totalDownloads\n        byType {\n          document\n        }\n      }\n    }\n  }\n": types.CmsDashboardStatsDocument,
    "\n  query CmsRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      id\n      type\n      title\n      action\n      timestamp\n    }\n  }\n": types.CmsRecentActivityDocument,
    "\n  query CmsProjects($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminProjects(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        imageUrl\n        startDate\n        endDate\n        budget\n        location\n        coordinator\n        priority\n        completionPercentage\n        tags\n        slug\n      }\n    }\n  }\n": types.CmsProjectsDocument,
    "\n  mutation CmsCreateProject($input: ProjectInput!) {\n    item: createProject(input: $input) {\n      id\n      status\n    }\n  }\n": types.CmsCreateProjectDocument,
    "\n  mutation CmsUpdateProject($id: ID!, $input: ProjectInput!) {\n    item: updateProject(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": types.CmsUpdateProjectDocument,
    "\n  mutation CmsDeleteProject($id: ID!) {\n    item: deleteProject(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsDeleteProjectDocument,
    "\n  mutation CmsRestoreProject($id: ID!) {\n    item: restoreProject(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsRestoreProjectDocument,
    "\n  mutation CmsPurgeProject($id: ID!) {\n    purged: purgeProject(id: $id)\n  }\n": types.CmsPurgeProjectDocument,
    "\n  mutation CmsBulkProjects($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateProjects(ids: $ids, action: $action)\n  }\n": types.CmsBulkProjectsDocument,
    "\n  query CmsEvents($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminEvents(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        imageUrl\n        eventDate\n        endDate\n        location\n        maxAttendees\n        waitlistEnabled\n        registrationRequired\n        registrationDeadline\n        contactEmail\n        contactPhone\n        tags\n        slug\n        currentAttendees\n      }\n    }\n  }\n": types.CmsEventsDocument,
    "\n  mutation CmsCreateEvent($input: EventInput!) {\n    item: createEvent(input: $input) {\n      id\n      status\n    }\n  }\n": types.CmsCreateEventDocument,
    "\n  mutation CmsUpdateEvent($id: ID!, $input: EventInput!) {\n    item: updateEvent(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": types.CmsUpdateEventDocument,
    "\n  mutation CmsDeleteEvent($id: ID!) {\n    item: deleteEvent(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsDeleteEventDocument,
    "\n  mutation CmsRestoreEvent($id: ID!) {\n    item: restoreEvent(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsRestoreEventDocument,
    "\n  mutation CmsPurgeEvent($id: ID!) {\n    purged: purgeEvent(id: $id)\n  }\n": types.CmsPurgeEventDocument,
    "\n  mutation CmsBulkEvents($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateEvents(ids: $ids, action: $action)\n  }\n": types.CmsBulkEventsDocument,
    "\n  query CmsGalleryItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminGalleryItems(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        imageUrl\n        galleryType\n        albumName\n        photographer\n        takenDate\n        location\n        sortOrder\n        tags\n        thumbnailUrl\n        albumSlug\n        projectId\n      }\n    }\n  }\n": types.CmsGalleryItemsDocument,
    "\n  mutation CmsCreateGalleryItem($input: GalleryItemInput!) {\n    item: createGalleryItem(input: $input) {\n      id\n      status\n    }\n  }\n": types.CmsCreateGalleryItemDocument,
    "\n  mutation CmsUpdateGalleryItem($id: ID!, $input: GalleryItemInput!) {\n    item: updateGalleryItem(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": types.CmsUpdateGalleryItemDocument,
    "\n  mutation CmsDeleteGalleryItem($id: ID!) {\n    item: deleteGalleryItem(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsDeleteGalleryItemDocument,
    "\n  mutation CmsRestoreGalleryItem($id: ID!) {\n    item: restoreGalleryItem(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsRestoreGalleryItemDocument,
    "\n  mutation CmsPurgeGalleryItem($id: ID!) {\n    purged: purgeGalleryItem(id: $id)\n  }\n": types.CmsPurgeGalleryItemDocument,
    "\n  mutation CmsBulkGalleryItems($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateGalleryItems(ids: $ids, action: $action)\n  }\n": types.CmsBulkGalleryItemsDocument,
    "\n  query CmsResources($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminResources(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        fileUrl\n        resourceType\n        category\n        version\n        tags\n        fileName\n        fileSize\n        fileType\n        downloadCount\n      }\n    }\n  }\n": types.CmsResourcesDocument,
    "\n  mutation CmsCreateResource($input: ResourceInput!) {\n    item: createResource(input: $input) {\n      id\n      status\n    }\n  }\n": types.CmsCreateResourceDocument,
    "\n  mutation CmsUpdateResource($id: ID!, $input: ResourceInput!) {\n    item: updateResource(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": types.CmsUpdateResourceDocument,
    "\n  mutation CmsDeleteResource($id: ID!) {\n    item: deleteResource(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsDeleteResourceDocument,
    "\n  mutation CmsRestoreResource($id: ID!) {\n    item: restoreResource(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsRestoreResourceDocument,
    "\n  mutation CmsPurgeResource($id: ID!) {\n    purged: purgeResource(id: $id)\n  }\n": types.CmsPurgeResourceDocument,
    "\n  mutation CmsBulkResources($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateResources(ids: $ids, action: $action)\n  }\n": types.CmsBulkResourcesDocument,
    "\n  query CmsTestimonials($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminTestimonials(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        name\n        role\n        message\n        imageUrl\n        sortOrder\n        featured\n        tags\n      }\n    }\n  }\n": types.CmsTestimonialsDocument,
    "\n  mutation CmsCreateTestimonial($input: TestimonialInput!) {\n    item: createTestimonial(input: $input) {\n      id\n      status\n    }\n  }\n": types.CmsCreateTestimonialDocument,
    "\n  mutation CmsUpdateTestimonial($id: ID!, $input: TestimonialInput!) {\n    item: updateTestimonial(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": types.CmsUpdateTestimonialDocument,
    "\n  mutation CmsDeleteTestimonial($id: ID!) {\n    item: deleteTestimonial(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsDeleteTestimonialDocument,
    "\n  mutation CmsRestoreTestimonial($id: ID!) {\n    item: restoreTestimonial(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsRestoreTestimonialDocument,
    "\n  mutation CmsPurgeTestimonial($id: ID!) {\n    purged: purgeTestimonial(id: $id)\n  }\n": types.CmsPurgeTestimonialDocument,
    "\n  mutation CmsBulkTestimonials($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateTestimonials(ids: $ids, action: $action)\n  }\n": types.CmsBulkTestimonialsDocument,
    "\n  query CmsNewsItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminNewsItems(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        featured\n        tags\n        slug\n      }\n    }\n  }\n": types.CmsNewsItemsDocument,
    "\n  mutation CmsCreateNews($input: NewsInput!) {\n    item: createNews(input: $input) {\n      id\n      status\n    }\n  }\n": types.CmsCreateNewsDocument,
    "\n  mutation CmsUpdateNews($id: ID!, $input: NewsInput!) {\n    item: updateNews(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n": types.CmsUpdateNewsDocument,
    "\n  mutation CmsDeleteNews($id: ID!) {\n    item: deleteNews(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsDeleteNewsDocument,
    "\n  mutation CmsRestoreNews($id: ID!) {\n    item: restoreNews(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.CmsRestoreNewsDocument,
    "\n  mutation CmsPurgeNews($id: ID!) {\n    purged: purgeNews(id: $id)\n  }\n": types.CmsPurgeNewsDocument,
    "\n  mutation CmsBulkNewsItems($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateNewsItems(ids: $ids, action: $action)\n  }\n": types.CmsBulkNewsItemsDocument,
    "\n  query AdminDashboardStats {\n    memberStats {\n      total\n      pending\n      approved\n    }\n    unhandledContactMessageCount\n    adminOverview {\n      activeProjects\n      totalProjects\n      publishedGalleryItems\n      totalGalleryItems\n    }\n  }\n": types.AdminDashboardStatsDocument,
    "\n  query AdminDashboardEvents($page: Int!, $limit: Int!) {\n    adminEvents(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        title\n        eventDate\n        location\n        status\n      }\n    }\n  }\n": types.AdminDashboardEventsDocument,
    "\n  query AdminDashboardProjects($page: Int!, $limit: Int!) {\n    adminProjects(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        title\n        completionPercentage\n        status\n      }\n    }\n  }\n": types.AdminDashboardProjectsDocument,
    "\n  query AdminDashboardTestimonials($page: Int!, $limit: Int!) {\n    adminTestimonials(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        name\n        role\n        status\n        featured\n      }\n    }\n  }\n": types.AdminDashboardTestimonialsDocument,
    "\n  subscription AdminDashboardMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n      }\n    }\n  }\n": types.AdminDashboardMemberChangedDocument,
    "\n  subscription AdminDashboardContentChanged {\n    contentChanged {\n      action\n    }\n  }\n": types.AdminDashboardContentChangedDocument,
    "\n  query AdminMe {\n    me {\n      id\n      role\n    }\n  }\n": types.AdminMeDocument,
    "\n  query AdminMailStatus($messages: Boolean!) {\n    unhandledContactMessageCount @include(if: $messages)\n    emailDeliveryConfigured\n  }\n": types.AdminMailStatusDocument,
    "\n  subscription AdminContactMessageChanged {\n    contactMessageChanged {\n      action\n      id\n    }\n  }\n": types.AdminContactMessageChangedDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...StaffSession\n    }\n  }\n": types.AdminLoginDocument,
    "\n  query AdminDemoAccounts {\n    demoMode\n    demoAccounts {\n      name\n      email\n      password\n      role\n    }\n  }\n": types.AdminDemoAccountsDocument,
    "\n  query AdminMemberChangeRequests($memberId: ID!) {\n    memberChangeRequests(memberId: $memberId, page: 1, limit: 20) {\n      total\n      items {\n        id\n        fullName\n        address\n        status\n        requestedAt\n        decidedAt\n        decidedBy\n        memberId\n        memberName\n      }\n    }\n  }\n": types.AdminMemberChangeRequestsDocument,
    "\n  mutation AdminDecideMemberChangeRequest($id: ID!, $approve: Boolean!) {\n    decideMemberChangeRequest(input: { id: $id, approve: $approve }) {\n      id\n      status\n      decidedAt\n      decidedBy\n    }\n  }\n": types.AdminDecideMemberChangeRequestDocument,
    "\n  query AdminMemberAfterChange($id: ID!) {\n    member(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminMemberAfterChangeDocument,
    "\n  fragment AdminMemberFields on Member {\n    id\n    memberNumber\n    fullName\n    primaryApplicantFullName\n    email\n    phone\n    whatsappJointStatus\n    address\n    languageSpoken\n    numAdults\n    numChildren\n    memberType\n    orgName\n    residencyProofStatus\n    residencyProofType\n    residencyProofReceivedBy\n    status\n    joinDate\n    ceasedDate\n    membershipClassId\n    concession\n    financialUntil\n    enteredByStaff\n    approvedDate\n    approvedBy\n    rejectedDate\n    rejectedBy\n    rejectionReason\n    notes\n    receiptRequested\n    lastLoginDate\n    createdAt\n    updatedAt\n    version\n  }\n": types.AdminMemberFieldsFragmentDoc,
    "\n  fragment AdminMemberPageFields on MemberPage {\n    total\n    page\n    limit\n    items {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminMemberPageFieldsFragmentDoc,
    "\n  mutation AdminApproveMember($id: ID!, $notes: String) {\n    approveMember(id: $id, notes: $notes) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminApproveMemberDocument,
    "\n  mutation AdminRejectMember($id: ID!, $reason: String!) {\n    rejectMember(id: $id, reason: $reason) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminRejectMemberDocument,
    "\n  mutation AdminReconsiderMember($id: ID!, $note: String!) {\n    reconsiderMember(id: $id, note: $note) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminReconsiderMemberDocument,
    "\n  mutation AdminSetJoinDate($id: ID!, $joinDate: String!) {\n    updateMember(id: $id, input: { joinDate: $joinDate }) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminSetJoinDateDocument,
    "\n  query MemberFormClasses {\n    membershipClasses(includeArchived: true) {\n      id\n      name\n      archived\n      annualFeeCents\n      concessionFeeCents\n    }\n  }\n": types.MemberFormClassesDocument,
    "\n  query AdminMembers($filter: MemberFilterInput, $sort: MemberSortInput, $page: Int!, $limit: Int!) {\n    members(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      ...AdminMemberPageFields\n    }\n    memberStats {\n      total\n      pending\n      approved\n      rejected\n      inactive\n    }\n  }\n": types.AdminMembersDocument,
    "\n  query AdminAllMembers($page: Int!, $limit: Int!) {\n    members(page: $page, limit: $limit) {\n      ...AdminMemberPageFields\n    }\n  }\n": types.AdminAllMembersDocument,
    "\n  mutation AdminCreateMember($input: MemberCreateInput!) {\n    createMember(input: $input) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminCreateMemberDocument,
    "\n  mutation AdminUpdateMember($id: ID!, $input: MemberUpdateInput!) {\n    updateMember(id: $id, input: $input) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminUpdateMemberDocument,
    "\n  query AdminMember($id: ID!) {\n    member(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminMemberDocument,
    "\n  mutation AdminDeactivateMember($id: ID!) {\n    deactivateMember(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminDeactivateMemberDocument,
    "\n  mutation AdminReactivateMember($id: ID!) {\n    reactivateMember(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n": types.AdminReactivateMemberDocument,
    "\n  mutation AdminDeleteMember($id: ID!) {\n    deleteMember(id: $id)\n  }\n": types.AdminDeleteMemberDocument,
    "\n  query AdminExportMembers($filter: MemberFilterInput) {\n    exportMembers(filter: $filter) {\n      filename\n      content\n      rows\n    }\n  }\n": types.AdminExportMembersDocument,
    "\n  subscription AdminMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n        version\n      }\n    }\n  }\n": types.AdminMemberChangedDocument,
    "\n  query AdminMemberHistory($entityId: String!) {\n    auditLog(entityType: \"member\", entityId: $entityId, page: 1, limit: 50) {\n      total\n      items {\n        id\n        at\n        actorName\n        action\n        changes\n      }\n    }\n  }\n": types.AdminMemberHistoryDocument,
    "\n  query AdminContactMessages($page: Int!, $limit: Int!, $handled: Boolean) {\n    contactMessages(page: $page, limit: $limit, handled: $handled) {\n      total\n      page\n      limit\n      items {\n        id\n        name\n        email\n        message\n        createdAt\n        handledAt\n        handledBy\n        note\n      }\n    }\n  }\n": types.AdminContactMessagesDocument,
    "\n  mutation AdminUpdateContactMessage($input: UpdateContactMessageInput!) {\n    updateContactMessage(input: $input) {\n      id\n      handledAt\n      handledBy\n      note\n    }\n  }\n": types.AdminUpdateContactMessageDocument,
    "\n  mutation AdminDeleteContactMessage($id: ID!) {\n    deleteContactMessage(input: { id: $id })\n  }\n": types.AdminDeleteContactMessageDocument,
    "\n  query AdminNewsletterSubscribers($page: Int!, $limit: Int!) {\n    newsletterSubscribers(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        email\n        status\n        createdAt\n        consentAt\n        consentPage\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n": types.AdminNewsletterSubscribersDocument,
    "\n  mutation AdminRemoveSubscriber($id: ID!) {\n    removeNewsletterSubscriber(input: { id: $id })\n  }\n": types.AdminRemoveSubscriberDocument,
    "\n  query AdminExportSubscribers {\n    exportNewsletterSubscribers {\n      filename\n      content\n      rows\n    }\n  }\n": types.AdminExportSubscribersDocument,
    "\n  query AdminEmailOutbox($page: Int!, $limit: Int!) {\n    emailOutbox(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        kind\n        to\n        subject\n        body\n        status\n        attempts\n        lastError\n        sentAt\n        createdAt\n        nextAttemptAt\n      }\n    }\n  }\n": types.AdminEmailOutboxDocument,
    "\n  query AdminOutboxMessage($id: ID!) {\n    emailOutboxMessage(id: $id) {\n      id\n      subject\n      to\n      replyTo\n      html\n      body\n    }\n  }\n": types.AdminOutboxMessageDocument,
    "\n  mutation AdminRetryOutboxEmail($id: ID!) {\n    retryOutboxEmail(id: $id) {\n      id\n      status\n      attempts\n      lastError\n      nextAttemptAt\n    }\n  }\n": types.AdminRetryOutboxEmailDocument,
    "\n  query NewsletterPreview($input: NewsletterDraftInput!) {\n    newsletterPreview(input: $input) {\n      subject\n      html\n      text\n      recipients\n    }\n  }\n": types.NewsletterPreviewDocument,
    "\n  query NewsletterAudience {\n    newsletterSubscriberCounts {\n      pending\n      confirmed\n      unsubscribed\n    }\n  }\n": types.NewsletterAudienceDocument,
    "\n  mutation SendNewsletterTest($input: NewsletterDraftInput!) {\n    sendNewsletterTest(input: $input)\n  }\n": types.SendNewsletterTestDocument,
    "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input) {\n      id\n    }\n  }\n": types.SendNewsletterDocument,
    "\n  fragment NewsletterIssueCountsFields on NewsletterIssue {\n    id\n    subject\n    status\n    recipients\n    queued\n    sent\n    kept\n    failed\n    createdAt\n  }\n": types.NewsletterIssueCountsFieldsFragmentDoc,
    "\n  query NewsletterIssue($id: ID!) {\n    newsletterIssue(id: $id) {\n      ...NewsletterIssueCountsFields\n      content\n      finishedAt\n      createdByName\n    }\n  }\n": types.NewsletterIssueDocument,
    "\n  query NewsletterIssues($page: Int!, $limit: Int!) {\n    newsletterIssues(page: $page, limit: $limit) {\n      total\n      items {\n        ...NewsletterIssueCountsFields\n      }\n    }\n  }\n": types.NewsletterIssuesDocument,
    "\n  query NewsletterDeliveries($issueId: ID!, $page: Int!, $limit: Int!) {\n    newsletterDeliveries(issueId: $issueId, page: $page, limit: $limit) {\n      total\n      items {\n        id\n        email\n        status\n        error\n        sentAt\n      }\n    }\n  }\n": types.NewsletterDeliveriesDocument,
    "\n  fragment NewsletterDraftFields on NewsletterDraft {\n    id\n    subject\n    content\n    updatedAt\n  }\n": types.NewsletterDraftFieldsFragmentDoc,
    "\n  query NewsletterDrafts {\n    newsletterDrafts {\n      ...NewsletterDraftFields\n      createdByName\n    }\n  }\n": types.NewsletterDraftsDocument,
    "\n  query NewsletterDraft($id: ID!) {\n    newsletterDraft(id: $id) {\n      ...NewsletterDraftFields\n    }\n  }\n": types.NewsletterDraftDocument,
    "\n  mutation SaveNewsletterDraft($input: SaveNewsletterDraftInput!) {\n    saveNewsletterDraft(input: $input) {\n      ...NewsletterDraftFields\n    }\n  }\n": types.SaveNewsletterDraftDocument,
    "\n  mutation DeleteNewsletterDraft($id: ID!) {\n    deleteNewsletterDraft(id: $id)\n  }\n": types.DeleteNewsletterDraftDocument,
    "\n  query MemberNoticeClasses {\n    membershipClasses(includeArchived: true) {\n      id\n      name\n      archived\n    }\n  }\n": types.MemberNoticeClassesDocument,
    "\n  query MemberNoticeAudience($input: MemberNoticeAudienceInput!) {\n    memberNoticeAudience(input: $input) {\n      members\n      byEmail\n      byPost\n    }\n  }\n": types.MemberNoticeAudienceDocument,
    "\n  mutation SendMemberNotice($input: SendMemberNoticeInput!) {\n    sendMemberNotice(input: $input) {\n      id\n      recipients\n    }\n  }\n": types.SendMemberNoticeDocument,
    "\n  fragment MemberNoticeFields on MemberNotice {\n    id\n    subject\n    sentByName\n    createdAt\n    recipients\n    byPost\n    queuedAt\n    counts {\n      queued\n      retrying\n      sent\n      kept\n      failed\n      noAddress\n      skipped\n    }\n  }\n": types.MemberNoticeFieldsFragmentDoc,
    "\n  query MemberNotices($page: Int!, $limit: Int!) {\n    memberNotices(page: $page, limit: $limit) {\n      total\n      items {\n        ...MemberNoticeFields\n      }\n    }\n  }\n": types.MemberNoticesDocument,
    "\n  query MemberNotice($id: ID!) {\n    memberNotice(id: $id) {\n      ...MemberNoticeFields\n      body\n    }\n  }\n": types.MemberNoticeDocument,
    "\n  query MemberNoticeRecipients($input: MemberNoticeRecipientsInput!) {\n    memberNoticeRecipients(input: $input) {\n      total\n      items {\n        id\n        memberNumber\n        fullName\n        email\n        status\n        reason\n        sentAt\n      }\n    }\n  }\n": types.MemberNoticeRecipientsDocument,
    "\n  query MemberNoticePostList($noticeId: ID!) {\n    memberNoticePostList(noticeId: $noticeId) {\n      memberNumber\n      fullName\n      address\n      status\n      reason\n    }\n  }\n": types.MemberNoticePostListDocument,
    "\n  mutation AcceptInvite($input: SetPasswordInput!) {\n    acceptInvite(input: $input)\n  }\n": types.AcceptInviteDocument,
    "\n  mutation ResetPassword($input: SetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PasswordLinkState($purpose: PasswordLinkPurpose!, $token: String!) {\n    passwordLinkState(purpose: $purpose, token: $token)\n  }\n": types.PasswordLinkStateDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...StaffSession\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query AdminPendingMembers($page: Int!, $limit: Int!, $filter: PendingFilterInput) {\n    pendingMembers(page: $page, limit: $limit, filter: $filter) {\n      ...AdminMemberPageFields\n    }\n    memberStats {\n      pending\n    }\n  }\n": types.AdminPendingMembersDocument,
    "\n  subscription AdminPendingMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n        status\n      }\n    }\n  }\n": types.AdminPendingMemberChangedDocument,
    "\n  mutation AdminApproveMembers($ids: [ID!]!, $notes: String) {\n    approveMembers(ids: $ids, notes: $notes) {\n      id\n      code\n      message\n      member {\n        id\n        status\n      }\n    }\n  }\n": types.AdminApproveMembersDocument,
    "\n  mutation AdminRejectMembers($ids: [ID!]!, $reason: String!) {\n    rejectMembers(ids: $ids, reason: $reason) {\n      id\n      code\n      message\n      member {\n        id\n        status\n      }\n    }\n  }\n": types.AdminRejectMembersDocument,
    "\n  fragment AdminPersonalDataCounts on PersonalDataCounts {\n    members\n    rsvps\n    newsletterSubscriptions\n    contactMessages\n    outboxEmails\n    auditEntries\n    newsletterDeliveries\n    memberChangeRequests\n    memberSessions\n    memberLinks\n    memberErasureRequests\n    jobs\n    payments\n  }\n": types.AdminPersonalDataCountsFragmentDoc,
    "\n  query AdminPersonalData($input: PersonalDataInput!) {\n    personalData(input: $input) {\n      email\n      counts {\n        ...AdminPersonalDataCounts\n      }\n      members {\n        id\n        memberNumber\n        fullName\n        phone\n        address\n        status\n        joinDate\n      }\n      rsvps {\n        id\n        eventId\n        name\n        attendees\n        createdAt\n      }\n      newsletterSubscriptions {\n        id\n        createdAt\n      }\n      contactMessages {\n        id\n        name\n        message\n        createdAt\n      }\n      outboxEmails {\n        id\n        kind\n        to\n        subject\n        createdAt\n        sentAt\n      }\n      auditEntries {\n        id\n        at\n        action\n        entityType\n        actorName\n      }\n      payments {\n        record\n        number\n        payerName\n        kind\n        description\n        amountCents\n        status\n        paidOn\n      }\n      otherPlaces {\n        table\n        column\n        rows\n      }\n    }\n  }\n": types.AdminPersonalDataDocument,
    "\n  mutation AdminExportPersonalData($input: PersonalDataInput!) {\n    exportPersonalData(input: $input) {\n      filename\n      json\n      htmlFilename\n      html\n    }\n  }\n": types.AdminExportPersonalDataDocument,
    "\n  mutation AdminErasePersonalData($input: ErasePersonalDataInput!) {\n    erasePersonalData(input: $input) {\n      erasedAt\n      counts {\n        ...AdminPersonalDataCounts\n      }\n      kept {\n        payments\n        chargesVoided\n      }\n    }\n  }\n": types.AdminErasePersonalDataDocument,
    "\n  query AdminRetention {\n    retentionSettings {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n      version\n    }\n    retentionPreview {\n      runsAt\n      items {\n        key\n        label\n        days\n        cutoff\n        count\n      }\n    }\n  }\n": types.AdminRetentionDocument,
    "\n  mutation AdminUpdateRetention($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n      version\n    }\n  }\n": types.AdminUpdateRetentionDocument,
    "\n  query AdminMemberErasureRequests($page: Int!, $limit: Int!) {\n    memberErasureRequests(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        email\n        memberName\n        requestedAt\n      }\n    }\n  }\n": types.AdminMemberErasureRequestsDocument,
    "\n  query AdminMemberRegister {\n    memberRegister {\n      currentStatuses\n      formerStatuses\n      current {\n        memberNumber\n        name\n        address\n        memberClass\n        joinDate\n      }\n      former {\n        memberNumber\n        name\n        ceasedDate\n      }\n    }\n  }\n": types.AdminMemberRegisterDocument,
    "\n  query AdminExportMemberRegister {\n    exportMemberRegister {\n      filename\n      content\n      rows\n    }\n  }\n": types.AdminExportMemberRegisterDocument,
    "\n  query AdminRenewals($input: RenewalsInput!) {\n    renewals(input: $input) {\n      total\n      page\n      limit\n      items {\n        memberId\n        memberNumber\n        fullName\n        email\n        className\n        feeCents\n        financialUntil\n        standing\n        remindedOffsets\n        unfinancialFrom\n        ceasesOn\n        chargeReference\n        chargeAmountCents\n        chargeDueDate\n        ceasedDate\n        ceasedReason\n      }\n    }\n  }\n": types.AdminRenewalsDocument,
    "\n  query AdminRenewalSummary {\n    renewalSummary {\n      due\n      unfinancial\n      paused\n    }\n  }\n": types.AdminRenewalSummaryDocument,
    "\n  mutation AdminSetRenewalsPaused($input: RenewalsPausedInput!) {\n    setRenewalsPaused(input: $input) {\n      due\n      unfinancial\n      paused\n    }\n  }\n": types.AdminSetRenewalsPausedDocument,
    "\n  mutation AdminUndoLapse($input: UndoLapseInput!) {\n    undoLapse(input: $input) {\n      id\n      status\n    }\n  }\n": types.AdminUndoLapseDocument,
    "\n  fragment MembershipYearFields on MembershipYearSettings {\n    version\n    financialYearStartMonth\n    membershipPeriod\n    reminderOffsetDays\n    graceDays\n    ceaseAfterUnfinancialDays\n    renewalsPaused\n    bankAccountName\n    bankBsb\n    bankAccountNumber\n    abn\n    dgr\n    dgrFundName\n  }\n": types.MembershipYearFieldsFragmentDoc,
    "\n  query AdminMembershipYearSettings {\n    membershipYearSettings {\n      ...MembershipYearFields\n    }\n  }\n": types.AdminMembershipYearSettingsDocument,
    "\n  mutation AdminUpdateMembershipYearSettings($input: MembershipYearSettingsInput!) {\n    updateMembershipYearSettings(input: $input) {\n      ...MembershipYearFields\n    }\n  }\n": types.AdminUpdateMembershipYearSettingsDocument,
    "\n  fragment AdminMembershipClassFields on MembershipClass {\n    id\n    name\n    annualFeeCents\n    concessionFeeCents\n    household\n    renews\n    archived\n    position\n    version\n    memberCount\n  }\n": types.AdminMembershipClassFieldsFragmentDoc,
    "\n  query AdminMembershipClasses {\n    membershipClasses(includeArchived: true) {\n      ...AdminMembershipClassFields\n    }\n  }\n": types.AdminMembershipClassesDocument,
    "\n  mutation AdminCreateMembershipClass($input: MembershipClassInput!) {\n    createMembershipClass(input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n": types.AdminCreateMembershipClassDocument,
    "\n  mutation AdminUpdateMembershipClass($id: ID!, $input: MembershipClassInput!) {\n    updateMembershipClass(id: $id, input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n": types.AdminUpdateMembershipClassDocument,
    "\n  mutation AdminArchiveMembershipClass($input: MembershipClassArchiveInput!) {\n    archiveMembershipClass(input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n": types.AdminArchiveMembershipClassDocument,
    "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n      version\n    }\n  }\n": types.AdminUpdateSiteSettingsDocument,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n      version\n    }\n  }\n": types.AdminSiteSettingsDocument,
    "\n  fragment StaffUserFields on User {\n    id\n    name\n    email\n    role\n    status\n    lastSignInAt\n    version\n  }\n": types.StaffUserFieldsFragmentDoc,
    "\n  query StaffUsers($page: Int!, $limit: Int!) {\n    staffUsers(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n": types.StaffUsersDocument,
    "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...StaffUserFields\n    }\n  }\n": types.InviteStaffDocument,
    "\n  mutation UpdateStaffRole($id: ID!, $role: Role!, $expectedVersion: Int) {\n    updateStaffRole(id: $id, role: $role, expectedVersion: $expectedVersion) {\n      ...StaffUserFields\n    }\n  }\n": types.UpdateStaffRoleDocument,
    "\n  mutation DeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      ...StaffUserFields\n    }\n  }\n": types.DeactivateStaffDocument,
    "\n  mutation ReactivateStaff($id: ID!) {\n    reactivateStaff(id: $id) {\n      ...StaffUserFields\n    }\n  }\n": types.ReactivateStaffDocument,
    "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      ...StaffUserFields\n    }\n  }\n": types.ResendInviteDocument,
    "\n  fragment TreasurerChargeFields on Charge {\n    id\n    number\n    reference\n    memberId\n    payerName\n    payerEmail\n    kind\n    description\n    amountCents\n    dueDate\n    status\n    voidedReason\n    paidCents\n    owingCents\n    overdue\n    createdAt\n  }\n": types.TreasurerChargeFieldsFragmentDoc,
    "\n  fragment TreasurerEntryFields on LedgerEntry {\n    id\n    entryNumber\n    chargeId\n    payerName\n    kind\n    amountCents\n    method\n    reference\n    paidOn\n    recordedByName\n    reversesId\n    reversedById\n    receiptNumber\n    receiptPath\n    note\n  }\n": types.TreasurerEntryFieldsFragmentDoc,
    "\n  query TreasurerOverview($startYear: Int) {\n    incomeReport(startYear: $startYear) {\n      label\n      start\n      end\n      months {\n        month\n        feesCents\n        donationsCents\n        eventsCents\n        totalCents\n      }\n      totals {\n        month\n        feesCents\n        donationsCents\n        eventsCents\n        totalCents\n      }\n    }\n    outstandingReport {\n      openCount\n      outstandingCents\n      overdueCount\n      overdueCents\n    }\n  }\n": types.TreasurerOverviewDocument,
    "\n  query TreasurerReconciliation($input: ReconciliationInput) {\n    reconciliation(input: $input) {\n      from\n      to\n      ok\n      entriesWithoutReceipt\n      entriesWithSeveralReceipts\n      receiptAmountMismatches\n      problems\n      months {\n        month\n        ledgerCents\n        receiptCents\n        agrees\n      }\n      stripe {\n        connected\n        ledgerCardCents\n        stripeGrossCents\n        stripeFeesCents\n        payoutsCents\n      }\n    }\n  }\n": types.TreasurerReconciliationDocument,
    "\n  query TreasurerLedgerCsv($input: LedgerCsvInput!) {\n    exportLedgerCsv(input: $input) {\n      filename\n      content\n      rows\n    }\n  }\n": types.TreasurerLedgerCsvDocument,
    "\n  query TreasurerCharges($input: ChargesInput) {\n    charges(input: $input) {\n      total\n      page\n      limit\n      items {\n        ...TreasurerChargeFields\n      }\n    }\n  }\n": types.TreasurerChargesDocument,
    "\n  query TreasurerLedger($input: LedgerEntriesInput) {\n    ledgerEntries(input: $input) {\n      total\n      page\n      limit\n      items {\n        ...TreasurerEntryFields\n      }\n    }\n  }\n": types.TreasurerLedgerDocument,
    "\n  mutation TreasurerRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      ...TreasurerEntryFields\n    }\n  }\n": types.TreasurerRecordPaymentDocument,
    "\n  mutation TreasurerReverseEntry($input: ReverseLedgerEntryInput!) {\n    reverseLedgerEntry(input: $input) {\n      ...TreasurerEntryFields\n    }\n  }\n": types.TreasurerReverseEntryDocument,
    "\n  mutation TreasurerVoidCharge($input: VoidChargeInput!) {\n    voidCharge(input: $input) {\n      ...TreasurerChargeFields\n    }\n  }\n": types.TreasurerVoidChargeDocument,
    "\n  mutation TreasurerCreateCharge($input: CreateChargeInput!) {\n    createCharge(input: $input) {\n      ...TreasurerChargeFields\n    }\n  }\n": types.TreasurerCreateChargeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment StaffSession on AuthPayload {\n    token\n    expiresAt\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n": types.StaffSessionFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      ...StaffSession\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query PaymentOptions {\n    paymentOptions {\n      online\n      bankTransfer {\n        accountName\n        bsb\n        accountNumber\n      }\n      minDonationCents\n      maxDonationCents\n    }\n  }\n": types.PaymentOptionsDocument,
    "\n  mutation StartDonationCheckout($input: DonationCheckoutInput!) {\n    startDonationCheckout(input: $input) {\n      url\n      sessionId\n    }\n  }\n": types.StartDonationCheckoutDocument,
    "\n  mutation StartChargeCheckout($input: ChargeCheckoutInput!) {\n    startChargeCheckout(input: $input) {\n      url\n      sessionId\n    }\n  }\n": types.StartChargeCheckoutDocument,
    "\n  query CheckoutStatus($input: CheckoutStatusInput!) {\n    checkoutStatus(input: $input) {\n      state\n      receiptUrl\n    }\n  }\n": types.CheckoutStatusDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    slug\n    title\n    description\n    imageUrl\n    eventDate\n    location\n    maxAttendees\n    currentAttendees\n    waitlistEnabled\n    tags\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  query PublicEvents($search: String, $when: EventWhen!, $page: Int!, $limit: Int!) {\n    events(search: $search, when: $when, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...EventCardFields\n      }\n    }\n  }\n": types.PublicEventsDocument,
    "\n  query EventsInMonth($year: Int!, $month: Int!) {\n    eventsInMonth(year: $year, month: $month) {\n      ...EventCardFields\n    }\n  }\n": types.EventsInMonthDocument,
    "\n  query PublicEvent($slug: String!) {\n    event(slug: $slug) {\n      ...EventCardFields\n      content\n      endDate\n      contactEmail\n      contactPhone\n      registrationRequired\n      registrationDeadline\n    }\n  }\n": types.PublicEventDocument,
    "\n  mutation RsvpEvent($input: RsvpInput!) {\n    rsvpEvent(input: $input) {\n      attendees\n      status\n      waitlistPosition\n      event {\n        id\n        currentAttendees\n        maxAttendees\n      }\n    }\n  }\n": types.RsvpEventDocument,
    "\n  query GalleryAlbums($year: Int, $page: Int!, $limit: Int!) {\n    galleryAlbums(year: $year, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        slug\n        name\n        year\n        photoCount\n        cover {\n          id\n          title\n          imageUrl\n          thumbnailUrl\n        }\n      }\n    }\n  }\n": types.GalleryAlbumsDocument,
    "\n  query GalleryYears {\n    galleryYears\n  }\n": types.GalleryYearsDocument,
    "\n  query GalleryAlbum($slug: String!) {\n    galleryAlbum(slug: $slug) {\n      slug\n      name\n      year\n      photoCount\n      photos {\n        id\n        title\n        description\n        imageUrl\n        thumbnailUrl\n        photographer\n        takenDate\n        location\n      }\n    }\n  }\n": types.GalleryAlbumDocument,
    "\n  query HomeStats {\n    publicStats {\n      activeMembers\n      projectsCompleted\n      eventsHosted\n      yearsServing\n    }\n  }\n": types.HomeStatsDocument,
    "\n  query HomeProjects {\n    projects(limit: 3) {\n      items {\n        id\n        slug\n        title\n        description\n        imageUrl\n        completionPercentage\n        progress\n      }\n    }\n  }\n": types.HomeProjectsDocument,
    "\n  query HomeEvents {\n    events(when: UPCOMING, limit: 3) {\n      items {\n        id\n        slug\n        title\n        eventDate\n        location\n        maxAttendees\n        currentAttendees\n        waitlistEnabled\n      }\n    }\n  }\n": types.HomeEventsDocument,
    "\n  query HomeTestimonials {\n    testimonials(limit: 3) {\n      id\n      name\n      role\n      message\n      imageUrl\n    }\n  }\n": types.HomeTestimonialsDocument,
    "\n  query HomeNews {\n    news(limit: 3) {\n      items {\n        id\n        slug\n        title\n        publishedAt\n        createdAt\n      }\n    }\n  }\n": types.HomeNewsDocument,
    "\n  mutation ApplyForMembership($input: MembershipApplicationInput!) {\n    applyForMembership(input: $input) {\n      id\n      status\n    }\n  }\n": types.ApplyForMembershipDocument,
    "\n  query JoinMembershipClasses {\n    membershipClasses {\n      id\n      name\n      annualFeeCents\n      concessionFeeCents\n      household\n    }\n  }\n": types.JoinMembershipClassesDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $website: String, $page: String) {\n    subscribeNewsletter(email: $email, website: $website, page: $page)\n  }\n": types.SubscribeNewsletterDocument,
    "\n  query MemberHeader {\n    memberAccount {\n      firstName\n    }\n  }\n": types.MemberHeaderDocument,
    "\n  fragment MemberAccountFields on MemberAccount {\n    memberNumber\n    fullName\n    firstName\n    email\n    pendingEmail\n    phone\n    whatsappJointStatus\n    address\n    languageSpoken\n    numAdults\n    numChildren\n    memberType\n    status\n    joinDate\n    appliedAt\n    rejectionReason\n    newsletterSubscribed\n    calendarFeedCreatedAt\n    erasureRequestedAt\n    changeRequests {\n      id\n      fullName\n      address\n      status\n      requestedAt\n      decidedAt\n    }\n    rsvps {\n      id\n      eventTitle\n      eventSlug\n      eventDate\n      location\n      attendees\n      status\n      waitlistPosition\n      maxParty\n    }\n  }\n": types.MemberAccountFieldsFragmentDoc,
    "\n  query MemberAccount {\n    memberAccount {\n      ...MemberAccountFields\n    }\n  }\n": types.MemberAccountDocument,
    "\n  mutation RequestMemberSignIn($email: String!) {\n    requestMemberSignIn(input: { email: $email })\n  }\n": types.RequestMemberSignInDocument,
    "\n  mutation SignInMember($token: String!) {\n    signInMember(input: { token: $token }) {\n      ...MemberAccountFields\n    }\n  }\n": types.SignInMemberDocument,
    "\n  mutation ConfirmMemberEmailChange($token: String!) {\n    confirmMemberEmailChange(input: { token: $token })\n  }\n": types.ConfirmMemberEmailChangeDocument,
    "\n  mutation SignOutMember {\n    signOutMember\n  }\n": types.SignOutMemberDocument,
    "\n  mutation UpdateMemberDetails($input: MemberDetailsInput!) {\n    updateMemberDetails(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n": types.UpdateMemberDetailsDocument,
    "\n  mutation RequestMemberEmailChange($email: String!) {\n    requestMemberEmailChange(input: { email: $email }) {\n      ...MemberAccountFields\n    }\n  }\n": types.RequestMemberEmailChangeDocument,
    "\n  mutation RequestMemberDetailsChange($input: MemberDetailsChangeInput!) {\n    requestMemberDetailsChange(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n": types.RequestMemberDetailsChangeDocument,
    "\n  mutation UpdateMyRsvp($id: ID!, $attendees: Int!) {\n    updateMyRsvp(input: { id: $id, attendees: $attendees }) {\n      ...MemberAccountFields\n    }\n  }\n": types.UpdateMyRsvpDocument,
    "\n  mutation CancelMyRsvp($id: ID!) {\n    cancelMyRsvp(input: { id: $id }) {\n      ...MemberAccountFields\n    }\n  }\n": types.CancelMyRsvpDocument,
    "\n  mutation SetMyNewsletterSubscription($subscribed: Boolean!) {\n    setMyNewsletterSubscription(input: { subscribed: $subscribed }) {\n      ...MemberAccountFields\n    }\n  }\n": types.SetMyNewsletterSubscriptionDocument,
    "\n  mutation CreateMemberCalendarFeed {\n    createMemberCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.CreateMemberCalendarFeedDocument,
    "\n  mutation RevokeMemberCalendarFeed {\n    revokeMemberCalendarFeed {\n      ...MemberAccountFields\n    }\n  }\n": types.RevokeMemberCalendarFeedDocument,
    "\n  mutation ExportMyPersonalData {\n    exportMyPersonalData {\n      filename\n      json\n    }\n  }\n": types.ExportMyPersonalDataDocument,
    "\n  mutation RequestMyErasure {\n    requestMyErasure {\n      ...MemberAccountFields\n    }\n  }\n": types.RequestMyErasureDocument,
    "\n  fragment MyChargeFields on MyCharge {\n    id\n    description\n    amountCents\n    amount\n    owingCents\n    owing\n    dueDate\n    dueDateText\n    reference\n    paid\n    receipts {\n      number\n      url\n      issuedAt\n    }\n  }\n": types.MyChargeFieldsFragmentDoc,
    "\n  query MyMembership {\n    myMembership {\n      className\n      household\n      concession\n      status\n      financialUntil\n      financialUntilText\n      bankTransfer {\n        accountName\n        bsb\n        accountNumber\n      }\n      openCharges {\n        ...MyChargeFields\n      }\n      paidCharges {\n        ...MyChargeFields\n      }\n    }\n  }\n": types.MyMembershipDocument,
    "\n  query MyRenewal {\n    myRenewal {\n      standing\n      financialUntil\n      unfinancialFrom\n      ceasesOn\n      amountCents\n      reference\n      dueDate\n    }\n  }\n": types.MyRenewalDocument,
    "\n  mutation ResignMembership($input: ResignMembershipInput!) {\n    resignMembership(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n": types.ResignMembershipDocument,
    "\n  query PublicNews($page: Int!, $limit: Int!) {\n    news(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        slug\n        title\n        description\n        featured\n        publishedAt\n        createdAt\n      }\n    }\n  }\n": types.PublicNewsDocument,
    "\n  query PublicNewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      slug\n      title\n      description\n      content\n      featured\n      publishedAt\n      createdAt\n      tags\n    }\n  }\n": types.PublicNewsItemDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletterSubscription(input: { token: $token }) {\n      status\n      changed\n    }\n  }\n": types.ConfirmNewsletterDocument,
    "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(input: { token: $token }) {\n      status\n      changed\n    }\n  }\n": types.UnsubscribeNewsletterDocument,
    "\n  fragment ProjectCardFields on Project {\n    id\n    slug\n    title\n    description\n    imageUrl\n    completionPercentage\n    progress\n    tags\n  }\n": types.ProjectCardFieldsFragmentDoc,
    "\n  query PublicProjects($search: String, $status: ProjectProgress, $tag: String, $page: Int!, $limit: Int!) {\n    projects(search: $search, status: $status, tag: $tag, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...ProjectCardFields\n      }\n    }\n  }\n": types.PublicProjectsDocument,
    "\n  query ProjectCounts {\n    all: projects(limit: 100) {\n      total\n      items {\n        id\n        tags\n      }\n    }\n    planned: projects(status: PLANNED, limit: 1) {\n      total\n    }\n    inProgress: projects(status: IN_PROGRESS, limit: 1) {\n      total\n    }\n    completed: projects(status: COMPLETED, limit: 1) {\n      total\n    }\n  }\n": types.ProjectCountsDocument,
    "\n  query PublicProject($slug: String!) {\n    project(slug: $slug) {\n      ...ProjectCardFields\n      content\n      startDate\n      endDate\n      budget\n      location\n      coordinator\n      priority\n      photos {\n        id\n        title\n        description\n        imageUrl\n        thumbnailUrl\n      }\n      downloads {\n        id\n        title\n        fileName\n        fileSize\n      }\n      related(limit: 3) {\n        ...ProjectCardFields\n      }\n    }\n  }\n": types.PublicProjectDocument,
    "\n  query ResourceStats {\n    resourceStats {\n      total\n      totalDownloads\n      categories\n      types\n    }\n  }\n": types.ResourceStatsDocument,
    "\n  query PublicResources($search: String, $type: ResourceType, $category: String, $page: Int!, $limit: Int!) {\n    resources(search: $search, type: $type, category: $category, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        title\n        description\n        resourceType\n        category\n        version\n        fileName\n        fileSize\n        downloadCount\n      }\n    }\n  }\n": types.PublicResourcesDocument,
    "\n  fragment ManagedRsvpFields on ManagedRsvp {\n    name\n    attendees\n    status\n    waitlistPosition\n    changeable\n    event {\n      id\n      slug\n      title\n      eventDate\n      location\n      maxAttendees\n      currentAttendees\n    }\n  }\n": types.ManagedRsvpFieldsFragmentDoc,
    "\n  query ManagedRsvp($token: String!) {\n    rsvpByToken(token: $token) {\n      ...ManagedRsvpFields\n    }\n  }\n": types.ManagedRsvpDocument,
    "\n  mutation UpdateRsvp($token: String!, $attendees: Int!) {\n    updateRsvp(token: $token, attendees: $attendees) {\n      ...ManagedRsvpFields\n    }\n  }\n": types.UpdateRsvpDocument,
    "\n  mutation CancelRsvp($token: String!) {\n    cancelRsvp(token: $token) {\n      ...ManagedRsvpFields\n    }\n  }\n": types.CancelRsvpDocument,
    "\n  query SiteSearch($q: String!, $page: Int!) {\n    search(q: $q, page: $page) {\n      total\n      page\n      limit\n      items {\n        kind\n        title\n        path\n        titleParts {\n          text\n          match\n        }\n        snippet {\n          text\n          match\n        }\n      }\n    }\n  }\n": types.SiteSearchDocument,
    "\n  query RetentionSettings {\n    retentionSettings {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n    }\n  }\n": types.RetentionSettingsDocument,
    "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName\n    contactEmail\n    contactPhone\n    address\n    state\n    socialLabel\n    socialUrl\n    supportHours\n    donationTiers {\n      amount\n      impact\n    }\n  }\n": types.SiteSettingsFieldsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n": types.SiteSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventAttendees($eventId: ID!, $status: RsvpStatus, $search: String, $page: Int!, $limit: Int!) {\n    eventAttendees(eventId: $eventId, status: $status, search: $search, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      goingPlaces\n      waitlistedPlaces\n      checkedIn\n      goingParties\n      event {\n        id\n        title\n        eventDate\n        location\n        maxAttendees\n        currentAttendees\n      }\n      items {\n        id\n        name\n        email\n        attendees\n        status\n        waitlistPosition\n        comments\n        createdAt\n        checkedInAt\n        toldOfChangeAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventAttendees($eventId: ID!, $status: RsvpStatus, $search: String, $page: Int!, $limit: Int!) {\n    eventAttendees(eventId: $eventId, status: $status, search: $search, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      goingPlaces\n      waitlistedPlaces\n      checkedIn\n      goingParties\n      event {\n        id\n        title\n        eventDate\n        location\n        maxAttendees\n        currentAttendees\n      }\n      items {\n        id\n        name\n        email\n        attendees\n        status\n        waitlistPosition\n        comments\n        createdAt\n        checkedInAt\n        toldOfChangeAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportEventAttendees($eventId: ID!) {\n    exportEventAttendees(eventId: $eventId) {\n      filename\n      content\n      rows\n    }\n  }\n"): (typeof documents)["\n  query ExportEventAttendees($eventId: ID!) {\n    exportEventAttendees(eventId: $eventId) {\n      filename\n      content\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAttendee($id: ID!) {\n    cancelAttendee(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAttendee($id: ID!) {\n    cancelAttendee(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInRsvp($id: ID!, $checkedIn: Boolean!) {\n    checkInRsvp(id: $id, checkedIn: $checkedIn) {\n      id\n      checkedInAt\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInRsvp($id: ID!, $checkedIn: Boolean!) {\n    checkInRsvp(id: $id, checkedIn: $checkedIn) {\n      id\n      checkedInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailAttendees($input: EmailAttendeesInput!) {\n    emailAttendees(input: $input) {\n      queued\n      skippedStaffAdded\n      skippedReason\n    }\n  }\n"): (typeof documents)["\n  mutation EmailAttendees($input: EmailAttendeesInput!) {\n    emailAttendees(input: $input) {\n      queued\n      skippedStaffAdded\n      skippedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAttendee($input: AddAttendeeInput!) {\n    addAttendee(input: $input) {\n      id\n      name\n      status\n      waitlistPosition\n      checkedInAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddAttendee($input: AddAttendeeInput!) {\n    addAttendee(input: $input) {\n      id\n      name\n      status\n      waitlistPosition\n      checkedInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($page: Int!, $limit: Int!, $entityType: String, $entityId: String, $filter: AuditFilterInput) {\n    auditLog(page: $page, limit: $limit, entityType: $entityType, entityId: $entityId, filter: $filter) {\n      total\n      page\n      limit\n      items {\n        id\n        at\n        actorName\n        action\n        entityType\n        entityId\n        subjectName\n        changes\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($page: Int!, $limit: Int!, $entityType: String, $entityId: String, $filter: AuditFilterInput) {\n    auditLog(page: $page, limit: $limit, entityType: $entityType, entityId: $entityId, filter: $filter) {\n      total\n      page\n      limit\n      items {\n        id\n        at\n        actorName\n        action\n        entityType\n        entityId\n        subjectName\n        changes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditPeople {\n    staffUsers(page: 1, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditPeople {\n    staffUsers(page: 1, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CmsContentChanged($type: ContentType) {\n    contentChanged(type: $type) {\n      id\n      type\n      action\n      rowVersion\n    }\n  }\n"): (typeof documents)["\n  subscription CmsContentChanged($type: ContentType) {\n    contentChanged(type: $type) {\n      id\n      type\n      action\n      rowVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsDashboardStats {\n    dashboardStats {\n      projects {\n        total\n        published\n        draft\n        completed\n      }\n      events {\n        total\n        upcoming\n        past\n        published\n      }\n      news {\n        total\n        featured\n        published\n      }\n      gallery {\n        total\n        published\n        draft\n        byType {\n          event\n        }\n      }\n      resources {\n        total\n        published\n        totalDownloads\n        byType {\n          document\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsDashboardStats {\n    dashboardStats {\n      projects {\n        total\n        published\n        draft\n        completed\n      }\n      events {\n        total\n        upcoming\n        past\n        published\n      }\n      news {\n        total\n        featured\n        published\n      }\n      gallery {\n        total\n        published\n        draft\n        byType {\n          event\n        }\n      }\n      resources {\n        total\n        published\n        totalDownloads\n        byType {\n          document\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      id\n      type\n      title\n      action\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  query CmsRecentActivity($limit: Int!) {\n    recentActivity(limit: $limit) {\n      id\n      type\n      title\n      action\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsProjects($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminProjects(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        imageUrl\n        startDate\n        endDate\n        budget\n        location\n        coordinator\n        priority\n        completionPercentage\n        tags\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsProjects($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminProjects(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        imageUrl\n        startDate\n        endDate\n        budget\n        location\n        coordinator\n        priority\n        completionPercentage\n        tags\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateProject($input: ProjectInput!) {\n    item: createProject(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateProject($input: ProjectInput!) {\n    item: createProject(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateProject($id: ID!, $input: ProjectInput!) {\n    item: updateProject(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateProject($id: ID!, $input: ProjectInput!) {\n    item: updateProject(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteProject($id: ID!) {\n    item: deleteProject(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsDeleteProject($id: ID!) {\n    item: deleteProject(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsRestoreProject($id: ID!) {\n    item: restoreProject(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsRestoreProject($id: ID!) {\n    item: restoreProject(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsPurgeProject($id: ID!) {\n    purged: purgeProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation CmsPurgeProject($id: ID!) {\n    purged: purgeProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsBulkProjects($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateProjects(ids: $ids, action: $action)\n  }\n"): (typeof documents)["\n  mutation CmsBulkProjects($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateProjects(ids: $ids, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsEvents($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminEvents(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        imageUrl\n        eventDate\n        endDate\n        location\n        maxAttendees\n        waitlistEnabled\n        registrationRequired\n        registrationDeadline\n        contactEmail\n        contactPhone\n        tags\n        slug\n        currentAttendees\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsEvents($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminEvents(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        imageUrl\n        eventDate\n        endDate\n        location\n        maxAttendees\n        waitlistEnabled\n        registrationRequired\n        registrationDeadline\n        contactEmail\n        contactPhone\n        tags\n        slug\n        currentAttendees\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateEvent($input: EventInput!) {\n    item: createEvent(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateEvent($input: EventInput!) {\n    item: createEvent(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateEvent($id: ID!, $input: EventInput!) {\n    item: updateEvent(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateEvent($id: ID!, $input: EventInput!) {\n    item: updateEvent(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteEvent($id: ID!) {\n    item: deleteEvent(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsDeleteEvent($id: ID!) {\n    item: deleteEvent(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsRestoreEvent($id: ID!) {\n    item: restoreEvent(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsRestoreEvent($id: ID!) {\n    item: restoreEvent(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsPurgeEvent($id: ID!) {\n    purged: purgeEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation CmsPurgeEvent($id: ID!) {\n    purged: purgeEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsBulkEvents($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateEvents(ids: $ids, action: $action)\n  }\n"): (typeof documents)["\n  mutation CmsBulkEvents($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateEvents(ids: $ids, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsGalleryItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminGalleryItems(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        imageUrl\n        galleryType\n        albumName\n        photographer\n        takenDate\n        location\n        sortOrder\n        tags\n        thumbnailUrl\n        albumSlug\n        projectId\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsGalleryItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminGalleryItems(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        imageUrl\n        galleryType\n        albumName\n        photographer\n        takenDate\n        location\n        sortOrder\n        tags\n        thumbnailUrl\n        albumSlug\n        projectId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateGalleryItem($input: GalleryItemInput!) {\n    item: createGalleryItem(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateGalleryItem($input: GalleryItemInput!) {\n    item: createGalleryItem(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateGalleryItem($id: ID!, $input: GalleryItemInput!) {\n    item: updateGalleryItem(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateGalleryItem($id: ID!, $input: GalleryItemInput!) {\n    item: updateGalleryItem(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteGalleryItem($id: ID!) {\n    item: deleteGalleryItem(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsDeleteGalleryItem($id: ID!) {\n    item: deleteGalleryItem(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsRestoreGalleryItem($id: ID!) {\n    item: restoreGalleryItem(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsRestoreGalleryItem($id: ID!) {\n    item: restoreGalleryItem(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsPurgeGalleryItem($id: ID!) {\n    purged: purgeGalleryItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation CmsPurgeGalleryItem($id: ID!) {\n    purged: purgeGalleryItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsBulkGalleryItems($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateGalleryItems(ids: $ids, action: $action)\n  }\n"): (typeof documents)["\n  mutation CmsBulkGalleryItems($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateGalleryItems(ids: $ids, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsResources($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminResources(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        fileUrl\n        resourceType\n        category\n        version\n        tags\n        fileName\n        fileSize\n        fileType\n        downloadCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsResources($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminResources(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        fileUrl\n        resourceType\n        category\n        version\n        tags\n        fileName\n        fileSize\n        fileType\n        downloadCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateResource($input: ResourceInput!) {\n    item: createResource(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateResource($input: ResourceInput!) {\n    item: createResource(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateResource($id: ID!, $input: ResourceInput!) {\n    item: updateResource(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateResource($id: ID!, $input: ResourceInput!) {\n    item: updateResource(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteResource($id: ID!) {\n    item: deleteResource(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsDeleteResource($id: ID!) {\n    item: deleteResource(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsRestoreResource($id: ID!) {\n    item: restoreResource(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsRestoreResource($id: ID!) {\n    item: restoreResource(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsPurgeResource($id: ID!) {\n    purged: purgeResource(id: $id)\n  }\n"): (typeof documents)["\n  mutation CmsPurgeResource($id: ID!) {\n    purged: purgeResource(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsBulkResources($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateResources(ids: $ids, action: $action)\n  }\n"): (typeof documents)["\n  mutation CmsBulkResources($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateResources(ids: $ids, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsTestimonials($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminTestimonials(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        name\n        role\n        message\n        imageUrl\n        sortOrder\n        featured\n        tags\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsTestimonials($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminTestimonials(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        name\n        role\n        message\n        imageUrl\n        sortOrder\n        featured\n        tags\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateTestimonial($input: TestimonialInput!) {\n    item: createTestimonial(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateTestimonial($input: TestimonialInput!) {\n    item: createTestimonial(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateTestimonial($id: ID!, $input: TestimonialInput!) {\n    item: updateTestimonial(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateTestimonial($id: ID!, $input: TestimonialInput!) {\n    item: updateTestimonial(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteTestimonial($id: ID!) {\n    item: deleteTestimonial(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsDeleteTestimonial($id: ID!) {\n    item: deleteTestimonial(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsRestoreTestimonial($id: ID!) {\n    item: restoreTestimonial(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsRestoreTestimonial($id: ID!) {\n    item: restoreTestimonial(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsPurgeTestimonial($id: ID!) {\n    purged: purgeTestimonial(id: $id)\n  }\n"): (typeof documents)["\n  mutation CmsPurgeTestimonial($id: ID!) {\n    purged: purgeTestimonial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsBulkTestimonials($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateTestimonials(ids: $ids, action: $action)\n  }\n"): (typeof documents)["\n  mutation CmsBulkTestimonials($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateTestimonials(ids: $ids, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsNewsItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminNewsItems(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        featured\n        tags\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsNewsItems($filter: ContentFilterInput, $page: Int!, $limit: Int!) {\n    list: adminNewsItems(filter: $filter, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        status\n        createdAt\n        updatedAt\n        isDeleted\n        rowVersion\n        title\n        description\n        content\n        featured\n        tags\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateNews($input: NewsInput!) {\n    item: createNews(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateNews($input: NewsInput!) {\n    item: createNews(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateNews($id: ID!, $input: NewsInput!) {\n    item: updateNews(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateNews($id: ID!, $input: NewsInput!) {\n    item: updateNews(id: $id, input: $input) {\n      id\n      status\n      rowVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteNews($id: ID!) {\n    item: deleteNews(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsDeleteNews($id: ID!) {\n    item: deleteNews(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsRestoreNews($id: ID!) {\n    item: restoreNews(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation CmsRestoreNews($id: ID!) {\n    item: restoreNews(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsPurgeNews($id: ID!) {\n    purged: purgeNews(id: $id)\n  }\n"): (typeof documents)["\n  mutation CmsPurgeNews($id: ID!) {\n    purged: purgeNews(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsBulkNewsItems($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateNewsItems(ids: $ids, action: $action)\n  }\n"): (typeof documents)["\n  mutation CmsBulkNewsItems($ids: [ID!]!, $action: BulkAction!) {\n    count: bulkUpdateNewsItems(ids: $ids, action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardStats {\n    memberStats {\n      total\n      pending\n      approved\n    }\n    unhandledContactMessageCount\n    adminOverview {\n      activeProjects\n      totalProjects\n      publishedGalleryItems\n      totalGalleryItems\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardStats {\n    memberStats {\n      total\n      pending\n      approved\n    }\n    unhandledContactMessageCount\n    adminOverview {\n      activeProjects\n      totalProjects\n      publishedGalleryItems\n      totalGalleryItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardEvents($page: Int!, $limit: Int!) {\n    adminEvents(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        title\n        eventDate\n        location\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardEvents($page: Int!, $limit: Int!) {\n    adminEvents(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        title\n        eventDate\n        location\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardProjects($page: Int!, $limit: Int!) {\n    adminProjects(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        title\n        completionPercentage\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardProjects($page: Int!, $limit: Int!) {\n    adminProjects(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        title\n        completionPercentage\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardTestimonials($page: Int!, $limit: Int!) {\n    adminTestimonials(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        name\n        role\n        status\n        featured\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardTestimonials($page: Int!, $limit: Int!) {\n    adminTestimonials(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        name\n        role\n        status\n        featured\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminDashboardMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminDashboardMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminDashboardContentChanged {\n    contentChanged {\n      action\n    }\n  }\n"): (typeof documents)["\n  subscription AdminDashboardContentChanged {\n    contentChanged {\n      action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminMe {\n    me {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailStatus($messages: Boolean!) {\n    unhandledContactMessageCount @include(if: $messages)\n    emailDeliveryConfigured\n  }\n"): (typeof documents)["\n  query AdminMailStatus($messages: Boolean!) {\n    unhandledContactMessageCount @include(if: $messages)\n    emailDeliveryConfigured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminContactMessageChanged {\n    contactMessageChanged {\n      action\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription AdminContactMessageChanged {\n    contactMessageChanged {\n      action\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...StaffSession\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...StaffSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDemoAccounts {\n    demoMode\n    demoAccounts {\n      name\n      email\n      password\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminDemoAccounts {\n    demoMode\n    demoAccounts {\n      name\n      email\n      password\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMemberChangeRequests($memberId: ID!) {\n    memberChangeRequests(memberId: $memberId, page: 1, limit: 20) {\n      total\n      items {\n        id\n        fullName\n        address\n        status\n        requestedAt\n        decidedAt\n        decidedBy\n        memberId\n        memberName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMemberChangeRequests($memberId: ID!) {\n    memberChangeRequests(memberId: $memberId, page: 1, limit: 20) {\n      total\n      items {\n        id\n        fullName\n        address\n        status\n        requestedAt\n        decidedAt\n        decidedBy\n        memberId\n        memberName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDecideMemberChangeRequest($id: ID!, $approve: Boolean!) {\n    decideMemberChangeRequest(input: { id: $id, approve: $approve }) {\n      id\n      status\n      decidedAt\n      decidedBy\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDecideMemberChangeRequest($id: ID!, $approve: Boolean!) {\n    decideMemberChangeRequest(input: { id: $id, approve: $approve }) {\n      id\n      status\n      decidedAt\n      decidedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMemberAfterChange($id: ID!) {\n    member(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMemberAfterChange($id: ID!) {\n    member(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMemberFields on Member {\n    id\n    memberNumber\n    fullName\n    primaryApplicantFullName\n    email\n    phone\n    whatsappJointStatus\n    address\n    languageSpoken\n    numAdults\n    numChildren\n    memberType\n    orgName\n    residencyProofStatus\n    residencyProofType\n    residencyProofReceivedBy\n    status\n    joinDate\n    ceasedDate\n    membershipClassId\n    concession\n    financialUntil\n    enteredByStaff\n    approvedDate\n    approvedBy\n    rejectedDate\n    rejectedBy\n    rejectionReason\n    notes\n    receiptRequested\n    lastLoginDate\n    createdAt\n    updatedAt\n    version\n  }\n"): (typeof documents)["\n  fragment AdminMemberFields on Member {\n    id\n    memberNumber\n    fullName\n    primaryApplicantFullName\n    email\n    phone\n    whatsappJointStatus\n    address\n    languageSpoken\n    numAdults\n    numChildren\n    memberType\n    orgName\n    residencyProofStatus\n    residencyProofType\n    residencyProofReceivedBy\n    status\n    joinDate\n    ceasedDate\n    membershipClassId\n    concession\n    financialUntil\n    enteredByStaff\n    approvedDate\n    approvedBy\n    rejectedDate\n    rejectedBy\n    rejectionReason\n    notes\n    receiptRequested\n    lastLoginDate\n    createdAt\n    updatedAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMemberPageFields on MemberPage {\n    total\n    page\n    limit\n    items {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMemberPageFields on MemberPage {\n    total\n    page\n    limit\n    items {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveMember($id: ID!, $notes: String) {\n    approveMember(id: $id, notes: $notes) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveMember($id: ID!, $notes: String) {\n    approveMember(id: $id, notes: $notes) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectMember($id: ID!, $reason: String!) {\n    rejectMember(id: $id, reason: $reason) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectMember($id: ID!, $reason: String!) {\n    rejectMember(id: $id, reason: $reason) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReconsiderMember($id: ID!, $note: String!) {\n    reconsiderMember(id: $id, note: $note) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReconsiderMember($id: ID!, $note: String!) {\n    reconsiderMember(id: $id, note: $note) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetJoinDate($id: ID!, $joinDate: String!) {\n    updateMember(id: $id, input: { joinDate: $joinDate }) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetJoinDate($id: ID!, $joinDate: String!) {\n    updateMember(id: $id, input: { joinDate: $joinDate }) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberFormClasses {\n    membershipClasses(includeArchived: true) {\n      id\n      name\n      archived\n      annualFeeCents\n      concessionFeeCents\n    }\n  }\n"): (typeof documents)["\n  query MemberFormClasses {\n    membershipClasses(includeArchived: true) {\n      id\n      name\n      archived\n      annualFeeCents\n      concessionFeeCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembers($filter: MemberFilterInput, $sort: MemberSortInput, $page: Int!, $limit: Int!) {\n    members(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      ...AdminMemberPageFields\n    }\n    memberStats {\n      total\n      pending\n      approved\n      rejected\n      inactive\n    }\n  }\n"): (typeof documents)["\n  query AdminMembers($filter: MemberFilterInput, $sort: MemberSortInput, $page: Int!, $limit: Int!) {\n    members(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      ...AdminMemberPageFields\n    }\n    memberStats {\n      total\n      pending\n      approved\n      rejected\n      inactive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAllMembers($page: Int!, $limit: Int!) {\n    members(page: $page, limit: $limit) {\n      ...AdminMemberPageFields\n    }\n  }\n"): (typeof documents)["\n  query AdminAllMembers($page: Int!, $limit: Int!) {\n    members(page: $page, limit: $limit) {\n      ...AdminMemberPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateMember($input: MemberCreateInput!) {\n    createMember(input: $input) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateMember($input: MemberCreateInput!) {\n    createMember(input: $input) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateMember($id: ID!, $input: MemberUpdateInput!) {\n    updateMember(id: $id, input: $input) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateMember($id: ID!, $input: MemberUpdateInput!) {\n    updateMember(id: $id, input: $input) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMember($id: ID!) {\n    member(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMember($id: ID!) {\n    member(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeactivateMember($id: ID!) {\n    deactivateMember(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeactivateMember($id: ID!) {\n    deactivateMember(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReactivateMember($id: ID!) {\n    reactivateMember(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReactivateMember($id: ID!) {\n    reactivateMember(id: $id) {\n      ...AdminMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteMember($id: ID!) {\n    deleteMember(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteMember($id: ID!) {\n    deleteMember(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExportMembers($filter: MemberFilterInput) {\n    exportMembers(filter: $filter) {\n      filename\n      content\n      rows\n    }\n  }\n"): (typeof documents)["\n  query AdminExportMembers($filter: MemberFilterInput) {\n    exportMembers(filter: $filter) {\n      filename\n      content\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMemberHistory($entityId: String!) {\n    auditLog(entityType: \"member\", entityId: $entityId, page: 1, limit: 50) {\n      total\n      items {\n        id\n        at\n        actorName\n        action\n        changes\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMemberHistory($entityId: String!) {\n    auditLog(entityType: \"member\", entityId: $entityId, page: 1, limit: 50) {\n      total\n      items {\n        id\n        at\n        actorName\n        action\n        changes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessages($page: Int!, $limit: Int!, $handled: Boolean) {\n    contactMessages(page: $page, limit: $limit, handled: $handled) {\n      total\n      page\n      limit\n      items {\n        id\n        name\n        email\n        message\n        createdAt\n        handledAt\n        handledBy\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminContactMessages($page: Int!, $limit: Int!, $handled: Boolean) {\n    contactMessages(page: $page, limit: $limit, handled: $handled) {\n      total\n      page\n      limit\n      items {\n        id\n        name\n        email\n        message\n        createdAt\n        handledAt\n        handledBy\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateContactMessage($input: UpdateContactMessageInput!) {\n    updateContactMessage(input: $input) {\n      id\n      handledAt\n      handledBy\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateContactMessage($input: UpdateContactMessageInput!) {\n    updateContactMessage(input: $input) {\n      id\n      handledAt\n      handledBy\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteContactMessage($id: ID!) {\n    deleteContactMessage(input: { id: $id })\n  }\n"): (typeof documents)["\n  mutation AdminDeleteContactMessage($id: ID!) {\n    deleteContactMessage(input: { id: $id })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsletterSubscribers($page: Int!, $limit: Int!) {\n    newsletterSubscribers(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        email\n        status\n        createdAt\n        consentAt\n        consentPage\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsletterSubscribers($page: Int!, $limit: Int!) {\n    newsletterSubscribers(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        email\n        status\n        createdAt\n        consentAt\n        consentPage\n        confirmedAt\n        unsubscribedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveSubscriber($id: ID!) {\n    removeNewsletterSubscriber(input: { id: $id })\n  }\n"): (typeof documents)["\n  mutation AdminRemoveSubscriber($id: ID!) {\n    removeNewsletterSubscriber(input: { id: $id })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExportSubscribers {\n    exportNewsletterSubscribers {\n      filename\n      content\n      rows\n    }\n  }\n"): (typeof documents)["\n  query AdminExportSubscribers {\n    exportNewsletterSubscribers {\n      filename\n      content\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailOutbox($page: Int!, $limit: Int!) {\n    emailOutbox(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        kind\n        to\n        subject\n        body\n        status\n        attempts\n        lastError\n        sentAt\n        createdAt\n        nextAttemptAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailOutbox($page: Int!, $limit: Int!) {\n    emailOutbox(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        kind\n        to\n        subject\n        body\n        status\n        attempts\n        lastError\n        sentAt\n        createdAt\n        nextAttemptAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutboxMessage($id: ID!) {\n    emailOutboxMessage(id: $id) {\n      id\n      subject\n      to\n      replyTo\n      html\n      body\n    }\n  }\n"): (typeof documents)["\n  query AdminOutboxMessage($id: ID!) {\n    emailOutboxMessage(id: $id) {\n      id\n      subject\n      to\n      replyTo\n      html\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryOutboxEmail($id: ID!) {\n    retryOutboxEmail(id: $id) {\n      id\n      status\n      attempts\n      lastError\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetryOutboxEmail($id: ID!) {\n    retryOutboxEmail(id: $id) {\n      id\n      status\n      attempts\n      lastError\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterPreview($input: NewsletterDraftInput!) {\n    newsletterPreview(input: $input) {\n      subject\n      html\n      text\n      recipients\n    }\n  }\n"): (typeof documents)["\n  query NewsletterPreview($input: NewsletterDraftInput!) {\n    newsletterPreview(input: $input) {\n      subject\n      html\n      text\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterAudience {\n    newsletterSubscriberCounts {\n      pending\n      confirmed\n      unsubscribed\n    }\n  }\n"): (typeof documents)["\n  query NewsletterAudience {\n    newsletterSubscriberCounts {\n      pending\n      confirmed\n      unsubscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletterTest($input: NewsletterDraftInput!) {\n    sendNewsletterTest(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendNewsletterTest($input: NewsletterDraftInput!) {\n    sendNewsletterTest(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsletterIssueCountsFields on NewsletterIssue {\n    id\n    subject\n    status\n    recipients\n    queued\n    sent\n    kept\n    failed\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NewsletterIssueCountsFields on NewsletterIssue {\n    id\n    subject\n    status\n    recipients\n    queued\n    sent\n    kept\n    failed\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterIssue($id: ID!) {\n    newsletterIssue(id: $id) {\n      ...NewsletterIssueCountsFields\n      content\n      finishedAt\n      createdByName\n    }\n  }\n"): (typeof documents)["\n  query NewsletterIssue($id: ID!) {\n    newsletterIssue(id: $id) {\n      ...NewsletterIssueCountsFields\n      content\n      finishedAt\n      createdByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterIssues($page: Int!, $limit: Int!) {\n    newsletterIssues(page: $page, limit: $limit) {\n      total\n      items {\n        ...NewsletterIssueCountsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterIssues($page: Int!, $limit: Int!) {\n    newsletterIssues(page: $page, limit: $limit) {\n      total\n      items {\n        ...NewsletterIssueCountsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterDeliveries($issueId: ID!, $page: Int!, $limit: Int!) {\n    newsletterDeliveries(issueId: $issueId, page: $page, limit: $limit) {\n      total\n      items {\n        id\n        email\n        status\n        error\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterDeliveries($issueId: ID!, $page: Int!, $limit: Int!) {\n    newsletterDeliveries(issueId: $issueId, page: $page, limit: $limit) {\n      total\n      items {\n        id\n        email\n        status\n        error\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsletterDraftFields on NewsletterDraft {\n    id\n    subject\n    content\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment NewsletterDraftFields on NewsletterDraft {\n    id\n    subject\n    content\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterDrafts {\n    newsletterDrafts {\n      ...NewsletterDraftFields\n      createdByName\n    }\n  }\n"): (typeof documents)["\n  query NewsletterDrafts {\n    newsletterDrafts {\n      ...NewsletterDraftFields\n      createdByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterDraft($id: ID!) {\n    newsletterDraft(id: $id) {\n      ...NewsletterDraftFields\n    }\n  }\n"): (typeof documents)["\n  query NewsletterDraft($id: ID!) {\n    newsletterDraft(id: $id) {\n      ...NewsletterDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNewsletterDraft($input: SaveNewsletterDraftInput!) {\n    saveNewsletterDraft(input: $input) {\n      ...NewsletterDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNewsletterDraft($input: SaveNewsletterDraftInput!) {\n    saveNewsletterDraft(input: $input) {\n      ...NewsletterDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNewsletterDraft($id: ID!) {\n    deleteNewsletterDraft(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNewsletterDraft($id: ID!) {\n    deleteNewsletterDraft(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNoticeClasses {\n    membershipClasses(includeArchived: true) {\n      id\n      name\n      archived\n    }\n  }\n"): (typeof documents)["\n  query MemberNoticeClasses {\n    membershipClasses(includeArchived: true) {\n      id\n      name\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNoticeAudience($input: MemberNoticeAudienceInput!) {\n    memberNoticeAudience(input: $input) {\n      members\n      byEmail\n      byPost\n    }\n  }\n"): (typeof documents)["\n  query MemberNoticeAudience($input: MemberNoticeAudienceInput!) {\n    memberNoticeAudience(input: $input) {\n      members\n      byEmail\n      byPost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMemberNotice($input: SendMemberNoticeInput!) {\n    sendMemberNotice(input: $input) {\n      id\n      recipients\n    }\n  }\n"): (typeof documents)["\n  mutation SendMemberNotice($input: SendMemberNoticeInput!) {\n    sendMemberNotice(input: $input) {\n      id\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberNoticeFields on MemberNotice {\n    id\n    subject\n    sentByName\n    createdAt\n    recipients\n    byPost\n    queuedAt\n    counts {\n      queued\n      retrying\n      sent\n      kept\n      failed\n      noAddress\n      skipped\n    }\n  }\n"): (typeof documents)["\n  fragment MemberNoticeFields on MemberNotice {\n    id\n    subject\n    sentByName\n    createdAt\n    recipients\n    byPost\n    queuedAt\n    counts {\n      queued\n      retrying\n      sent\n      kept\n      failed\n      noAddress\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNotices($page: Int!, $limit: Int!) {\n    memberNotices(page: $page, limit: $limit) {\n      total\n      items {\n        ...MemberNoticeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberNotices($page: Int!, $limit: Int!) {\n    memberNotices(page: $page, limit: $limit) {\n      total\n      items {\n        ...MemberNoticeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNotice($id: ID!) {\n    memberNotice(id: $id) {\n      ...MemberNoticeFields\n      body\n    }\n  }\n"): (typeof documents)["\n  query MemberNotice($id: ID!) {\n    memberNotice(id: $id) {\n      ...MemberNoticeFields\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNoticeRecipients($input: MemberNoticeRecipientsInput!) {\n    memberNoticeRecipients(input: $input) {\n      total\n      items {\n        id\n        memberNumber\n        fullName\n        email\n        status\n        reason\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberNoticeRecipients($input: MemberNoticeRecipientsInput!) {\n    memberNoticeRecipients(input: $input) {\n      total\n      items {\n        id\n        memberNumber\n        fullName\n        email\n        status\n        reason\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNoticePostList($noticeId: ID!) {\n    memberNoticePostList(noticeId: $noticeId) {\n      memberNumber\n      fullName\n      address\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  query MemberNoticePostList($noticeId: ID!) {\n    memberNoticePostList(noticeId: $noticeId) {\n      memberNumber\n      fullName\n      address\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvite($input: SetPasswordInput!) {\n    acceptInvite(input: $input)\n  }\n"): (typeof documents)["\n  mutation AcceptInvite($input: SetPasswordInput!) {\n    acceptInvite(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: SetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: SetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordLinkState($purpose: PasswordLinkPurpose!, $token: String!) {\n    passwordLinkState(purpose: $purpose, token: $token)\n  }\n"): (typeof documents)["\n  query PasswordLinkState($purpose: PasswordLinkPurpose!, $token: String!) {\n    passwordLinkState(purpose: $purpose, token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...StaffSession\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ...StaffSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingMembers($page: Int!, $limit: Int!, $filter: PendingFilterInput) {\n    pendingMembers(page: $page, limit: $limit, filter: $filter) {\n      ...AdminMemberPageFields\n    }\n    memberStats {\n      pending\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingMembers($page: Int!, $limit: Int!, $filter: PendingFilterInput) {\n    pendingMembers(page: $page, limit: $limit, filter: $filter) {\n      ...AdminMemberPageFields\n    }\n    memberStats {\n      pending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminPendingMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminPendingMemberChanged {\n    memberChanged {\n      action\n      member {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveMembers($ids: [ID!]!, $notes: String) {\n    approveMembers(ids: $ids, notes: $notes) {\n      id\n      code\n      message\n      member {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveMembers($ids: [ID!]!, $notes: String) {\n    approveMembers(ids: $ids, notes: $notes) {\n      id\n      code\n      message\n      member {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectMembers($ids: [ID!]!, $reason: String!) {\n    rejectMembers(ids: $ids, reason: $reason) {\n      id\n      code\n      message\n      member {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectMembers($ids: [ID!]!, $reason: String!) {\n    rejectMembers(ids: $ids, reason: $reason) {\n      id\n      code\n      message\n      member {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPersonalDataCounts on PersonalDataCounts {\n    members\n    rsvps\n    newsletterSubscriptions\n    contactMessages\n    outboxEmails\n    auditEntries\n    newsletterDeliveries\n    memberChangeRequests\n    memberSessions\n    memberLinks\n    memberErasureRequests\n    jobs\n    payments\n  }\n"): (typeof documents)["\n  fragment AdminPersonalDataCounts on PersonalDataCounts {\n    members\n    rsvps\n    newsletterSubscriptions\n    contactMessages\n    outboxEmails\n    auditEntries\n    newsletterDeliveries\n    memberChangeRequests\n    memberSessions\n    memberLinks\n    memberErasureRequests\n    jobs\n    payments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPersonalData($input: PersonalDataInput!) {\n    personalData(input: $input) {\n      email\n      counts {\n        ...AdminPersonalDataCounts\n      }\n      members {\n        id\n        memberNumber\n        fullName\n        phone\n        address\n        status\n        joinDate\n      }\n      rsvps {\n        id\n        eventId\n        name\n        attendees\n        createdAt\n      }\n      newsletterSubscriptions {\n        id\n        createdAt\n      }\n      contactMessages {\n        id\n        name\n        message\n        createdAt\n      }\n      outboxEmails {\n        id\n        kind\n        to\n        subject\n        createdAt\n        sentAt\n      }\n      auditEntries {\n        id\n        at\n        action\n        entityType\n        actorName\n      }\n      payments {\n        record\n        number\n        payerName\n        kind\n        description\n        amountCents\n        status\n        paidOn\n      }\n      otherPlaces {\n        table\n        column\n        rows\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPersonalData($input: PersonalDataInput!) {\n    personalData(input: $input) {\n      email\n      counts {\n        ...AdminPersonalDataCounts\n      }\n      members {\n        id\n        memberNumber\n        fullName\n        phone\n        address\n        status\n        joinDate\n      }\n      rsvps {\n        id\n        eventId\n        name\n        attendees\n        createdAt\n      }\n      newsletterSubscriptions {\n        id\n        createdAt\n      }\n      contactMessages {\n        id\n        name\n        message\n        createdAt\n      }\n      outboxEmails {\n        id\n        kind\n        to\n        subject\n        createdAt\n        sentAt\n      }\n      auditEntries {\n        id\n        at\n        action\n        entityType\n        actorName\n      }\n      payments {\n        record\n        number\n        payerName\n        kind\n        description\n        amountCents\n        status\n        paidOn\n      }\n      otherPlaces {\n        table\n        column\n        rows\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminExportPersonalData($input: PersonalDataInput!) {\n    exportPersonalData(input: $input) {\n      filename\n      json\n      htmlFilename\n      html\n    }\n  }\n"): (typeof documents)["\n  mutation AdminExportPersonalData($input: PersonalDataInput!) {\n    exportPersonalData(input: $input) {\n      filename\n      json\n      htmlFilename\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminErasePersonalData($input: ErasePersonalDataInput!) {\n    erasePersonalData(input: $input) {\n      erasedAt\n      counts {\n        ...AdminPersonalDataCounts\n      }\n      kept {\n        payments\n        chargesVoided\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminErasePersonalData($input: ErasePersonalDataInput!) {\n    erasePersonalData(input: $input) {\n      erasedAt\n      counts {\n        ...AdminPersonalDataCounts\n      }\n      kept {\n        payments\n        chargesVoided\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRetention {\n    retentionSettings {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n      version\n    }\n    retentionPreview {\n      runsAt\n      items {\n        key\n        label\n        days\n        cutoff\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRetention {\n    retentionSettings {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n      version\n    }\n    retentionPreview {\n      runsAt\n      items {\n        key\n        label\n        days\n        cutoff\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateRetention($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateRetention($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMemberErasureRequests($page: Int!, $limit: Int!) {\n    memberErasureRequests(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        email\n        memberName\n        requestedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMemberErasureRequests($page: Int!, $limit: Int!) {\n    memberErasureRequests(page: $page, limit: $limit) {\n      total\n      items {\n        id\n        email\n        memberName\n        requestedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMemberRegister {\n    memberRegister {\n      currentStatuses\n      formerStatuses\n      current {\n        memberNumber\n        name\n        address\n        memberClass\n        joinDate\n      }\n      former {\n        memberNumber\n        name\n        ceasedDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMemberRegister {\n    memberRegister {\n      currentStatuses\n      formerStatuses\n      current {\n        memberNumber\n        name\n        address\n        memberClass\n        joinDate\n      }\n      former {\n        memberNumber\n        name\n        ceasedDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExportMemberRegister {\n    exportMemberRegister {\n      filename\n      content\n      rows\n    }\n  }\n"): (typeof documents)["\n  query AdminExportMemberRegister {\n    exportMemberRegister {\n      filename\n      content\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRenewals($input: RenewalsInput!) {\n    renewals(input: $input) {\n      total\n      page\n      limit\n      items {\n        memberId\n        memberNumber\n        fullName\n        email\n        className\n        feeCents\n        financialUntil\n        standing\n        remindedOffsets\n        unfinancialFrom\n        ceasesOn\n        chargeReference\n        chargeAmountCents\n        chargeDueDate\n        ceasedDate\n        ceasedReason\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRenewals($input: RenewalsInput!) {\n    renewals(input: $input) {\n      total\n      page\n      limit\n      items {\n        memberId\n        memberNumber\n        fullName\n        email\n        className\n        feeCents\n        financialUntil\n        standing\n        remindedOffsets\n        unfinancialFrom\n        ceasesOn\n        chargeReference\n        chargeAmountCents\n        chargeDueDate\n        ceasedDate\n        ceasedReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRenewalSummary {\n    renewalSummary {\n      due\n      unfinancial\n      paused\n    }\n  }\n"): (typeof documents)["\n  query AdminRenewalSummary {\n    renewalSummary {\n      due\n      unfinancial\n      paused\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRenewalsPaused($input: RenewalsPausedInput!) {\n    setRenewalsPaused(input: $input) {\n      due\n      unfinancial\n      paused\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRenewalsPaused($input: RenewalsPausedInput!) {\n    setRenewalsPaused(input: $input) {\n      due\n      unfinancial\n      paused\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUndoLapse($input: UndoLapseInput!) {\n    undoLapse(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUndoLapse($input: UndoLapseInput!) {\n    undoLapse(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipYearFields on MembershipYearSettings {\n    version\n    financialYearStartMonth\n    membershipPeriod\n    reminderOffsetDays\n    graceDays\n    ceaseAfterUnfinancialDays\n    renewalsPaused\n    bankAccountName\n    bankBsb\n    bankAccountNumber\n    abn\n    dgr\n    dgrFundName\n  }\n"): (typeof documents)["\n  fragment MembershipYearFields on MembershipYearSettings {\n    version\n    financialYearStartMonth\n    membershipPeriod\n    reminderOffsetDays\n    graceDays\n    ceaseAfterUnfinancialDays\n    renewalsPaused\n    bankAccountName\n    bankBsb\n    bankAccountNumber\n    abn\n    dgr\n    dgrFundName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembershipYearSettings {\n    membershipYearSettings {\n      ...MembershipYearFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMembershipYearSettings {\n    membershipYearSettings {\n      ...MembershipYearFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateMembershipYearSettings($input: MembershipYearSettingsInput!) {\n    updateMembershipYearSettings(input: $input) {\n      ...MembershipYearFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateMembershipYearSettings($input: MembershipYearSettingsInput!) {\n    updateMembershipYearSettings(input: $input) {\n      ...MembershipYearFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMembershipClassFields on MembershipClass {\n    id\n    name\n    annualFeeCents\n    concessionFeeCents\n    household\n    renews\n    archived\n    position\n    version\n    memberCount\n  }\n"): (typeof documents)["\n  fragment AdminMembershipClassFields on MembershipClass {\n    id\n    name\n    annualFeeCents\n    concessionFeeCents\n    household\n    renews\n    archived\n    position\n    version\n    memberCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembershipClasses {\n    membershipClasses(includeArchived: true) {\n      ...AdminMembershipClassFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMembershipClasses {\n    membershipClasses(includeArchived: true) {\n      ...AdminMembershipClassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateMembershipClass($input: MembershipClassInput!) {\n    createMembershipClass(input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateMembershipClass($input: MembershipClassInput!) {\n    createMembershipClass(input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateMembershipClass($id: ID!, $input: MembershipClassInput!) {\n    updateMembershipClass(id: $id, input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateMembershipClass($id: ID!, $input: MembershipClassInput!) {\n    updateMembershipClass(id: $id, input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveMembershipClass($input: MembershipClassArchiveInput!) {\n    archiveMembershipClass(input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArchiveMembershipClass($input: MembershipClassArchiveInput!) {\n    archiveMembershipClass(input: $input) {\n      ...AdminMembershipClassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettingsFields\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n      version\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUserFields on User {\n    id\n    name\n    email\n    role\n    status\n    lastSignInAt\n    version\n  }\n"): (typeof documents)["\n  fragment StaffUserFields on User {\n    id\n    name\n    email\n    role\n    status\n    lastSignInAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffUsers($page: Int!, $limit: Int!) {\n    staffUsers(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffUsers($page: Int!, $limit: Int!) {\n    staffUsers(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...StaffUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteStaff($input: InviteStaffInput!) {\n    inviteStaff(input: $input) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffRole($id: ID!, $role: Role!, $expectedVersion: Int) {\n    updateStaffRole(id: $id, role: $role, expectedVersion: $expectedVersion) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStaffRole($id: ID!, $role: Role!, $expectedVersion: Int) {\n    updateStaffRole(id: $id, role: $role, expectedVersion: $expectedVersion) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateStaff($id: ID!) {\n    deactivateStaff(id: $id) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateStaff($id: ID!) {\n    reactivateStaff(id: $id) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateStaff($id: ID!) {\n    reactivateStaff(id: $id) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TreasurerChargeFields on Charge {\n    id\n    number\n    reference\n    memberId\n    payerName\n    payerEmail\n    kind\n    description\n    amountCents\n    dueDate\n    status\n    voidedReason\n    paidCents\n    owingCents\n    overdue\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TreasurerChargeFields on Charge {\n    id\n    number\n    reference\n    memberId\n    payerName\n    payerEmail\n    kind\n    description\n    amountCents\n    dueDate\n    status\n    voidedReason\n    paidCents\n    owingCents\n    overdue\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TreasurerEntryFields on LedgerEntry {\n    id\n    entryNumber\n    chargeId\n    payerName\n    kind\n    amountCents\n    method\n    reference\n    paidOn\n    recordedByName\n    reversesId\n    reversedById\n    receiptNumber\n    receiptPath\n    note\n  }\n"): (typeof documents)["\n  fragment TreasurerEntryFields on LedgerEntry {\n    id\n    entryNumber\n    chargeId\n    payerName\n    kind\n    amountCents\n    method\n    reference\n    paidOn\n    recordedByName\n    reversesId\n    reversedById\n    receiptNumber\n    receiptPath\n    note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreasurerOverview($startYear: Int) {\n    incomeReport(startYear: $startYear) {\n      label\n      start\n      end\n      months {\n        month\n        feesCents\n        donationsCents\n        eventsCents\n        totalCents\n      }\n      totals {\n        month\n        feesCents\n        donationsCents\n        eventsCents\n        totalCents\n      }\n    }\n    outstandingReport {\n      openCount\n      outstandingCents\n      overdueCount\n      overdueCents\n    }\n  }\n"): (typeof documents)["\n  query TreasurerOverview($startYear: Int) {\n    incomeReport(startYear: $startYear) {\n      label\n      start\n      end\n      months {\n        month\n        feesCents\n        donationsCents\n        eventsCents\n        totalCents\n      }\n      totals {\n        month\n        feesCents\n        donationsCents\n        eventsCents\n        totalCents\n      }\n    }\n    outstandingReport {\n      openCount\n      outstandingCents\n      overdueCount\n      overdueCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreasurerReconciliation($input: ReconciliationInput) {\n    reconciliation(input: $input) {\n      from\n      to\n      ok\n      entriesWithoutReceipt\n      entriesWithSeveralReceipts\n      receiptAmountMismatches\n      problems\n      months {\n        month\n        ledgerCents\n        receiptCents\n        agrees\n      }\n      stripe {\n        connected\n        ledgerCardCents\n        stripeGrossCents\n        stripeFeesCents\n        payoutsCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query TreasurerReconciliation($input: ReconciliationInput) {\n    reconciliation(input: $input) {\n      from\n      to\n      ok\n      entriesWithoutReceipt\n      entriesWithSeveralReceipts\n      receiptAmountMismatches\n      problems\n      months {\n        month\n        ledgerCents\n        receiptCents\n        agrees\n      }\n      stripe {\n        connected\n        ledgerCardCents\n        stripeGrossCents\n        stripeFeesCents\n        payoutsCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreasurerLedgerCsv($input: LedgerCsvInput!) {\n    exportLedgerCsv(input: $input) {\n      filename\n      content\n      rows\n    }\n  }\n"): (typeof documents)["\n  query TreasurerLedgerCsv($input: LedgerCsvInput!) {\n    exportLedgerCsv(input: $input) {\n      filename\n      content\n      rows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreasurerCharges($input: ChargesInput) {\n    charges(input: $input) {\n      total\n      page\n      limit\n      items {\n        ...TreasurerChargeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TreasurerCharges($input: ChargesInput) {\n    charges(input: $input) {\n      total\n      page\n      limit\n      items {\n        ...TreasurerChargeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreasurerLedger($input: LedgerEntriesInput) {\n    ledgerEntries(input: $input) {\n      total\n      page\n      limit\n      items {\n        ...TreasurerEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TreasurerLedger($input: LedgerEntriesInput) {\n    ledgerEntries(input: $input) {\n      total\n      page\n      limit\n      items {\n        ...TreasurerEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreasurerRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      ...TreasurerEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreasurerRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      ...TreasurerEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreasurerReverseEntry($input: ReverseLedgerEntryInput!) {\n    reverseLedgerEntry(input: $input) {\n      ...TreasurerEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreasurerReverseEntry($input: ReverseLedgerEntryInput!) {\n    reverseLedgerEntry(input: $input) {\n      ...TreasurerEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreasurerVoidCharge($input: VoidChargeInput!) {\n    voidCharge(input: $input) {\n      ...TreasurerChargeFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreasurerVoidCharge($input: VoidChargeInput!) {\n    voidCharge(input: $input) {\n      ...TreasurerChargeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TreasurerCreateCharge($input: CreateChargeInput!) {\n    createCharge(input: $input) {\n      ...TreasurerChargeFields\n    }\n  }\n"): (typeof documents)["\n  mutation TreasurerCreateCharge($input: CreateChargeInput!) {\n    createCharge(input: $input) {\n      ...TreasurerChargeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffSession on AuthPayload {\n    token\n    expiresAt\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment StaffSession on AuthPayload {\n    token\n    expiresAt\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      ...StaffSession\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      ...StaffSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOptions {\n    paymentOptions {\n      online\n      bankTransfer {\n        accountName\n        bsb\n        accountNumber\n      }\n      minDonationCents\n      maxDonationCents\n    }\n  }\n"): (typeof documents)["\n  query PaymentOptions {\n    paymentOptions {\n      online\n      bankTransfer {\n        accountName\n        bsb\n        accountNumber\n      }\n      minDonationCents\n      maxDonationCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDonationCheckout($input: DonationCheckoutInput!) {\n    startDonationCheckout(input: $input) {\n      url\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  mutation StartDonationCheckout($input: DonationCheckoutInput!) {\n    startDonationCheckout(input: $input) {\n      url\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartChargeCheckout($input: ChargeCheckoutInput!) {\n    startChargeCheckout(input: $input) {\n      url\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  mutation StartChargeCheckout($input: ChargeCheckoutInput!) {\n    startChargeCheckout(input: $input) {\n      url\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutStatus($input: CheckoutStatusInput!) {\n    checkoutStatus(input: $input) {\n      state\n      receiptUrl\n    }\n  }\n"): (typeof documents)["\n  query CheckoutStatus($input: CheckoutStatusInput!) {\n    checkoutStatus(input: $input) {\n      state\n      receiptUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on Event {\n    id\n    slug\n    title\n    description\n    imageUrl\n    eventDate\n    location\n    maxAttendees\n    currentAttendees\n    waitlistEnabled\n    tags\n  }\n"): (typeof documents)["\n  fragment EventCardFields on Event {\n    id\n    slug\n    title\n    description\n    imageUrl\n    eventDate\n    location\n    maxAttendees\n    currentAttendees\n    waitlistEnabled\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicEvents($search: String, $when: EventWhen!, $page: Int!, $limit: Int!) {\n    events(search: $search, when: $when, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...EventCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicEvents($search: String, $when: EventWhen!, $page: Int!, $limit: Int!) {\n    events(search: $search, when: $when, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...EventCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsInMonth($year: Int!, $month: Int!) {\n    eventsInMonth(year: $year, month: $month) {\n      ...EventCardFields\n    }\n  }\n"): (typeof documents)["\n  query EventsInMonth($year: Int!, $month: Int!) {\n    eventsInMonth(year: $year, month: $month) {\n      ...EventCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicEvent($slug: String!) {\n    event(slug: $slug) {\n      ...EventCardFields\n      content\n      endDate\n      contactEmail\n      contactPhone\n      registrationRequired\n      registrationDeadline\n    }\n  }\n"): (typeof documents)["\n  query PublicEvent($slug: String!) {\n    event(slug: $slug) {\n      ...EventCardFields\n      content\n      endDate\n      contactEmail\n      contactPhone\n      registrationRequired\n      registrationDeadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RsvpEvent($input: RsvpInput!) {\n    rsvpEvent(input: $input) {\n      attendees\n      status\n      waitlistPosition\n      event {\n        id\n        currentAttendees\n        maxAttendees\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RsvpEvent($input: RsvpInput!) {\n    rsvpEvent(input: $input) {\n      attendees\n      status\n      waitlistPosition\n      event {\n        id\n        currentAttendees\n        maxAttendees\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryAlbums($year: Int, $page: Int!, $limit: Int!) {\n    galleryAlbums(year: $year, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        slug\n        name\n        year\n        photoCount\n        cover {\n          id\n          title\n          imageUrl\n          thumbnailUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryAlbums($year: Int, $page: Int!, $limit: Int!) {\n    galleryAlbums(year: $year, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        slug\n        name\n        year\n        photoCount\n        cover {\n          id\n          title\n          imageUrl\n          thumbnailUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryYears {\n    galleryYears\n  }\n"): (typeof documents)["\n  query GalleryYears {\n    galleryYears\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryAlbum($slug: String!) {\n    galleryAlbum(slug: $slug) {\n      slug\n      name\n      year\n      photoCount\n      photos {\n        id\n        title\n        description\n        imageUrl\n        thumbnailUrl\n        photographer\n        takenDate\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryAlbum($slug: String!) {\n    galleryAlbum(slug: $slug) {\n      slug\n      name\n      year\n      photoCount\n      photos {\n        id\n        title\n        description\n        imageUrl\n        thumbnailUrl\n        photographer\n        takenDate\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeStats {\n    publicStats {\n      activeMembers\n      projectsCompleted\n      eventsHosted\n      yearsServing\n    }\n  }\n"): (typeof documents)["\n  query HomeStats {\n    publicStats {\n      activeMembers\n      projectsCompleted\n      eventsHosted\n      yearsServing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProjects {\n    projects(limit: 3) {\n      items {\n        id\n        slug\n        title\n        description\n        imageUrl\n        completionPercentage\n        progress\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeProjects {\n    projects(limit: 3) {\n      items {\n        id\n        slug\n        title\n        description\n        imageUrl\n        completionPercentage\n        progress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeEvents {\n    events(when: UPCOMING, limit: 3) {\n      items {\n        id\n        slug\n        title\n        eventDate\n        location\n        maxAttendees\n        currentAttendees\n        waitlistEnabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeEvents {\n    events(when: UPCOMING, limit: 3) {\n      items {\n        id\n        slug\n        title\n        eventDate\n        location\n        maxAttendees\n        currentAttendees\n        waitlistEnabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTestimonials {\n    testimonials(limit: 3) {\n      id\n      name\n      role\n      message\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query HomeTestimonials {\n    testimonials(limit: 3) {\n      id\n      name\n      role\n      message\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNews {\n    news(limit: 3) {\n      items {\n        id\n        slug\n        title\n        publishedAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeNews {\n    news(limit: 3) {\n      items {\n        id\n        slug\n        title\n        publishedAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForMembership($input: MembershipApplicationInput!) {\n    applyForMembership(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForMembership($input: MembershipApplicationInput!) {\n    applyForMembership(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JoinMembershipClasses {\n    membershipClasses {\n      id\n      name\n      annualFeeCents\n      concessionFeeCents\n      household\n    }\n  }\n"): (typeof documents)["\n  query JoinMembershipClasses {\n    membershipClasses {\n      id\n      name\n      annualFeeCents\n      concessionFeeCents\n      household\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!, $website: String, $page: String) {\n    subscribeNewsletter(email: $email, website: $website, page: $page)\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!, $website: String, $page: String) {\n    subscribeNewsletter(email: $email, website: $website, page: $page)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberHeader {\n    memberAccount {\n      firstName\n    }\n  }\n"): (typeof documents)["\n  query MemberHeader {\n    memberAccount {\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberAccountFields on MemberAccount {\n    memberNumber\n    fullName\n    firstName\n    email\n    pendingEmail\n    phone\n    whatsappJointStatus\n    address\n    languageSpoken\n    numAdults\n    numChildren\n    memberType\n    status\n    joinDate\n    appliedAt\n    rejectionReason\n    newsletterSubscribed\n    calendarFeedCreatedAt\n    erasureRequestedAt\n    changeRequests {\n      id\n      fullName\n      address\n      status\n      requestedAt\n      decidedAt\n    }\n    rsvps {\n      id\n      eventTitle\n      eventSlug\n      eventDate\n      location\n      attendees\n      status\n      waitlistPosition\n      maxParty\n    }\n  }\n"): (typeof documents)["\n  fragment MemberAccountFields on MemberAccount {\n    memberNumber\n    fullName\n    firstName\n    email\n    pendingEmail\n    phone\n    whatsappJointStatus\n    address\n    languageSpoken\n    numAdults\n    numChildren\n    memberType\n    status\n    joinDate\n    appliedAt\n    rejectionReason\n    newsletterSubscribed\n    calendarFeedCreatedAt\n    erasureRequestedAt\n    changeRequests {\n      id\n      fullName\n      address\n      status\n      requestedAt\n      decidedAt\n    }\n    rsvps {\n      id\n      eventTitle\n      eventSlug\n      eventDate\n      location\n      attendees\n      status\n      waitlistPosition\n      maxParty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAccount {\n    memberAccount {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  query MemberAccount {\n    memberAccount {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMemberSignIn($email: String!) {\n    requestMemberSignIn(input: { email: $email })\n  }\n"): (typeof documents)["\n  mutation RequestMemberSignIn($email: String!) {\n    requestMemberSignIn(input: { email: $email })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInMember($token: String!) {\n    signInMember(input: { token: $token }) {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignInMember($token: String!) {\n    signInMember(input: { token: $token }) {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMemberEmailChange($token: String!) {\n    confirmMemberEmailChange(input: { token: $token })\n  }\n"): (typeof documents)["\n  mutation ConfirmMemberEmailChange($token: String!) {\n    confirmMemberEmailChange(input: { token: $token })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutMember {\n    signOutMember\n  }\n"): (typeof documents)["\n  mutation SignOutMember {\n    signOutMember\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemberDetails($input: MemberDetailsInput!) {\n    updateMemberDetails(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemberDetails($input: MemberDetailsInput!) {\n    updateMemberDetails(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMemberEmailChange($email: String!) {\n    requestMemberEmailChange(input: { email: $email }) {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMemberEmailChange($email: String!) {\n    requestMemberEmailChange(input: { email: $email }) {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMemberDetailsChange($input: MemberDetailsChangeInput!) {\n    requestMemberDetailsChange(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMemberDetailsChange($input: MemberDetailsChangeInput!) {\n    requestMemberDetailsChange(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyRsvp($id: ID!, $attendees: Int!) {\n    updateMyRsvp(input: { id: $id, attendees: $attendees }) {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyRsvp($id: ID!, $attendees: Int!) {\n    updateMyRsvp(input: { id: $id, attendees: $attendees }) {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyRsvp($id: ID!) {\n    cancelMyRsvp(input: { id: $id }) {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyRsvp($id: ID!) {\n    cancelMyRsvp(input: { id: $id }) {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyNewsletterSubscription($subscribed: Boolean!) {\n    setMyNewsletterSubscription(input: { subscribed: $subscribed }) {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyNewsletterSubscription($subscribed: Boolean!) {\n    setMyNewsletterSubscription(input: { subscribed: $subscribed }) {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMemberCalendarFeed {\n    createMemberCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMemberCalendarFeed {\n    createMemberCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMemberCalendarFeed {\n    revokeMemberCalendarFeed {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeMemberCalendarFeed {\n    revokeMemberCalendarFeed {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportMyPersonalData {\n    exportMyPersonalData {\n      filename\n      json\n    }\n  }\n"): (typeof documents)["\n  mutation ExportMyPersonalData {\n    exportMyPersonalData {\n      filename\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMyErasure {\n    requestMyErasure {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMyErasure {\n    requestMyErasure {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyChargeFields on MyCharge {\n    id\n    description\n    amountCents\n    amount\n    owingCents\n    owing\n    dueDate\n    dueDateText\n    reference\n    paid\n    receipts {\n      number\n      url\n      issuedAt\n    }\n  }\n"): (typeof documents)["\n  fragment MyChargeFields on MyCharge {\n    id\n    description\n    amountCents\n    amount\n    owingCents\n    owing\n    dueDate\n    dueDateText\n    reference\n    paid\n    receipts {\n      number\n      url\n      issuedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMembership {\n    myMembership {\n      className\n      household\n      concession\n      status\n      financialUntil\n      financialUntilText\n      bankTransfer {\n        accountName\n        bsb\n        accountNumber\n      }\n      openCharges {\n        ...MyChargeFields\n      }\n      paidCharges {\n        ...MyChargeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMembership {\n    myMembership {\n      className\n      household\n      concession\n      status\n      financialUntil\n      financialUntilText\n      bankTransfer {\n        accountName\n        bsb\n        accountNumber\n      }\n      openCharges {\n        ...MyChargeFields\n      }\n      paidCharges {\n        ...MyChargeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRenewal {\n    myRenewal {\n      standing\n      financialUntil\n      unfinancialFrom\n      ceasesOn\n      amountCents\n      reference\n      dueDate\n    }\n  }\n"): (typeof documents)["\n  query MyRenewal {\n    myRenewal {\n      standing\n      financialUntil\n      unfinancialFrom\n      ceasesOn\n      amountCents\n      reference\n      dueDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResignMembership($input: ResignMembershipInput!) {\n    resignMembership(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResignMembership($input: ResignMembershipInput!) {\n    resignMembership(input: $input) {\n      ...MemberAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicNews($page: Int!, $limit: Int!) {\n    news(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        slug\n        title\n        description\n        featured\n        publishedAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicNews($page: Int!, $limit: Int!) {\n    news(page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        slug\n        title\n        description\n        featured\n        publishedAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicNewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      slug\n      title\n      description\n      content\n      featured\n      publishedAt\n      createdAt\n      tags\n    }\n  }\n"): (typeof documents)["\n  query PublicNewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      slug\n      title\n      description\n      content\n      featured\n      publishedAt\n      createdAt\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletterSubscription(input: { token: $token }) {\n      status\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletterSubscription(input: { token: $token }) {\n      status\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(input: { token: $token }) {\n      status\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(input: { token: $token }) {\n      status\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectCardFields on Project {\n    id\n    slug\n    title\n    description\n    imageUrl\n    completionPercentage\n    progress\n    tags\n  }\n"): (typeof documents)["\n  fragment ProjectCardFields on Project {\n    id\n    slug\n    title\n    description\n    imageUrl\n    completionPercentage\n    progress\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicProjects($search: String, $status: ProjectProgress, $tag: String, $page: Int!, $limit: Int!) {\n    projects(search: $search, status: $status, tag: $tag, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...ProjectCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicProjects($search: String, $status: ProjectProgress, $tag: String, $page: Int!, $limit: Int!) {\n    projects(search: $search, status: $status, tag: $tag, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        ...ProjectCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectCounts {\n    all: projects(limit: 100) {\n      total\n      items {\n        id\n        tags\n      }\n    }\n    planned: projects(status: PLANNED, limit: 1) {\n      total\n    }\n    inProgress: projects(status: IN_PROGRESS, limit: 1) {\n      total\n    }\n    completed: projects(status: COMPLETED, limit: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query ProjectCounts {\n    all: projects(limit: 100) {\n      total\n      items {\n        id\n        tags\n      }\n    }\n    planned: projects(status: PLANNED, limit: 1) {\n      total\n    }\n    inProgress: projects(status: IN_PROGRESS, limit: 1) {\n      total\n    }\n    completed: projects(status: COMPLETED, limit: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicProject($slug: String!) {\n    project(slug: $slug) {\n      ...ProjectCardFields\n      content\n      startDate\n      endDate\n      budget\n      location\n      coordinator\n      priority\n      photos {\n        id\n        title\n        description\n        imageUrl\n        thumbnailUrl\n      }\n      downloads {\n        id\n        title\n        fileName\n        fileSize\n      }\n      related(limit: 3) {\n        ...ProjectCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicProject($slug: String!) {\n    project(slug: $slug) {\n      ...ProjectCardFields\n      content\n      startDate\n      endDate\n      budget\n      location\n      coordinator\n      priority\n      photos {\n        id\n        title\n        description\n        imageUrl\n        thumbnailUrl\n      }\n      downloads {\n        id\n        title\n        fileName\n        fileSize\n      }\n      related(limit: 3) {\n        ...ProjectCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceStats {\n    resourceStats {\n      total\n      totalDownloads\n      categories\n      types\n    }\n  }\n"): (typeof documents)["\n  query ResourceStats {\n    resourceStats {\n      total\n      totalDownloads\n      categories\n      types\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicResources($search: String, $type: ResourceType, $category: String, $page: Int!, $limit: Int!) {\n    resources(search: $search, type: $type, category: $category, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        title\n        description\n        resourceType\n        category\n        version\n        fileName\n        fileSize\n        downloadCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicResources($search: String, $type: ResourceType, $category: String, $page: Int!, $limit: Int!) {\n    resources(search: $search, type: $type, category: $category, page: $page, limit: $limit) {\n      total\n      page\n      limit\n      items {\n        id\n        title\n        description\n        resourceType\n        category\n        version\n        fileName\n        fileSize\n        downloadCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedRsvpFields on ManagedRsvp {\n    name\n    attendees\n    status\n    waitlistPosition\n    changeable\n    event {\n      id\n      slug\n      title\n      eventDate\n      location\n      maxAttendees\n      currentAttendees\n    }\n  }\n"): (typeof documents)["\n  fragment ManagedRsvpFields on ManagedRsvp {\n    name\n    attendees\n    status\n    waitlistPosition\n    changeable\n    event {\n      id\n      slug\n      title\n      eventDate\n      location\n      maxAttendees\n      currentAttendees\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedRsvp($token: String!) {\n    rsvpByToken(token: $token) {\n      ...ManagedRsvpFields\n    }\n  }\n"): (typeof documents)["\n  query ManagedRsvp($token: String!) {\n    rsvpByToken(token: $token) {\n      ...ManagedRsvpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRsvp($token: String!, $attendees: Int!) {\n    updateRsvp(token: $token, attendees: $attendees) {\n      ...ManagedRsvpFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRsvp($token: String!, $attendees: Int!) {\n    updateRsvp(token: $token, attendees: $attendees) {\n      ...ManagedRsvpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRsvp($token: String!) {\n    cancelRsvp(token: $token) {\n      ...ManagedRsvpFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRsvp($token: String!) {\n    cancelRsvp(token: $token) {\n      ...ManagedRsvpFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSearch($q: String!, $page: Int!) {\n    search(q: $q, page: $page) {\n      total\n      page\n      limit\n      items {\n        kind\n        title\n        path\n        titleParts {\n          text\n          match\n        }\n        snippet {\n          text\n          match\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteSearch($q: String!, $page: Int!) {\n    search(q: $q, page: $page) {\n      total\n      page\n      limit\n      items {\n        kind\n        title\n        path\n        titleParts {\n          text\n          match\n        }\n        snippet {\n          text\n          match\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionSettings {\n    retentionSettings {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n    }\n  }\n"): (typeof documents)["\n  query RetentionSettings {\n    retentionSettings {\n      rejectedApplicationDays\n      contactMessageDays\n      outboxBodyDays\n      cancelledRsvpDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettingsFields on SiteSettings {\n    siteName\n    contactEmail\n    contactPhone\n    address\n    state\n    socialLabel\n    socialUrl\n    supportHours\n    donationTiers {\n      amount\n      impact\n    }\n  }\n"): (typeof documents)["\n  fragment SiteSettingsFields on SiteSettings {\n    siteName\n    contactEmail\n    contactPhone\n    address\n    state\n    socialLabel\n    socialUrl\n    supportHours\n    donationTiers {\n      amount\n      impact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;