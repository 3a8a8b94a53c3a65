import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import type { Logger } from './logger';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id), set by {@link requestLog}. */
    id: string;
    /** The log bound to this request (`req` in every line), set by {@link requestLog}. */
    log: Logger;
  }
}

type SerializedRequest = pino.SerializedRequest;
type SerializedResponse = pino.SerializedResponse;

/** What a secret is replaced with in the log (the same word pino's `redact` writes). */
export const REDACTED = '[redacted]';

/**
 * Path prefixes of single-use links whose rest is a secret (`/rsvp/{token}`, …): the request log
 * writes `/rsvp/[redacted]` (issue #16 item 4). A feature that puts a token in a path adds its
 * prefix here, ending in `/`; everything after the prefix is dropped from the log, so a token
 * followed by `.ics` or more segments is covered too. Matched like Express routes:
 * case-insensitively, on the decoded segments.
 */
export const SECRET_PATH_PREFIXES: string[] = [
  '/rsvp/',
  '/newsletter/confirm/',
  '/newsletter/unsubscribe/',
  '/admin/accept-invite/',
  '/admin/reset-password/',
  '/members/calendar/',
  '/members/sign-in/',
  '/members/confirm-email/',
];

/** Query parameters whose values are secrets (`?token=…`), compared case-insensitively. */
export const SECRET_QUERY_PARAMS: string[] = ['token', 'access_token', 'refresh_token', 'code', 'secret', 'signature', 'password'];

/** Decodes a URL component for matching; a malformed one is matched as written. */
const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** The path with everything after a secret prefix replaced, or null when no prefix matches. */
function redactPath(path: string): string | null {
  const segments = path.split('/');
  const names = segments.map((segment) => decoded(segment).toLowerCase());
  for (const prefix of SECRET_PATH_PREFIXES) {
    const wanted = prefix.toLowerCase().split('/').slice(1, -1); // '/a/b/' → ['a', 'b']
    const matches = wanted.every((name, i) => names[i + 1] === name);
    const rest = segments.slice(wanted.length + 1).join('/');
    if (matches && rest !== '') return `${segments.slice(0, wanted.length + 1).join('/')}/${REDACTED}`;
  }
  return null;
}

/** A query string with the values of SECRET_QUERY_PARAMS replaced. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      return SECRET_QUERY_PARAMS.includes(decoded(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The URL as the request log may write it (issue #16 item 4): the rest of a path under
 * SECRET_PATH_PREFIXES and the values of SECRET_QUERY_PARAMS replaced by `[redacted]`.
 * @param url a request URL (path and query, as `req.url`), or a redirect's `Location`
 * @returns the URL with its secrets replaced; other URLs unchanged
 */
export function redactUrl(url: string): string {
  const at = url.search(/[?#]/);
  const path = at === -1 ? url : url.slice(0, at);
  const rest = at === -1 ? '' : url.slice(at);
  // Absolute URLs (a Location header) keep their origin; the path is matched after it.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path)?.[0] ?? '';
  const redactedPath = redactPath(path.slice(origin.length));
  const query = rest.startsWith('?') ? `?${redactQuery(rest.slice(1).split('#')[0])}` : '';
  return `${origin}${redactedPath ?? path.slice(origin.length)}${query}`;
}

/** Parsed query or route parameters with secret values replaced (all of them under a secret path). */
function redactParams<T>(values: Record<string, T> | undefined, all: boolean): Record<string, T | string> | undefined {
  if (!values || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, all || SECRET_QUERY_PARAMS.includes(name.toLowerCase()) ? REDACTED : value]),
  );
}

/** pino's serialized request, without the secrets of its URL (in `url`, `query` and `params`). */
function serializeRequest(req: SerializedRequest): SerializedRequest {
  const url = req.url ?? '';
  const underSecretPath = redactPath(url.split(/[?#]/)[0]) !== null;
  return {
    ...req,
    url: redactUrl(url),
    query: redactParams(req.query, false) as SerializedRequest['query'],
    // A route's parameters under a secret path are the token (`/rsvp/:token`): all of them go.
    params: redactParams(req.params, underSecretPath) as SerializedRequest['params'],
  };
}

/** pino's serialized response, with a redirect's `Location` redacted like request URLs. */
function serializeResponse(res: SerializedResponse): SerializedResponse {
  const location = res.headers?.location;
  return typeof location === 'string' ? { ...res, headers: { ...res.headers, location: redactUrl(location) } } : res;
}

const { req: requestFacts, err: errorFacts, wrapResponseSerializer } = pino.stdSerializers;

/** Options of {@link requestLog}. */
export interface RequestLogOptions {
  /** The request's id; may set a response header. */
  genReqId(req: IncomingMessage, res: ServerResponse): string;
  /** Requests that get no completion line (health probes); their `req.log` still works. */
  ignore(req: IncomingMessage): boolean;
}

/**
 * The request log (issue #16 item 4, issue #24): the lines pino-http wrote, with the same facts —
 * `req` (id, method, URL, query, params, headers, remote address and port, as pino's standard
 * serializer reads them when the request arrives, secrets removed by the serializers above and the
 * logger's `redact`) on every line logged through `req.log`, and at the end of each request one
 * `info` line `request completed` / `request aborted` with `res` and `responseTime`, or `request
 * errored` with `err` for a 5xx or a failed response — but the child logger behind `req.log`, whose
 * bindings pino serializes, redacts and stringifies when it is made, is made on first use. pino-http
 * made it at the start of every request whatever the level: in a CPU profile of the uncached public
 * lists at LOG_LEVEL=warn, where no request line is written, it was about 3 % of the server's time.
 * @param log the server's logger, whose `redact` removes cookies, `Set-Cookie`, `Authorization` and tokens
 * @param options the request id and which requests get no completion line
 * @returns Express/Connect middleware that sets `req.id` and `req.log`
 */
export function requestLog(log: Logger, options: RequestLogOptions): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  // As pino-http: its serializers for `res` and `err`; `req` is serialized from the facts read on arrival.
  const requestLogger = log.child({}, { serializers: { req: serializeRequest, res: wrapResponseSerializer(serializeResponse), err: errorFacts } });
  return (req, res, next) => {
    const started = Date.now();
    req.id = options.genReqId(req, res);
    const facts = requestFacts(req);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (child ??= requestLogger.child({ req: facts })),
      set: (value: Logger) => void (child = value),
    });
    const done = (err?: Error): void => {
      res.off('close', done);
      res.off('finish', done);
      res.off('error', done);
      if (!requestLogger.isLevelEnabled('info')) return;
      const responseTime = Date.now() - started;
      if (err || res.statusCode >= 500) {
        const error = err ?? new Error(`failed with status code ${res.statusCode}`);
        req.log.info({ res, err: error, responseTime }, 'request errored');
      } else {
        req.log.info({ res, responseTime }, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
      }
    };
    if (!options.ignore(req)) {
      res.on('close', done);
      res.on('finish', done);
    }
    res.on('error', done);
    next();
  };
}
