/**
 * The public site's pages (SPEC §2 public routes, issue #22): the one list the server answers 200
 * for (server/src/web/site-pages.ts; any other path is a 404) and the sitemap lists. Keep in step
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
] as const;

/** Pages search engines are told about: all but the member login and search results. */
export const SITEMAP_PAGES: readonly string[] = PUBLIC_PAGES.filter((page) => page !== '/members' && page !== '/search');

/** Detail pages: their path's first segment, each answered 200 only for a published item's slug. */
export const DETAIL_SECTIONS = ['projects', 'events', 'gallery', 'news'] as const;
export type DetailSection = (typeof DETAIL_SECTIONS)[number];
