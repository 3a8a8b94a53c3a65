import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token of a staff session. A sign-in starts a family; each refresh revokes the row
 * and adds the next one to the same family, so a token presented again after its rotation is
 * recognised (reuse) and the whole family is revoked. Only a SHA-256 of the token is stored.
 */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The sign-in this token belongs to; access tokens carry it as `sid`. */
  @Index('sessions_family_id_idx')
  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  @Index('sessions_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Hex SHA-256 of the secret part of the refresh token. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  /** When this token stops refreshing: REFRESH_TOKEN_TTL after its issue, never after `startedAt` + SESSION_MAX_AGE. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** The sign-in time of the session (family), carried to every rotated token; bounds its lifetime (SESSION_MAX_AGE). */
  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  /** Set when rotated, signed out, or revoked (reuse, password change, operator reset). */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** The row that replaced this one on refresh; set means "rotated", so presenting it again is reuse. */
  @Column({ name: 'replaced_by', type: 'uuid', nullable: true })
  replacedBy: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
