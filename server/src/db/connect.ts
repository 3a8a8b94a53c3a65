import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createDataSource } from './data-source';
import { embeddedOwner, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

/** An open, migrated database and how to close it. */
export interface OpenDatabase {
  db: DataSource;
  /** The embedded PostgreSQL this process started, or null (DATABASE_URL, or another process's). */
  embedded: EmbeddedPostgres | null;
  /** Where the database is, for messages: "PostgreSQL from DATABASE_URL", "embedded …". */
  description: string;
  close(): Promise<void>;
}

/** Key of the PostgreSQL advisory lock that serialises start-up work across instances. */
const STARTUP_LOCK = 7_263_514;

/**
 * Runs `work` while holding a session advisory lock, so instances starting together against one
 * PostgreSQL run migrations, first-admin creation and seeding one after another instead of racing
 * (a second instance then finds the work done). The embedded database has a single session, so
 * there the lock is always granted at once.
 * @param db an initialised data source
 */
export async function withStartupLock<T>(db: DataSource, work: () => Promise<T>): Promise<T> {
  // The lock holds a connection while `work` uses others: with a one-connection pool (the embedded
  // database, which one process owns) it would wait for itself, and there is nobody to race.
  if ((db.options.extra as { max?: number } | undefined)?.max === 1) return work();
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/** The folder of the embedded database for a configuration: DATA_DIR/pg. */
export const embeddedDirOf = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'pg');

/**
 * Opens the database and runs pending migrations: DATABASE_URL, else the embedded PostgreSQL under
 * DATA_DIR/pg (in memory with EMBEDDED_MEMORY). The server uses it at start; command-line tools
 * (`user:create`, backups) pass `shareRunning` so that, while a server already serves the embedded
 * folder, they connect through that server's socket instead of opening the files a second time.
 * `onPoolError` hears about idle connections the database dropped (the pool replaces them).
 * @throws EmbeddedInUseError when the folder is served by another process and `shareRunning` is off
 */
export async function openDatabase(
  config: Config,
  options: { shareRunning?: boolean; onPoolError?: (error: Error) => void } = {},
): Promise<OpenDatabase> {
  let embedded: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  let description = 'PostgreSQL from DATABASE_URL';
  if (!url) {
    const dir = config.memoryDatabase ? 'memory://' : embeddedDirOf(config);
    const owner = options.shareRunning && !config.memoryDatabase ? await embeddedOwner(dir) : null;
    if (owner) {
      url = owner.url;
      description = `embedded PostgreSQL in ${dir}, served by process ${owner.pid}`;
    } else {
      embedded = await startEmbeddedPostgres(dir);
      url = embedded.url;
      description = `embedded PostgreSQL in ${dir}`;
    }
  }
  const db = createDataSource(url, { onPoolError: options.onPoolError, poolMax: config.databasePoolMax });
  try {
    await db.initialize();
    await withStartupLock(db, () => db.runMigrations({ transaction: 'each' }));
  } catch (error) {
    if (db.isInitialized) await db.destroy();
    if (embedded) await embedded.stop();
    throw error;
  }
  return {
    db,
    embedded,
    description,
    async close() {
      await db.destroy();
      if (embedded) await embedded.stop();
    },
  };
}
