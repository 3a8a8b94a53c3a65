import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { DEFAULT_TIME_ZONE, TIME_ZONE_META } from '../../../../shared/clock';
import { NO_CACHE, webCacheHeaders } from '../../common/http-cache';
import { withRouteParams, type PageRenderer } from './page-render';
import { withNoIndex, withPageHead } from './page-head';
import type { SitePages } from './site-pages';
import type { PublicResponseCache } from '../public/response-cache';
import { MEMBER_COOKIE } from '../../member-portal/member-session';

/**
 * Detail pages pre-rendered once for all their items (scripts/prerender.mjs, issue #24): the page
 * is built for the route itself (`/events/:slug`, its queries asking for the slug ":slug"), and
 * the request's own slug is put in its queries before it is rendered with its data or sent.
 * A name with a hyphen, so no one-segment path (`/^\/([a-z]+)$/`) is ever answered with it.
 */
const DETAIL_PAGES: ReadonlyArray<{ pattern: RegExp; name: string; param: string }> = [
  { pattern: /^\/events\/([^/]+)$/, name: 'events-detail', param: 'slug' },
];

/** A build-time first paint and the route parameters to put in its queries. */
export interface PrerenderedPage {
  file: string;
  /** e.g. `{ slug: "neighbourhood-picnic" }` for /events/neighbourhood-picnic; empty for list pages. */
  params: Record<string, string>;
}

/**
 * The build-time first paint of a public page (scripts/prerender.mjs writes
 * dist/web/prerendered/<name>.html for /, /join, /events, …, and one for every /events/{slug}),
 * or null for any other path (or a slug that is not valid percent-encoding).
 * @param webDist the Vite build folder
 * @param pathname the request path, e.g. "/events"
 */
export function prerenderedPage(webDist: string, pathname: string): PrerenderedPage | null {
  let name = pathname === '/' ? 'home' : /^\/([a-z]+)$/.exec(pathname)?.[1];
  const params: Record<string, string> = {};
  for (const detail of DETAIL_PAGES) {
    const match = detail.pattern.exec(pathname);
    if (!match) continue;
    try {
      params[detail.param] = decodeURIComponent(match[1]);
    } catch {
      return null;
    }
    name = detail.name;
  }
  if (!name) return null;
  const file = path.join(webDist, 'prerendered', `${name}.html`);
  return fs.existsSync(file) ? { file, params } : null;
}

/**
 * An HTML page carrying the association's zone in `<meta name="time-zone" content="…">` (issue #23):
 * the web app reads it (web/src/shared/timeZone.ts), so every browser shows and takes dates in
 * TIME_ZONE, whatever its own zone. Replaces the element when the page has one, else adds it at the
 * end of the head (or after the doctype of a page without one).
 * @param html a page of the build
 * @param timeZone an IANA zone (config.timeZone, validated)
 */
export function withTimeZone(html: string, timeZone: string): string {
  const meta = `<meta name="${TIME_ZONE_META}" content="${timeZone.replace(/[^\w/+-]/g, '')}" />`;
  const existing = new RegExp(`<meta name="${TIME_ZONE_META}"[^>]*>`);
  if (existing.test(html)) return html.replace(existing, () => meta);
  if (html.includes('</head>')) return html.replace('</head>', () => `${meta}</head>`);
  const doctype = /^<!doctype html>/i.exec(html)?.[0] ?? '';
  return doctype + meta + html.slice(doctype.length);
}

/** The not-found page of the build (scripts/prerender.mjs), sent with every 404 when it exists. */
const NOT_FOUND_PAGE = path.join('prerendered', 'not-found.html');

/** What webAppRoutes needs beyond the build folder. */
export interface WebAppOptions {
  /** Renders pre-rendered pages with their data at request time (none: sent as built). */
  pages?: PageRenderer;
  /** The association's IANA zone (config.timeZone), written into every page. */
  timeZone?: string;
  /**
   * Decides which paths are pages and writes their preview head (issue #22); none: every path is
   * the app, 200 (a build without a server behind it).
   */
  site?: SitePages;
  /** The site's name and PUBLIC_URL for the preview tags. */
  siteName?: string;
  publicUrl?: string;
  /**
   * Keeps rendered pages for anonymous visitors (issue #24), invalidated with the public response
   * cache; none: every page load renders.
   */
  pageCache?: Pick<PublicResponseCache, 'page'>;
}

