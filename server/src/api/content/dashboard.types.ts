import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ActivityAction, ContentType } from '../../content/content.enums';
import type {
  ProjectDashboardStats as ProjectDashboardStatsModel,
  EventDashboardStats as EventDashboardStatsModel,
  NewsDashboardStats as NewsDashboardStatsModel,
  GalleryByType as GalleryByTypeModel,
  GalleryDashboardStats as GalleryDashboardStatsModel,
  ResourceByType as ResourceByTypeModel,
  ResourceDashboardStats as ResourceDashboardStatsModel,
  DashboardStats as DashboardStatsModel,
  RecentActivity as RecentActivityModel,
} from '../../content/dashboard.models';

/** Project counts (SPEC §3 Dashboard stats). */
@ObjectType({ description: 'Project counts (not deleted).' })
export class ProjectDashboardStats implements ProjectDashboardStatsModel {
  @Field(() => Int, { description: 'All projects.' }) total: number;
  @Field(() => Int, { description: 'Published.' }) published: number;
  @Field(() => Int, { description: 'Drafts.' }) draft: number;
  @Field(() => Int, { description: 'At 100 % completion.' }) completed: number;
}

/** Event counts (SPEC §3; admin side: upcoming if the date is after now). */
@ObjectType({ description: 'Event counts (not deleted); upcoming = event date after now.' })
export class EventDashboardStats implements EventDashboardStatsModel {
  @Field(() => Int, { description: 'All events.' }) total: number;
  @Field(() => Int, { description: 'Dated after now.' }) upcoming: number;
  @Field(() => Int, { description: 'Not upcoming.' }) past: number;
  @Field(() => Int, { description: 'Published.' }) published: number;
}

/** News counts. */
@ObjectType({ description: 'News counts (not deleted).' })
export class NewsDashboardStats implements NewsDashboardStatsModel {
  @Field(() => Int, { description: 'All news items.' }) total: number;
  @Field(() => Int, { description: 'Featured.' }) featured: number;
  @Field(() => Int, { description: 'Published.' }) published: number;
}

/** Gallery counts by type. */
@ObjectType({ description: 'Gallery items by gallery type.' })
export class GalleryByType implements GalleryByTypeModel {
  @Field(() => Int, { description: 'Event photos.' }) event: number;
  @Field(() => Int, { description: 'Project photos.' }) project: number;
  @Field(() => Int, { description: 'Community photos.' }) community: number;
  @Field(() => Int, { description: 'Other photos.' }) other: number;
}

/** Gallery counts. */
@ObjectType({ description: 'Gallery counts (not deleted).' })
export class GalleryDashboardStats implements GalleryDashboardStatsModel {
  @Field(() => Int, { description: 'All gallery items.' }) total: number;
  @Field(() => Int, { description: 'Published.' }) published: number;
  @Field(() => Int, { description: 'Drafts.' }) draft: number;
  @Field(() => GalleryByType, { description: 'Counts by gallery type.' }) byType: GalleryByType;
}

/** Resource counts by type. */
@ObjectType({ description: 'Resources by resource type.' })
export class ResourceByType implements ResourceByTypeModel {
  @Field(() => Int, { description: 'Documents.' }) document: number;
  @Field(() => Int, { description: 'Images.' }) image: number;
  @Field(() => Int, { description: 'Videos.' }) video: number;
  @Field(() => Int, { description: 'Audio.' }) audio: number;
  @Field(() => Int, { description: 'Other.' }) other: number;
}

/** Resource counts. */
@ObjectType({ description: 'Resource counts (not deleted).' })
export class ResourceDashboardStats implements ResourceDashboardStatsModel {
  @Field(() => Int, { description: 'All resources.' }) total: number;
  @Field(() => Int, { description: 'Published.' }) published: number;
  @Field(() => Int, { description: 'Downloads, all time.' }) totalDownloads: number;
  @Field(() => ResourceByType, { description: 'Counts by resource type.' }) byType: ResourceByType;
}

/** The CMS dashboard's figures, exactly SPEC §3's shape. */
@ObjectType({ description: 'CMS dashboard figures (SPEC §3 Dashboard stats).' })
export class DashboardStats implements DashboardStatsModel {
  @Field(() => ProjectDashboardStats, { description: 'Projects.' }) projects: ProjectDashboardStats;
  @Field(() => EventDashboardStats, { description: 'Events.' }) events: EventDashboardStats;
  @Field(() => NewsDashboardStats, { description: 'News.' }) news: NewsDashboardStats;
  @Field(() => GalleryDashboardStats, { description: 'Gallery.' }) gallery: GalleryDashboardStats;
  @Field(() => ResourceDashboardStats, { description: 'Resources.' }) resources: ResourceDashboardStats;
}

registerEnumType(ActivityAction, {
  name: 'ActivityAction',
  description: 'DELETED when in the trash; CREATED when never changed since creation; PUBLISHED when the last change published it; else UPDATED.',
});

/** One recently changed content item (SPEC §3 Recent activity item). */
@ObjectType({ description: 'A recently changed content item (SPEC §3).' })
export class RecentActivity implements RecentActivityModel {
  @Field(() => ID, { description: 'Id of the item.' }) id: string;
  @Field(() => ContentType, { description: 'Its content type.' }) type: ContentType;
  @Field({ description: 'Its title.' }) title: string;
  @Field({ description: 'When it last changed.' }) timestamp: Date;
  @Field(() => ActivityAction, { description: 'What happened.' }) action: ActivityAction;
}
