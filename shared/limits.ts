/*
 * The association's numbers and contact details, in one place (issue #23): the business constants
 * of SPEC §9, the public lists' page sizes (the server's `limit` defaults and the pages the site
 * asks for) and the contact details the footer and e-mails show. Texts live in shared/messages.ts;
 * the admin lists' page sizes in shared/admin-page-sizes.ts, which keeps them off the public first
 * load (one module here rather than two keeps / inside its 170 KB budget).
 */

/** Business constants of SPEC §9. */
export const limits = {
  /** A list's page size when nobody chose one: the API's `limit` default, the CMS lists and the admin dashboard. */
  defaultPageSize: 10,
  /** SPEC §9: realtime is limited to 10 events per second, so a list refetches at most this often. */
  realtimeEventsPerSecond: 10,
  /** The public lists' page sizes: the API's `limit` default and the page the site asks for. */
  publicPageSize: { events: 50, projects: 50, gallery: 50, resources: 100, news: 20, search: 20 },
  homeItems: 3,
  yearsServing: 5,
  servingSince: 2020,
  toastMs: 5000,
  /** Member sign-in links (issue #21): valid this long, and at most this many an hour per (address, IP) and per IP (issue #31 item 7). */
  memberLinkTtlMinutes: 15,
  memberLinkPerAddressPerHour: 5,
  memberLinkPerIpPerHour: 20,
  /** A member's requests for a new e-mail address (issue #31 item 6): at most this many a day per member and per new address. */
  memberEmailChangePerMemberPerDay: 3,
  memberEmailChangePerAddressPerDay: 3,
  dashboardRefreshMs: 30000,
  /** The largest `limit` a list accepts. */
  maxPageSize: 100,
  /**
   * Longest search or filter text the API takes (issue #31 item 5): the site search, the lists'
   * search boxes and every other free-text argument; the web's search inputs carry it as maxLength.
   */
  searchMaxLength: 200,
  /** Longest text we accept in any free-text field, so a form cannot store megabytes. */
  maxTextLength: 2000,
} as const;

/** Contact details shown in the footer and the home call to action (SPEC §1). */
export const contact = {
  groupName: 'Greenfield Residents Association',
  shortName: 'Greenfield Residents',
  email: 'hello@greenfieldresidents.org.au',
  phone: '(03) 9000 1234',
  state: 'Victoria, Australia',
  supportHours: 'Monday to Friday, 9AM to 5PM',
  replyPromise: 'We reply to emails within 24 hours.',
  social: { label: 'Facebook', url: 'https://www.facebook.com/' },
  copyrightYear: 2025,
} as const;
