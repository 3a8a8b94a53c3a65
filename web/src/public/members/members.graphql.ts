import { graphql } from '../../gql';

/** Everything the member area shows of the signed-in member (issue #21). */
export const MemberAccountFieldsFragment = graphql(`
  fragment MemberAccountFields on MemberAccount {
    memberNumber
    fullName
    firstName
    email
    pendingEmail
    phone
    whatsappJointStatus
    address
    languageSpoken
    numAdults
    numChildren
    memberType
    status
    joinDate
    appliedAt
    rejectionReason
    newsletterSubscribed
    calendarFeedCreatedAt
    erasureRequestedAt
    changeRequests {
      id
      fullName
      address
      status
      requestedAt
      decidedAt
    }
    rsvps {
      id
      eventTitle
      eventSlug
      eventDate
      location
      attendees
      status
      waitlistPosition
      maxParty
    }
  }
`);

/** The signed-in member, or null (issue #21). Sent only from the browser, never in a pre-rendered page. */
export const MemberAccountDocument = graphql(`
  query MemberAccount {
    memberAccount {
      ...MemberAccountFields
    }
  }
`);

/** "Send me a link": the same answer whether or not the address is a member's. */
export const RequestMemberSignInDocument = graphql(`
  mutation RequestMemberSignIn($email: String!) {
    requestMemberSignIn(input: { email: $email })
  }
`);

/** The sign-in link page's button: uses the link once and sets the member cookie. */
export const SignInMemberDocument = graphql(`
  mutation SignInMember($token: String!) {
    signInMember(input: { token: $token }) {
      ...MemberAccountFields
    }
  }
`);

/** The e-mail change link page's button (the link went to the new address). */
export const ConfirmMemberEmailChangeDocument = graphql(`
  mutation ConfirmMemberEmailChange($token: String!) {
    confirmMemberEmailChange(input: { token: $token })
  }
`);

export const SignOutMemberDocument = graphql(`
  mutation SignOutMember {
    signOutMember
  }
`);

export const UpdateMemberDetailsDocument = graphql(`
  mutation UpdateMemberDetails($input: MemberDetailsInput!) {
    updateMemberDetails(input: $input) {
      ...MemberAccountFields
    }
  }
`);

export const RequestMemberEmailChangeDocument = graphql(`
  mutation RequestMemberEmailChange($email: String!) {
    requestMemberEmailChange(input: { email: $email }) {
      ...MemberAccountFields
    }
  }
`);

export const RequestMemberDetailsChangeDocument = graphql(`
  mutation RequestMemberDetailsChange($input: MemberDetailsChangeInput!) {
    requestMemberDetailsChange(input: $input) {
      ...MemberAccountFields
    }
  }
`);

export const UpdateMyRsvpDocument = graphql(`
  mutation UpdateMyRsvp($id: ID!, $attendees: Int!) {
    updateMyRsvp(input: { id: $id, attendees: $attendees }) {
      ...MemberAccountFields
    }
  }
`);

export const CancelMyRsvpDocument = graphql(`
  mutation CancelMyRsvp($id: ID!) {
    cancelMyRsvp(input: { id: $id }) {
      ...MemberAccountFields
    }
  }
`);

export const SetMyNewsletterSubscriptionDocument = graphql(`
  mutation SetMyNewsletterSubscription($subscribed: Boolean!) {
    setMyNewsletterSubscription(input: { subscribed: $subscribed }) {
      ...MemberAccountFields
    }
  }
`);

/** A new private calendar link; its URL is in this answer only (the server keeps its hash). */
export const CreateMemberCalendarFeedDocument = graphql(`
  mutation CreateMemberCalendarFeed {
    createMemberCalendarFeed {
      url
      createdAt
    }
  }
`);

export const RevokeMemberCalendarFeedDocument = graphql(`
  mutation RevokeMemberCalendarFeed {
    revokeMemberCalendarFeed {
      ...MemberAccountFields
    }
  }
`);

/** Everything held about the member, as a JSON file (the privacy export, issue #19; audited, so a mutation). */
export const ExportMyPersonalDataDocument = graphql(`
  mutation ExportMyPersonalData {
    exportMyPersonalData {
      filename
      json
    }
  }
`);

export const RequestMyErasureDocument = graphql(`
  mutation RequestMyErasure {
    requestMyErasure {
      ...MemberAccountFields
    }
  }
`);

/** A charge as "My membership" shows it (issue #34). */
export const MyChargeFieldsFragment = graphql(`
  fragment MyChargeFields on MyCharge {
    id
    description
    amountCents
    amount
    owingCents
    owing
    dueDate
    dueDateText
    reference
    paid
    receipts {
      number
      url
      issuedAt
    }
  }
`);

/** The member area's "My membership" (issue #34): class, financial until, what is owed and paid. */
export const MyMembershipDocument = graphql(`
  query MyMembership {
    myMembership {
      className
      household
      concession
      status
      financialUntil
      financialUntilText
      bankTransfer {
        accountName
        bsb
        accountNumber
      }
      openCharges {
        ...MyChargeFields
      }
      paidCharges {
        ...MyChargeFields
      }
    }
  }
`);
