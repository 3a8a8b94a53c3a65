import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Before/after of each changed field: `{ field: { before, after } }`. */
export type Changes = Record<string, { before: unknown; after: unknown }>;

/** One staff change, written in the same transaction as the change (issue 4 audit trail). */
@ObjectType({ description: 'One staff change: who did what to which record, with the changed fields before and after.' })
@Entity({ name: 'audit_entries' })
export class AuditEntry {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'When the change was made.' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Field(() => String, { nullable: true, description: 'Id of the staff user who made it (null for the public, e.g. an application).' })
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the staff user at the time.' })
  @Column({ name: 'actor_name', type: 'text', nullable: true })
  actorName: string | null;

  /** The member who acted in their own area (issue #21); links the entry to that person (issue #31). */
  @Column({ name: 'actor_member_id', type: 'uuid', nullable: true })
  actorMemberId: string | null;

  /**
   * The normalised e-mail address the entry records (its changes' `email` field, an access export's
   * address), set when written: the entry belongs to that address exactly (issue #31). Cleared by erasure.
   */
  @Column({ name: 'subject_email', type: 'text', nullable: true })
  subjectEmail: string | null;

  @Field({ description: 'What was done, e.g. "approve", "update", "delete".' })
  @Column({ type: 'text' })
  action: string;

  @Field({ description: 'Kind of record, e.g. "member", "project".' })
  @Column({ name: 'entity_type', type: 'text' })
  entityType: string;

  @Field({ description: 'Id of the record.' })
  @Column({ name: 'entity_id', type: 'text' })
  entityId: string;

  /** The record's version after the change (issue #33), or null for records without one; "changes since version N" reads it. */
  @Column({ name: 'entity_version', type: 'integer', nullable: true })
  entityVersion: number | null;

  @Field(() => GraphQLJSONObject, { description: 'Changed fields: { field: { before, after } }.' })
  @Column({ type: 'jsonb', default: () => "'{}'" })
  changes: Changes;

  /** Filled when read (`AuditService.list`): what the record is called now, or "deleted {type}". */
  @Field(() => String, {
    description:
      'Name of the record now: a member’s or staff member’s name, a content item’s title, "Site settings"; "deleted member" (or "deleted project" …) when the record is gone.',
  })
  subjectName: string;
}
