import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { DEFAULT_TIME_ZONE, TIME_ZONE_META } from '../../../shared/clock';
import { NO_CACHE, webCacheHeaders } from '../common/http-cache';
import type { PageRenderer } from './page-render';

/**
 * The build-time first paint of a public page (scripts/prerender.mjs writes
 * dist/web/prerendered/<name>.html for /, /join, /events, …), or null for any other path.
 * @param webDist the Vite build folder
 * @param pathname the request path, e.g. "/events"
 */
export function prerenderedPage(webDist: string, pathname: string): string | null {
  const name = pathname === '/' ? 'home' : /^\/([a-z]+)$/.exec(pathname)?.[1];
  if (!name) return null;
  const file = path.join(webDist, 'prerendered', `${name}.html`);
  return fs.existsSync(file) ? file : null;
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

/**
 * Serves the built web app (issue #7 static caching; responses are compressed by the app-wide
 * `compression` middleware): `/assets/*` immutable for a year (a missing asset is a 404, never
 * index.html), other files of the build by `webCacheControl`, and index.html — directly or for any
 * other GET path (client-side routes), or a public page's pre-rendered HTML — with `no-cache`.
 * A pre-rendered page asked for without a query string is rendered with its data by `pages` when
 * it can be, else sent as built. Every page goes with the zone's meta element (`withTimeZone`).
 * Mount it last: it answers every GET path left.
 * @param webDist the Vite build folder (config.webDist)
 * @param pages renders pre-rendered pages with their data at request time (none: sent as built)
 * @param timeZone the association's IANA zone (config.timeZone), written into every page
 * @returns an Express router; answers 503 with a hint when the app is not built
 */
export function webAppRoutes(webDist: string, pages?: PageRenderer, timeZone: string = DEFAULT_TIME_ZONE): Router {
  const router = express.Router();
  const indexPage = path.join(webDist, 'index.html');
  const setHeaders = webCacheHeaders(webDist);
  const sendPage = async (req: Request, res: Response): Promise<void> => {
    if (!fs.existsSync(indexPage)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
      return;
    }
    const prerendered = prerenderedPage(webDist, req.path);
    const page = withTimeZone(await fs.promises.readFile(prerendered ?? indexPage, 'utf8'), timeZone);
    if (prerendered && pages && !req.originalUrl.includes('?')) {
      try {
        const html = await pages.render(page, req, res);
        if (html !== null) return void res.set('Cache-Control', NO_CACHE).type('html').send(html);
      } catch (error) {
        req.log.warn({ err: error }, 'rendering the page with its data failed: sending it as built');
      }
    }
    res.set('Cache-Control', NO_CACHE).type('html').send(page);
  };
  router.use('/assets', express.static(path.join(webDist, 'assets'), { index: false, cacheControl: false, setHeaders, fallthrough: false }));
  // index.html asked for by name is a page too: it gets the zone like every other path.
  router.get('/index.html', sendPage);
  router.use(express.static(webDist, { index: false, cacheControl: false, setHeaders }));
  router.get(/.*/, sendPage);
  return router;
}
