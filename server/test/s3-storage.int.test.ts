import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { Role } from '../src/auth/roles';
import { S3FileStorage } from '../src/uploads/s3-storage';
import { staff } from './factories';
import { describeDb, useTestServer } from './harness';

describeDb('uploads in an S3-compatible bucket (in-process fake S3)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-s3-'));
  const bucket = 'ra-uploads';
  let fake: S3rver;
  let env: Record<string, string>;
  beforeAll(async () => {
    fake = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
    const { port } = await fake.run();
    // s3rver accepts the fixed S3RVER credentials.
    env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  });
  const server = useTestServer(() => env);
  afterAll(async () => {
    await fake?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores an uploaded image and its versions in the bucket, not on disk, and serves them at /uploads', async () => {
    const { token } = await staff(server.services, Role.EDITOR);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#37a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
    const response = await fetch(`${server.url}/uploads?kind=image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { url: string; webUrl: string; thumbnailUrl: string };
    expect(stored.webUrl).toMatch(/^\/uploads\/.+\/web\.webp$/);
    expect(fs.existsSync(path.join(server.config.dataDir, 'uploads', stored.webUrl.slice('/uploads/'.length)))).toBe(false);

    const storage = new S3FileStorage(server.config.s3!);
    const inBucket = await storage.read(stored.webUrl.slice('/uploads/'.length));
    expect(inBucket?.contentType).toBe('image/webp');
    inBucket?.body.destroy();
    storage.close();

    const served = await fetch(`${server.url}${stored.webUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('answers 404 for a key that is not in the bucket and for a malformed one', async () => {
    expect((await fetch(`${server.url}/uploads/2026/none/web.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/..%2Fsecret`)).status).toBe(404);
  });

  it('removes a key from the bucket; reading it afterwards gives null', async () => {
    const storage = new S3FileStorage(server.config.s3!);
    await storage.put('test/a.txt', Buffer.from('hello'), 'text/plain');
    const file = await storage.read('test/a.txt');
    expect(file?.length).toBe(5);
    file?.body.destroy();
    await storage.remove('test/a.txt');
    expect(await storage.read('test/a.txt')).toBeNull();
    storage.close();
  });
});
