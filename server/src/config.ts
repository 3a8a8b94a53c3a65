import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../shared/clock';

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
  /**
   * Connections in the pool (DATABASE_POOL_MAX): default 10 with DATABASE_URL, 1 for the embedded
   * database — PGlite is one session, and pglite-socket interleaves the extended-protocol messages
   * (Parse/Bind/Execute) of concurrent connections, which mixes up their statements.
   */
  databasePoolMax: number;
  production: boolean;
  /** Demo mode (default: embedded database and not production; DEMO=0/1 overrides outside production): demo staff accounts. */
  demo: boolean;
  /** Secret for signing JWTs; null means "generate one and keep it in dataDir" (demo only). */
  jwtSecret: string | null;
  /** Access token (JWT) lifetime in seconds (ACCESS_TOKEN_TTL, default 15m; JWT_EXPIRES_IN is read as its old name). */
  accessTokenTtlSec: number;
  /** Refresh token (httpOnly cookie, rotated on each use) lifetime in seconds (REFRESH_TOKEN_TTL, default 30d): a session unused this long ends. */
  refreshTokenTtlSec: number;
  /**
   * Absolute lifetime of a staff session in seconds (SESSION_MAX_AGE, default 90d): however often it
   * is refreshed, a session ends this long after its sign-in (issue #16 item 13).
   */
  sessionMaxAgeSec: number;
  /**
   * The site's public address, e.g. https://greenfieldresidents.org.au (PUBLIC_URL; required in
   * production, default http://localhost:PORT outside it), without a trailing slash. Every absolute
   * URL the server writes (robots.txt, sitemap, .ics, e-mail links) starts with it, never with the
   * request's Host header (issue #16 item 14).
   */
  publicUrl: string;
  /** First admin, created when no admin exists. */
  adminEmail: string | null;
  adminPassword: string | null;
  /** Serve the GraphiQL IDE on GET /graphql (default: on outside production). */
  playground: boolean;
  /** Answer introspection queries (INTROSPECTION; default: as GRAPHQL_PLAYGROUND, so off in production). */
  introspection: boolean;
  /** Browser origins allowed to call the API cross-site (CORS_ORIGINS, comma-separated); empty = same-origin only. */
  corsOrigins: string[];
  /** PERSISTED_OPERATIONS=only: GraphQL over HTTP accepts only the web app's own operations (allow-list). */
  persistedOperationsOnly: boolean;
  /** How long a graceful shutdown may take before the process exits anyway, in ms (SHUTDOWN_TIMEOUT_MS, default 10 000). */
  shutdownTimeoutMs: number;
  /** Seed demo content into an empty database (default: on outside production). */
  seed: boolean;
  /** Folder of the built web app. */
  webDist: string;
  /** bcrypt cost factor. */
  bcryptRounds: number;
  /** pino level of the structured JSON log (LOG_LEVEL, default info; `silent` in tests). */
  logLevel: LogLevel;
  /**
   * LOG_FORMAT: `json` (one object a line), `pretty` (readable lines for people), or `auto` (the
   * default: pretty on a terminal outside production, JSON otherwise).
   */
  logFormat: LogFormat;
  /** Redis URL (REDIS_URL): shared rate-limit counters and pub/sub across instances; null = in-process. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel this installation uses (REDIS_PREFIX, default "ra:"). */
  redisPrefix: string;
  /**
   * Express "trust proxy" (TRUST_PROXY): false (default) uses the socket's address as the client IP;
   * a hop count or a list of proxy addresses reads X-Forwarded-For behind a load balancer. `true`
   * (trust every hop) is refused: any client could then choose its own IP (issue #16 item 14).
   */
  trustProxy: false | number | string;
  /** Attempts per client IP and public form (apply, RSVP, contact, newsletter) per window (PUBLIC_WRITE_LIMIT, default 10; 0 = no limit). */
  publicWriteLimit: number;
  /** Length of that window in seconds (PUBLIC_WRITE_WINDOW_SEC, default 600). */
  publicWriteWindowSec: number;
  /**
   * Open WebSocket connections one client IP (as TRUST_PROXY gives it) may hold on this instance
   * (WS_MAX_CONNECTIONS_PER_IP, default 50; 0 = no limit): one more is closed with 1013 (issue #31 item 8).
   */
  wsMaxConnectionsPerIp: number;
  /**
   * How long an anonymous answer to a public query may be served from the response cache, in seconds
   * (PUBLIC_CACHE_SECONDS, default 5; 0 = off). Writes through the API clear it at once.
   */
  publicCacheSeconds: number;
  /** IANA time zone of the association: decides "today" and calendar months (default shared/clock.ts DEFAULT_TIME_ZONE). */
  timeZone: string;
  /** SMTP server for e-mail notifications; null keeps messages in the outbox via a JSON transport. */
  smtpUrl: string | null;
  /** How often the outbox worker looks for due e-mails, in ms (0 = never; tests drive it). */
  outboxPollMs: number;
  /**
   * JOB_WORKERS (default on): this instance runs background jobs (reminders, e-mail, newsletters,
   * retention) from the job queue. Off: it only queues them, for another instance (a worker) to run.
   */
  jobWorkers: boolean;
  /** First retry delay of a failed e-mail, in ms; doubles per attempt up to an hour. */
  outboxRetryBaseMs: number;
  /** Uploads in an S3-compatible bucket (S3_BUCKET, S3_*); null keeps them under DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Online payments through Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET; issue #34); null hides them everywhere. */
  stripe: StripeConfig | null;
}

