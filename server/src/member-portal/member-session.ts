import { createHash, createHmac, randomBytes } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Config } from '../config';

/** Name of the member area's httpOnly cookie (issue #21); staff use a Bearer token and `ra_refresh`. */
export const MEMBER_COOKIE = 'ra_member';
/** The audience of member tokens: never accepted where a staff token is expected, nor the other way. */
export const MEMBER_AUDIENCE = 'member';
/** How long a member stays signed in on a device. */
export const MEMBER_SESSION_DAYS = 30;

/** Hex SHA-256, for the secrets of links and calendar addresses (only their hash is stored). */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
/** 256 random bits, URL-safe: the secret of a member link or calendar address. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
/** What a secret from a URL looks like; anything else is refused before the database is asked. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Claims of a member token: the member and the session it belongs to. */
export interface MemberClaims {
  sub: string;
  sid: string;
}

/**
 * Signs and reads member tokens (issue #21): a JWT with audience "member", signed with a key derived
 * from the JWT secret for this purpose alone, so a member token is no staff token even if sent as one.
 */
export class MemberTokens {
  private readonly key: string;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('member-session').digest('hex');
  }

  /** A token for a session, valid until `expiresAt`. */
  issue(memberId: string, sessionId: string, expiresAt: Date): string {
    const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    return jwt.sign({ sid: sessionId }, this.key, { subject: memberId, audience: MEMBER_AUDIENCE, expiresIn });
  }

  /** The claims of a token, or null when absent, forged, expired or not a member token. */
  verify(token: string | null | undefined): MemberClaims | null {
    if (!token) return null;
    try {
      const claims = jwt.verify(token, this.key, { audience: MEMBER_AUDIENCE }) as jwt.JwtPayload;
      return typeof claims.sub === 'string' && typeof claims.sid === 'string' ? { sub: claims.sub, sid: claims.sid } : null;
    } catch {
      return null;
    }
  }
}

/** Reads and writes the member cookie of one HTTP exchange. */
export interface MemberCookie {
  get(): string | null;
  /** httpOnly, SameSite=Lax, Secure in production, for the whole site. */
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The member cookie of an Express request/response pair (`res` absent: read only, e.g. a WebSocket upgrade). */
export function memberCookieOf(req: Pick<Request, 'headers'>, res: Response | null, config: Pick<Config, 'production'>): MemberCookie {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: config.production, path: '/' };
  return {
    get: () => (req.headers.cookie ? (parseCookie(req.headers.cookie)[MEMBER_COOKIE] ?? null) : null),
    set: (token, expiresAt) => void res?.cookie(MEMBER_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => void res?.clearCookie(MEMBER_COOKIE, options),
  };
}
