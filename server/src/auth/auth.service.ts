import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { adminMessages } from '../../../shared/admin-messages';
import type { Config } from '../config';
import { UnauthenticatedError, ValidationError } from '../common/errors';
import type { RateLimits } from '../common/rate-limit';
import { DemoAccounts, type DemoAccess, type DemoAccountRecord } from './demo-accounts';
import { LoginLimits } from './login-limits';
import { Passwords } from './passwords';
import { StaffStatus, type Role } from './roles';
import { Sessions, type ClientInfo, type SessionResult } from './sessions';
import { StaffAccounts } from './staff-accounts';
import { AccessTokens, type LoginResult } from './tokens';
import { User } from './user.entity';

export { CHANGE_PASSWORD_LIMIT, LOGIN_LIMITS, RESET_LIMITS } from './login-limits';
export { MIN_PASSWORD_LENGTH } from './passwords';
export { resolveJwtSecret, type LoginResult } from './tokens';
export { REFRESH_GRACE_SEC, type ClientInfo, type SessionResult } from './sessions';
export type { DemoAccess, DemoAccountRecord } from './demo-accounts';

/**
 * Staff accounts, sign-in and sessions (SPEC §6, done on the server instead of the browser): the
 * one entry point the resolvers, the HTTP context and the tools call. The work lives by concern in
 * tokens.ts (access tokens), sessions.ts (refresh tokens), passwords.ts (bcrypt), login-limits.ts,
 * staff-accounts.ts and demo-accounts.ts; this class puts them together.
 */
export class AuthService {
  private readonly tokens: AccessTokens;
  private readonly sessions: Sessions;
  private readonly passwords: Passwords;
  private readonly limits: LoginLimits;
  private readonly accounts: StaffAccounts;
  private readonly demo: DemoAccounts;

  /**
   * @param secret the JWT signing secret (`resolveJwtSecret`)
   * @param rateLimits when given, failed sign-ins are limited (login-limits.ts); tools that never
   *   sign anyone in leave it out
   */
  constructor(
    private readonly db: DataSource,
    config: Config,
    secret: string,
    rateLimits?: RateLimits,
  ) {
    this.tokens = new AccessTokens(secret, config.accessTokenTtlSec);
    this.sessions = new Sessions(db, config, this.tokens, secret);
    this.passwords = new Passwords(config.bcryptRounds);
    this.limits = new LoginLimits(rateLimits);
    this.accounts = new StaffAccounts(db, config, this.passwords);
    this.demo = new DemoAccounts(db, config, this.passwords, this.accounts);
  }

  /** Every demo account with its password (empty outside demo mode); clients get them through `demoAccess`. */
  get demoAccounts(): DemoAccountRecord[] {
    return this.demo.list;
  }

  /**
   * Whether demo mode is on, and the demo logins for a client on the server's own computer only
   * (loopback: 127.0.0.0/8, ::1, ::ffff:127.x); anyone else gets none (issue #16 item 11).
   * @param ip the client IP of the request context (honours TRUST_PROXY)
   */
  demoAccess(ip: string | null | undefined): DemoAccess {
    return this.demo.accessFor(ip);
  }

  /**
   * Checks credentials and starts a session. Failures count per (account, IP) and per IP
   * (LOGIN_LIMITS: 5 a minute, 20 in 10 minutes); a success clears its (account, IP) count. An
   * unknown email costs the same bcrypt work as a wrong password (issue #16 items 6, 7).
   * @param client the caller's IP (rate limit key, recorded) and user agent (recorded)
   * @throws RateLimitedError (RATE_LIMITED, `retryAfter` seconds) once the IP or the (account, IP) pair used its failures
   * @throws UnauthenticatedError "Invalid email or password. Please try again." for an unknown email, a wrong password or
   *   an invited account alike (issue #20); a deactivated account hears that it is deactivated, but only once its correct
   *   password was given, so the answer tells nobody else whether the address has an account (issue #33)
   */
  async login(email: string, password: string, client: ClientInfo = { ip: null, userAgent: null }): Promise<SessionResult> {
    await this.limits.admit(email, client.ip);
    const user = await this.accounts.findByEmail(email);
    // One bcrypt comparison whether or not the account exists (`verify` uses its fallback hash).
    const ok = await this.passwords.verify(password, user?.passwordHash);
    // An invited account (no password yet) answers as a wrong password does (issue #20); a deactivated
    // one is told so only after its own password, which only its owner knows (issue #33).
    if (!user || !ok || user.status !== StaffStatus.ACTIVE) {
      await this.limits.failed(email, client.ip);
      throw new UnauthenticatedError(
        user && ok && user.status === StaffStatus.DEACTIVATED ? adminMessages.login.deactivated : adminMessages.login.invalid,
      );
    }
    await this.limits.succeeded(email, client.ip);
    user.lastSignInAt = new Date();
    await this.db.getRepository(User).update({ id: user.id }, { lastSignInAt: user.lastSignInAt, updatedAt: () => 'updated_at' } as never);
    return this.sessions.start(user, client);
  }

  /**
   * Signs an access token (lifetime ACCESS_TOKEN_TTL).
   * @param sessionId the session it belongs to; signing out of that session revokes the token at once
   */
  issue(user: User, sessionId?: string): LoginResult {
    return this.tokens.issue(user, sessionId);
  }

  /**
   * Starts a new session (refresh token family) for a user who just proved who they are.
   * @param manager the transaction's manager when called inside one
   */
  startSession(user: User, client: ClientInfo, manager?: EntityManager): Promise<SessionResult> {
    return this.sessions.start(user, client, manager);
  }

