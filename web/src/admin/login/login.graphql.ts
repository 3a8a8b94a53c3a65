import { graphql } from '../../gql';

/** Sign-in (SPEC §2 Admin login screen): the token, its expiry and the staff user. */
export const AdminLoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...StaffSession
    }
  }
`);

/**
 * The demo credentials box: whether demo mode is on, and the logins, which the server lists only
 * in demo mode and only to the computer running the site.
 */
export const AdminDemoAccountsDocument = graphql(`
  query AdminDemoAccounts {
    demoMode
    demoAccounts {
      name
      email
      password
      role
    }
  }
`);
