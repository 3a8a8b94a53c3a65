import { collections } from '../../shared/collections';

/**
 * Who may call what (issue #16, #21, #34): every query and mutation of the schema × {nobody, editor,
 * admin, treasurer, member}. `authorization.int.test.ts` proves each row against the running server; the
 * capability test (`web/src/admin/layout/adminPages.test.ts`) holds the web's admin guards to it.
 */
export type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';
export type Row = { anonymous: Outcome; editor: Outcome; admin: Outcome; treasurer: Outcome; member: Outcome };

/** The roles of the matrix: nobody, the three staff roles (Bearer token), a signed-in member (member cookie; issue #21). */
export const ROLES = ['anonymous', 'editor', 'admin', 'treasurer', 'member'] as const;
export type RoleName = (typeof ROLES)[number];

export const PUBLIC: Row = { anonymous: 'ok', editor: 'ok', admin: 'ok', treasurer: 'ok', member: 'ok' };
/** Every staff role: being signed in to the admin area (changing one's password, the e-mail banner). */
export const ANY_STAFF: Row = { anonymous: 'UNAUTHENTICATED', editor: 'ok', admin: 'ok', treasurer: 'ok', member: 'UNAUTHENTICATED' };
/**
 * Content staff (admins and editors): content, events, messages, the newsletter, the dashboard. A
 * member session is no staff session: every staff operation refuses it (issue #21); treasurers handle money only (issue #34).
 */
export const STAFF: Row = { anonymous: 'UNAUTHENTICATED', editor: 'ok', admin: 'ok', treasurer: 'FORBIDDEN', member: 'UNAUTHENTICATED' };
export const ADMIN: Row = { anonymous: 'UNAUTHENTICATED', editor: 'FORBIDDEN', admin: 'ok', treasurer: 'FORBIDDEN', member: 'UNAUTHENTICATED' };
/** Money (issue #34): treasurers and admins; editors never see money. */
export const MONEY: Row = { anonymous: 'UNAUTHENTICATED', editor: 'FORBIDDEN', admin: 'ok', treasurer: 'ok', member: 'UNAUTHENTICATED' };
/** The member's own area (issue #21): a member session only; staff tokens do not reach it. */
export const MEMBER: Row = {
  anonymous: 'UNAUTHENTICATED',
  editor: 'UNAUTHENTICATED',
  admin: 'UNAUTHENTICATED',
  treasurer: 'UNAUTHENTICATED',
  member: 'ok',
};

/** The GraphQL name of each content type, from shared/collections/ (issue #23: a new type is in the matrix by itself). */
const CONTENT = collections.map((c) => c.graphqlName);
/** The plural of each content type in operation names (`trashProjects`, `restoreNewsItems`). */
export const PLURAL: Record<string, string> = Object.fromEntries(collections.map((c) => [c.graphqlName, c.graphqlPlural]));

/**
 * Who may call what: every query and mutation of the schema × {anonymous, editor, admin, treasurer, member}.
 * Editors manage content; members, the audit log, the outbox, settings and purges are admin-only;
 * money is the treasurer's and the admin's, and a treasurer is refused everything else but the admin area itself.
 */
