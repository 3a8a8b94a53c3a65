import { matchRoutes, type RouteObject } from 'react-router-dom';
import { DETAIL_SECTIONS, isLinkPage, LINK_PAGES, PUBLIC_PAGES } from '../../shared/public-pages';

/**
 * The web app's route table, loaded when the tests run: routes.tsx is JSX, which the type-check of
 * these tests (web/e2e/tsconfig.json) does not compile.
 */
const ROUTES_MODULE: string = './routes';
let routes: RouteObject[] = [];
beforeAll(async () => {
  ({ routes } = (await import(ROUTES_MODULE)) as { routes: RouteObject[] });
});

/** The route of the web app that shows a path (the deepest match), or undefined for none. */
const routeOf = (path: string): RouteObject | undefined => matchRoutes(routes, path)?.at(-1)?.route;

/** The public site's routes (children of "/"), with their paths as written in routes.tsx. */
const publicRoutes = (): RouteObject[] => (routes.find((route) => route.path === '/')?.children ?? []).filter((route) => route.path);

describe('The pages the server answers are the pages of the web app (issue #22)', () => {
  it('shows every public page and e-mailed link page with a route of its own, never the not-found one', () => {
    for (const page of [...PUBLIC_PAGES, ...LINK_PAGES.map((pattern) => pattern.replace(':token', 'abc123'))]) {
      const route = routeOf(page);
      expect(route).toBeDefined();
      expect({ page, path: route?.path }).not.toEqual({ page, path: '*' });
    }
  });

  it('declares every route with a token or slug in it: a detail section or an e-mailed link page', () => {
    const withParameters = publicRoutes()
      .map((route) => route.path!)
      .filter((path) => path.includes(':'));
    expect(withParameters.length).toBeGreaterThan(0);
    for (const path of withParameters) {
      const section = path.split('/')[0];
      const declared =
        (DETAIL_SECTIONS as readonly string[]).includes(section) ||
        LINK_PAGES.some((pattern) => routeOf(pattern.replace(':token', 'abc123'))?.path === path);
      expect({ path, declared }).toEqual({ path, declared: true });
    }
  });

  it('takes an e-mailed link page with exactly one token, and nothing else', () => {
    expect(isLinkPage('/rsvp/abc123')).toBe(true);
    expect(isLinkPage('/members/confirm-email/abc123')).toBe(true);
    for (const path of ['/rsvp', '/rsvp/', '/rsvp/a/b', '/members/other/abc', '/members/sign-in', '/newsletter/abc', '/', '/abc'])
      expect({ path, link: isLinkPage(path) }).toEqual({ path, link: false });
  });
});
