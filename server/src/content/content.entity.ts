import { Field, ID, Int, ObjectType } from 'type-graphql';
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

  // Not `version`: a resource's `version` is its document's ("1.0").
  @Field(() => Int, {
    description:
      'Version of the item as a record, from 1, incremented by every staff change (issue #33). An edit sends the one it started from as `expectedVersion`; a newer one answers CONFLICT.',
  })
  @Column({ name: 'row_version', type: 'integer', default: 1 })
  rowVersion: number;

  @Field(() => Date, { nullable: true, description: 'When the item was last published.' })
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;
}

/**
 * The columns of a content type that is a page of its own at `/{path}/{slug}` (SPEC §3 Project,
 * Event, News), on top of ContentItem's: title, unique slug, short description and rich text.
 * TypeORM and TypeGraphQL both inherit them (issue #23: written once, not once per entity); a class
 * per type, because the slug's description names the type's address.
 * @param path the type's address on the public site, e.g. `events`
 */
export function ContentPage(path: string) {
  // simpleResolvers (issue #24), as ContentItem: the fields a subclass inherits keep the parent's option.
  @ObjectType({ simpleResolvers: true })
  abstract class Page extends ContentItem {
    @Field({ description: 'Title.' })
    @Column({ type: 'text' })
    title: string;

    @Field({ description: `URL slug from the title, unique; used at /${path}/{slug}.` })
    @Column({ type: 'text', unique: true })
    slug: string;

    @Field(() => String, { nullable: true, description: 'Short description.' })
    @Column({ type: 'text', nullable: true })
    description: string | null;

    @Field(() => String, { nullable: true, description: 'Rich text (sanitised basic HTML).' })
    @Column({ type: 'text', nullable: true })
    content: string | null;
  }
  return Page;
}

/**
 * A {@link ContentPage} with a cover image (SPEC §3 Project, Event).
 * @param path the type's address on the public site, e.g. `projects`
 */
export function IllustratedContentPage(path: string) {
  @ObjectType({ simpleResolvers: true })
  abstract class IllustratedPage extends ContentPage(path) {
    @Field(() => String, { nullable: true, description: 'Cover image URL.' })
    @Column({ name: 'image_url', type: 'text', nullable: true })
    imageUrl: string | null;
  }
  return IllustratedPage;
}

/** numeric columns come back from pg as strings; this maps them to numbers. */
export const numericTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
