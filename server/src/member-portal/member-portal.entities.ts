import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a member's single-use link is for (issue #21): signing in, or confirming a new e-mail
 * address; 'renewal' (issue #34) signs in from a renewal reminder.
 */
export type MemberLinkPurpose = 'sign_in' | 'email_change' | 'renewal';

/**
 * One single-use link e-mailed to a member (issue #21): sign-in (15 minutes) or a new address's
 * confirmation (24 hours). Only the SHA-256 of its random secret is stored.
 */
@Entity({ name: 'member_links' })
export class MemberLink {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @Column({ type: 'text' })
  purpose: MemberLinkPurpose;

  /** Hex SHA-256 of the secret in the link. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  /** The address being confirmed (email_change only). */
  @Column({ name: 'new_email', type: 'text', nullable: true })
  newEmail: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set when used, or replaced by a newer link of the same purpose: it never works again. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A member's signed-in session (issue #21): the member cookie's token names it; signing out revokes it. */
@Entity({ name: 'member_sessions' })
export class MemberSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}

/** Where a member's request to change their name or address stands (issue #21). */
export enum MemberChangeRequestStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  DECLINED = 'declined',
}

registerEnumType(MemberChangeRequestStatus, {
  name: 'MemberChangeRequestStatus',
  description: 'A name or address change asked for by a member: PENDING (waiting for staff), APPROVED (applied) or DECLINED.',
});

/** A member's request to change their name or address, which staff approve or decline (issue #21). */
@ObjectType({ description: 'A name or address change asked for by a member from their own area; staff approve or decline it (issue #21).' })
@Entity({ name: 'member_change_requests' })
export class MemberChangeRequest {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The member who asked.' })
  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @Field(() => String, { nullable: true, description: 'The new full name asked for, or null when the name stays.' })
  @Column({ name: 'full_name', type: 'text', nullable: true })
  fullName: string | null;

  @Field(() => String, { nullable: true, description: 'The new street address asked for, or null when the address stays.' })
  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Field(() => MemberChangeRequestStatus, { description: 'Waiting, approved (applied to the member record) or declined.' })
  @Column({ type: 'text', default: MemberChangeRequestStatus.PENDING })
  status: MemberChangeRequestStatus;

  @Field({ description: 'When the member asked.' })
  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When staff decided, or null while waiting.' })
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Name of the staff member who decided.' })
  @Column({ name: 'decided_by', type: 'text', nullable: true })
  decidedBy: string | null;

  /** The member's current name, filled in by the staff list's query. */
  @Field({ description: "The member's name as it is now (before any approved change)." })
  memberName: string;
}

/** A member's request to have their information erased (issue #21), for staff to act on in /admin/privacy. */
@Entity({ name: 'member_erasure_requests' })
export class MemberErasureRequestRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;
}
