import type { ResourceType } from '../content';
import type { GalleryItem } from '../content';

/** The four Home stat tiles (SPEC §2 Home). */
export interface PublicStats {
  /** Approved members (the admin labels approved as "Active Members"). */
  activeMembers: number;
  /** Published, not deleted projects at 100 % completion. */
  projectsCompleted: number;
  /** Published, not deleted events. */
  eventsHosted: number;
  /** Years serving the community (fixed at 5). */
  yearsServing: number;
}

/** A gallery album: photos sharing an album name (SPEC §2 /gallery). */
export interface GalleryAlbum {
  /** URL slug of the album; used at /gallery/{albumSlug}. */
  slug: string;
  /** Album name. */
  name: string;
  /** Year the photos were taken (earliest), or null. */
  year: number | null;
  /** Number of published photos. */
  photoCount: number;
  /** Cover: the first photo by sort order. */
  cover: GalleryItem;
}

/** An album with its photos in sort order. */
export interface GalleryAlbumDetail extends GalleryAlbum {
  /** Photos by sort order. */
  photos: GalleryItem[];
}

/** Figures of the resource library header (SPEC §2 /resources stats). */
export interface ResourceStats {
  /** Published resources. */
  total: number;
  /** Downloads of published resources, all time. */
  totalDownloads: number;
  /** Categories in use, alphabetical. */
  categories: string[];
  /** Resource types in use. */
  types: ResourceType[];
}
