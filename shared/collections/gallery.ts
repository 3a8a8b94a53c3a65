import { ALL_STATUSES, PUBLISHED_NOT_DELETED, description, location, tags, title, defineCollection } from './common';

/** A gallery photo, grouped into albums by album name (SPEC §3 Gallery item). */
export const gallery = defineCollection({
  type: 'GALLERY',
  label: 'Gallery item',
  pluralLabel: 'Gallery items',
  path: 'gallery',
  menuLabel: 'Gallery',
  graphqlName: 'GalleryItem',
  graphqlPlural: 'GalleryItems',
  table: 'gallery_items',
  titleField: 'title',
  searchFields: ['title', 'description'],
  recentActivity: true,
  publicVisibility: PUBLISHED_NOT_DELETED,
  serverFields: ['thumbnailUrl', 'albumSlug', 'projectId'],
  statuses: ALL_STATUSES,
  fields: [
    title,
    description,
    { name: 'imageUrl', label: 'Image', kind: 'image', required: true },
    {
      name: 'galleryType',
      label: 'Gallery type',
      kind: 'select',
      default: 'COMMUNITY',
      options: [
        { value: 'EVENT', label: 'Event' },
        { value: 'PROJECT', label: 'Project' },
        { value: 'COMMUNITY', label: 'Community' },
        { value: 'OTHER', label: 'Other' },
      ],
      column: true,
    },
    { name: 'albumName', label: 'Album name', kind: 'text', maxLength: 200, column: true },
    { name: 'photographer', label: 'Photographer', kind: 'text', maxLength: 200 },
    { name: 'takenDate', label: 'Date taken', kind: 'date' },
    location,
    { name: 'sortOrder', label: 'Sort order', kind: 'int', min: 0, default: 0 },
    tags,
  ],
});

/**
 * The album of the published photos that have no album name (issue #33): /gallery shows them as
 * "Other photos" at /gallery/other-photos, so a published photo always appears on the site.
 */
export const OTHER_PHOTOS = { slug: 'other-photos', name: 'Other photos' } as const;
