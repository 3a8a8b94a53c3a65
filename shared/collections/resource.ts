import { ALL_STATUSES, PUBLISHED_NOT_DELETED, description, tags, title, defineCollection } from './common';

/** A downloadable resource (SPEC §3 Resource). */
export const resource = defineCollection({
  type: 'RESOURCE',
  label: 'Resource',
  pluralLabel: 'Resources',
  path: 'resources',
  menuLabel: 'Resources',
  graphqlName: 'Resource',
  graphqlPlural: 'Resources',
  table: 'resources',
  titleField: 'title',
  searchFields: ['title', 'description'],
  recentActivity: true,
  publicVisibility: PUBLISHED_NOT_DELETED,
  serverFields: ['fileName', 'fileSize', 'fileType'],
  statuses: ALL_STATUSES,
  countColumns: [{ name: 'downloadCount', label: 'Downloads' }],
  fields: [
    title,
    description,
    { name: 'fileUrl', label: 'File', kind: 'file', required: true },
    {
      name: 'resourceType',
      label: 'Type',
      kind: 'select',
      required: true,
      default: 'DOCUMENT',
      options: [
        { value: 'DOCUMENT', label: 'Document' },
        { value: 'IMAGE', label: 'Image' },
        { value: 'VIDEO', label: 'Video' },
        { value: 'AUDIO', label: 'Audio' },
        { value: 'OTHER', label: 'Other' },
      ],
      column: true,
    },
    { name: 'category', label: 'Category', kind: 'text', maxLength: 100, column: true },
    { name: 'version', label: 'Version', kind: 'text', maxLength: 20, default: '1.0' },
    tags,
  ],
});
