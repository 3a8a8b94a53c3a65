import { collections } from '../../../../shared/collections';

/** A page of the admin area (SPEC §2 Admin routes), in sidebar order. */
export interface AdminPage {
  path: string;
  label: string;
  /** Shown indented under CMS in the sidebar. */
  nested?: boolean;
  /** Open to every staff role (editors manage content); other pages need role ADMIN (SPEC §6). */
  anyStaff?: boolean;
  /**
   * On a page open to editors: the operations of its parts shown to admins only (the outbox under
   * Messages, permanent delete in the CMS). adminPages.test.ts holds this to the API's rules.
   */
  adminParts?: readonly string[];
}

/** Permanent delete of content (admins only, SPEC §6), on every CMS page. */
const PURGES = collections.map((c) => `purge${c.graphqlName}`).sort();

/** Every admin page; the sidebar links and the placeholder titles come from here. */
export const adminPages: readonly AdminPage[] = [
  { path: '/admin', label: 'Dashboard', anyStaff: true },
  { path: '/admin/members', label: 'Members' },
  { path: '/admin/pending', label: 'Pending Review' },
  { path: '/admin/register', label: 'Register of Members' },
  { path: '/admin/cms', label: 'CMS', anyStaff: true, adminParts: PURGES },
  // One list page per content type, in the order of shared/collections/index.ts (issue #23).
  ...collections.map((c) => ({ path: `/admin/cms/${c.path}`, label: c.menuLabel, nested: true, anyStaff: true, adminParts: PURGES })),
  { path: '/admin/audit', label: 'Audit Log' },
  { path: '/admin/privacy', label: 'Privacy' },
  // Editors handle contact messages and send newsletters too (issue #18: the API lets them).
  { path: '/admin/messages', label: 'Messages', anyStaff: true, adminParts: ['emailOutbox', 'emailOutboxMessage', 'retryOutboxEmail'] },
  { path: '/admin/newsletter', label: 'Newsletter', anyStaff: true },
  { path: '/admin/settings', label: 'Settings' },
  { path: '/admin/staff', label: 'Staff' },
  { path: '/admin/password', label: 'Change password', anyStaff: true },
];

/** A path without its trailing slash, so "/admin/" and "/admin" compare equal. */
export const normalisePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** Pages under another page's path that share its rules (e.g. /admin/newsletter/{id}). */
const SUB_PAGES = ['/admin/newsletter/'];

/** The admin page at a path (a sub-page: its parent), or undefined. */
export const adminPageAt = (pathname: string): AdminPage | undefined => {
  const path = normalisePath(pathname);
  const parent = SUB_PAGES.find((prefix) => path.startsWith(prefix));
  return adminPages.find((p) => p.path === (parent ? parent.slice(0, -1) : path));
};
