import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a staff link is for: setting the first password (invitation) or a forgotten one (reset). */
export type StaffTokenPurpose = 'invite' | 'reset';

/**
 * One single-use link sent to a staff member (issue #20): an invitation (valid 7 days) or a
 * password reset (valid 1 hour). Only the SHA-256 of its random secret is stored.
 */
@Entity({ name: 'staff_tokens' })
export class StaffToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  purpose: StaffTokenPurpose;

  /** Hex SHA-256 of the secret in the link. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the link was used, or replaced by a newer one: it never works again. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
