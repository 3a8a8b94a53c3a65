import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A newsletter being written (issue #33): saved on the server as staff type, listed under "Drafts",
 * reopened and sent later; sending it removes it.
 */
@ObjectType('NewsletterDraft', { description: 'A newsletter issue being written, saved as it is typed (staff).' })
@Entity({ name: 'newsletter_drafts' })
@Index('newsletter_drafts_updated_at_idx', ['updatedAt'])
export class NewsletterDraftRecord {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Subject line as typed so far (may be empty).' })
  @Column({ type: 'text', default: '' })
  subject: string;

  @Field({ description: 'The body in Markdown as typed so far (may be empty).' })
  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  createdById: string | null;

  @Field(() => String, { nullable: true, description: 'Who started it.' })
  @Column({ name: 'created_by_name', type: 'text', nullable: true })
  createdByName: string | null;

  @Field({ description: 'When it was started.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'When it was last saved.' })
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
