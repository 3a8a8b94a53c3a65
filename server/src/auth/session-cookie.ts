import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { Config } from '../config';

/** Name of the httpOnly cookie holding the refresh token. */
export const REFRESH_COOKIE = 'ra_refresh';
/** The cookie is sent only to the GraphQL endpoint, where `refreshSession` and `logout` read it. */
export const REFRESH_COOKIE_PATH = '/graphql';

/** Reads and writes the refresh token cookie of one HTTP exchange. */
export interface RefreshCookie {
  /** The refresh token sent by the browser, or null. */
  get(): string | null;
  /** Sets the cookie: httpOnly, SameSite=Strict, Secure in production, scoped to /graphql. */
  set(token: string, expiresAt: Date): void;
  /** Removes the cookie. */
  clear(): void;
}

/**
 * The refresh cookie of an Express request/response pair.
 * @param config `production` decides the Secure flag (plain http in development and tests)
 */
export function refreshCookieOf(req: Request, res: Response, config: Pick<Config, 'production'>): RefreshCookie {
  const options = { httpOnly: true, sameSite: 'strict' as const, secure: config.production, path: REFRESH_COOKIE_PATH };
  return {
    get: () => (req.headers.cookie ? (parseCookie(req.headers.cookie)[REFRESH_COOKIE] ?? null) : null),
    set: (token, expiresAt) => void res.cookie(REFRESH_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => void res.clearCookie(REFRESH_COOKIE, options),
  };
}
