import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import type { Config } from '../config';
import * as ErrorCode from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';

/** One year, in seconds: the HSTS max-age sent over TLS. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * helmet with a Content-Security-Policy the built web app passes: scripts only from this origin
 * (Vite emits no inline script), styles from this origin plus inline `style` attributes (React),
 * images from this origin, data: and blob: (upload previews), no plugins, no framing. HSTS is
 * left to {@link hstsOverTls}; `upgrade-insecure-requests` is off so plain-HTTP installs work.
 * @param relaxed GraphiQL's page: also allows blob: workers and eval-free inline styles it needs
 */
export function securityHeaders(relaxed = false): RequestHandler {
  const headers = helmet({
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': relaxed ? ["'self'", 'blob:'] : ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/**
 * Browser features the site never uses, switched off for it and anything it might embed
 * (issue #16 item 14). The site uses none of them; a resident's browser is never asked.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/**
 * The last Express error handler: whatever failed outside GraphQL (a malformed URL, a static file
 * error, a route that threw) is logged with the request id and answered with a short text and
 * that id — never Express's default page with the stack and absolute paths (issue #16 item 11,
 * in every mode). Client errors (4xx from body parsers or `send`) keep their status.
 */
export const lastErrorHandler: ErrorRequestHandler = (error: { status?: number; statusCode?: number; expose?: boolean }, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = Number(error?.status ?? error?.statusCode) || 500;
  const clientError = status >= 400 && status < 500;
  req.log[clientError ? 'info' : 'error']({ err: error, status }, clientError ? 'request refused' : 'request failed');
  res
    .status(clientError ? status : 500)
    .type('text')
    .send(`${clientError ? 'Bad request' : messages.errors.internal} (request id ${String(req.id)})`);
};

/**
 * Sends Strict-Transport-Security only on requests that arrived over TLS: `req.secure`, which
 * behind TRUST_PROXY reads X-Forwarded-Proto. Plain-HTTP installs are never pinned to HTTPS.
 */
export const hstsOverTls: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE}; includeSubDomains`);
  next();
};

/** True when the request's Origin is this site itself or listed in CORS_ORIGINS. */
function originAllowed(config: Pick<Config, 'corsOrigins'>, req: Request, origin: string): boolean {
  if (config.corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * CORS from CORS_ORIGINS (comma-separated origins); with none listed, no CORS headers are sent,
 * so browsers allow same-origin calls only.
 */
export function corsPolicy(config: Pick<Config, 'corsOrigins'>): RequestHandler {
  return cors({
    origin: (origin, done) => done(null, Boolean(origin && config.corsOrigins.includes(origin))),
    credentials: true,
    maxAge: 600,
  });
}

/**
 * CSRF guard for routes a plain HTML form could post to (multipart `/uploads`): refuses with 403
 * `{ code: "FORBIDDEN" }` a request whose Origin is neither this site nor in CORS_ORIGINS, or that
 * the browser marks `Sec-Fetch-Site: cross-site`. Browsers send Origin on every POST, so a
 * cross-site form cannot pass; clients without Origin (curl, scripts) are no CSRF vector.
 */
export function requireSameSite(config: Pick<Config, 'corsOrigins'>): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const crossSite = origin ? !originAllowed(config, req, origin) : req.headers['sec-fetch-site'] === 'cross-site';
    if (!crossSite) return next();
    res.status(403).json({ error: messages.errors.forbidden, code: ErrorCode.FORBIDDEN, reason: 'cross-site request refused' });
  };
}

/**
 * Turns body-parser failures on /graphql into JSON GraphQL errors: 413 `PAYLOAD_TOO_LARGE` above
 * the 1 MB limit, 400 `BAD_REQUEST` for malformed JSON. Other errors pass on.
 */
export const graphqlBodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (error?.type === 'entity.too.large') {
    res.status(413).json({ errors: [{ message: 'The request body is larger than 1 MB', extensions: { code: ErrorCode.PAYLOAD_TOO_LARGE } }] });
  } else if (error?.type === 'entity.parse.failed' || error?.status === 400) {
    res.status(400).json({ errors: [{ message: 'The request body is not valid JSON', extensions: { code: ErrorCode.BAD_REQUEST } }] });
  } else {
    next(error);
  }
};