/** Whether a page request comes from someone signed in (staff token or member cookie): their pages are never shared. */
const signedIn = (req: Request): boolean => Boolean(req.headers.authorization || req.headers.cookie?.includes(`${MEMBER_COOKIE}=`));

/**
 * Serves the built web app (issue #7 static caching; responses are compressed by the app-wide
 * `compression` middleware): `/assets/*` immutable for a year (a missing asset is a 404, never
 * index.html), other files of the build by `webCacheControl`, and index.html — directly or for any
 * other GET path (client-side routes), or a public page's pre-rendered HTML — with `no-cache`.
 * A pre-rendered page asked for without a query string is rendered with its data by `pages` when
 * it can be, else sent as built. Every page goes with the zone's meta element (`withTimeZone`).
 * Mount it last: it answers every GET path left. With `site`, a path that is not a page — or a
 * detail page of an unknown, unpublished or trashed item — is answered 404 with the not-found page
 * (issue #22: no soft 404s), every public page carries its preview head, and an e-mailed link's
 * page is the app marked `noindex` (header and meta element).
 * @param webDist the Vite build folder (config.webDist)
 * @returns an Express router; answers 503 with a hint when the app is not built
 */
export function webAppRoutes(webDist: string, options: WebAppOptions = {}): Router {
  const { pages, timeZone = DEFAULT_TIME_ZONE, site, siteName = '', publicUrl = '', pageCache } = options;
  const router = express.Router();
  const indexPage = path.join(webDist, 'index.html');
  const setHeaders = webCacheHeaders(webDist);
  const read = async (file: string): Promise<string> => withTimeZone(await fs.promises.readFile(file, 'utf8'), timeZone);
  const sendPage = async (req: Request, res: Response): Promise<void> => {
    if (!fs.existsSync(indexPage)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
      return;
    }
    const prerendered = prerenderedPage(webDist, req.path);
    const renders = Boolean(prerendered && pages && !req.originalUrl.includes('?'));
    const cached = renders && pageCache && !signedIn(req) ? await pageCache.page(req.path) : null;
    if (cached?.html !== undefined) return void res.set('Cache-Control', NO_CACHE).type('html').send(cached.html);
    // Whatever happens below, the lookup is settled (visitors waiting for this render go on).
    try {
      let sitePage: Awaited<ReturnType<SitePages['resolve']>> | null = null;
      try {
        sitePage = site ? await site.resolve(req.path) : null;
      } catch (error) {
        req.log.warn({ err: error }, 'deciding whether the path is a page failed: sending the app');
      }
      if (sitePage?.kind === 'not-found') {
        const notFound = path.join(webDist, NOT_FOUND_PAGE);
        const html = await read(fs.existsSync(notFound) ? notFound : indexPage);
        res.status(404).set('Cache-Control', NO_CACHE).type('html').send(html);
        return;
      }
      if (sitePage?.kind === 'link') {
        // A personal link: the app (it reads the token), never indexed, no preview of its own.
        const html = withNoIndex(await read(indexPage));
        res.set({ 'Cache-Control': NO_CACHE, 'X-Robots-Tag': 'noindex' }).type('html').send(html);
        return;
      }
      const head = sitePage?.kind === 'public' ? sitePage.head : null;
      const withHead = (html: string): string => (head ? withPageHead(html, head, siteName, publicUrl) : html);
      const page = prerendered ? withRouteParams(await read(prerendered.file), prerendered.params) : await read(indexPage);
      if (renders && pages) {
        try {
          const html = await pages.render(page, req, res);
          if (html !== null) {
            const full = withHead(html);
            await cached?.store(full);
            return void res.set('Cache-Control', NO_CACHE).type('html').send(full);
          }
        } catch (error) {
          req.log.warn({ err: error }, 'rendering the page with its data failed: sending it as built');
        }
      }
      res.set('Cache-Control', NO_CACHE).type('html').send(withHead(page));
    } finally {
      await cached?.store(undefined);
    }
  };
  router.use('/assets', express.static(path.join(webDist, 'assets'), { index: false, cacheControl: false, setHeaders, fallthrough: false }));
  // index.html asked for by name is a page too: it gets the zone like every other path.
  router.get('/index.html', sendPage);
  router.use(express.static(webDist, { index: false, cacheControl: false, setHeaders }));
  router.get(/.*/, sendPage);
  return router;
}
