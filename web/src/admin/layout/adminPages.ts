import { can, STAFF_CAPABILITIES, type Capability, type StaffRole } from '../../../../shared/capabilities';
import { collections } from '../../../../shared/collections';

/** A page of the admin area (SPEC §2 Admin routes), in sidebar order. */
export interface AdminPage {
  path: string;
  label: string;
  /** Shown indented under the page before it in the sidebar (CMS, Members). */
  nested?: boolean;
  /** What opening the page (and seeing its sidebar link) needs (shared/capabilities.ts, SPEC §6). */
  capability: Capability;
  /**
   * Parts of the page shown only to the holders of their own capability (the outbox under
   * Messages, permanent delete in the CMS); the page reads `can(role, …)` for each.
   * adminPages.test.ts holds `capability` and `parts` to the API's `@Authorized` rules.
   */
  parts?: readonly Capability[];
}

/** Permanent delete of content (admins only, SPEC §6), on every CMS page. */
const PURGE: readonly Capability[] = ['purgeContent'];

/** Every admin page; the sidebar links, the guard and the placeholder titles come from here. */
export const adminPages: readonly AdminPage[] = [
  // The dashboard follows member changes live for those who manage members only (issue #33).
  { path: '/admin', label: 'Dashboard', capability: 'viewDashboard', parts: ['manageMembers', 'viewRenewals'] },
  { path: '/admin/members', label: 'Members', capability: 'manageMembers' },
  // Moving in (issue #34): the server's multipart routes ask for the same capability (MEMBER_IMPORT_CAPABILITY).
  { path: '/admin/members/import', label: 'Import Members', nested: true, capability: 'manageMembers' },
  { path: '/admin/pending', label: 'Pending Review', capability: 'manageMembers' },
  { path: '/admin/register', label: 'Register of Members', capability: 'manageMembers' },
  // Issue #34: the treasurer reads who is due and unfinancial; Undo and the pause switch are admins'.
  { path: '/admin/renewals', label: 'Renewals', capability: 'viewRenewals', parts: ['manageMembers'] },
  { path: '/admin/cms', label: 'CMS', capability: 'manageContent', parts: PURGE },
  // One list page per content type, in the order of shared/collections/index.ts (issue #23).
  ...collections.map((c) => ({
    path: `/admin/cms/${c.path}`,
    label: c.menuLabel,
    nested: true,
    capability: c.access.manage,
    parts: [c.access.purge],
  })),
  { path: '/admin/audit', label: 'Audit Log', capability: 'readAudit' },
  { path: '/admin/privacy', label: 'Privacy', capability: 'managePrivacy' },
  // Editors handle contact messages and send newsletters too (issue #18: the API lets them).
  { path: '/admin/messages', label: 'Messages', capability: 'handleMessages', parts: ['manageOutbox'] },
  { path: '/admin/newsletter', label: 'Newsletter', capability: 'manageNewsletter' },
  // Member notices (issue #35): admins only; a notice's page and its post list are sub-pages.
  { path: '/admin/notices', label: 'Notices', capability: 'sendMemberNotices' },
  { path: '/admin/settings', label: 'Settings', capability: 'manageSettings' },
  { path: '/admin/staff', label: 'Staff', capability: 'manageStaff' },
  // Money (issue #34): the treasurer's pages; a treasurer lands on the first (see homePath).
  { path: '/admin/treasurer', label: 'Treasurer', capability: 'manageMoney' },
  { path: '/admin/charges', label: 'Charges', capability: 'manageMoney' },
  { path: '/admin/ledger', label: 'Ledger', capability: 'manageMoney' },
  { path: '/admin/password', label: 'Change password', capability: 'adminArea' },
];

/** A path without its trailing slash, so "/admin/" and "/admin" compare equal. */
export const normalisePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** Pages under another page's path that share its rules (e.g. /admin/newsletter/{id}). */
const SUB_PAGES = ['/admin/newsletter/', '/admin/cms/events/', '/admin/notices/'];

/** The admin page at a path (a sub-page: its parent), or undefined. */
export const adminPageAt = (pathname: string): AdminPage | undefined => {
  const path = normalisePath(pathname);
  const parent = SUB_PAGES.find((prefix) => path.startsWith(prefix));
  return adminPages.find((p) => p.path === (parent ? parent.slice(0, -1) : path));
};

/**
 * Whether a staff role may open an admin path (the guard of AdminLayout, SPEC §6): it must hold the
 * page's capability. An event's attendees and check-in pages belong to the Events page (issue #17:
 * editors manage attendees). Admin paths without an entry (pages not built yet) need every staff
 * capability — admins only.
 */
export const mayOpen = (role: StaffRole, pathname: string): boolean => {
  const page = adminPageAt(pathname);
  return page ? can(role, page.capability) : STAFF_CAPABILITIES.every((capability) => can(role, capability));
};

/** The sidebar's pages for a staff role: those it may open, in sidebar order. */
export const sidebarPages = (role: StaffRole): readonly AdminPage[] => adminPages.filter((page) => can(role, page.capability));

/**
 * Where a staff role lands after signing in, and where the guard sends it from a page it may not
 * open: the dashboard for those who may see it, else its first sidebar page (issue #34: the treasurer's
 * page for a treasurer).
 */
export const homePath = (role: StaffRole): string => {
  if (can(role, 'viewDashboard')) return '/admin';
  const pages = sidebarPages(role);
  return (pages.find((page) => page.capability === 'manageMoney') ?? pages[0])?.path ?? '/admin/password';
};
