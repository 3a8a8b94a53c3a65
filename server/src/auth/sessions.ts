import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, LessThan, type EntityManager } from 'typeorm';
import { messages } from '../../../shared/messages';
import type { Config } from '../config';
import { UnauthenticatedError } from '../common/errors';
import { StaffStatus } from './roles';
import { Session } from './session.entity';
import type { AccessTokens, LoginResult } from './tokens';
import { User } from './user.entity';

/** Where a sign-in or refresh comes from, recorded on the session row. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** A signed-in session: the access token plus the refresh token for the httpOnly cookie. */
export interface SessionResult extends LoginResult {
  /** `<row id>.<secret>`; only its hash is stored. */
  refreshToken: string;
  refreshExpiresAt: Date;
  /** The session (family) id, also the access token's `sid`. */
  sessionId: string;
}

/**
 * Seconds after a rotation in which the rotated refresh token still gets the same successor
 * instead of counting as theft (issue #16 item 9): two tabs, or a page load and a retry, that
 * refresh with one cookie at once. Short, since within it a copied cookie also gets the successor.
 */
export const REFRESH_GRACE_SEC = 20;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff sessions: each sign-in starts a family of refresh tokens (the `sessions` table, hashes
 * only); each refresh rotates the token; a rotated token shown again ends the family (theft),
 * unless within REFRESH_GRACE_SEC of its rotation while its successor is still the live token.
 * A session ends SESSION_MAX_AGE after its sign-in however often it is refreshed.
 */
