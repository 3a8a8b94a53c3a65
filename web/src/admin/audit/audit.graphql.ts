import { graphql } from '../../gql';

/** One page of the audit trail, newest first, optionally for one kind of record or one record. */
export const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($page: Int!, $limit: Int!, $entityType: String, $entityId: String) {
    auditLog(page: $page, limit: $limit, entityType: $entityType, entityId: $entityId) {
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
        changes
      }
    }
  }
`);
