import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_POSTGRESQL_CONF, useSmallServerHeap } from './embedded-memory';
import { initialiseEmbeddedFolder, readEmbeddedTemplate } from './embedded-template';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { makeOwnerOnlyFolder } from '../common/owner-only-files';
import { OwnerOnlyNodeFS } from './owner-only-fs';

/** A running embedded PostgreSQL: its connection URL and how to stop it. */
export interface EmbeddedPostgres {
  /** `postgres://postgres@/postgres?host=<socket folder>&port=5432`: reachable only through the Unix socket. */
  url: string;
  stop(): Promise<void>;
}

/** What a process serving an embedded database announces beside its folder. */
export interface EmbeddedOwner {
  pid: number;
  url: string;
}

/** `<dataDir>.server.json`: written while a process serves the database in `dataDir`, removed on stop. */
export const ownerFileOf = (dataDir: string): string => `${dataDir.replace(/[/\\]+$/, '')}.server.json`;

/** `<dataDir>.socket`: the owner-only folder holding the database's Unix socket while it runs. */
const socketDirOf = (dataDir: string): string => path.resolve(`${dataDir.replace(/[/\\]+$/, '')}.socket`);

/** pg and libpq look for `<host folder>/.s.PGSQL.<port>`; the port only names the file. */
const SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`;
/** sun_path holds 108 bytes on Linux and 104 on macOS, the final NUL included. */
const MAX_SOCKET_PATH = 103;
/** Prefix of the private temporary socket folders (in-memory databases, DATA_DIRs too long for a socket path). */
const TEMP_PREFIX = 'ra-pg-';

/** The connection URL of a socket folder: `pg` (and libpq) read the folder from `host`. */
const socketUrlOf = (socketDir: string): string => `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;

/**
 * The Unix socket file a connection URL leads to (`?host=<folder>&port=<n>` → `<folder>/.s.PGSQL.<n>`),
 * as `pg` and libpq find it.
 * @returns the socket file, or null for a TCP URL
 */
export function socketFileOf(url: string): string | null {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const host = query.get('host');
  return host?.startsWith('/') ? path.join(host, `.s.PGSQL.${query.get('port') ?? SOCKET_PORT}`) : null;
}

/** Where a URL leads: a Unix socket, or (an owner file of an older version) a loopback TCP port. */
function endpointOf(url: string): net.NetConnectOpts {
  const socketFile = socketFileOf(url);
  if (socketFile) return { path: socketFile };
  const { hostname, port } = new URL(url);
  return { host: hostname, port: Number(port) };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** True when something accepts connections where the URL leads within a second. */
const answers = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect({ ...endpointOf(url), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });

/** Reads an owner file; null when there is none or it is not ours to read. */
function readOwnerFile(dataDir: string): EmbeddedOwner | null {
  try {
    return JSON.parse(fs.readFileSync(ownerFileOf(dataDir), 'utf8')) as EmbeddedOwner;
  } catch {
    return null;
  }
}

/**
 * The process currently serving the embedded database in `dataDir`, if any. PGlite keeps one
 * session per folder, so a second process must go through the owner's socket (command-line tools
 * do) rather than open the files again. A file left by a crash is ignored: the pid must be alive
 * and its socket must answer. (The socket lives in an owner-only folder, so unlike the loopback
 * port it replaced, nobody else can answer there for a reused pid; this process counts too, so a
 * tool run inside the server's process finds it.)
 * @returns the owner's pid and connection URL, or null when no live process holds the folder
 */
export async function embeddedOwner(dataDir: string): Promise<EmbeddedOwner | null> {
  const owner = readOwnerFile(dataDir);
  return owner && alive(owner.pid) && (await answers(owner.url)) ? owner : null;
}

/** Thrown when a live process (this one too) already serves the embedded database folder. */
export class EmbeddedInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: EmbeddedOwner,
  ) {
    super(`The embedded database in ${dataDir} is in use by process ${owner.pid}; stop that process first`);
  }
}

/** The embedded database's PostgreSQL settings, from embedded-memory.ts (kept importable from here). */
export { EMBEDDED_POSTGRESQL_CONF };

/**
 * Opens PGlite on a folder with the extensions the migrations use (pgcrypto, pg_trgm, unaccent: issue #33), without
 * serving it: the server wraps it in a socket, backups dump and restore its folder. A new database
 * (an empty folder, or `memory://`) starts from the build's template when there is one
 * (server/src/db/embedded-template.ts) instead of running initdb. A folder's files are made
 * owner-only whatever the umask ({@link OwnerOnlyNodeFS}, issue #31 item 3).
 * @param dataDir folder, or `memory://`
 * @param loadDataDir a `dumpDataDir` tarball to start from (restore), for an empty folder only
 * @param options.template the template file (default: the build's), or false: never load one (the tool that makes it)
 */
