import type { ActivityAction, ContentType } from './content.enums';

/** Project counts (SPEC §3 Dashboard stats), not deleted. */
export interface ProjectDashboardStats {
  /** All projects. */
  total: number;
  /** Published. */
  published: number;
  /** Drafts. */
  draft: number;
  /** At 100 % completion. */
  completed: number;
}

/** Event counts (SPEC §3; admin side: upcoming if the date is after now), not deleted. */
export interface EventDashboardStats {
  /** All events. */
  total: number;
  /** Dated after now. */
  upcoming: number;
  /** Not upcoming. */
  past: number;
  /** Published. */
  published: number;
}

/** News counts, not deleted. */
export interface NewsDashboardStats {
  /** All news items. */
  total: number;
  /** Featured. */
  featured: number;
  /** Published. */
  published: number;
}

/** Gallery counts by gallery type. */
export interface GalleryByType {
  /** Event photos. */
  event: number;
  /** Project photos. */
  project: number;
  /** Community photos. */
  community: number;
  /** Other photos. */
  other: number;
}

/** Gallery counts, not deleted. */
export interface GalleryDashboardStats {
  /** All gallery items. */
  total: number;
  /** Published. */
  published: number;
  /** Drafts. */
  draft: number;
  /** Counts by gallery type. */
  byType: GalleryByType;
}

/** Resource counts by resource type. */
export interface ResourceByType {
  /** Documents. */
  document: number;
  /** Images. */
  image: number;
  /** Videos. */
  video: number;
  /** Audio. */
  audio: number;
  /** Other. */
  other: number;
}

/** Resource counts, not deleted. */
export interface ResourceDashboardStats {
  /** All resources. */
  total: number;
  /** Published. */
  published: number;
  /** Downloads, all time. */
  totalDownloads: number;
  /** Counts by resource type. */
  byType: ResourceByType;
}

/** The CMS dashboard's figures, exactly SPEC §3's shape. */
export interface DashboardStats {
  /** Projects. */
  projects: ProjectDashboardStats;
  /** Events. */
  events: EventDashboardStats;
  /** News. */
  news: NewsDashboardStats;
  /** Gallery. */
  gallery: GalleryDashboardStats;
  /** Resources. */
  resources: ResourceDashboardStats;
}

/** One recently changed content item (SPEC §3 Recent activity item). */
export interface RecentActivity {
  /** Id of the item. */
  id: string;
  /** Its content type. */
  type: ContentType;
  /** Its title. */
  title: string;
  /** When it last changed. */
  timestamp: Date;
  /** What happened. */
  action: ActivityAction;
}
