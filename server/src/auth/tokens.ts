import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../config';
import type { Role } from './roles';
import type { User } from './user.entity';

/** Claims inside our access tokens; `sid` is the session (refresh token family) it belongs to. */
export interface TokenClaims {
  sub: string;
  ver: number;
  role: Role;
  sid?: string;
}

/** Result of a successful sign-in: the access token, when it stops working, and whose it is. */
export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: User;
}

/** Signs and reads the short-lived access tokens (JWT, ACCESS_TOKEN_TTL). */
export class AccessTokens {
  /**
   * @param secret the JWT signing secret (see `resolveJwtSecret`)
   * @param ttlSec access token lifetime in seconds
   */
  constructor(
    private readonly secret: string,
    private readonly ttlSec: number,
  ) {}

  /**
   * Signs an access token. Every token carries a random `jti`, so a token renewed within the
   * second it was issued still differs.
   * @param sessionId the session it belongs to; signing out of that session revokes the token at once
   * @param notAfter the end of that session (SESSION_MAX_AGE): the token expires then at the latest
   * @returns the token, its expiry and the user
   */
  issue(user: User, sessionId?: string, notAfter?: Date): LoginResult {
    const claims: TokenClaims = { sub: user.id, ver: user.tokenVersion, role: user.role, ...(sessionId ? { sid: sessionId } : {}) };
    const untilEnd = notAfter ? Math.floor((notAfter.getTime() - Date.now()) / 1000) : this.ttlSec;
    const expiresIn = Math.max(1, Math.min(this.ttlSec, untilEnd));
    const token = jwt.sign(claims, this.secret, { expiresIn, jwtid: randomUUID() });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000), user };
  }

  /**
   * Reads an `Authorization` value ("Bearer …" or the bare token).
   * @returns its claims, or null when absent, malformed, forged or expired
   */
  verify(authorization: string | null | undefined): TokenClaims | null {
    const token = (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    try {
      return jwt.verify(token, this.secret) as TokenClaims;
    } catch {
      return null;
    }
  }
}

/**
 * The JWT signing secret: JWT_SECRET, or (outside production) one generated once and kept in
 * DATA_DIR/jwt-secret so tokens survive a restart.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