  /**
   * Trades a refresh token for a new access token and a new refresh token (rotation); a rotated
   * token shown again ends the session, except within REFRESH_GRACE_SEC (issue #16 item 9: two
   * tabs refreshing at once), when it gets the same successor; see `Sessions.refresh`.
   * @throws UnauthenticatedError when the token is missing, unknown, expired, revoked or reused, or the user is gone
   */
  refresh(refreshToken: string | null | undefined, client: ClientInfo): Promise<SessionResult> {
    return this.sessions.refresh(refreshToken, client);
  }

  /**
   * Signs out: ends the session of the access token and the one of the refresh cookie.
   * @param user the signed-in user, or null (an expired access token: the cookie alone signs out)
   * @returns true
   */
  async logout(user: User | null, accessSessionId: string | null, refreshToken: string | null | undefined): Promise<boolean> {
    await this.sessions.logout(user, accessSessionId, refreshToken);
    return true;
  }

  /** Revokes every still-active token of one session. */
  revokeFamily(familyId: string, manager?: EntityManager): Promise<void> {
    return this.sessions.revokeFamily(familyId, manager);
  }

  /**
   * Ends every session of a user and every access token issued so far (token version bump).
   * @returns how many refresh tokens were revoked
   */
  revokeAllSessions(userId: string, manager?: EntityManager): Promise<number> {
    return this.sessions.revokeAll(userId, manager);
  }

  /**
   * Changes the signed-in user's password: checks the current one, ends every session and token
   * (this one too) and returns a fresh session, all in one transaction. Wrong current passwords
   * are limited per user (CHANGE_PASSWORD_LIMIT, issue #16 item 13).
   * @throws ValidationError (BAD_USER_INPUT) naming `newPassword` when shorter than 10 characters or equal to the current one, `currentPassword` when wrong
   * @throws RateLimitedError (RATE_LIMITED, `retryAfter` seconds) after 5 wrong current passwords in 15 minutes
   */
  async changePassword(user: User, currentPassword: string, newPassword: string, client: ClientInfo): Promise<SessionResult> {
    this.passwords.assertLongEnough('newPassword', newPassword);
    // Both come from the caller, so saying they are equal reveals nothing, even when the current one is wrong.
    if (newPassword === currentPassword) throw new ValidationError({ newPassword: adminMessages.auth.passwordUnchanged });
    await this.limits.admitPasswordCheck(user.id);
    const stored = await this.db.getRepository(User).findOneByOrFail({ id: user.id });
    if (!(await this.passwords.verify(currentPassword, stored.passwordHash)))
      throw new ValidationError({ currentPassword: adminMessages.auth.currentPasswordWrong });
    await this.limits.passwordCheckSucceeded(user.id);
    const passwordHash = await this.passwords.hash(newPassword);
    return this.db.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { passwordHash });
      await this.sessions.revokeAll(user.id, manager);
      const fresh = await manager.getRepository(User).findOneByOrFail({ id: user.id });
      return this.sessions.start(fresh, client, manager);
    });
  }

  /**
   * Operator reset: sets a new password and ends every session of the user.
   * @returns the user, or null when no account has that email
   * @throws ValidationError naming `password` when shorter than 10 characters
   */
  async resetPassword(email: string, password: string): Promise<User | null> {
    this.passwords.assertLongEnough('password', password);
    const user = await this.accounts.findByEmail(email);
    if (!user) return null;
    const passwordHash = await this.passwords.hash(password);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { passwordHash });
      await this.sessions.revokeAll(user.id, manager);
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
    const claims = this.tokens.verify(authorization);
    if (!claims) return null;
    const [user, live] = await Promise.all([
      this.db.getRepository(User).findOneBy({ id: claims.sub }),
      claims.sid ? this.sessions.isLive(claims.sid) : true,
    ]);
    if (!user || user.status !== StaffStatus.ACTIVE || user.tokenVersion !== claims.ver || !live) return null;
    return { user, sessionId: claims.sid ?? null };
  }

  /**
   * Hashes a new staff password after checking it meets the `changePassword` rules (issue #20:
   * invitations and reset links use the same rules).
   * @param field the input field named in the error
   * @throws ValidationError naming `field` when shorter than 10 characters
   */
  hashNewPassword(field: string, password: string): Promise<string> {
    this.passwords.assertLongEnough(field, password);
    return this.passwords.hash(password);
  }

  /**
   * Spends the bcrypt work of hashing a password without keeping it: the answer for an unknown
   * address costs what a known one does (issue #20, as `login` does for unknown e-mails).
   */
  async spendHashWork(): Promise<void> {
    await this.passwords.hash(randomBytes(16).toString('hex'));
  }

  /** The sign-in limits, shared with the password reset and invitation links (RESET_LIMITS). */
  get loginLimits(): LoginLimits {
    return this.limits;
  }

  /** Finds a staff user by email, ignoring case. */
  findByEmail(email: string): Promise<User | null> {
    return this.accounts.findByEmail(email);
  }

  /**
   * Creates a staff account with a bcrypt hash (cost from BCRYPT_ROUNDS, default 12).
   * @returns the stored user
   */
  createUser(input: { name: string; email: string; password: string; role: Role }): Promise<User> {
    return this.accounts.create(input);
  }

  /** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists yet. */
  ensureFirstAdmin(): Promise<User | null> {
    return this.accounts.ensureFirstAdmin();
  }

  /**
   * Demo mode only: makes sure a demo admin and a demo editor exist, with random passwords kept
   * in DATA_DIR/demo-accounts.json.
   * @returns the demo accounts with their passwords, for the login screen's demo box
   */
  ensureDemoAccounts(): Promise<DemoAccountRecord[]> {
    return this.demo.ensure();
  }
}
