/**
 * Who may do what (SPEC §6 Roles; issue #21 member area; issue #23): the one map that the server's
 * `@Authorized(capability)` rules (through its authChecker) and the web's admin guards, sidebar and
 * role-dependent buttons all read. `web/src/admin/layout/adminPages.test.ts` fails when the web's
 * pages and the API's operations disagree; `server/src/api/capabilities.test.ts` holds the map to
 * the authorization matrix that `authorization.int.test.ts` proves against the running server.
 */

/**
 * The staff roles, as the API's `Role` enum names them: admins do everything, editors content and
 * messages, treasurers money (issue #34: editors never see money).
 */
export const STAFF_ROLES = ['ADMIN', 'EDITOR', 'TREASURER'] as const;
/** A staff role (the `role` of a signed-in staff user). */
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A signed-in member (the member cookie, issue #21): the member area only, never a staff operation. */
export const MEMBER = 'MEMBER' as const;
/** Who may hold a capability: a staff role, or a signed-in member. */
export type Holder = StaffRole | typeof MEMBER;

const EVERY_STAFF_ROLE = STAFF_ROLES;
const ADMINS = ['ADMIN'] as const;
/** The roles that run the site's content, events and messages. */
const CONTENT_STAFF = ['ADMIN', 'EDITOR'] as const;
/** The roles that handle money (issue #34). */
const MONEY_STAFF = ['ADMIN', 'TREASURER'] as const;

/**
 * Each named capability → the holders that have it. A capability is held either by staff roles or
 * by members, never both (a staff token never opens the member area, nor a member cookie the admin one).
 */
export const CAPABILITIES = {
  /** Be signed in to the admin area: change one's own password, see whether e-mail leaves the server. */
  adminArea: EVERY_STAFF_ROLE,
  /** The dashboards' figures and recent activity (counts of members and content). */
  viewDashboard: CONTENT_STAFF,
  /** List, create, edit, publish, trash and restore content of every type; live content changes. */
  manageContent: CONTENT_STAFF,
  /** Delete content permanently (from the trash). */
  purgeContent: ADMINS,
  /** An event's attendees: list, export, add, cancel, check in, e-mail them (issue #17). */
  manageAttendees: CONTENT_STAFF,
  /**
   * "E-mail attendees" also reaches the RSVPs staff recorded (walk-ins, whose address the person did
   * not give the association themselves); an editor's mail skips them (issue #31, 8d).
   */
  mailStaffAddedAttendees: ADMINS,
  /** The contact inbox: read, mark handled, note, delete (issue #18). */
  handleMessages: CONTENT_STAFF,
  /** Newsletter subscribers and issues: list, export, remove, preview, send (issue #18). */
  manageNewsletter: CONTENT_STAFF,
  /** The e-mail outbox (it holds members' e-mails): read, retry. */
  manageOutbox: ADMINS,
  /** The audit log. */
  readAudit: ADMINS,
  /** Members: the list, applications, change requests, the register of members, live member changes. */
  manageMembers: ADMINS,
  /** A person's data (find, export, erase), erasure requests and retention (issue #19). */
  managePrivacy: ADMINS,
  /** The site settings. */
  manageSettings: ADMINS,
  /** Staff accounts: invite, change role, deactivate (issue #20). */
  manageStaff: ADMINS,
  /**
   * Money (issue #34): what members and donors owe, payments received by bank transfer or cash,
   * refunds and reversals, the ledger, receipts, the treasurer's reports and exports.
   */
  manageMoney: MONEY_STAFF,
  /**
   * Renewals, read only (issue #34): who is due to renew, who was reminded, who is unfinancial and
   * who lapsed, resigned or was removed; the dashboard's renewals card. Undoing a lapse and pausing
   * renewals are `manageMembers`.
   */
  viewRenewals: MONEY_STAFF,
  /**
   * Member notices (issue #35): send a notice to every member entitled to it (a general meeting's
   * notice), see each member's delivery and print the post list. Admins only: it reaches every
   * member's inbox without opt-in, and its records hold members' addresses.
   */
  sendMemberNotices: ADMINS,
  /** The member area (issue #21): one's own details, RSVPs, newsletter, calendar feed, data. */
  memberArea: [MEMBER],
} as const satisfies Record<string, readonly Holder[]>;

/** The name of a capability. */
export type Capability = keyof typeof CAPABILITIES;

/** Every capability's name, in the map's order. */
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/**
 * Who holds a capability.
 * @returns the holders (staff roles, or MEMBER)
 */
export const holdersOf = (capability: Capability): readonly Holder[] => CAPABILITIES[capability];

/**
 * Whether `holder` has `capability` (false for nobody: null or undefined).
 * @example can(session?.user.role, 'purgeContent')
 */
export function can(holder: Holder | null | undefined, capability: Capability): boolean {
  return !!holder && holdersOf(capability).includes(holder);
}

/** True when a capability belongs to the member area (a member session), not to staff. */
export const isMemberCapability = (capability: Capability): boolean => holdersOf(capability).includes(MEMBER);

/** The capabilities held by staff roles (every one except the member area's). */
export const STAFF_CAPABILITIES = CAPABILITY_NAMES.filter((c) => !isMemberCapability(c));
