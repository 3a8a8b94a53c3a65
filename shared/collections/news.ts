import { ALL_STATUSES, PUBLISHED_NOT_DELETED, content, description, tags, title, defineCollection } from './common';

/** A news item; counted on dashboards (SPEC §3 News). */
export const news = defineCollection({
  type: 'NEWS',
  label: 'News item',
  pluralLabel: 'News items',
  path: 'news',
  menuLabel: 'News',
  graphqlName: 'News',
  graphqlPlural: 'NewsItems',
  table: 'news',
  titleField: 'title',
  searchFields: ['title', 'description'],
  recentActivity: true,
  publicVisibility: PUBLISHED_NOT_DELETED,
  serverFields: ['slug'],
  statuses: ALL_STATUSES,
  fields: [title, description, content, { name: 'featured', label: 'Featured', kind: 'boolean', default: false, column: true }, tags],
});
