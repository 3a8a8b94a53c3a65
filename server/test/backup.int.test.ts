import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig, type Config } from '../src/config';
import { backupDatabase, BackupError, restoreDatabase } from '../src/db/backup';
import { embeddedDirOf } from '../src/db/connect';
import { openPGlite, startEmbeddedPostgres } from '../src/db/embedded';
import { describeDb, target } from './harness';

/**
 * Runs SQL on the configured database and closes it again (backup and restore need it closed).
 * Straight PGlite / pg rather than the app's data source: backups do not care about the schema,
 * and each embedded open costs seconds.
 */
async function sql(config: Config, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (config.databaseUrl) {
    const client = new Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  const db = await openPGlite(embeddedDirOf(config));
  try {
    return (await db.query<Record<string, unknown>>(text, params)).rows;
  } finally {
    await db.close();
  }
}

/** Names in the check table, sorted. */
const names = async (config: Config): Promise<string[]> =>
  (await sql(config, 'SELECT name FROM backup_check ORDER BY name')).map((row) => String(row.name));

describeDb('database backup and restore', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-backup-'));
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const dbName = `ra_backup_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let config: Config;

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (target === 'postgres') {
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: '0', DEMO: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (target === 'postgres') {
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('round-trips: backup, change, refuse without --force, restore with --force, then into a wiped database', async () => {
    await sql(config, `CREATE TABLE backup_check AS SELECT 'Before Backup'::text AS name`);
    const file = path.join(dir, 'out', target === 'postgres' ? 'b.sql' : 'b.tar.gz');
    const result = await backupDatabase(config, file);
    expect(result.kind).toBe(target === 'postgres' ? 'sql' : 'embedded');
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    await sql(config, 'INSERT INTO backup_check VALUES ($1)', ['After Backup']);
    await expect(restoreDatabase(config, file)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(config, file)).rejects.toThrow(/not empty; add --force/);

    await restoreDatabase(config, file, { force: true });
    expect(await names(config)).toEqual(['Before Backup']);

    // Wipe, then restore without --force into the empty database.
    if (target === 'postgres') {
      const client = new Client({ connectionString: config.databaseUrl! });
      await client.connect();
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await client.end();
    } else {
      fs.rmSync(path.join(dir, 'pg'), { recursive: true, force: true });
    }
    await restoreDatabase(config, file);
    expect(await names(config)).toEqual(['Before Backup']);
    // Embedded: each PGlite open on a folder takes seconds (the first, initdb, the most).
  }, 180_000);

  // Issue #31 item 4: `db:backup --out FILE` wrote 0644 under the usual umask, so every local user
  // could read the members' e-mails and the password hashes in it.
  it('writes the backup owner-only (0600) whatever the umask, in a new folder and over an existing file', async () => {
    const previous = process.umask(0o000);
    try {
      const fresh = path.join(dir, 'private', 'new', target === 'postgres' ? 'b.sql' : 'b.tar.gz');
      await backupDatabase(config, fresh);
      expect(fs.statSync(fresh).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(fresh)).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, 'private')).mode & 0o777).toBe(0o700);

      const existing = path.join(dir, target === 'postgres' ? 'old.sql' : 'old.tar.gz');
      fs.writeFileSync(existing, 'an older backup');
      fs.chmodSync(existing, 0o666);
      await backupDatabase(config, existing);
      expect(fs.statSync(existing).mode & 0o777).toBe(0o600);
      expect(fs.statSync(existing).size).toBeGreaterThan('an older backup'.length);
    } finally {
      process.umask(previous);
    }
  }, 120_000);

  // The running server is found through the Unix socket its owner file names (issue #16 item 3).
  if (target === 'embedded')
    it('refuses to back up or restore the embedded database while a server serves it', async () => {
      const file = path.join(dir, 'busy.tar.gz');
      const embedded = await startEmbeddedPostgres(embeddedDirOf(config));
      try {
        await expect(backupDatabase(config, file)).rejects.toThrow(new RegExp(`in use by process ${process.pid}; stop the server first`));
        await expect(restoreDatabase(config, path.join(dir, 'out', 'b.tar.gz'), { force: true })).rejects.toThrow(/in use by process/);
      } finally {
        await embedded.stop();
      }
      expect(await names(config)).toEqual(['Before Backup']);
    }, 60_000);

  it('refuses a backup of the other kind', async () => {
    const other = path.join(dir, 'other');
    fs.writeFileSync(other, target === 'postgres' ? Buffer.from([0x1f, 0x8b, 0, 0]) : 'SELECT 1;\n');
    await expect(restoreDatabase(config, other, { force: true })).rejects.toThrow(
      target === 'postgres' ? /embedded-database backup/ : /SQL backup of PostgreSQL/,
    );
  });
});