/** Stripe's keys, and where its API is (a local stand-in for tests and the bench). */
export interface StripeConfig {
  /** STRIPE_SECRET_KEY: the secret (or restricted) API key, `sk_…` or `rk_…`. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the signing secret of the webhook endpoint, `whsec_…`. */
  webhookSecret: string;
  /** STRIPE_API_BASE (tests and the bench only): the SDK's host, port and protocol; null = api.stripe.com. */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

/** Where the S3-compatible upload store is. */
export interface S3Config {
  bucket: string;
  /** S3_ENDPOINT for MinIO, R2, …; null = AWS for the region. */
  endpoint: string | null;
  /** S3_REGION, default us-east-1. */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; both null = the SDK's default credential chain. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` URLs (default on when S3_ENDPOINT is set). */
  forcePathStyle: boolean;
}

/** S3_* variables; S3_BUCKET switches the store on. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = env.S3_ENDPOINT || null;
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(endpoint)),
  };
}

/**
 * STRIPE_* variables: both keys switch online payments on; one without the other is refused.
 * @throws ConfigError naming the variable
 */
function stripeConfig(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY || null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  if (Boolean(secretKey) !== Boolean(webhookSecret))
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (the webhook records the payments)');
  if (!secretKey || !webhookSecret) return null;
  if (!/^(sk|rk)_/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a secret key (sk_…) or restricted key (rk_…)');
  if (!webhookSecret.startsWith('whsec_')) throw new ConfigError("STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)");
  let apiBase: StripeConfig['apiBase'] = null;
  if (env.STRIPE_API_BASE) {
    let url: URL;
    try {
      url = new URL(env.STRIPE_API_BASE);
    } catch {
      throw new ConfigError(`STRIPE_API_BASE must be an address such as http://127.0.0.1:12111, got "${env.STRIPE_API_BASE}"`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== ''))
      throw new ConfigError(`STRIPE_API_BASE must be an http(s) origin without a path, got "${env.STRIPE_API_BASE}"`);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    apiBase = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return { secretKey, webhookSecret, apiBase };
}

/** Levels of the structured log, most to least severe. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Formats of the log (LOG_FORMAT). */
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

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

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number ≥ 0, got "${value}"`);
  return n;
}

function validTimeZone(zone: string): string {
  if (!isTimeZone(zone)) throw new ConfigError(`TIME_ZONE must be an IANA time zone such as ${DEFAULT_TIME_ZONE}, got "${zone}"`);
  return zone;
}

function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === value.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/** LOG_FORMAT: auto (default), json or pretty. @throws ConfigError naming the variable otherwise */
function logFormat(value: string | undefined): LogFormat {
  if (value === undefined || value === '') return 'auto';
  const format = LOG_FORMATS.find((f) => f === value.toLowerCase());
  if (!format) throw new ConfigError(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, got "${value}"`);
  return format;
}

/**
 * TRUST_PROXY: unset/false → false, a number → hop count, else a list of addresses or subnets.
 * @throws ConfigError for `true`: trusting every hop lets any client set its IP in X-Forwarded-For
 */
function trustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase()))
    throw new ConfigError(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * PUBLIC_URL: an http(s) origin, optionally with a path, kept without its trailing slash.
 * @throws ConfigError when malformed, or missing in production
 */
function publicUrl(value: string | undefined, production: boolean, port: number): string {
  if (!value) {
    if (production) throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production (the address residents use, e.g. https://example.org.au)');
    return `http://localhost:${port || 4000}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an address such as https://example.org.au, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username)
    throw new ConfigError(`PUBLIC_URL must be an http(s) address without query or credentials, got "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * A duration such as `900`, `90s`, `15m`, `8h` or `30d`, in seconds.
 * @throws ConfigError naming the variable when malformed or zero
 */
export function durationSec(name: string, value: string | undefined, fallback: string): number {
  const text = value === undefined || value === '' ? fallback : value.trim();
  const match = /^(\d+)\s*(s|m|h|d)?$/i.exec(text);
  const seconds = match ? Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86_400 }[(match[2] ?? 's').toLowerCase() as 's' | 'm' | 'h' | 'd'] : 0;
  if (!seconds) throw new ConfigError(`${name} must be a duration such as 900, 15m, 8h or 30d, got "${text}"`);
  return seconds;
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
  const playground = bool(env.GRAPHQL_PLAYGROUND, !production);
  const persisted = (env.PERSISTED_OPERATIONS || 'off').toLowerCase();
  if (!['off', 'only'].includes(persisted)) throw new ConfigError(`PERSISTED_OPERATIONS must be "off" or "only", got "${env.PERSISTED_OPERATIONS}"`);
  const corsOrigins = (env.CORS_ORIGINS || '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new ConfigError(`CORS_ORIGINS must list origins such as https://example.org, got "${origin}"`);
  }
  return {
    port,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data')),
    memoryDatabase: bool(env.EMBEDDED_MEMORY, false),
    databasePoolMax: Math.max(1, wholeNumber('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, databaseUrl ? 10 : 1)),
    production,
    demo: !production && bool(env.DEMO, !databaseUrl),
    jwtSecret,
    accessTokenTtlSec: durationSec('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL || env.JWT_EXPIRES_IN, '15m'),
    refreshTokenTtlSec: durationSec('REFRESH_TOKEN_TTL', env.REFRESH_TOKEN_TTL, '30d'),
    sessionMaxAgeSec: durationSec('SESSION_MAX_AGE', env.SESSION_MAX_AGE, '90d'),
    publicUrl: publicUrl(env.PUBLIC_URL, production, port),
    adminEmail: adminEmail?.trim().toLowerCase() ?? null,
    adminPassword,
    playground,
    introspection: bool(env.INTROSPECTION, playground),
    corsOrigins,
    persistedOperationsOnly: persisted === 'only',
    shutdownTimeoutMs: nonNegative('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    seed: bool(env.SEED, !production),
    webDist: path.resolve(env.WEB_DIST || path.join(root, 'dist', 'web')),
    bcryptRounds: Number(env.BCRYPT_ROUNDS ?? 12),
    logLevel: logLevel(env.LOG_LEVEL),
    logFormat: logFormat(env.LOG_FORMAT),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'ra:',
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicWriteLimit: wholeNumber('PUBLIC_WRITE_LIMIT', env.PUBLIC_WRITE_LIMIT, 10),
    publicWriteWindowSec: Math.max(1, wholeNumber('PUBLIC_WRITE_WINDOW_SEC', env.PUBLIC_WRITE_WINDOW_SEC, 600)),
    wsMaxConnectionsPerIp: wholeNumber('WS_MAX_CONNECTIONS_PER_IP', env.WS_MAX_CONNECTIONS_PER_IP, 50),
    publicCacheSeconds: wholeNumber('PUBLIC_CACHE_SECONDS', env.PUBLIC_CACHE_SECONDS, 5),
    timeZone: validTimeZone(env.TIME_ZONE || DEFAULT_TIME_ZONE),
    smtpUrl: env.SMTP_URL || null,
    outboxPollMs: nonNegative('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 2000),
    jobWorkers: bool(env.JOB_WORKERS, true),
    outboxRetryBaseMs: nonNegative('OUTBOX_RETRY_BASE_MS', env.OUTBOX_RETRY_BASE_MS, 30_000),
    s3: s3Config(env),
    stripe: stripeConfig(env),
  };
}
