import { types } from 'pg';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

// DATE columns stay 'YYYY-MM-DD' strings: turning them into JS Dates shifts them by the server's time zone.
types.setTypeParser(1082, (value: string) => value);

/**
 * Builds the TypeORM data source for a PostgreSQL URL (a real server or the embedded one).
 * Schema changes go through migrations; `synchronize` stays off.
 * A lost connection never crashes the process: pool errors go to `onPoolError` (default: ignored,
 * the pool drops the broken client and opens a new one on next use); connecting gives up after 5 s.
 * @param url PostgreSQL connection URL
 * @param options.poolMax connections in the pool (default 10; 1 for the embedded database)
 */
export function createDataSource(url: string, options: { onPoolError?: (error: Error) => void; poolMax?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    uuidExtension: 'pgcrypto',
    connectTimeoutMS: 5000,
    poolErrorHandler: options.onPoolError ?? (() => undefined),
    extra: { max: options.poolMax ?? 10 },
  });
}
