import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { Role } from '../src/auth/roles';
import { staff } from './factories';
import { describeDb, type TestServer, useTestServer } from './harness';

/** An XHTML page that would redirect a visitor (the report of issue #16 item 8). */
const XHTML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head>' +
    '<meta http-equiv="refresh" content="0;url=https://phish.example/"/><script>alert(document.domain)</script></head><body>Hi</body></html>',
);
/** An SVG with script, led by an XML declaration. */
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');

async function upload(
  server: TestServer,
  token: string,
  kind: 'image' | 'file',
  name: string,
  bytes: Buffer,
): Promise<{ url: string; fileType: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/uploads?kind=${kind}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; fileType: string };
}

const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** The answers every stored upload must give, wherever it is stored (issue #16 item 8). */
function servesUploadsSafely(name: string, env: () => Record<string, string>): void {
  describeDb(`serving uploads safely (${name})`, () => {
    let token: string;
    const server = useTestServer(env);
    beforeAll(async () => {
      ({ token } = await staff(server.services, Role.EDITOR));
    });

    it.each([
      ['an XHTML page', 'page.xhtml', XHTML],
      ['an SVG with an XML declaration', 'logo.svg', SVG],
      ['an HTML page', 'page.html', HTML],
    ])('serves %s uploaded as a file as an attachment with nosniff and a sandbox CSP', async (_what, fileName, bytes) => {
      const stored = await upload(server, token, 'file', fileName, bytes);
      const served = await fetch(`${server.url}${stored.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment\b/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
      // Its sniffed type, never one a browser renders as a page of the site.
      expect(served.headers.get('content-type')?.split(';')[0]).toBe(stored.fileType);
      expect(served.headers.get('content-type')).not.toMatch(/html|svg/);
    });

    it('serves a PNG and its WebP versions in place, with nosniff and a sandbox CSP', async () => {
      const stored = await upload(server, token, 'image', 'photo.png', await png());
      const urls = [stored.url, (stored as unknown as { webUrl: string }).webUrl];
      for (const url of urls) {
        const served = await fetch(`${server.url}${url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toMatch(/^image\/(png|webp)$/);
        expect(served.headers.get('content-disposition')).toBeNull();
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
        expect(served.headers.get('cache-control')).toContain('immutable');
      }
    });

    it('answers a missing upload with the sandbox CSP too', async () => {
      const missing = await fetch(`${server.url}/uploads/2026/none/original.xml`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
    });
  });
}

servesUploadsSafely('local disk', () => ({}));

describe('in an S3-compatible bucket', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-s3-sec-'));
  const bucket = 'ra-uploads';
  const env: Record<string, string> = {};
  let fake: S3rver;
  beforeAll(async () => {
    fake = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
    const { port } = await fake.run();
    // s3rver accepts the fixed S3RVER credentials.
    Object.assign(env, {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await fake?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  servesUploadsSafely('S3 bucket', () => env);
});