export class Sessions {
  /**
   * @param successorKey HMAC key deriving a successor's secret from the token it replaces (the JWT
   *   secret): only hashes are stored, and this lets a repeat within the grace window rebuild the same cookie
   */
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly tokens: AccessTokens,
    private readonly successorKey: string,
  ) {}

  /**
   * Starts a new session (refresh token family) for a user who just proved who they are.
   * @param manager the transaction's manager when called inside one
   */
  async start(user: User, client: ClientInfo, manager: EntityManager = this.db.manager): Promise<SessionResult> {
    // Expired tokens can neither refresh nor be reused: forget the user's old ones on each sign-in.
    await manager.getRepository(Session).delete({ userId: user.id, expiresAt: LessThan(new Date()) });
    const { row: _row, ...result } = await this.addToken(manager, user, { familyId: randomUUID(), startedAt: new Date() }, client);
    return result;
  }

  /**
   * Stores a new refresh token in a family and signs the matching access token.
   * @param session the family and its sign-in time; the token expires REFRESH_TOKEN_TTL from now,
   *   but never after the session's end (sign-in + SESSION_MAX_AGE), and so does the access token
   * @param secret the token's secret: random for a sign-in, derived from the old token on rotation
   */
  private async addToken(
    manager: EntityManager,
    user: User,
    { familyId, startedAt }: Pick<Session, 'familyId' | 'startedAt'>,
    client: ClientInfo,
    secret = randomBytes(32).toString('base64url'),
  ): Promise<SessionResult & { row: Session }> {
    const end = this.endOf({ startedAt });
    const refreshExpiresAt = new Date(Math.min(Date.now() + this.config.refreshTokenTtlSec * 1000, end.getTime()));
    const repo = manager.getRepository(Session);
    const row = await repo.save(
      repo.create({
        familyId,
        startedAt,
        userId: user.id,
        tokenHash: sha256(secret),
        expiresAt: refreshExpiresAt,
        revokedAt: null,
        replacedBy: null,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        ip: client.ip,
      }),
    );
    return { ...this.tokens.issue(user, familyId, end), refreshToken: `${row.id}.${secret}`, refreshExpiresAt, sessionId: familyId, row };
  }

  /** When a session ends however often it is refreshed: its sign-in + SESSION_MAX_AGE (issue #16 item 13). */
  private endOf(session: Pick<Session, 'startedAt'>): Date {
    return new Date(session.startedAt.getTime() + this.config.sessionMaxAgeSec * 1000);
  }

  /**
   * Trades a refresh token for a new access token and a new refresh token (rotation). Presenting a
   * token that was already rotated is taken as theft and the whole session is revoked — except
   * within REFRESH_GRACE_SEC of its rotation, when it gets the same successor cookie again (with a
   * fresh access token) as long as that successor is still the session's live token. A successor
   * already rotated or revoked in turn means the old cookie is two steps behind: theft as well.
   * @throws UnauthenticatedError when the token is missing, unknown, expired, revoked or reused, the session is
   *   older than SESSION_MAX_AGE, or the user is gone
   */
  async refresh(refreshToken: string | null | undefined, client: ClientInfo): Promise<SessionResult> {
    const invalid = () => new UnauthenticatedError(messages.errors.unauthenticated);
    if (!refreshToken) throw invalid();
    const outcome = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(Session);
      // The row lock makes concurrent refreshes with one cookie take turns: the second sees the rotation.
      const row = await this.findRow(manager, refreshToken, true);
      if (!row) return null;
      if (row.revokedAt) {
        if (!row.replacedBy) return null; // signed out or revoked: the session has ended already
        const repeat = await this.repeatWithinGrace(manager, row, refreshToken);
        if (repeat) return repeat;
        // A rotated token shown again: someone holds a copy. End the whole session.
        await repo.update({ familyId: row.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
        return null;
      }
      // `expiresAt` is capped at the session's end already; checking the end too covers a SESSION_MAX_AGE lowered since.
      if (row.expiresAt.getTime() <= Date.now() || this.endOf(row).getTime() <= Date.now()) return null;
      const user = await manager.getRepository(User).findOneBy({ id: row.userId });
      if (!user || user.status !== StaffStatus.ACTIVE) return null;
      const next = await this.addToken(manager, user, row, client, this.successorSecret(refreshToken));
      await repo.update({ id: row.id }, { revokedAt: new Date(), replacedBy: next.row.id });
      const { row: _row, ...result } = next;
      return result;
    });
    if (!outcome) throw invalid();
    return outcome;
  }

  /**
   * The same successor again for a token rotated less than REFRESH_GRACE_SEC ago, with a new
   * access token; null when the window has passed or the successor is no longer the live token.
   */
  private async repeatWithinGrace(manager: EntityManager, row: Session, refreshToken: string): Promise<SessionResult | null> {
    if (!row.revokedAt || !row.replacedBy || Date.now() - row.revokedAt.getTime() > REFRESH_GRACE_SEC * 1000) return null;
    const successor = await manager.getRepository(Session).findOneBy({ id: row.replacedBy });
    const now = Date.now();
    if (!successor || successor.revokedAt || successor.expiresAt.getTime() <= now || this.endOf(successor).getTime() <= now) return null;
    const secret = this.successorSecret(refreshToken);
    // A successor made before secrets were derived cannot be rebuilt: no repeat then.
    if (!timingSafeEqual(Buffer.from(successor.tokenHash), Buffer.from(sha256(secret)))) return null;
    const user = await manager.getRepository(User).findOneBy({ id: successor.userId });
    if (!user || user.status !== StaffStatus.ACTIVE) return null;
    return {
      ...this.tokens.issue(user, successor.familyId, this.endOf(successor)),
      refreshToken: `${successor.id}.${secret}`,
      refreshExpiresAt: successor.expiresAt,
      sessionId: successor.familyId,
    };
  }

  /** The secret of the token that replaces `refreshToken`: HMAC-SHA256 under the server's key, so a repeat can rebuild it. */
  private successorSecret(refreshToken: string): string {
    return createHmac('sha256', this.successorKey).update(`refresh-successor:${refreshToken}`).digest('base64url');
  }

  /**
   * Signs out: revokes the session of the access token and the one of the refresh token (when it
   * is genuine). A signed-in token without a session (issued by tools) is revoked by bumping the
   * user's token version.
   * @param user the signed-in user, or null (an expired access token: the cookie alone signs out)
   */
  async logout(user: User | null, accessSessionId: string | null, refreshToken: string | null | undefined): Promise<void> {
    const families = new Set<string>();
    if (accessSessionId) families.add(accessSessionId);
    const row = await this.findRow(this.db.manager, refreshToken);
    if (row) families.add(row.familyId);
    if (families.size === 0 && user) await this.db.getRepository(User).increment({ id: user.id }, 'tokenVersion', 1);
    for (const familyId of families) await this.revokeFamily(familyId);
  }

  /** True while a session has a token that is not revoked (its access tokens still work). */
  isLive(familyId: string): Promise<boolean> {
    return this.db.getRepository(Session).existsBy({ familyId, revokedAt: IsNull() });
  }

  /** Revokes every still-active token of one session. */
  async revokeFamily(familyId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(Session).update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /**
   * Ends every session of a user and every access token issued so far (token version bump).
   * @returns how many refresh tokens were revoked
   */
  async revokeAll(userId: string, manager: EntityManager = this.db.manager): Promise<number> {
    await manager.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
    const result = await manager.getRepository(Session).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return result.affected ?? 0;
  }

  /** The stored row of a refresh token whose secret matches, or null; `lock` takes a row lock (in a transaction). */
  private async findRow(manager: EntityManager, refreshToken: string | null | undefined, lock = false): Promise<Session | null> {
    const [id, secret] = (refreshToken ?? '').split('.');
    if (!id || !secret || !UUID.test(id)) return null;
    const row = await manager.getRepository(Session).findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(sha256(secret)))) return null;
    return row;
  }
}
