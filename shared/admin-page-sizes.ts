/**
 * The admin lists' page sizes: each list query's default `limit` and the page the admin asks for
 * (issue #23). A module of its own, apart from shared/limits.ts, so the public first load does not carry them.
 */
export const adminPageSize = {
  members: 25,
  pending: 10,
  audit: 25,
  /** The API's default; /admin/staff asks for every account on one page (`limits.maxPageSize`). */
  staff: 50,
  attendees: 25,
  subscribers: 25,
  deliveries: 25,
  outbox: 25,
  contactMessages: 10,
  newsletterIssues: 10,
  /** "All members data": a page of the whole register at once, the largest a list accepts. */
  allMembersData: 100,
  /** The treasurer's charges and ledger (issue #34). */
  charges: 25,
  ledgerEntries: 25,
} as const;
