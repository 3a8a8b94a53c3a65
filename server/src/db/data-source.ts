import { types } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

// DATE columns stay 'YYYY-MM-DD' strings: turning them into JS Dates shifts them by the server's time zone.
types.setTypeParser(1082, (value: string) => value);

/**
 * `statement_timeout` of the anonymous read pool, in ms (issue #16 item 5). The query-cost limits
 * keep every anonymous query the API accepts near or under 250 ms on the bench data; this is the
 * backstop for what they misjudge, well above any public statement (a few ms), yet far below the
 * 5 s statement that once held the whole pool and turned other visitors away.
 */
export const ANONYMOUS_STATEMENT_TIMEOUT_MS = 1000;

/** `application_name` of the anonymous read pool's connections, so they can be told apart in pg_stat_activity. */
export const ANONYMOUS_APPLICATION_NAME = 'residents-anonymous-reads';

/**
 * A data source that opens and closes a second, smaller pool with it: the anonymous public read
 * path's, whose connections carry `statement_timeout` from their start (no extra round trip per
 * query, unlike `SET LOCAL` in a transaction) and which anonymous visitors cannot grow past its
 * size, so they leave the main pool to staff, writes and sign-ins.
 */
class AppDataSource extends DataSource {
  constructor(
    options: DataSourceOptions,
    /** The anonymous read pool, or null where there is only one connection (the embedded database). */
    readonly anonymousReads: DataSource | null,
  ) {
    super(options);
  }

  override async initialize(): Promise<this> {
    await super.initialize();
    try {
      await this.anonymousReads?.initialize();
    } catch (error) {
      await super.destroy();
      throw error;
    }
    return this;
  }

  override async destroy(): Promise<void> {
    try {
      if (this.anonymousReads?.isInitialized) await this.anonymousReads.destroy();
    } finally {
      await super.destroy();
    }
  }
}

/**
 * Builds the TypeORM data source for a PostgreSQL URL (a real server or the embedded one).
 * Schema changes go through migrations; `synchronize` stays off.
 * A lost connection never crashes the process: pool errors go to `onPoolError` (default: ignored,
 * the pool drops the broken client and opens a new one on next use); connecting gives up after 5 s.
 * With more than one connection it also builds the anonymous read pool ({@link anonymousReadsOf}):
 * half as many connections again (at least 2), each with `statement_timeout`
 * {@link ANONYMOUS_STATEMENT_TIMEOUT_MS}; it opens and closes with the returned data source.
 * @param url PostgreSQL connection URL
 * @param options.poolMax connections in the pool (default 10; 1 for the embedded database, which
 *   then has no anonymous read pool: PGlite is one session)
 */
export function createDataSource(url: string, options: { onPoolError?: (error: Error) => void; poolMax?: number } = {}): DataSource {
  const poolMax = options.poolMax ?? 10;
  const common = {
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    uuidExtension: 'pgcrypto',
    connectTimeoutMS: 5000,
    poolErrorHandler: options.onPoolError ?? (() => undefined),
  } as const;
  const anonymousReads =
    poolMax > 1
      ? new DataSource({
          ...common,
          extra: {
            max: Math.max(2, Math.ceil(poolMax / 2)),
            // pg sends these as start-up parameters: every statement of the pool is bounded.
            statement_timeout: ANONYMOUS_STATEMENT_TIMEOUT_MS,
            application_name: ANONYMOUS_APPLICATION_NAME,
          },
        })
      : null;
  return new AppDataSource({ ...common, extra: { max: poolMax } }, anonymousReads);
}

/**
 * The data source anonymous public reads go through (issue #16 item 5): the anonymous read pool,
 * with its statement timeout, when `db` has one; else `db` itself — on the embedded database,
 * whose single connection serves everyone and where PGlite does not enforce `statement_timeout`
 * anyway, the query-cost limits are what bound an anonymous query.
 * @param db a data source from {@link createDataSource} (any other is returned as is)
 */
export function anonymousReadsOf(db: DataSource): DataSource {
  return (db instanceof AppDataSource && db.anonymousReads) || db;
}
