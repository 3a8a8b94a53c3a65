/*
 * Business constants of SPEC §9 and every list's page size, in one place (issue #23): the server's
 * defaults and the web app read them; texts live in shared/messages.ts.
 */

/** Business constants of SPEC §9. */
export const limits = {
  /** A list's page size when nobody chose one: the API's `limit` default, the CMS lists and the admin dashboard. */
  defaultPageSize: 10,
  /** SPEC §9: realtime is limited to 10 events per second, so a list refetches at most this often. */
  realtimeEventsPerSecond: 10,
  /** The public lists' page sizes: the API's `limit` default and the page the site asks for. */
  publicPageSize: { events: 50, projects: 50, gallery: 50, resources: 100, news: 20 },
  homeItems: 3,
  yearsServing: 5,
  servingSince: 2020,
  toastMs: 5000,
  /** Member sign-in links (issue #21): valid this long, and at most this many an hour per address and per IP. */
  memberLinkTtlMinutes: 15,
  memberLinkPerAddressPerHour: 5,
  memberLinkPerIpPerHour: 20,
  dashboardRefreshMs: 30000,
  /** The largest `limit` a list accepts. */
  maxPageSize: 100,
  /** Longest text we accept in any free-text field, so a form cannot store megabytes. */
  maxTextLength: 2000,
} as const;

/**
 * The admin lists' page sizes: each list query's default `limit` and the page the admin asks for
 * (issue #23). A separate export from `limits`, so the public first load does not carry them.
 */
export const adminPageSize = {
  members: 25,
  pending: 10,
  audit: 25,
  attendees: 25,
  subscribers: 25,
  deliveries: 25,
  outbox: 25,
  contactMessages: 10,
  newsletterIssues: 10,
  /** "All members data": a page of the whole register at once, the largest a list accepts. */
  allMembersData: 100,
} as const;
