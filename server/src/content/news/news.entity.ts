import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { ContentPage } from '../content.entity';

/** A news item; counted on dashboards (SPEC §3 News). */
@ObjectType({ description: 'A news item (SPEC §3); counted on dashboards.' })
@Entity({ name: 'news' })
export class News extends ContentPage('news') {
  @Field({ description: 'Featured news item.' })
  @Column({ type: 'boolean', default: false })
  featured: boolean;
}
