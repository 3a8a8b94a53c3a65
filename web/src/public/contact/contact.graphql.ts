import { graphql } from '../../gql';

/** The /contact form (SPEC §2, made real): stores the message for staff. */
export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);
