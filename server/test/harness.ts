import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { startServer, type RunningServer } from '../src/app';
import { createLogger, type Logger } from '../src/common/logger';
import type { LogLevel } from '../src/config';
import { loadConfig, type Config } from '../src/config';

/** Which database the integration suite runs on (set by the Jest project). */
export type TestTarget = 'embedded' | 'postgres';

export const target: TestTarget = process.env.TEST_TARGET === 'postgres' ? 'postgres' : 'embedded';
const postgresUrl = process.env.TEST_DATABASE_URL || null;
/** Redis for the postgres target (the CI servers); the embedded target is a fresh machine without one. */
export const redisUrl = target === 'postgres' ? process.env.REDIS_URL || null : null;

/**
 * `describe` for a suite that needs the target database: on the postgres target without
 * TEST_DATABASE_URL it is skipped, and its name says why (never passed silently).
 */
export function describeDb(name: string, body: () => void): void {
  if (target === 'postgres' && !postgresUrl) {
    describe.skip(`${name} [postgres — skipped: TEST_DATABASE_URL is not set]`, body);
  } else {
    describe(`${name} [${target}]`, body);
  }
}

/** The environment of a production server in tests (what production requires, nothing more). */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-test-secret-of-enough-length',
  PUBLIC_URL: 'https://residents.example.org',
};

/**
 * A pino log whose lines a test can read back: `lines` holds each line as written (JSON text),
 * `entries()` them parsed.
 * @param level the log level (e.g. `trace` to see everything)
 */
export function capturedLog(level: LogLevel = 'info'): { log: Logger; lines: string[]; entries(): Record<string, unknown>[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger({ logLevel: level }, sink), lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** A server started for a test file, with a GraphQL helper. */
export interface TestServer extends RunningServer {
  config: Config;
  /** Runs an operation; `token` signs it in. Returns the whole GraphQL response. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
}

export interface GqlResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/**
 * Creates a fresh database on the PostgreSQL server and returns its URL and a drop function.
 * @param prefix the start of its name, e.g. `ra_resume` (default `ra_test`)
 */
export async function freshPostgresDatabase(url: string, prefix = 'ra_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Starts the real server on a free port with a fresh database of the current target:
 * an in-memory embedded PostgreSQL, or a new database on TEST_DATABASE_URL.
 * @param env extra environment (e.g. SEED=1, ADMIN_EMAIL)
 * @param options.log the server's log (default: silent); `options.databaseUrl` rewrites the fresh
 *   database's URL on the postgres target (e.g. to go through a fault-injecting proxy)
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { log?: Logger; databaseUrl?: (url: string) => string } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-test-'));
  const database = target === 'postgres' && postgresUrl ? await freshPostgresDatabase(postgresUrl) : null;
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    EMBEDDED_MEMORY: '1',
    BCRYPT_ROUNDS: '4',
    SEED: '0',
    DEMO: '0',
    OUTBOX_POLL_MS: '0',
    OUTBOX_RETRY_BASE_MS: '0',
    LOG_LEVEL: 'silent',
    // Tests write fixtures straight to the database, which the public response cache cannot see;
    // response-cache.int.test.ts and the two-instance test switch it on.
    PUBLIC_CACHE_SECONDS: '0',
    ...(database ? { DATABASE_URL: options.databaseUrl ? options.databaseUrl(database.url) : database.url } : {}),
    // A prefix per server keeps parallel test files' counters and channels apart in the shared Redis.
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `ra-test-${randomBytes(4).toString('hex')}:` } : {}),
    ...env,
  });
  const server = await startServer(config, options.log);
  return {
    ...server,
    config,
    async stop() {
      await server.stop();
      if (database) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async gql(query, variables, token) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GqlResult<never>;
    },
  };
}

/**
 * The set-up every integration file shares, written once (issue #32): starts the real server
 * (startTestServer) before the enclosing describe block's tests and stops it after them.
 *
 * Hooks run in the order they are declared: a `beforeAll` after this call sees the server running
 * (e.g. to create staff), an `afterAll` after it runs once the server has stopped (e.g. to close a
 * mail server it sent to). The server is read through the returned object, which forwards to the
 * running one and says so when read outside the block's tests and hooks.
 * @param env as startTestServer's, or a function called in `beforeAll` that returns it (e.g. a mail
 *   server's URL, started by a `beforeAll` declared before this call)
 * @param options as startTestServer's; `timeout` the start's, in milliseconds, when longer than a test's
 * @returns the running server, e.g. `const server = useTestServer({ SEED: '1' })`
 */
export function useTestServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: Parameters<typeof startTestServer>[1] & { timeout?: number } = {},
): TestServer {
  const { timeout, ...startOptions } = options;
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(typeof env === 'function' ? env() : env, startOptions);
  }, timeout);
  afterAll(async () => {
    await running?.stop();
    running = undefined;
  });
  return new Proxy({} as TestServer, {
    get(_, key) {
      // Not a promise: `await` and Jest's printing ask for these before the server has started.
      if (key === 'then' || typeof key === 'symbol') return running ? Reflect.get(running, key) : undefined;
      if (!running) throw new Error(`useTestServer: the server is not running; read server.${key} in a test or a hook after useTestServer()`);
      return Reflect.get(running, key);
    },
  });
}
