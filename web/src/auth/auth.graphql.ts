import { graphql } from '../gql';

/** Ends the session on the server (the access token stops working, the refresh cookie is cleared). */
export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);