export const MATRIX: Record<string, Row> = {
  // public
  publicStats: PUBLIC,
  projects: PUBLIC,
  project: PUBLIC,
  news: PUBLIC,
  newsItem: PUBLIC,
  search: PUBLIC,
  events: PUBLIC,
  event: PUBLIC,
  eventsInMonth: PUBLIC,
  galleryAlbums: PUBLIC,
  galleryYears: PUBLIC,
  galleryAlbum: PUBLIC,
  resources: PUBLIC,
  resourceStats: PUBLIC,
  testimonials: PUBLIC,
  siteSettings: PUBLIC,
  demoAccounts: PUBLIC,
  demoMode: PUBLIC,
  me: PUBLIC,
  login: PUBLIC,
  refreshSession: PUBLIC,
  logout: PUBLIC,
  changePassword: ANY_STAFF,
  applyForMembership: PUBLIC,
  rsvpEvent: PUBLIC,
  rsvpByToken: PUBLIC,
  updateRsvp: PUBLIC,
  cancelRsvp: PUBLIC,
  sendContactMessage: PUBLIC,
  subscribeNewsletter: PUBLIC,
  requestPasswordReset: PUBLIC,
  passwordLinkState: PUBLIC,
  acceptInvite: PUBLIC,
  resetPassword: PUBLIC,
  confirmNewsletterSubscription: PUBLIC,
  unsubscribeNewsletter: PUBLIC,
  // staff
  pendingMembers: ADMIN,
  memberStats: STAFF,
  adminOverview: STAFF,
  dashboardStats: STAFF,
  recentActivity: STAFF,
  contactMessages: STAFF,
  newsletterSubscribers: STAFF,
  exportNewsletterSubscribers: STAFF,
  eventAttendees: STAFF,
  exportEventAttendees: STAFF,
  addAttendee: STAFF,
  cancelAttendee: STAFF,
  checkInRsvp: STAFF,
  emailAttendees: STAFF,
  // the newsletter and the contact inbox (issue #18: editors handle messages and newsletters too)
  unhandledContactMessageCount: STAFF,
  updateContactMessage: STAFF,
  deleteContactMessage: STAFF,
  newsletterSubscriberCounts: STAFF,
  removeNewsletterSubscriber: STAFF,
  newsletterPreview: STAFF,
  sendNewsletterTest: STAFF,
  sendNewsletter: STAFF,
  newsletterDrafts: STAFF,
  newsletterDraft: STAFF,
  saveNewsletterDraft: STAFF,
  deleteNewsletterDraft: STAFF,
  newsletterIssues: STAFF,
  newsletterIssue: STAFF,
  newsletterDeliveries: STAFF,
  emailDeliveryConfigured: ANY_STAFF,
  // admin
  members: ADMIN,
  member: ADMIN,
  createMember: ADMIN,
  updateMember: ADMIN,
  approveMember: ADMIN,
  approveMembers: ADMIN,
  rejectMembers: ADMIN,
  rejectMember: ADMIN,
  deactivateMember: ADMIN,
  reactivateMember: ADMIN,
  deleteMember: ADMIN,
  exportMembers: ADMIN,
  auditLog: ADMIN,
  emailOutbox: ADMIN,
  emailOutboxMessage: ADMIN,
  retryOutboxEmail: ADMIN,
  updateSiteSettings: ADMIN,
  staffUsers: ADMIN,
  inviteStaff: ADMIN,
  resendInvite: ADMIN,
  updateStaffRole: ADMIN,
  deactivateStaff: ADMIN,
  reactivateStaff: ADMIN,
  // issue #19: privacy and the member record
  retentionSettings: PUBLIC,
  updateRetentionSettings: ADMIN,
  reconsiderMember: ADMIN,
  memberRegister: ADMIN,
  // Renewals (issue #34): reading is viewRenewals (admin and treasurer), changing is manageMembers (admin).
  renewals: MONEY,
  renewalSummary: MONEY,
  undoLapse: ADMIN,
  setRenewalsPaused: ADMIN,
  myRenewal: MEMBER,
  resignMembership: MEMBER,
  exportMemberRegister: ADMIN,
  // the member area (issue #21)
  memberAccount: PUBLIC,
  requestMemberSignIn: PUBLIC,
  signInMember: PUBLIC,
  confirmMemberEmailChange: PUBLIC,
  signOutMember: MEMBER,
  updateMemberDetails: MEMBER,
  requestMemberEmailChange: MEMBER,
  requestMemberDetailsChange: MEMBER,
  updateMyRsvp: MEMBER,
  cancelMyRsvp: MEMBER,
  setMyNewsletterSubscription: MEMBER,
  createMemberCalendarFeed: MEMBER,
  revokeMemberCalendarFeed: MEMBER,
  exportMyPersonalData: MEMBER,
  requestMyErasure: MEMBER,
  memberChangeRequests: ADMIN,
  // paying online (issue #34): how to pay, donations and the thank-you page are public; a member pays their own charges
  paymentOptions: PUBLIC,
  startDonationCheckout: PUBLIC,
  checkoutStatus: PUBLIC,
  startChargeCheckout: MEMBER,
  decideMemberChangeRequest: ADMIN,
  memberErasureRequests: ADMIN,
  personalData: ADMIN,
  exportPersonalData: ADMIN,
  erasePersonalData: ADMIN,
  retentionPreview: ADMIN,
  // the membership year (issue #34): classes and their settings
  membershipClasses: PUBLIC,
  createMembershipClass: ADMIN,
  updateMembershipClass: ADMIN,
  archiveMembershipClass: ADMIN,
  deleteMembershipClass: ADMIN,
  membershipYearSettings: ADMIN,
  updateMembershipYearSettings: ADMIN,
  myMembership: MEMBER,
  // money (issue #34): treasurers and admins
  charges: MONEY,
  ledgerEntries: MONEY,
  recordPayment: MONEY,
  reverseLedgerEntry: MONEY,
  voidCharge: MONEY,
  createCharge: MONEY,
  incomeReport: MONEY,
  outstandingReport: MONEY,
  exportLedgerCsv: MONEY,
  reconciliation: MONEY,
  // member notices (issue #35): admins only (a treasurer is refused too: member-notices.int.test.ts)
  memberNoticeAudience: ADMIN,
  sendMemberNotice: ADMIN,
  memberNotices: ADMIN,
  memberNotice: ADMIN,
  memberNoticeRecipients: ADMIN,
  memberNoticePostList: ADMIN,
  ...Object.fromEntries(
    CONTENT.flatMap((t) => [
      [`admin${PLURAL[t]}`, STAFF],
      [`create${t}`, STAFF],
      [`update${t}`, STAFF],
      [`delete${t}`, STAFF],
      [`restore${t}`, STAFF],
      [`bulkUpdate${PLURAL[t]}`, STAFF],
      [`purge${t}`, ADMIN],
    ]),
  ),
};

/**
 * Subscriptions, run over WebSocket as each role: member changes carry personal data (admins
 * only); content and contact-inbox changes go to content staff (not treasurers). Each row has the mutation that makes it fire.
 */
export const SUBSCRIPTIONS: Record<string, Row & { trigger: string }> = {
  memberChanged: {
    ...ADMIN,
    trigger:
      'mutation { applyForMembership(input: { fullName: "Matrix Sub", email: "matrix.sub@example.com", phone: "0412 345 678", address: "1 Vine St", memberType: OWNER, termsAccepted: true }) { id } }',
  },
  contentChanged: { ...STAFF, trigger: 'mutation { createTestimonial(input: { name: "A", role: "B", message: "C" }) { id } }' },
  /** Issue #33: the Messages badge, live. */
  contactMessageChanged: {
    ...STAFF,
    trigger: 'mutation { sendContactMessage(input: { name: "Matrix Sub", email: "matrix.sub@example.com", message: "Hello from the matrix" }) }',
  },
};
