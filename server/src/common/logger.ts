import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

export type { Logger };

/** Headers that carry credentials: the access token, the refresh cookie coming in and going out. */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];

/** Fields that hold credentials wherever they are logged (GraphQL variables, inputs, errors). */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'refreshToken', 'secret', 'refreshCookie'];

/**
 * pino `redact` paths: the secret headers of any logged `headers` (the request log's `req` and `res`
 * among them), and the secret fields at the top and two levels down (pino's `*` matches one level:
 * `variables.input.password` needs `*.*.password`).
 */
const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((name) => [`headers["${name}"]`, `*.headers["${name}"]`]),
  ...SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
];

/**
 * The structured JSON log (pino) every part of the server writes to: one line per event, with
 * `reqId` on everything that happens for a request. Credentials never reach it, at any level
 * (issue #16 item 4: a logged `Set-Cookie` gave a working 30-day session): the Authorization,
 * Cookie and Set-Cookie headers and any password or token field are replaced by `[redacted]`;
 * request-log.ts removes the secrets in URLs.
 * For people reading it (issue #23): with LOG_FORMAT=pretty, or `auto` (the default) outside
 * production when stdout is a terminal, lines are written by pino-pretty (coloured, one readable
 * line per event, in the same process: no worker thread); otherwise JSON, one object a line.
 * @param config the log level (LOG_LEVEL; `silent` in tests) and format (LOG_FORMAT)
 * @param destination where lines go (default stdout); tests pass a stream to read them back (always JSON)
 * @returns the logger
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat' | 'production'>>,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: 'residents-association' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  return prettyLogs(config)
    ? pino(options, pretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' }))
    : pino(options);
}

/** True when the log should be written for people: LOG_FORMAT=pretty, or `auto` on a terminal outside production. */
export function prettyLogs(config: Partial<Pick<Config, 'logFormat' | 'production'>>, terminal = Boolean(process.stdout.isTTY)): boolean {
  const format = config.logFormat ?? 'json';
  return format === 'pretty' || (format === 'auto' && !config.production && terminal);
}
