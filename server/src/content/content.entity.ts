import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ContentStatus } from './content.enums';

/** Columns every content item has (SPEC §3 Content items, common). */
// simpleResolvers (issue #24): no field of a content item has @Authorized or a middleware, so
// graphql-js reads each property directly instead of through TypeGraphQL's wrapper. A field that
// needs one must set `simple: false` (or the type drop the option).
@ObjectType({ simpleResolvers: true, description: 'Fields common to every content item.' })
export abstract class ContentItem {
  @Field(() => ID, { description: 'Unique identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ContentStatus, { description: 'Publication state; default draft.' })
  @Column({ type: 'text', default: ContentStatus.DRAFT })
  status: ContentStatus;

  @Field(() => [String], { description: 'Free tags, trimmed, no blanks.' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Field({ description: 'Soft-deleted (in the trash); never shown to visitors.' })
  @Column({ name: 'is_deleted', type: 'boolean', default: false })
  isDeleted: boolean;

  @Field({ description: 'When the item was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'When the item last changed.' })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the item was last published.' })
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;
}

/** numeric columns come back from pg as strings; this maps them to numbers. */
export const numericTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
