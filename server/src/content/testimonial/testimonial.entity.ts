import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { ContentItem } from '../content.entity';

/** A resident's testimonial shown as "Neighbours Say" (SPEC §3 Testimonial). */
@ObjectType({ description: 'A testimonial from a resident (SPEC §3).' })
@Entity({ name: 'testimonials' })
export class Testimonial extends ContentItem {
  @Field({ description: 'Name of the person quoted.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'Their role, e.g. "Resident since 2019".' })
  @Column({ type: 'text' })
  role: string;

  @Field({ description: 'The testimonial text.' })
  @Column({ type: 'text' })
  message: string;

  @Field(() => String, { nullable: true, description: 'Portrait URL; a default avatar is shown when missing.' })
  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @Field(() => Int, { description: 'Display order, ascending (≥ 0); default 0.' })
  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Field({ description: 'Featured testimonial.' })
  @Column({ type: 'boolean', default: false })
  featured: boolean;
}
