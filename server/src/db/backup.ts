import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { createOwnerOnlyFile, makeOwnerOnlyFolder, repairOwnerOnly } from '../common/owner-only-files';
import type { Config } from '../config';
import { embeddedDirOf } from './connect';
import { embeddedOwner, openPGlite } from './embedded';

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {}

/** What a backup file holds: a plain SQL dump (PostgreSQL) or a PGlite data-folder tarball (embedded). */
export type BackupKind = 'sql' | 'embedded';

/** `backups/<kind>-YYYYMMDD-HHMMSS.<ext>` under the working folder. */
export function defaultBackupFile(config: Pick<Config, 'databaseUrl'>, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.resolve('backups', config.databaseUrl ? `postgres-${stamp}.sql` : `embedded-${stamp}.tar.gz`);
}

/** Refuses when a live process serves the embedded folder (PGlite allows one process per folder). */
async function ensureEmbeddedIdle(dir: string): Promise<void> {
  const owner = await embeddedOwner(dir);
  if (owner) throw new BackupError(`The embedded database in ${dir} is in use by process ${owner.pid}; stop the server first`);
}

/** Runs a PostgreSQL client program from PATH; rejects with its stderr. */
function run(program: string, args: string[]): Promise<void> {
  if (spawnSync(program, ['--version']).error) {
    throw new BackupError(`${program} is not on PATH: install the PostgreSQL client (e.g. apt-get install postgresql-client)`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Number of user tables in a PostgreSQL database (0 = empty). */
async function userTables(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Backs up the database (issue 6): with DATABASE_URL a plain SQL dump by `pg_dump` from PATH
 * (no owners or grants, so it restores into any database); without it the embedded folder as a
 * PGlite `dumpDataDir` tarball (the server must be stopped). Uploads are not included: copy
 * DATA_DIR/uploads (or the S3 bucket) beside it. The file is 0600 and the folders made for it 0700,
 * whatever the umask, an existing file too (issue #31 item 4: it holds e-mails and password hashes).
 * @param config DATABASE_URL or DATA_DIR
 * @param file where to write (folders are created); default `defaultBackupFile`
 * @returns the file written and its kind
 * @throws BackupError when pg_dump is missing or fails, or the embedded database is in use or absent
 */
export async function backupDatabase(config: Config, file = defaultBackupFile(config)): Promise<{ file: string; kind: BackupKind }> {
  if (config.databaseUrl) {
    // pg_dump truncates the file it is given and keeps its mode: make it 0600 first.
    createOwnerOnlyFile(file);
    await run('pg_dump', ['--no-owner', '--no-privileges', '--format=plain', `--file=${file}`, `--dbname=${config.databaseUrl}`]);
    fs.chmodSync(file, 0o600);
    return { file, kind: 'sql' };
  }
  const dir = embeddedDirOf(config);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dir}`);
  await ensureEmbeddedIdle(dir);
  const db = await openPGlite(dir);
  try {
    const tarball = await db.dumpDataDir('gzip');
    createOwnerOnlyFile(file);
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await db.close();
  }
  return { file, kind: 'embedded' };
}

/** gzip's magic bytes start an embedded tarball; anything else is read as SQL. */
function kindOf(file: string): BackupKind {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 2, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head[0] === 0x1f && head[1] === 0x8b ? 'embedded' : 'sql';
}

/**
 * Restores a backup made by `backupDatabase` into the configured database: SQL through `psql`
 * in one transaction (stops at the first error, so nothing is half-restored), a tarball into a
 * new embedded folder, owner-only (0700/0600, issue #31 item 3). Refuses to overwrite a non-empty database unless `force`, and the
 * embedded one while a server runs on it.
 * @param config DATABASE_URL or DATA_DIR
 * @param file the backup
 * @param options.force replace what is there (PostgreSQL: drops schema public; embedded: deletes DATA_DIR/pg)
 * @throws BackupError when the file is missing or of the other kind, the database is not empty, psql fails
 */
export async function restoreDatabase(config: Config, file: string, options: { force?: boolean } = {}): Promise<{ kind: BackupKind }> {
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const kind = kindOf(file);
  if (config.databaseUrl) {
    if (kind !== 'sql') throw new BackupError(`${file} is an embedded-database backup; restore it without DATABASE_URL`);
    if ((await userTables(config.databaseUrl)) > 0) {
      if (!options.force) throw new BackupError('The database is not empty; add --force to replace it');
      const client = new Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      } finally {
        await client.end();
      }
    }
    await run('psql', [
      '--quiet',
      '--no-psqlrc',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--file=${file}`,
      `--dbname=${config.databaseUrl}`,
    ]);
    return { kind };
  }
  if (kind !== 'embedded') throw new BackupError(`${file} is a SQL backup of PostgreSQL; restore it with DATABASE_URL set`);
  const dir = embeddedDirOf(config);
  await ensureEmbeddedIdle(dir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    if (!options.force) throw new BackupError(`The embedded database in ${dir} is not empty; add --force to replace it`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  makeOwnerOnlyFolder(dir);
  const db = await openPGlite(dir, new Blob([fs.readFileSync(file)]));
  await db.close();
  // PGlite writes with modes of its own: the restored database is owner-only like the one it replaces (issue #31 item 3).
  repairOwnerOnly(dir);
  return { kind };
}
