import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { DataSource, IsNull, LessThan, type EntityManager } from 'typeorm';
import { messages } from '../../../shared/messages';
import type { Config } from '../config';
import { UnauthenticatedError, ValidationError } from '../common/errors';
import type { Limiter, RateLimits } from '../common/rate-limit';
import { Role } from './roles';
import { Session } from './session.entity';
import { User } from './user.entity';

/** Claims inside our access tokens; `sid` is the session (refresh token family) it belongs to. */
interface TokenClaims {
  sub: string;
  ver: number;
  role: Role;
  sid?: string;
}

/** Shortest staff password accepted (as for ADMIN_PASSWORD). */
export const MIN_PASSWORD_LENGTH = 10;

/** Failed sign-ins allowed per minute, per IP and per account; the next one is RATE_LIMITED. */
export const LOGIN_LIMIT = { points: 5, durationSec: 60 };

/** Where a sign-in or refresh comes from, recorded on the session row. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** A demo staff account listed on the login screen in demo mode only. */
export interface DemoAccountRecord {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** Result of a successful sign-in. */
export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: User;
}

/** A signed-in session: the access token plus the refresh token for the httpOnly cookie. */
export interface SessionResult extends LoginResult {
  /** `<row id>.<secret>`; only its hash is stored. */
  refreshToken: string;
  refreshExpiresAt: Date;
  /** The session (family) id, also the access token's `sid`. */
  sessionId: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Staff accounts, sign-in and JWTs (SPEC §6, done on the server instead of the browser). */
export class AuthService {
  /** A hash compared against when the email is unknown, so both failures take the same time. */
  private readonly dummyHash: string;
  /** Demo accounts listed on the login screen; empty outside demo mode. */
  demoAccounts: DemoAccountRecord[] = [];

  private readonly loginPerIp: Limiter | null;
  private readonly loginPerAccount: Limiter | null;

  /**
   * @param rateLimits when given, failed sign-ins are limited per IP and per account (LOGIN_LIMIT);
   *   tools that never sign anyone in leave it out
   */
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly secret: string,
    rateLimits?: RateLimits,
  ) {
    this.dummyHash = bcrypt.hashSync(randomBytes(12).toString('hex'), 4);
    this.loginPerIp = rateLimits?.limiter('login-ip', LOGIN_LIMIT) ?? null;
    this.loginPerAccount = rateLimits?.limiter('login-account', LOGIN_LIMIT) ?? null;
  }

  /**
   * Checks credentials and starts a session. Only failures count against the limits (5 per minute
   * per IP and per account); a success clears the account's count.
   * @param client the caller's IP (rate limit key, recorded) and user agent (recorded)
   * @throws RateLimitedError (RATE_LIMITED, `retryAfter` seconds) once the IP or the account used its 5 failures
   * @throws UnauthenticatedError "Invalid email or password. Please try again." for an unknown email or a wrong password alike
   */
  async login(email: string, password: string, client: ClientInfo = { ip: null, userAgent: null }): Promise<SessionResult> {
    const accountKey = email.trim().toLowerCase();
    const ipKey = client.ip ?? 'unknown';
    await this.loginPerIp?.check(ipKey);
    await this.loginPerAccount?.check(accountKey);
    const user = await this.findByEmail(email);
    const ok = await bcrypt.compare(password, user?.passwordHash ?? this.dummyHash);
    if (!user || !ok) {
      await Promise.all([this.loginPerIp?.consume(ipKey), this.loginPerAccount?.consume(accountKey)]);
      throw new UnauthenticatedError(messages.login.invalid);
    }
    await this.loginPerAccount?.reset(accountKey);
    return this.startSession(user, client);
  }

