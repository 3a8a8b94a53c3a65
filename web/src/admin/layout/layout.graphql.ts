import { graphql } from '../../gql';

/** Checks the stored token is still accepted: `me` is null for an expired or revoked token. */
export const AdminMeDocument = graphql(`
  query AdminMe {
    me {
      id
      role
    }
  }
`);
