import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ContentChangeAction, ContentStatus, ContentType, EventTiming } from '../../content/content.enums';
import type { ContentChangePayload, ContentFilterInput as ContentFilterInputModel } from '../../content/content.models';

registerEnumType(ContentChangeAction, { name: 'ContentChangeAction', description: 'What happened to a content item.' });

registerEnumType(EventTiming, {
  name: 'EventTiming',
  description:
    'Admin events, as the public site sorts them (SPEC §4): UPCOMING (no date, or from the start of today in the association’s time zone; soonest first, undated last) or PAST (before today; latest first).',
});

/** A change to one content item, delivered live to staff and lists (SPEC §4 Live updates). */
@ObjectType({ description: 'A change to one content item.' })
export class ContentChange implements ContentChangePayload {
  @Field(() => ContentType, { description: 'The content type that changed.' })
  type: ContentType;
  @Field(() => ContentChangeAction, { description: 'What happened.' })
  action: ContentChangeAction;
  @Field(() => ID, { description: 'Id of the item.' })
  id: string;
  @Field(() => Int, {
    nullable: true,
    description: 'The item’s `rowVersion` after the change (issue #33); null for changes of many items or a purge.',
  })
  rowVersion?: number | null;
}

/** Filters of the admin content lists (SPEC §7 Admin content tables: List). */
@InputType({ description: 'Filters of an admin content list (SPEC §7).' })
export class ContentFilterInput implements ContentFilterInputModel {
  @Field(() => String, { nullable: true, description: 'Case-insensitive text search (title or description; testimonials: name, role or message).' })
  search?: string | null;

  @Field(() => [ContentStatus], { nullable: true, description: 'Only these statuses.' })
  statuses?: ContentStatus[] | null;

  @Field(() => [String], { nullable: true, description: 'Items having any of these tags.' })
  tags?: string[] | null;

  @Field(() => Date, { nullable: true, description: 'Created at or after.' })
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Created at or before.' })
  createdTo?: Date | null;

  @Field(() => EventTiming, {
    nullable: true,
    description: 'Events only: UPCOMING or PAST (SPEC §4 admin side); events are listed by event date. Other types ignore it.',
  })
  timing?: EventTiming | null;

  @Field({ nullable: true, defaultValue: false, description: 'true lists the trash (soft-deleted items) instead.' })
  deleted?: boolean;
}
