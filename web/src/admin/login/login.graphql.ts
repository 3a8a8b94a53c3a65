import { graphql } from '../../gql';

/** Sign-in (SPEC §2 Admin login screen): the token, its expiry and the staff user. */
export const AdminLoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...StaffSession
    }
  }
`);

/** The demo credentials box; the server lists accounts only in demo mode. */
export const AdminDemoAccountsDocument = graphql(`
  query AdminDemoAccounts {
    demoAccounts {
      name
      email
      password
      role
    }
  }
`);
