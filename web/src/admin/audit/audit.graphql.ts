import { graphql } from '../../gql';

/** One page of the audit trail, newest first, with each record's name, filtered by record, person, action, days and text (issue #20). */
export const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($page: Int!, $limit: Int!, $entityType: String, $entityId: String, $filter: AuditFilterInput) {
    auditLog(page: $page, limit: $limit, entityType: $entityType, entityId: $entityId, filter: $filter) {
      total
      page
      limit
      items {
        id
        at
        actorName
        action
        entityType
        entityId
        subjectName
        changes
      }
    }
  }
`);

/** The staff accounts, for the audit log's person filter. */
export const AuditPeopleDocument = graphql(`
  query AuditPeople {
    staffUsers(page: 1, limit: 100) {
      items {
        id
        name
      }
    }
  }
`);