  /**
   * Signs an access token (lifetime ACCESS_TOKEN_TTL).
   * @param sessionId the session it belongs to; signing out of that session revokes the token at once
   * Every token carries a random `jti`, so a token renewed within the second it was issued still differs.
   */
  issue(user: User, sessionId?: string): LoginResult {
    const claims: TokenClaims = { sub: user.id, ver: user.tokenVersion, role: user.role, ...(sessionId ? { sid: sessionId } : {}) };
    const token = jwt.sign(claims, this.secret, { expiresIn: this.config.accessTokenTtlSec, jwtid: randomUUID() });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000), user };
  }

  /**
   * Starts a new session (refresh token family) for a user who just proved who they are.
   * @param manager the transaction's manager when called inside one
   */
  async startSession(user: User, client: ClientInfo, manager: EntityManager = this.db.manager): Promise<SessionResult> {
    // Expired tokens can neither refresh nor be reused: forget the user's old ones on each sign-in.
    await manager.getRepository(Session).delete({ userId: user.id, expiresAt: LessThan(new Date()) });
    return this.addToken(manager, user, randomUUID(), client);
  }

  /** Stores a new refresh token in a family and signs the matching access token. */
  private async addToken(manager: EntityManager, user: User, familyId: string, client: ClientInfo): Promise<SessionResult & { row: Session }> {
    const secret = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(Date.now() + this.config.refreshTokenTtlSec * 1000);
    const repo = manager.getRepository(Session);
    const row = await repo.save(
      repo.create({
        familyId,
        userId: user.id,
        tokenHash: sha256(secret),
        expiresAt: refreshExpiresAt,
        revokedAt: null,
        replacedBy: null,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        ip: client.ip,
      }),
    );
    return { ...this.issue(user, familyId), refreshToken: `${row.id}.${secret}`, refreshExpiresAt, sessionId: familyId, row };
  }

  /**
   * Trades a refresh token for a new access token and a new refresh token (rotation). Presenting a
   * token that was already rotated is taken as theft: the whole session is revoked.
   * @throws UnauthenticatedError when the token is missing, unknown, expired, revoked or reused, or the user is gone
   */
  async refresh(refreshToken: string | null | undefined, client: ClientInfo): Promise<SessionResult> {
    const invalid = () => new UnauthenticatedError(messages.errors.unauthenticated);
    if (!refreshToken) throw invalid();
    const outcome = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(Session);
      const row = await this.findRefreshRow(manager, refreshToken, true);
      if (!row) return null;
      if (row.revokedAt) {
        // A rotated token shown again: someone holds a copy. End the whole session.
        if (row.replacedBy) await repo.update({ familyId: row.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
        return 'reused' as const;
      }
      if (row.expiresAt.getTime() <= Date.now()) return null;
      const user = await manager.getRepository(User).findOneBy({ id: row.userId });
      if (!user) return null;
      const next = await this.addToken(manager, user, row.familyId, client);
      await repo.update({ id: row.id }, { revokedAt: new Date(), replacedBy: next.row.id });
      return next;
    });
    if (!outcome || outcome === 'reused') throw invalid();
    const { row: _row, ...result } = outcome;
    return result;
  }

  /**
   * Signs out: revokes the session of the access token and the one of the refresh token (when it
   * is genuine). A signed-in token without a session (issued by tools) is revoked by bumping the
   * user's token version.
   * @param user the signed-in user, or null (an expired access token: the cookie alone signs out)
   * @returns true
   */
  async logout(user: User | null, accessSessionId: string | null, refreshToken: string | null | undefined): Promise<boolean> {
    const families = new Set<string>();
    if (accessSessionId) families.add(accessSessionId);
    const row = await this.findRefreshRow(this.db.manager, refreshToken);
    if (row) families.add(row.familyId);
    if (families.size === 0 && user) await this.db.getRepository(User).increment({ id: user.id }, 'tokenVersion', 1);
    for (const familyId of families) await this.revokeFamily(familyId);
    return true;
  }

  /** The stored row of a refresh token whose secret matches, or null; `lock` takes a row lock (in a transaction). */
  private async findRefreshRow(manager: EntityManager, refreshToken: string | null | undefined, lock = false): Promise<Session | null> {
    const [id, secret] = (refreshToken ?? '').split('.');
    if (!id || !secret || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    const row = await manager.getRepository(Session).findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(sha256(secret)))) return null;
    return row;
  }

  /** Revokes every still-active token of one session. */
  async revokeFamily(familyId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(Session).update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /**
   * Ends every session of a user and every access token issued so far (token version bump).
   * @returns how many refresh tokens were revoked
   */
  async revokeAllSessions(userId: string, manager: EntityManager = this.db.manager): Promise<number> {
    await manager.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
    const result = await manager.getRepository(Session).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return result.affected ?? 0;
  }

  /**
   * Changes the signed-in user's password: checks the current one, ends every session and token
   * (this one too) and returns a fresh session, all in one transaction.
   * @throws ValidationError (BAD_USER_INPUT) naming `currentPassword` when wrong, `newPassword` when shorter than 10 characters
   */
  async changePassword(user: User, currentPassword: string, newPassword: string, client: ClientInfo): Promise<SessionResult> {
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ newPassword: messages.auth.passwordTooShort(MIN_PASSWORD_LENGTH) });
    const stored = await this.db.getRepository(User).findOneByOrFail({ id: user.id });
    if (!(await bcrypt.compare(currentPassword, stored.passwordHash)))
      throw new ValidationError({ currentPassword: messages.auth.currentPasswordWrong });
    const passwordHash = await bcrypt.hash(newPassword, this.config.bcryptRounds);
    return this.db.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { passwordHash });
      await this.revokeAllSessions(user.id, manager);
      const fresh = await manager.getRepository(User).findOneByOrFail({ id: user.id });
      const { row: _row, ...result } = await this.addToken(manager, fresh, randomUUID(), client);
      return result;
    });
  }

  /**
   * Operator reset: sets a new password and ends every session of the user.
   * @returns the user, or null when no account has that email
   * @throws ValidationError naming `password` when shorter than 10 characters
   */
  async resetPassword(email: string, password: string): Promise<User | null> {
    if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ password: messages.auth.passwordTooShort(MIN_PASSWORD_LENGTH) });
    const user = await this.findByEmail(email);
    if (!user) return null;
    const passwordHash = await bcrypt.hash(password, this.config.bcryptRounds);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { passwordHash });
      await this.revokeAllSessions(user.id, manager);
    });
    return user;
  }

  /**
   * Resolves the staff user behind an `Authorization` value ("Bearer …" or the bare token).
   * @returns the user, or null when absent, malformed, expired, revoked or the user is gone
   */
  async authenticate(authorization: string | null | undefined): Promise<User | null> {
    return (await this.authenticateSession(authorization))?.user ?? null;
  }

  /**
   * As `authenticate`, also giving the session id of the token; a token whose session was signed
   * out or revoked is refused at once.
   */
  async authenticateSession(authorization: string | null | undefined): Promise<{ user: User; sessionId: string | null } | null> {
    if (!authorization) return null;
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.secret) as TokenClaims;
    } catch {
      return null;
    }
    const [user, live] = await Promise.all([
      this.db.getRepository(User).findOneBy({ id: claims.sub }),
      claims.sid ? this.db.getRepository(Session).existsBy({ familyId: claims.sid, revokedAt: IsNull() }) : true,
    ]);
    if (!user || user.tokenVersion !== claims.ver || !live) return null;
    return { user, sessionId: claims.sid ?? null };
  }

  /** Finds a staff user by email, ignoring case. */
  findByEmail(email: string): Promise<User | null> {
    return this.db.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  /**
   * Creates a staff account with a bcrypt hash (cost from BCRYPT_ROUNDS, default 12).
   * @returns the stored user
   */
  async createUser(input: { name: string; email: string; password: string; role: Role }): Promise<User> {
    const repo = this.db.getRepository(User);
    const user = repo.create({
      name: input.name,
      email: input.email.trim().toLowerCase(),
      role: input.role,
      passwordHash: await bcrypt.hash(input.password, this.config.bcryptRounds),
    });
    return repo.save(user);
  }

  /** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists yet. */
  async ensureFirstAdmin(): Promise<User | null> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return null;
    const admins = await this.db.getRepository(User).countBy({ role: Role.ADMIN });
    if (admins > 0) return null;
    return this.createUser({ name: 'Administrator', email: adminEmail, password: adminPassword, role: Role.ADMIN });
  }

  /**
   * Demo mode only: makes sure a demo admin and a demo editor exist, with random passwords kept
   * in DATA_DIR/demo-accounts.json (no credentials live in the code).
   * @returns the demo accounts with their passwords, for the login screen's demo box
   */
  async ensureDemoAccounts(): Promise<DemoAccountRecord[]> {
    const file = path.join(this.config.dataDir, 'demo-accounts.json');
    let accounts: DemoAccountRecord[] | null = null;
    if (fs.existsSync(file)) accounts = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoAccountRecord[];
    if (!accounts) {
      const password = () => `demo-${randomBytes(6).toString('hex')}`;
      accounts = [
        { name: 'Demo Admin', email: 'admin@demo.greenfieldresidents.org.au', password: password(), role: Role.ADMIN },
        { name: 'Demo Editor', email: 'editor@demo.greenfieldresidents.org.au', password: password(), role: Role.EDITOR },
      ];
      fs.mkdirSync(this.config.dataDir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(accounts, null, 2), { mode: 0o600 });
    }
    for (const account of accounts) {
      const existing = await this.findByEmail(account.email);
      if (!existing) await this.createUser(account);
      else if (!(await bcrypt.compare(account.password, existing.passwordHash))) {
        existing.passwordHash = await bcrypt.hash(account.password, this.config.bcryptRounds);
        await this.db.getRepository(User).save(existing);
      }
    }
    this.demoAccounts = accounts;
    return accounts;
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
