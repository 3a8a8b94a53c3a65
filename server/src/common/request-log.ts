import type pino from 'pino';
import type { Options } from 'pino-http';
import type { Logger } from './logger';

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

/** pino-http's request, without the secrets of its URL (in `url`, `query` and `params`). */
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

/** pino-http's response, with a redirect's `Location` redacted like request URLs. */
function serializeResponse(res: SerializedResponse): SerializedResponse {
  const location = res.headers?.location;
  return typeof location === 'string' ? { ...res, headers: { ...res.headers, location: redactUrl(location) } } : res;
}

/**
 * The request log's pino-http options (issue #16 item 4): the server's logger, whose `redact`
 * (createLogger) removes cookies, `Set-Cookie`, `Authorization` and tokens at every level, and
 * serializers that remove the secrets single-use links carry in their URLs.
 * @param log the server's logger
 * @returns options to spread into `pinoHttp({...})`
 */
export function requestLogOptions(log: Logger): Pick<Options, 'logger' | 'serializers'> {
  return { logger: log, serializers: { req: serializeRequest, res: serializeResponse } };
}
