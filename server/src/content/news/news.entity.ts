import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { ContentItem } from '../content.entity';

/** A news item; counted on dashboards (SPEC §3 News). */
@ObjectType({ description: 'A news item (SPEC §3); counted on dashboards.' })
@Entity({ name: 'news' })
export class News extends ContentItem {
  @Field({ description: 'Title.' })
  @Column({ type: 'text' })
  title: string;

  @Field({ description: 'URL slug from the title, unique; used at /news/{slug}.' })
  @Column({ type: 'text', unique: true })
  slug: string;

  @Field(() => String, { nullable: true, description: 'Short description.' })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true, description: 'Rich text (sanitised basic HTML).' })
  @Column({ type: 'text', nullable: true })
  content: string | null;

  @Field({ description: 'Featured news item.' })
  @Column({ type: 'boolean', default: false })
  featured: boolean;
}
