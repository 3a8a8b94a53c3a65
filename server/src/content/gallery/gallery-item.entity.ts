import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { ContentItem } from '../content.entity';
import { GalleryType } from '../content.enums';

/** A gallery photo; photos are grouped into albums by album name (SPEC §3 Gallery item). */
@ObjectType({ description: 'A gallery photo, grouped into albums by album name (SPEC §3).' })
@Entity({ name: 'gallery_items' })
@Index('gallery_items_album_idx', ['albumSlug', 'sortOrder'])
export class GalleryItem extends ContentItem {
  @Field({ description: 'Title.' })
  @Column({ type: 'text' })
  title: string;

  @Field(() => String, { nullable: true, description: 'Caption.' })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field({ description: 'Image URL (the web-sized version).' })
  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  @Field(() => String, { nullable: true, description: 'Thumbnail URL.' })
  @Column({ name: 'thumbnail_url', type: 'text', nullable: true })
  thumbnailUrl: string | null;

  @Field(() => GalleryType, { description: 'What the photo shows.' })
  @Column({ name: 'gallery_type', type: 'text', default: GalleryType.COMMUNITY })
  galleryType: GalleryType;

  @Field(() => String, { nullable: true, description: 'Album the photo belongs to.' })
  @Column({ name: 'album_name', type: 'text', nullable: true })
  albumName: string | null;

  @Field(() => String, { nullable: true, description: 'URL slug of the album, from its name; used at /gallery/{albumSlug}.' })
  @Column({ name: 'album_slug', type: 'text', nullable: true })
  albumSlug: string | null;

  @Field(() => String, { nullable: true, description: 'Photographer.' })
  @Column({ type: 'text', nullable: true })
  photographer: string | null;

  @Field(() => String, { nullable: true, description: 'Date taken (YYYY-MM-DD).' })
  @Column({ name: 'taken_date', type: 'date', nullable: true })
  takenDate: string | null;

  @Field(() => String, { nullable: true, description: 'Where the photo was taken.' })
  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Field(() => Int, { description: 'Position in the album (≥ 0).' })
  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  /** The project this photo documents, when any (used on /projects/{slug}). */
  @Field(() => String, { nullable: true, description: 'Id of the project this photo documents, if any.' })
  @Column({ name: 'project_id', type: 'uuid', nullable: true })
  projectId: string | null;
}
