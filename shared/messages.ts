/**
 * Every user-facing text that SPEC.md fixes, in one place (SPEC §8 error catalogue, §1, §9).
 * Used by the web app, the server and the tests so a text changes in one spot.
 */
export const messages = {
  membership: {
    duplicateEmail: 'This email address is already registered.',
    failed: 'Failed to submit application. Please try again.',
    success: 'Thanks for joining! Your application has been submitted and is pending review.',
    approvalPromise: 'New applications are reviewed by the committee within a few days.',
    offlineForm: 'The printable form is available from the committee at general meetings.',
  },
  /** The site header's link to the member area (issue #21); the area's own texts, and the member login's, are in shared/member-portal-messages.ts. */
  memberPortal: {
    headerLink: 'Member login',
  },
  newsletter: {
    success: 'Thanks for subscribing! Check your email for confirmation.',
    failed: 'Failed to subscribe. Please try again.',
    /** What a subscriber agrees to (kept with their consent record, issue #18). */
    consentWording: 'Send me the newsletter: local news and events, about once a month. I can unsubscribe at any time.',
    confirmTitle: 'Confirm your subscription',
    confirmLead: 'One more step: press the button to start receiving our newsletter.',
    confirmButton: 'Confirm my subscription',
    confirmed: "You're subscribed. Welcome aboard! A welcome e-mail is on its way.",
    confirmInvalid: 'This confirmation link has expired or is not valid. Please subscribe again from the form at the bottom of any page.',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeLead: 'Press the button and we will stop sending you the newsletter straight away.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: "You're unsubscribed. You won't receive the newsletter again unless you subscribe anew.",
    unsubscribeInvalid: 'This unsubscribe link is not valid. Reply to any newsletter and we will remove you by hand.',
    actionFailed: 'Something went wrong. Please try again.',
  },
  /** Staff newsletter page and subscriber list (issue #18). */
  rsvp: {
    success: 'RSVP submitted successfully! Check your email for confirmation.',
    full: 'Sorry, this event is full.',
    notEnoughPlaces: (left: number): string => `Only ${left} ${left === 1 ? 'place is' : 'places are'} left for this event.`,
    closed: 'Registration for this event has closed.',
    past: 'This event has already taken place.',
  },
  /** Issue #17: the waitlist, the manage page, the attendees screen and check-in. */
  rsvpLifecycle: {
    waitlisted: (position: number): string =>
      `This event is full, so you're on the waitlist (number ${position}). We'll e-mail you if a place frees up.`,
    updated: 'Your RSVP has been updated.',
    cancelled: 'Your RSVP has been cancelled. Thanks for letting us know.',
    alreadyCancelled: 'This RSVP has been cancelled.',
    linkInvalid: 'This link is not valid any more. RSVP again from the event page if you need to.',
    fullJoinWaitlist: 'Full — join the waitlist',
    full: 'Full',
    joinWaitlist: 'Join the waitlist',
    partyTooLarge: (max: number): string => `A party can be at most ${max} people. Please contact us for larger groups.`,
    capacityBelowTaken: (taken: number): string => `Max attendees cannot be less than the ${taken} places already taken`,
    checkInGoingOnly: 'Only people who are going can be checked in.',
    subscribeCalendar: 'Subscribe to our calendar',
    manageTitle: 'Your RSVP',
    changeParty: 'Change party size',
    cancelRsvp: 'Cancel my RSVP',
    save: 'Save',
    emailSent: (count: number): string => `E-mail queued for ${count} ${count === 1 ? 'attendee' : 'attendees'}.`,
    checkedIn: 'Checked in',
    notCheckedIn: 'Not checked in',
    attendeesLoadError: 'Failed to load attendees',
    noAttendees: 'No RSVPs yet',
  },
  events: {
    loadError: 'Error loading events',
    noUpcoming: 'No upcoming events',
    noneFound: 'No events found',
    linkCopied: 'Link copied to clipboard',
    shareFailed: 'Could not share this event. Copy the link below instead.',
    rsvpFailed: 'Failed to submit your RSVP. Please try again.',
    noDateForCalendar: 'The date is not fixed yet, so this event cannot be added to a calendar.',
    openEvent: 'Open event',
    dateTbd: 'Date TBD',
  },
  gallery: {
    loadError: 'Error loading gallery',
    noAlbums: 'No albums found',
    linkCopied: 'Link copied to clipboard',
    shareFailed: 'Could not share this photo. Copy the address from the browser instead.',
  },
  projects: {
    loadError: 'Error loading projects',
    noneFound: 'No projects found',
    viewDetails: 'View Details',
    backToList: '← Back to projects',
    progress: { PLANNED: 'Planned', IN_PROGRESS: 'In progress', COMPLETED: 'Completed' },
    /** SPEC §3 Project priority scale 1–5. */
    priority: { 1: 'Low', 2: 'Medium', 3: 'High', 4: 'Very High', 5: 'Critical' } as Record<number, string>,
    budgetTbd: 'Budget TBD',
    coordinatorTbd: 'Coordinator TBD',
  },
  resources: {
    loadError: 'Error loading resources',
    noneFound: 'No resources found',
    download: (title: string): string => `Download ${title}`,
    types: { DOCUMENT: 'Document', IMAGE: 'Image', VIDEO: 'Video', AUDIO: 'Audio', OTHER: 'Other' },
  },
  contactForm: {
    success: 'Thanks for your message! We reply within 24 hours.',
    failed: 'Failed to send your message. Please try again.',
  },
  payment: {
    comingSoon: (provider: string): string => `${provider} integration coming soon...`,
  },
  /** The collection notice under the /join form (APP 5, issue #19); the rest of `privacy` is in admin-messages.ts. */
  privacyNotice:
    'We collect these details to consider your application, keep the register of members the law requires and contact you about the association. Committee members who review applications can see them.',
  errors: {
    somethingWrong: 'Something went wrong',
    unexpected: 'An unexpected error occurred',
    notFound: 'Not found',
    unauthenticated: 'You must be signed in to do this.',
    forbidden: 'Your role does not allow this.',
    rateLimited: (seconds: number): string => `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    internal: 'Internal server error',
  },
  search: {
    title: 'Search',
    label: 'Search the site',
    placeholder: 'Search',
    button: 'Search',
    intro: 'Search projects, events, news, resources and photo albums.',
    prompt: 'Type a word or two to search, for example “picnic” or “garden beds”.',
    loadError: 'Error searching the site',
    none: (q: string): string => `Nothing found for “${q}”. Try fewer or shorter words.`,
    count: (total: number, q: string): string => `${total} ${total === 1 ? 'result' : 'results'} for “${q}”`,
    kinds: { PROJECT: 'Project', EVENT: 'Event', NEWS: 'News', RESOURCE: 'Resource', ALBUM: 'Photo album' } as Record<string, string>,
    previous: '← Previous results',
    next: 'More results →',
  },
  news: {
    title: 'News',
    intro: 'What the association is up to, decisions that affect the neighbourhood, and dates to keep.',
    loadError: 'Error loading news',
    none: 'No news yet — check back soon.',
    featured: 'Featured',
    backToList: '← Back to news',
    allNews: 'All news',
    feed: 'Follow the news feed (Atom)',
    newer: '← Newer news',
    older: 'Older news →',
  },
  home: {
    noRecentProjects: 'No recent projects',
    noUpcomingEvents: 'No upcoming events',
    noTestimonials: 'No testimonials available yet',
    noNews: 'No news yet',
    unableToLoad: (what: string): string => `Unable to load ${what}`,
  },
  fallbacks: {
    location: 'Location TBD',
    time: 'Time TBD',
    timeline: 'Timeline TBD',
    noAddress: 'No address provided',
  },
  validation: {
    required: (label: string): string => `${label} is required`,
    min: (label: string, min: number): string => `${label} must be at least ${min}`,
    max: (label: string, max: number): string => `${label} must be at most ${max}`,
    /** A search or filter text over its length (issue #31 item 5), e.g. "Search must be at most 200 characters". */
    tooLong: (label: string, max: number): string => `${label} must be at most ${max} characters`,
    format: (label: string): string => `${label} format is invalid`,
    email: 'Please enter a valid email address',
    terms: 'You must accept the Terms and Conditions',
    /** A name with a web or e-mail address in it (issue #16 item 10: names are e-mailed back). */
    noLink: (label: string): string => `${label} must not contain a web address or e-mail address`,
    /** An image or file address that is neither an upload nor http(s) (issue #16 item 14). */
    fileAddress: (label: string): string => `${label} must be an uploaded file or an http(s) address`,
  },
} as const;
