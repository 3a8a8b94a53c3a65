import { graphql } from '../gql';

/** Ends the session on the server (the access token stops working, the refresh cookie is cleared). */
export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/** What every sign-in answer carries: the access token, its expiry and the staff user (stored as the session). */
export const StaffSessionFragment = graphql(`
  fragment StaffSession on AuthPayload {
    token
    expiresAt
    user {
      id
      name
      email
      role
    }
  }
`);

/** Trades the httpOnly refresh cookie for a new access token (sent by apollo/refresh.ts with fetch). */
export const RefreshSessionDocument = graphql(`
  mutation RefreshSession {
    refreshSession {
      ...StaffSession
    }
  }
`);
