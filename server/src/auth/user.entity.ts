import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Role } from './roles';

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

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  /** Bumped to revoke every token issued before (logout, password change). */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @Field({ description: 'When the account was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