export async function openPGlite(dataDir: string, loadDataDir?: Blob, options: { template?: string | false } = {}): Promise<PGlite> {
  // The contrib entry points are typed as ES modules; a dynamic import loads them from CommonJS.
  const [{ pgcrypto }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pgcrypto'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const isNew = dataDir.startsWith('memory://') || !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
  const start = loadDataDir ?? (isNew && options.template !== false ? readEmbeddedTemplate(options.template) : null);
  // A folder's files are owner-only (issue #31 item 3): PGlite's own NodeFS would make them 0666.
  return PGlite.create({
    ...(dataDir.startsWith('memory://') ? { dataDir } : { fs: new OwnerOnlyNodeFS(dataDir) }),
    extensions: { pgcrypto, pg_trgm, unaccent },
    postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
    ...(start ? { loadDataDir: start } : {}),
  });
}

/**
 * Makes the owner-only folder the socket goes in: `<dataDir>.socket`, or a private temporary folder
 * for an in-memory database and for a DATA_DIR whose path is too long for a socket. The folder is
 * made afresh (no live owner holds it, checked before): a crash leaves a socket file behind that
 * would refuse `listen`, and an existing folder may have been made with a wider mode.
 * @param dataDir the database folder, or null for an in-memory database
 * @returns the folder, absolute (`pg` takes a `host` starting with `/` for a socket folder)
 * @throws Error when even the temporary folder's socket path is too long (set TMPDIR to a shorter folder)
 */
function makeSocketDir(dataDir: string | null): string {
  if (dataDir) {
    const beside = socketDirOf(dataDir);
    if (path.join(beside, SOCKET_FILE).length <= MAX_SOCKET_PATH) {
      fs.rmSync(beside, { recursive: true, force: true });
      fs.mkdirSync(beside, { mode: 0o700 });
      fs.chmodSync(beside, 0o700); // mkdir's mode passes through the umask, which may be unusual
      return beside;
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), TEMP_PREFIX)); // mkdtemp makes it 0700
  fs.chmodSync(dir, 0o700);
  if (path.join(dir, SOCKET_FILE).length > MAX_SOCKET_PATH) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`The socket path under ${os.tmpdir()} is too long for a Unix socket; set TMPDIR to a shorter folder`);
  }
  return dir;
}

/** Removes the temporary socket folder a crashed owner named, if it is one of ours. */
function removeStaleTemporarySocketDir(owner: EmbeddedOwner | null): void {
  const socketFile = owner ? socketFileOf(owner.url) : null;
  if (!socketFile) return;
  const dir = path.dirname(socketFile);
  if (path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith(TEMP_PREFIX)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts PGlite and serves it over the PostgreSQL wire protocol, so the same `pg`/TypeORM code runs
 * as against a real server (DEVELOPERS.md, "One SQL dialect"). It listens on a Unix socket in an
 * owner-only (0700) folder, never on TCP (issue #16 item 3): PGlite accepts any user name and
 * password, so whoever reaches the socket reads and writes everything; the folder's mode limits
 * that to this OS user, who can read the database files anyway.
 * A folder-backed database announces its URL in `<dataDir>.server.json` (0600) while it runs, and
 * switches this process's V8 heap to favour size (issue #24, {@link useSmallServerHeap}).
 * @param dataDir folder for the database files, or `memory://` for a throwaway database (tests)
 * @returns the socket URL to give `pg` and a `stop()` that closes the socket server and the database
 * @throws EmbeddedInUseError when a live process (this one included) serves the same folder
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    const owner = await embeddedOwner(dataDir);
    if (owner) throw new EmbeddedInUseError(dataDir, owner);
    // This process is a small association's whole server: keep its heap small (embedded-memory.ts).
    useSmallServerHeap();
    removeStaleTemporarySocketDir(readOwnerFile(dataDir));
    makeOwnerOnlyFolder(dataDir);
    if (fs.readdirSync(dataDir).length === 0) await initialiseEmbeddedFolder(dataDir);
  }
  const db = await openPGlite(dataDir);
  const socketDir = makeSocketDir(inMemory ? null : dataDir);
  const socketFile = path.join(socketDir, SOCKET_FILE);
  const server = new PGLiteSocketServer({ db, path: socketFile, maxConnections: 100 });
  try {
    await server.start();
    fs.chmodSync(socketFile, 0o600); // listen() honours the umask only; the folder already keeps others out
  } catch (error) {
    await server.stop();
    await db.close();
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  const url = socketUrlOf(socketDir);
  const ownerFile = ownerFileOf(dataDir);
  if (!inMemory) {
    // A crashed server's file keeps its mode through a rewrite (`mode` applies to new files only).
    fs.rmSync(ownerFile, { force: true });
    fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, url } satisfies EmbeddedOwner), { mode: 0o600 });
  }
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
      if (!inMemory) fs.rmSync(ownerFile, { force: true });
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
