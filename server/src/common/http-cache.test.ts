import { IMMUTABLE, NO_CACHE, SHORT, webCacheControl, webCacheHeaders } from './http-cache';

describe('web app Cache-Control', () => {
  it('keeps hashed assets a year, revalidates HTML pages and keeps the rest an hour', () => {
    expect(webCacheControl('assets/main-3f2a1c.js')).toBe(IMMUTABLE);
    expect(webCacheControl('assets/fonts/inter-9a8b.woff2')).toBe(IMMUTABLE);
    expect(webCacheControl('index.html')).toBe(NO_CACHE);
    expect(webCacheControl('graphiql.HTML')).toBe(NO_CACHE);
    expect(webCacheControl('favicon.svg')).toBe(SHORT);
    expect(webCacheControl('not-assets/x.js')).toBe(SHORT);
  });

  it('sets the header from the path below the build folder', () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
    webCacheHeaders('/srv/web')(res as never, '/srv/web/assets/app-1234.css');
    expect(headers['Cache-Control']).toBe(IMMUTABLE);
  });
});
