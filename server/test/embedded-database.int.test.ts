import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { EmbeddedInUseError, embeddedOwner, ownerFileOf, startEmbeddedPostgres } from '../src/db/embedded';
import { EMBEDDED_V8_FLAGS, smallServerHeapFlags } from '../src/db/embedded-memory';
import { target } from './harness';

// Starts embedded PostgreSQL, so it belongs to the integration tier (the unit tier starts no database);
// PGlite-only behaviour, so the postgres target skips it by name.
(target === 'embedded' ? describe : describe.skip)('embedded PostgreSQL ownership of a data folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ra-embedded-')), 'pg');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('keeps V8 defaults for an in-memory database and favours a small heap once it serves a folder (issue #24)', async () => {
    const inMemory = await startEmbeddedPostgres('memory://');
    await inMemory.stop();
    expect(smallServerHeapFlags()).toEqual([]);
    const embedded = await startEmbeddedPostgres(dir);
    await embedded.stop();
    expect(smallServerHeapFlags()).toEqual(EMBEDDED_V8_FLAGS);
    expect(EMBEDDED_V8_FLAGS).toContain('--optimize-for-size');
  });

  it('announces its URL beside the folder while it runs and removes it on stop', async () => {
    const embedded = await startEmbeddedPostgres(dir);
    try {
      expect(JSON.parse(fs.readFileSync(ownerFileOf(dir), 'utf8'))).toEqual({ pid: process.pid, url: embedded.url });
      expect(fs.statSync(ownerFileOf(dir)).mode & 0o777).toBe(0o600);
      const client = new Client({ connectionString: embedded.url });
      await client.connect();
      expect((await client.query('SELECT 1 + 1 AS two')).rows[0].two).toBe(2);
      await client.end();
    } finally {
      await embedded.stop();
    }
    expect(fs.existsSync(ownerFileOf(dir))).toBe(false);
  });

  it('ignores a file left by a process that is gone', async () => {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(ownerFileOf(dir), JSON.stringify({ pid: 2 ** 22 + 7, url: 'postgres://postgres@127.0.0.1:1/postgres' }));
    expect(await embeddedOwner(dir)).toBeNull();
    const embedded = await startEmbeddedPostgres(dir);
    await embedded.stop();
  });

  it('refuses to open a folder that another live process serves, naming that process', async () => {
    const embedded = await startEmbeddedPostgres(dir);
    // Pretend the owner is another live process (our parent) that serves the same URL.
    fs.writeFileSync(ownerFileOf(dir), JSON.stringify({ pid: process.ppid, url: embedded.url }));
    try {
      expect(await embeddedOwner(dir)).toEqual({ pid: process.ppid, url: embedded.url });
      await expect(startEmbeddedPostgres(dir)).rejects.toBeInstanceOf(EmbeddedInUseError);
      await expect(startEmbeddedPostgres(dir)).rejects.toThrow(String(process.ppid));
    } finally {
      await embedded.stop();
    }
  });

  it('treats a live process whose port does not answer as gone (pid reused)', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      fs.writeFileSync(ownerFileOf(dir), JSON.stringify({ pid: sleeper.pid, url: 'postgres://postgres@127.0.0.1:1/postgres' }));
      expect(await embeddedOwner(dir)).toBeNull();
    } finally {
      sleeper.kill();
    }
  });
});
