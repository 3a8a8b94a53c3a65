import path from 'node:path';
import type { ServerResponse } from 'node:http';

/** Cache-Control of files whose name carries a content hash (Vite's `assets/`): a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of HTML entry pages: always revalidate, so a new release is picked up at once. */
export const NO_CACHE = 'no-cache';
/** Cache-Control of other static files (favicon, robots, fonts without a hash): an hour. */
export const SHORT = 'public, max-age=3600';

/**
 * Cache-Control for a file of the built web app (issue #7): hashed files under `assets/` are
 * immutable, `.html` pages are revalidated every time, anything else is kept an hour.
 * @param relativePath path below the web build folder, e.g. "assets/main-3f2a1c.js"
 */
export function webCacheControl(relativePath: string): string {
  const parts = relativePath.split(/[\\/]+/).filter(Boolean);
  if (parts[0] === 'assets') return IMMUTABLE;
  if (path.extname(relativePath).toLowerCase() === '.html') return NO_CACHE;
  return SHORT;
}

/**
 * `setHeaders` for express.static over the web build folder: sets the Cache-Control of webCacheControl.
 * @param root the web build folder
 */
export const webCacheHeaders =
  (root: string) =>
  (res: ServerResponse, filePath: string): void => {
    res.setHeader('Cache-Control', webCacheControl(path.relative(root, filePath)));
  };
