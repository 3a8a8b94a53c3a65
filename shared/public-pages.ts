/**
 * The public site's pages (SPEC §2 public routes, issue #22): the one list the server answers 200
 * for (server/src/api/web/site-pages.ts; any other path is a 404) and the sitemap lists. Keep in step
 * with web/src/routes.tsx.
 */
export const PUBLIC_PAGES = [
  '/',
  '/join',
  '/projects',
  '/events',
  '/news',
  '/gallery',
  '/resources',
  '/contact',
  '/members',
  '/search',
  '/privacy',
  '/terms',
  '/accessibility',
  '/sponsors',
  '/donate/thanks',
] as const;

/** Pages search engines are told about: all but the member login, search results and the donation thank-you page. */
export const SITEMAP_PAGES: readonly string[] = PUBLIC_PAGES.filter((page) => page !== '/members' && page !== '/search' && page !== '/donate/thanks');

/** Detail pages: their path's first segment, each answered 200 only for a published item's slug. */
export const DETAIL_SECTIONS = ['projects', 'events', 'gallery', 'news'] as const;
export type DetailSection = (typeof DETAIL_SECTIONS)[number];

/**
 * The pages e-mailed links open (RSVP management, newsletter confirm and unsubscribe, member sign-in
 * and new-address confirmation, issue #21): `{path}/{token}`, answered 200 with the app and marked
 * `noindex` (a personal link is never a search result), never in the sitemap (issue #22). The same
 * patterns as web/src/routes.tsx; web/src/routes.test.ts checks that both agree.
 */
export const LINK_PAGES = [
  '/rsvp/:token',
  '/newsletter/confirm/:token',
  '/newsletter/unsubscribe/:token',
  '/members/sign-in/:token',
  '/members/confirm-email/:token',
] as const;

const linkPrefixes = new Set<string>(LINK_PAGES.map((pattern) => pattern.slice(0, -'/:token'.length)));

/**
 * Whether a path is an e-mailed link's page: one of LINK_PAGES with one non-empty token segment.
 * @param path a request path without a trailing slash, e.g. "/rsvp/abc123"
 */
export function isLinkPage(path: string): boolean {
  const slash = path.lastIndexOf('/');
  return slash > 0 && slash < path.length - 1 && linkPrefixes.has(path.slice(0, slash));
}
