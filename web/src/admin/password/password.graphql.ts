import { graphql } from '../../gql';

/** Changes the signed-in user's password; answers a fresh session (every other one ends). */
export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ...StaffSession
    }
  }
`);
