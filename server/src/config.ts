import fs from 'node:fs';
import path from 'node:path';

/** Validated configuration; the only module that reads `process.env`. */
export interface Config {
  /** HTTP port for the site, GraphQL and WebSocket (default 4000; 0 picks a free port). */
  port: number;
  /** PostgreSQL URL; when absent the embedded PostgreSQL (PGlite) is started. */
  databaseUrl: string | null;
  /** Where the embedded database, uploads and demo secrets live (default ./data). */
  dataDir: string;
  /** Keep the embedded database in memory instead of DATA_DIR/pg (tests; EMBEDDED_MEMORY=1). */
  memoryDatabase: boolean;
  production: boolean;
  /** Demo mode (default: embedded database and not production; DEMO=0/1 overrides outside production): demo staff accounts. */
  demo: boolean;
  /** Secret for signing JWTs; null means "generate one and keep it in dataDir" (demo only). */
  jwtSecret: string | null;
  /** Access token lifetime, in the `jsonwebtoken` notation (default 8h). */
  jwtExpiresIn: string;
  /** First admin, created when no admin exists. */
  adminEmail: string | null;
  adminPassword: string | null;
  /** Serve the GraphiQL IDE on GET /graphql (default: on outside production). */
  playground: boolean;
  /** Seed demo content into an empty database (default: on outside production). */
  seed: boolean;
  /** Folder of the built web app. */
  webDist: string;
  /** bcrypt cost factor. */
  bcryptRounds: number;
  logLevel: 'silent' | 'info';
  /** IANA time zone of the association: decides "today" and calendar months (default Australia/Melbourne). */
  timeZone: string;
  /** SMTP server for e-mail notifications; null keeps messages in the outbox via a JSON transport. */
  smtpUrl: string | null;
  /** How often the outbox worker looks for due e-mails, in ms (0 = never; tests drive it). */
  outboxPollMs: number;
  /** First retry delay of a failed e-mail, in ms; doubles per attempt up to an hour. */
  outboxRetryBaseMs: number;
}

/** Thrown when the environment cannot start the server; the message names the variable. */
export class ConfigError extends Error {}

/** The repository root: the nearest folder above this file holding package.json (works from src and dist). */
export function projectRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

function nonNegative(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new ConfigError(`${name} must be a number of milliseconds ≥ 0, got "${value}"`);
  return n;
}

function validTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return zone;
  } catch {
    throw new ConfigError(`TIME_ZONE must be an IANA time zone such as Australia/Melbourne, got "${zone}"`);
  }
}

const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/**
 * Reads and validates the environment.
 * @param env the environment (defaults to `process.env`)
 * @throws ConfigError when production lacks JWT_SECRET, or a number is malformed
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || null;
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  const jwtSecret = env.JWT_SECRET || null;
  if (production && !jwtSecret) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (jwtSecret && jwtSecret.length < 16) throw new ConfigError('JWT_SECRET must be at least 16 characters');
  const adminEmail = env.ADMIN_EMAIL || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if ((adminEmail && !adminPassword) || (!adminEmail && adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && adminPassword.length < 10) throw new ConfigError('ADMIN_PASSWORD must be at least 10 characters');
  const root = projectRoot();
  return {
    port,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data')),
    memoryDatabase: bool(env.EMBEDDED_MEMORY, false),
    production,
    demo: !production && bool(env.DEMO, !databaseUrl),
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '8h',
    adminEmail: adminEmail?.trim().toLowerCase() ?? null,
    adminPassword,
    playground: bool(env.GRAPHQL_PLAYGROUND, !production),
    seed: bool(env.SEED, !production),
    webDist: path.resolve(env.WEB_DIST || path.join(root, 'dist', 'web')),
    bcryptRounds: Number(env.BCRYPT_ROUNDS ?? 12),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    timeZone: validTimeZone(env.TIME_ZONE || 'Australia/Melbourne'),
    smtpUrl: env.SMTP_URL || null,
    outboxPollMs: nonNegative('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 2000),
    outboxRetryBaseMs: nonNegative('OUTBOX_RETRY_BASE_MS', env.OUTBOX_RETRY_BASE_MS, 30_000),
  };
}
