import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { NO_CACHE, webCacheHeaders } from '../common/http-cache';

/**
 * Serves the built web app (issue #7 static caching; responses are compressed by the app-wide
 * `compression` middleware): `/assets/*` immutable for a year (a missing asset is a 404, never
 * index.html), other files of the build by `webCacheControl`, and index.html — directly or for any
 * other GET path (client-side routes) — with `no-cache`. Mount it last: it answers every GET path left.
 * @param webDist the Vite build folder (config.webDist)
 * @returns an Express router; answers 503 with a hint when the app is not built
 */
export function webAppRoutes(webDist: string): Router {
  const router = express.Router();
  const indexPage = path.join(webDist, 'index.html');
  const setHeaders = webCacheHeaders(webDist);
  router.use('/assets', express.static(path.join(webDist, 'assets'), { index: false, cacheControl: false, setHeaders, fallthrough: false }));
  router.use(express.static(webDist, { index: false, cacheControl: false, setHeaders }));
  router.get(/.*/, (_req, res) => {
    if (!fs.existsSync(indexPage)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
      return;
    }
    res.sendFile(indexPage, { cacheControl: false, headers: { 'Cache-Control': NO_CACHE } });
  });
  return router;
}
