import { graphql } from '../../gql';

/** One staff account as /admin/staff shows it. */
export const StaffUserFieldsFragment = graphql(`
  fragment StaffUserFields on User {
    id
    name
    email
    role
    status
    lastSignInAt
    version
  }
`);

/** Every staff account (admin only), active first. */
export const StaffUsersDocument = graphql(`
  query StaffUsers($page: Int!, $limit: Int!) {
    staffUsers(page: $page, limit: $limit) {
      total
      page
      limit
      items {
        ...StaffUserFields
      }
    }
  }
`);

/** Invites a staff member by e-mail. */
export const InviteStaffDocument = graphql(`
  mutation InviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      ...StaffUserFields
    }
  }
`);

/** Changes a staff member's role. */
export const UpdateStaffRoleDocument = graphql(`
  mutation UpdateStaffRole($id: ID!, $role: Role!, $expectedVersion: Int) {
    updateStaffRole(id: $id, role: $role, expectedVersion: $expectedVersion) {
      ...StaffUserFields
    }
  }
`);

/** Deactivates a staff account, ending its sessions. */
export const DeactivateStaffDocument = graphql(`
  mutation DeactivateStaff($id: ID!) {
    deactivateStaff(id: $id) {
      ...StaffUserFields
    }
  }
`);

/** Lets a deactivated account sign in again. */
export const ReactivateStaffDocument = graphql(`
  mutation ReactivateStaff($id: ID!) {
    reactivateStaff(id: $id) {
      ...StaffUserFields
    }
  }
`);

/** Sends a new invitation link. */
export const ResendInviteDocument = graphql(`
  mutation ResendInvite($id: ID!) {
    resendInvite(id: $id) {
      ...StaffUserFields
    }
  }
`);
