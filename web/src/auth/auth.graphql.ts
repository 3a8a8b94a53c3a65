import { graphql } from '../gql';

/** Ends the session on the server (the access token stops working, the refresh cookie is cleared). */
export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/** Trades the httpOnly refresh cookie for a new access token (sent by apollo/refresh.ts with fetch). */
export const RefreshSessionDocument = graphql(`
  mutation RefreshSession {
    refreshSession {
      token
      expiresAt
      user {
        id
        name
        email
        role
      }
    }
  }
`);
