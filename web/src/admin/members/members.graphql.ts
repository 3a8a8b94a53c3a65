import { graphql } from '../../gql';

/** One page of the member list with search, filters and sort, plus the counts by status (SPEC §2, §7 Admin: members). */
export const AdminMembersDocument = graphql(`
  query AdminMembers($filter: MemberFilterInput, $sort: MemberSortInput, $page: Int!, $limit: Int!) {
    members(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      ...AdminMemberPageFields
    }
    memberStats {
      total
      pending
      approved
      rejected
      inactive
    }
  }
`);

/** Every member, newest first, for the "All Members Data" table (SPEC §2). */
export const AdminAllMembersDocument = graphql(`
  query AdminAllMembers($page: Int!, $limit: Int!) {
    members(page: $page, limit: $limit) {
      ...AdminMemberPageFields
    }
  }
`);

/** Add a member as staff (SPEC §2 Add Member), pending or approved at once. */
export const AdminCreateMemberDocument = graphql(`
  mutation AdminCreateMember($input: MemberCreateInput!) {
    createMember(input: $input) {
      ...AdminMemberFields
    }
  }
`);

/** Edit a member (SPEC §5 Edit member). */
export const AdminUpdateMemberDocument = graphql(`
  mutation AdminUpdateMember($id: ID!, $input: MemberUpdateInput!) {
    updateMember(id: $id, input: $input) {
      ...AdminMemberFields
    }
  }
`);

/** One member as stored now: what an edit form shows beside its own values after a conflict (issue #33). */
export const AdminMemberDocument = graphql(`
  query AdminMember($id: ID!) {
    member(id: $id) {
      ...AdminMemberFields
    }
  }
`);

/** Deactivate (SPEC §4): approved → inactive. */
export const AdminDeactivateMemberDocument = graphql(`
  mutation AdminDeactivateMember($id: ID!) {
    deactivateMember(id: $id) {
      ...AdminMemberFields
    }
  }
`);

/** Reactivate (SPEC §4): inactive → approved. */
export const AdminReactivateMemberDocument = graphql(`
  mutation AdminReactivateMember($id: ID!) {
    reactivateMember(id: $id) {
      ...AdminMemberFields
    }
  }
`);

/** Delete a member permanently (SPEC §4). */
export const AdminDeleteMemberDocument = graphql(`
  mutation AdminDeleteMember($id: ID!) {
    deleteMember(id: $id)
  }
`);

/** CSV of all members, or of those matching every active filter (SPEC §7 Export, issue #20). */
export const AdminExportMembersDocument = graphql(`
  query AdminExportMembers($filter: MemberFilterInput) {
    exportMembers(filter: $filter) {
      filename
      content
      rows
    }
  }
`);

/** Any change to a member; the list and stats reload (SPEC §4 Live updates). */
export const AdminMemberChangedDocument = graphql(`
  subscription AdminMemberChanged {
    memberChanged {
      action
      member {
        id
        version
      }
    }
  }
`);

/** The audit trail of one member, newest first, for the details dialog. */
export const AdminMemberHistoryDocument = graphql(`
  query AdminMemberHistory($entityId: String!) {
    auditLog(entityType: "member", entityId: $entityId, page: 1, limit: 50) {
      total
      items {
        id
        at
        actorName
        action
        changes
      }
    }
  }
`);
