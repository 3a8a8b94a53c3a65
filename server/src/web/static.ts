import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
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
 * Serves the built web app (issue #7 static caching; responses are compressed by the app-wide
 * `compression` middleware): `/assets/*` immutable for a year (a missing asset is a 404, never
 * index.html), other files of the build by `webCacheControl`, and index.html — directly or for any
 * other GET path (client-side routes), or a public page's pre-rendered HTML — with `no-cache`.
 * A pre-rendered page asked for without a query string is rendered with its data by `pages` when
 * it can be, else sent as built. Mount it last: it answers every GET path left.
 * @param webDist the Vite build folder (config.webDist)
 * @param pages renders pre-rendered pages with their data at request time (none: sent as built)
 * @returns an Express router; answers 503 with a hint when the app is not built
 */
export function webAppRoutes(webDist: string, pages?: PageRenderer): Router {
  const router = express.Router();
  const indexPage = path.join(webDist, 'index.html');
  const setHeaders = webCacheHeaders(webDist);
  router.use('/assets', express.static(path.join(webDist, 'assets'), { index: false, cacheControl: false, setHeaders, fallthrough: false }));
  router.use(express.static(webDist, { index: false, cacheControl: false, setHeaders }));
  router.get(/.*/, async (req, res) => {
    if (!fs.existsSync(indexPage)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
      return;
    }
    const prerendered = prerenderedPage(webDist, req.path);
    if (prerendered && pages && !req.originalUrl.includes('?')) {
      try {
        const html = await pages.render(await fs.promises.readFile(prerendered, 'utf8'), req, res);
        if (html !== null) return void res.set('Cache-Control', NO_CACHE).type('html').send(html);
      } catch (error) {
        req.log.warn({ err: error }, 'rendering the page with its data failed: sending it as built');
      }
    }
    res.sendFile(prerendered ?? indexPage, { cacheControl: false, headers: { 'Cache-Control': NO_CACHE } });
  });
  return router;
}
