import { types } from 'pg';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

// DATE columns stay 'YYYY-MM-DD' strings: turning them into JS Dates shifts them by the server's time zone.
types.setTypeParser(1082, (value: string) => value);

/**
 * Builds the TypeORM data source for a PostgreSQL URL (a real server or the embedded one).
 * Schema changes go through migrations; `synchronize` stays off.
 * @param url PostgreSQL connection URL
 */
export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    uuidExtension: 'pgcrypto',
    extra: { max: 10 },
  });
}
