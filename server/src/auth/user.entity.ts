import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Role, StaffStatus } from './roles';

/** A staff account (SPEC §3 "Admin session user"); the password hash never leaves the server. */
@ObjectType({ description: 'A staff account that can sign in to the admin area.' })
@Entity({ name: 'users' })
export class User {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Display name, recorded as approver on member reviews.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'Sign-in email, unique, stored lower-case.' })
  @Column({ type: 'text' })
  email: string;

  @Field(() => Role, { description: 'Role deciding what the account may do.' })
  @Column({ type: 'text' })
  role: Role;

  /** Null while an invitation is open: nobody can sign in to the account until its password is set. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Field(() => StaffStatus, { description: 'INVITED (password not set yet), ACTIVE (can sign in) or DEACTIVATED (cannot sign in).' })
  @Column({ type: 'text', default: StaffStatus.ACTIVE })
  status: StaffStatus;

  @Field(() => Date, { nullable: true, description: 'When the account last signed in, or null when never.' })
  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  /** Bumped to revoke every token issued before (logout, password change). */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @Field(() => Int, {
    description:
      'Version of the account, from 1, incremented by every staff change to it (issue #33). `updateStaffRole` sends the version the admin saw as `expectedVersion`; a newer one answers CONFLICT.',
  })
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Field({ description: 'When the account was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
