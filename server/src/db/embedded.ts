import fs from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** A running embedded PostgreSQL: its connection URL and how to stop it. */
export interface EmbeddedPostgres {
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

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** True when something accepts TCP connections at the URL's host and port within a second. */
const answers = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });

/**
 * The process currently serving the embedded database in `dataDir`, if any. PGlite keeps one
 * session per folder, so a second process must go through the owner's socket (command-line tools
 * do) rather than open the files again. A file left by a crash is ignored: the pid must be alive,
 * not ours (containers reuse pids), and its port must answer.
 * @returns the owner's pid and connection URL, or null when no live process holds the folder
 */
export async function embeddedOwner(dataDir: string): Promise<EmbeddedOwner | null> {
  const file = ownerFileOf(dataDir);
  if (!fs.existsSync(file)) return null;
  let owner: EmbeddedOwner;
  try {
    owner = JSON.parse(fs.readFileSync(file, 'utf8')) as EmbeddedOwner;
  } catch {
    return null;
  }
  return owner.pid !== process.pid && alive(owner.pid) && (await answers(owner.url)) ? owner : null;
}

/** Thrown when another live process already serves the embedded database folder. */
export class EmbeddedInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: EmbeddedOwner,
  ) {
    super(`The embedded database in ${dataDir} is in use by process ${owner.pid}; stop that process first`);
  }
}

/**
 * Opens PGlite on a folder with the extensions the migrations use (pgcrypto, pg_trgm), without
 * serving it: the server wraps it in a socket, backups dump and restore its folder.
 * @param dataDir folder, or `memory://`
 * @param loadDataDir a `dumpDataDir` tarball to start from (restore), for an empty folder only
 */
export async function openPGlite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  // The contrib entry points are typed as ES modules; a dynamic import loads them from CommonJS.
  const [{ pgcrypto }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pgcrypto'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create(dataDir, { extensions: { pgcrypto, pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/**
 * Starts PGlite and serves it over the PostgreSQL wire protocol on a free loopback port, so the
 * same `pg`/TypeORM code runs as against a real server (DEVELOPERS.md, "One SQL dialect").
 * A folder-backed database announces its URL in `<dataDir>.server.json` while it runs.
 * @param dataDir folder for the database files, or `memory://` for a throwaway database (tests)
 * @returns the URL to give `pg` and a `stop()` that closes the socket server and the database
 * @throws EmbeddedInUseError when another live process serves the same folder
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    const owner = await embeddedOwner(dataDir);
    if (owner) throw new EmbeddedInUseError(dataDir, owner);
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const db = await openPGlite(dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 100 });
  await server.start();
  const url = `postgres://postgres:postgres@${server.getServerConn()}/postgres`;
  const ownerFile = ownerFileOf(dataDir);
  if (!inMemory) fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, url } satisfies EmbeddedOwner), { mode: 0o600 });
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
      if (!inMemory) fs.rmSync(ownerFile, { force: true });
    },
  };
}
