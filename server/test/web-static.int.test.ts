import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeDb, useTestServer } from './harness';

/** A fake Vite build: index.html, one hashed script big enough to compress, and a favicon. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Greenfield</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'main-AbC123.js'), `console.log(${JSON.stringify('greenfield '.repeat(500))});\n`);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describeDb('Web app static caching and compression (issue #7)', () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebBuild();
  });
  const server = useTestServer(() => ({ WEB_DIST: webDist }));
  afterAll(async () => {
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year as immutable, compressed when the client accepts gzip', async () => {
    const res = await fetch(`${server.url}/assets/main-AbC123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    await expect(res.text()).resolves.toContain('greenfield greenfield');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await fetch(`${server.url}/assets/main-gone000.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('serves index.html with no-cache for / and for client-side routes', async () => {
    for (const pathname of ['/', '/events', '/admin/members', '/index.html']) {
      const res = await fetch(`${server.url}${pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      await expect(res.text()).resolves.toContain('<div id="root">');
    }
  });

  it('caches the other build files for an hour', async () => {
    const res = await fetch(`${server.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
