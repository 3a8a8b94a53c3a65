import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { ContentItem } from '../content.entity';
import { ResourceType } from '../content.enums';

/** A downloadable resource (SPEC §3 Resource). */
// simpleResolvers (issue #24), as ContentItem: plain fields only.
@ObjectType({ simpleResolvers: true, description: 'A downloadable resource (SPEC §3).' })
@Entity({ name: 'resources' })
export class Resource extends ContentItem {
  @Field({ description: 'Title.' })
  @Column({ type: 'text' })
  title: string;

  @Field(() => String, { nullable: true, description: 'Short description.' })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true, description: 'Where the file is served from.' })
  @Column({ name: 'file_url', type: 'text', nullable: true })
  fileUrl: string | null;

  @Field(() => String, { nullable: true, description: 'Original file name.' })
  @Column({ name: 'file_name', type: 'text', nullable: true })
  fileName: string | null;

  @Field(() => Int, { nullable: true, description: 'File size in bytes.' })
  @Column({ name: 'file_size', type: 'integer', nullable: true })
  fileSize: number | null;

  @Field(() => String, { nullable: true, description: 'MIME type of the file.' })
  @Column({ name: 'file_type', type: 'text', nullable: true })
  fileType: string | null;

  @Field(() => ResourceType, { description: 'Kind of resource, inferred from the file type.' })
  @Column({ name: 'resource_type', type: 'text', default: ResourceType.DOCUMENT })
  resourceType: ResourceType;

  @Field(() => String, { nullable: true, description: 'Category used by the library filter.' })
  @Column({ type: 'text', nullable: true })
  category: string | null;

  @Field({ description: 'Version label; default 1.0.' })
  @Column({ type: 'text', default: '1.0' })
  version: string;

  @Field(() => Int, { description: 'How many times it was downloaded; default 0.' })
  @Column({ name: 'download_count', type: 'integer', default: 0 })
  downloadCount: number;
}
