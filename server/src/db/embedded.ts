import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** A running embedded PostgreSQL: its connection URL and how to stop it. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite and serves it over the PostgreSQL wire protocol on a free loopback port, so the
 * same `pg`/TypeORM code runs as against a real server (DEVELOPERS.md, "One SQL dialect").
 * @param dataDir folder for the database files, or `memory://` for a throwaway database (tests)
 * @returns the URL to give `pg` and a `stop()` that closes the socket server and the database
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  // The contrib entry points are typed as ES modules; a dynamic import loads them from CommonJS.
  const [{ pgcrypto }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pgcrypto'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db = await PGlite.create(dataDir, { extensions: { pgcrypto, pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 100 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
