import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { StaffToken, type StaffTokenPurpose } from './staff-token.entity';

/** What a link is like now: usable, used (or replaced), expired, or not a link at all. */
export type StaffLinkState = 'valid' | 'used' | 'expired' | 'unknown';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Single-use links for staff (issue #20): 256 random bits in the link, only their SHA-256 stored,
 * the expiry checked by the database's clock, and used up by one conditional UPDATE so that two
 * uses at once have exactly one winner.
 */
export class StaffTokens {
  /**
   * Stores a new link for a user, after retiring their open links of the same purpose (only the
   * newest invitation or reset link works).
   * @param tx the transaction's manager
   * @param validHours how long the link works
   * @returns the secret to put in the link (never stored)
   */
  async issue(tx: EntityManager, userId: string, purpose: StaffTokenPurpose, validHours: number): Promise<string> {
    await this.retire(tx, userId, purpose);
    const secret = randomBytes(32).toString('base64url');
    await tx
      .createQueryBuilder()
      .insert()
      .into(StaffToken)
      .values({ userId, purpose, tokenHash: sha256(secret), expiresAt: () => `now() + interval '${Math.round(validHours * 60)} minutes'` })
      .execute();
    return secret;
  }

  /**
   * Uses a link up: marks it used when it exists, has this purpose, is unused and unexpired.
   * @returns the user it was for, or null when the link does not work (unknown, used, replaced or expired)
   */
  async consume(tx: EntityManager, purpose: StaffTokenPurpose, secret: string): Promise<string | null> {
    if (!secret || secret.length > 200) return null;
    const result: unknown = await tx.query(
      `UPDATE staff_tokens SET used_at = now() WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [sha256(secret), purpose],
    );
    // The pg driver answers an UPDATE with [rows, count].
    const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as { user_id: string }[];
    return rows[0]?.user_id ?? null;
  }

  /**
   * What a link is like now, without using it (issue #33: the page says a used or expired link is
   * so before the person types a password). A link replaced by a newer one was retired, and reads as used.
   * @returns `valid`, `used`, `expired`, or `unknown` (no such link for this purpose)
   */
  async state(manager: EntityManager, purpose: StaffTokenPurpose, secret: string): Promise<StaffLinkState> {
    if (!secret || secret.length > 200) return 'unknown';
    const rows = (await manager.query(
      `SELECT used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM staff_tokens WHERE token_hash = $1 AND purpose = $2`,
      [sha256(secret), purpose],
    )) as { used: boolean; expired: boolean }[];
    const row = rows[0];
    if (!row) return 'unknown';
    return row.used ? 'used' : row.expired ? 'expired' : 'valid';
  }

  /** Retires every open link of a user for a purpose (all purposes when none is given). */
  async retire(tx: EntityManager, userId: string, purpose?: StaffTokenPurpose): Promise<void> {
    await tx.getRepository(StaffToken).update({ userId, usedAt: IsNull(), ...(purpose ? { purpose } : {}) }, { usedAt: () => 'now()' } as never);
  }
}
