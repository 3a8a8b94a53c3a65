import { graphql } from '../../gql';

/** Sets the password of an invited account with the e-mailed token. */
export const AcceptInviteDocument = graphql(`
  mutation AcceptInvite($input: SetPasswordInput!) {
    acceptInvite(input: $input)
  }
`);

/** Sets a new password with an e-mailed reset token (every session ends). */
export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: SetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** Asks for a reset link; the answer is the same for every address. */
export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** What the opened link is like, before the person types a password (issue #33). */
export const PasswordLinkStateDocument = graphql(`
  query PasswordLinkState($purpose: PasswordLinkPurpose!, $token: String!) {
    passwordLinkState(purpose: $purpose, token: $token)
  }
`);
