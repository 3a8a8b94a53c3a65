import type { EntityManager } from 'typeorm';
import { ValidationError } from '../common/errors';
import { MemberLink, type MemberLinkPurpose } from './member-portal.entities';
import { newSecret, SECRET_PATTERN, sha256 } from './member-session';

/**
 * The refusal of an unknown, used, replaced or expired link: one answer, naming the field `token`.
 * @param message what the page shows (memberPortalMessages)
 */
export const linkRefused = (message: string): ValidationError => new ValidationError({ token: message }, message);

/**
 * When a link issued at `now` stops working (pure).
 * @param validMinutes its lifetime
 */
export const linkExpiry = (now: Date, validMinutes: number): Date => new Date(now.getTime() + validMinutes * 60_000);

/**
 * Stores a new single-use member link (sign-in or e-mail change, issue #21) after retiring the
 * member's open links of the same purpose; only the secret's hash is kept.
 * @param newEmail the address an e-mail change link confirms
 * @returns the secret, for the URL
 */
export async function issueLink(
  tx: EntityManager,
  now: Date,
  memberId: string,
  purpose: MemberLinkPurpose,
  validMinutes: number,
  newEmail: string | null = null,
): Promise<string> {
  await tx.query(`UPDATE member_links SET used_at = $3 WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL`, [memberId, purpose, now]);
  const secret = newSecret();
  await tx.getRepository(MemberLink).insert({
    memberId,
    purpose,
    tokenHash: sha256(secret),
    newEmail,
    createdAt: now,
    expiresAt: linkExpiry(now, validMinutes),
    usedAt: null,
  });
  return secret;
}

/**
 * Uses a link up with one conditional UPDATE (two uses at once: one winner).
 * @returns the link's member (and new address), or null when it does not work
 */
export async function consumeLink(
  tx: EntityManager,
  purpose: MemberLinkPurpose,
  secret: string,
  now: Date,
): Promise<{ memberId: string; newEmail: string | null } | null> {
  if (typeof secret !== 'string' || !SECRET_PATTERN.test(secret)) return null;
  const [rows] = (await tx.query(
    `UPDATE member_links SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING member_id, new_email`,
    [sha256(secret), purpose, now],
  )) as [{ member_id: string; new_email: string | null }[], number];
  return rows[0] ? { memberId: rows[0].member_id, newEmail: rows[0].new_email } : null;
}
