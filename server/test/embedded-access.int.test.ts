import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type ClientConfig } from 'pg';
import { embeddedOwner, ownerFileOf, startEmbeddedPostgres, type EmbeddedOwner } from '../src/db/embedded';
import { member } from './factories';
import { capturedLog, startTestServer, target } from './harness';

/**
 * Inodes of the TCP sockets this process listens on: /proc/net/tcp{,6} rows in state 0A (LISTEN)
 * whose inode is one of our file descriptors. Linux only (the CI and the servers we deploy to).
 */
function listeningTcpInodes(): Set<string> {
  const ours = new Set(
    fs
      .readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`))?.[1];
        } catch {
          return undefined; // closed between readdir and readlink
        }
      })
      .filter((inode): inode is string => inode !== undefined),
  );
  return new Set(
    ['/proc/net/tcp', '/proc/net/tcp6']
      .filter((file) => fs.existsSync(file))
      .flatMap((file) => fs.readFileSync(file, 'utf8').trim().split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && ours.has(cols[9]))
      .map((cols) => cols[9]),
  );
}

/** TCP ports this process started listening on since `before`. */
const newListeners = (before: Set<string>): string[] => [...listeningTcpInodes()].filter((inode) => !before.has(inode));

/** Whether a plain `pg` client reaches a database with these settings and runs a query. */
async function connects(settings: ClientConfig): Promise<boolean> {
  const client = new Client({ connectionTimeoutMillis: 2000, ...settings });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The socket folder a socket URL names (`?host=<folder>`), or '' for a TCP URL. */
const socketDirIn = (url: string): string => new URLSearchParams(url.split('?')[1] ?? '').get('host') ?? '';

const modeOf = (file: string): number => fs.statSync(file).mode & 0o777;

const linux = process.platform === 'linux';

/** Every file and folder under `root` (itself included, symbolic links left out) that the group or others may use, with its mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string): void => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path.relative(root, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

/** Number of files (not folders) under `root`. */
const filesUnder = (root: string): number => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

// Issue #16 item 3: the embedded database answered any local process on a loopback port, with any
// user name and password. Now only this server (and the operator's tools, as the same OS user)
// reach it, through a Unix socket in an owner-only folder. The embedded target only: with
// DATABASE_URL there is no embedded database.
(target === 'embedded' ? describe : describe.skip)('embedded PostgreSQL access [embedded]', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-access-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  // Issue #31 item 3: DATA_DIR and pg/ were 0755 and ~968 files under pg/ 0666 (PGlite's NODEFS
  // writes with its own modes), so any local user read members' e-mails and the admin's hash in the WAL.
  it('keeps DATA_DIR and everything the server writes in it owner-only, even under umask 000', async () => {
    const dataDir = path.join(root, 'data');
    const previous = process.umask(0o000);
    try {
      const server = await startTestServer({ DATA_DIR: dataDir, EMBEDDED_MEMORY: '0', SEED: '1', DEMO: '1' });
      try {
        await member(server.services, { email: 'private.member@example.org' });
        await server.services.db.query('CHECKPOINT');
        expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
        expect(fs.existsSync(path.join(dataDir, 'demo-accounts.json'))).toBe(true);
        expect(filesUnder(path.join(dataDir, 'uploads'))).toBeGreaterThan(0);
        expect(filesUnder(path.join(dataDir, 'pg'))).toBeGreaterThan(100);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        await server.stop();
      }
      expect(openToOthers(dataDir)).toEqual([]);
      expect(modeOf(dataDir)).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  }, 120_000);

  it('repairs an installation made before: group/other modes in DATA_DIR become 0700/0600 at start, with one log line saying how many', async () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(path.join(dataDir, 'uploads', 'images'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'an-old-secret-of-enough-length');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'images', 'old.png'), 'png');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'notes.txt'), 'text');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'private.txt'), 'already private');
    const outside = path.join(root, 'outside.txt');
    fs.writeFileSync(outside, 'not in DATA_DIR');
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dataDir, 'uploads', 'link'));
    for (const [entry, mode] of [
      ['.', 0o755],
      ['uploads', 0o755],
      ['uploads/images', 0o775],
      ['jwt-secret', 0o644],
      ['uploads/images/old.png', 0o666],
      ['uploads/notes.txt', 0o604],
      ['uploads/private.txt', 0o600],
    ] as const)
      fs.chmodSync(path.join(dataDir, entry), mode);
    const { log, entries } = capturedLog('info');
    const server = await startTestServer({ DATA_DIR: dataDir }, { log });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'uploads', 'images'))).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
      expect(modeOf(path.join(dataDir, 'uploads', 'images', 'old.png'))).toBe(0o600);
      expect(modeOf(outside)).toBe(0o644); // a symbolic link is not followed
      const repairs = entries().filter((entry) => /owner-only/.test(String(entry.msg)));
      expect(repairs).toEqual([expect.objectContaining({ repaired: 6, msg: expect.stringContaining('6 files and folders') })]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('listens on no TCP port; its socket and folder are owner-only and removed on stop; the owner file leads there', async () => {
    const before = linux ? listeningTcpInodes() : new Set<string>();
    const dir = path.join(root, 'pg');
    const embedded = await startEmbeddedPostgres(dir);
    const socketDir = socketDirIn(embedded.url);
    try {
      if (linux) expect(newListeners(before)).toEqual([]);
      const owner = JSON.parse(fs.readFileSync(ownerFileOf(dir), 'utf8')) as EmbeddedOwner;
      expect(owner).toEqual({ pid: process.pid, url: embedded.url });
      // A client given only what the owner file offers over TCP (any host and port in it, or
      // loopback on the port it names) reaches no embedded database; PGlite would take any password.
      const announced = new URL(owner.url.replace('@/', '@localhost/'));
      expect(announced.hostname).toBe('localhost'); // no TCP host in the URL: the socket folder is in ?host=
      const port = Number(announced.searchParams.get('port') ?? announced.port);
      for (const host of ['127.0.0.1', '::1']) {
        const settings = { host, port, user: 'anyone', password: 'anything', database: 'postgres' };
        // A real PostgreSQL of the machine may answer there (CI runs one on 5432) and refuses these
        // credentials; PGlite would accept them.
        expect(await connects(settings)).toBe(false);
      }
      expect(socketDir).toBe(`${dir}.socket`);
      const socketFile = path.join(socketDir, '.s.PGSQL.5432');
      expect(fs.statSync(socketFile).isSocket()).toBe(true);
      expect(modeOf(socketDir)).toBe(0o700);
      expect(modeOf(socketFile) & 0o077).toBe(0);
      expect(modeOf(ownerFileOf(dir))).toBe(0o600);
      // This OS user's tools reach it through the URL in the owner file, and find it from DATA_DIR.
      expect(await connects({ connectionString: owner.url })).toBe(true);
      expect(await embeddedOwner(dir)).toEqual(owner);
    } finally {
      await embedded.stop();
    }
    expect(fs.existsSync(socketDir)).toBe(false);
    expect(fs.existsSync(ownerFileOf(dir))).toBe(false);
  });

  it('puts the socket in a private temporary folder, named in the owner file, when DATA_DIR is too long for a socket path', async () => {
    const dir = path.join(root, 'a-data-folder-whose-path-is-too-long-for-a-unix-socket'.repeat(2), 'pg');
    const embedded = await startEmbeddedPostgres(dir);
    const socketDir = socketDirIn(embedded.url);
    try {
      expect(path.dirname(socketDir)).toBe(os.tmpdir());
      expect(modeOf(socketDir)).toBe(0o700);
      expect(modeOf(path.join(socketDir, '.s.PGSQL.5432')) & 0o077).toBe(0);
      expect(await embeddedOwner(dir)).toEqual({ pid: process.pid, url: embedded.url });
      expect(await connects({ connectionString: embedded.url })).toBe(true);
    } finally {
      await embedded.stop();
    }
    expect(fs.existsSync(socketDir)).toBe(false);
  });

  it('starts over the socket folder and owner file a crashed server left behind, making them owner-only again', async () => {
    const dir = path.join(root, 'pg');
    fs.mkdirSync(`${dir}.socket`, { recursive: true, mode: 0o755 });
    fs.chmodSync(`${dir}.socket`, 0o755);
    fs.writeFileSync(path.join(`${dir}.socket`, '.s.PGSQL.5432'), '');
    const stale = `postgres://postgres@/postgres?host=${encodeURIComponent(`${dir}.socket`)}&port=5432`;
    fs.writeFileSync(ownerFileOf(dir), JSON.stringify({ pid: process.pid, url: stale }), { mode: 0o644 });
    fs.chmodSync(ownerFileOf(dir), 0o644);
    expect(await embeddedOwner(dir)).toBeNull(); // our pid, but nothing answers on that socket
    const embedded = await startEmbeddedPostgres(dir);
    try {
      expect(modeOf(`${dir}.socket`)).toBe(0o700);
      expect(modeOf(ownerFileOf(dir))).toBe(0o600);
      expect(await connects({ connectionString: embedded.url })).toBe(true);
    } finally {
      await embedded.stop();
    }
  });

  it('serves an in-memory database on a socket in a private folder of its own, and no TCP port', async () => {
    const before = linux ? listeningTcpInodes() : new Set<string>();
    const embedded = await startEmbeddedPostgres('memory://');
    const socketDir = socketDirIn(embedded.url);
    try {
      if (linux) expect(newListeners(before)).toEqual([]);
      expect(modeOf(socketDir)).toBe(0o700);
      expect(await connects({ connectionString: embedded.url })).toBe(true);
    } finally {
      await embedded.stop();
    }
    expect(fs.existsSync(socketDir)).toBe(false);
  });
});
