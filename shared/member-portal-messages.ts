/**
 * The texts of the members' own area (issue #21): sign in by e-mailed link, see and change what is
 * yours. Apart from shared/messages.ts so that only the member pages (loaded on demand) carry them;
 * the header's "Member login" stays in `messages.memberPortal`.
 */
export const memberPortalMessages = {
  signInTitle: 'Member login',
  signInLead: "Enter the e-mail address you joined with and we'll send you a link to sign in. No password needed.",
  signInButton: 'Send me a link',
  /** The same answer whether or not the address belongs to a member (no enumeration). */
  linkSent: 'If this address belongs to a member, we have sent a link. It works once, for 15 minutes.',
  tooMany: 'Too many sign-in links asked for. Please wait a few minutes and try again.',
  linkTitle: 'Sign in to your member area',
  linkLead: 'Press the button to sign in on this device.',
  linkButton: 'Sign in',
  linkInvalid: 'This sign-in link has expired or has already been used. Please ask for a new one.',
  signOutButton: 'Log out',
  pendingTitle: 'Your application is being reviewed',
  pendingLead: 'We received your application on {date}. The committee reviews new applications within a few days.',
  rejectedTitle: 'Your application was not approved',
  rejectedReconsider:
    'If something has changed, or you think we got it wrong, reply to our e-mail or use the contact form and ask us to look at your application again.',
  detailsSaved: 'Your details are saved.',
  emailChangeSent: 'We have sent a link to {email}. Your address changes when you confirm it from there.',
  emailConfirmTitle: 'Confirm your new e-mail address',
  emailConfirmLead: 'Press the button to use this address for your membership.',
  emailConfirmButton: 'Confirm my new address',
  emailConfirmed: 'Your e-mail address is changed.',
  emailConfirmInvalid: 'This confirmation link has expired or has already been used. Please ask for the change again from your member area.',
  changeRequested: 'Thanks. The committee will look at your change and you will see the outcome here.',
  rsvpUpdated: 'Your RSVP is updated.',
  rsvpCancelled: 'Your RSVP is cancelled.',
  newsletterOn: 'You are subscribed to the newsletter.',
  newsletterOff: 'You are unsubscribed from the newsletter.',
  calendarMade: 'Your calendar link is ready. Add it to your calendar app to see your events.',
  calendarRevoked: 'Your calendar link is turned off. Any calendar using it will stop updating.',
  erasureRequested:
    'Your request is with the committee. They will delete your information within 30 days; after that you will not be able to sign in.',
  sessionEnded: 'Your member session has ended. Please sign in again.',
  /** Texts of the member area's screens (web). */
  areaTitle: 'Your member area',
  loadFailed: "We couldn't load your member area.",
  actionFailed: 'Something went wrong. Please try again.',
  inactiveLead: 'Your membership is inactive. Your details are still here; contact us if you would like to become active again.',
  noEvents: "You haven't registered for any upcoming events.",
  noChangeRequests: "You haven't asked for any name or address changes.",
  changeNeeded: 'Please enter a new name or a new address.',
  calendarNone: "You don't have a calendar link at the moment.",
  calendarCopied: 'Calendar link copied.',
  calendarCopyFailed: "Couldn't copy the link. Select it and copy it yourself.",
  calendarShownOnce: 'Copy it now: for your safety we only show it once. You can make a new one at any time.',
  dataDownloaded: 'Your information is downloaded.',
  erasureConfirm:
    'This asks the committee to delete everything we hold about you, including your membership and RSVPs. Records of payments and receipts are kept for 7 years, as the law requires, without your e-mail address. You will be signed out once it is done. Go ahead?',
  linkGone: 'Ask for a new link',
};

/** The member login's texts (SPEC §8; issue #21 made the login real), with the member area's so the first page does not carry them. */
export const memberLoginMessages = {
  /** SPEC §8's "Please enter your email and password.", now that there is no password (issue #21). */
  empty: 'Please enter your email address.',
  success: "Welcome back! You're now logged in.",
  logout: "You've been logged out successfully.",
};
