import { PUBLISHED_NOT_DELETED, tags, defineCollection } from './common';

/** A resident's testimonial shown as "Neighbours Say" (SPEC §3 Testimonial): draft or published only. */
export const testimonial = defineCollection({
  type: 'TESTIMONIAL',
  label: 'Testimonial',
  pluralLabel: 'Testimonials',
  path: 'testimonials',
  menuLabel: 'Testimonials',
  graphqlName: 'Testimonial',
  graphqlPlural: 'Testimonials',
  table: 'testimonials',
  titleField: 'name',
  searchFields: ['name', 'role', 'message'],
  // SPEC §3: recent activity lists projects, events, news, gallery items and resources.
  recentActivity: false,
  publicVisibility: PUBLISHED_NOT_DELETED,
  statuses: ['DRAFT', 'PUBLISHED'],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 200, column: true },
    { name: 'role', label: 'Role', kind: 'text', required: true, maxLength: 200, column: true },
    { name: 'message', label: 'Message', kind: 'textarea', required: true, maxLength: 2000, column: true },
    { name: 'imageUrl', label: 'Photo', kind: 'image' },
    { name: 'sortOrder', label: 'Sort order', kind: 'int', min: 0, default: 0, column: true },
    { name: 'featured', label: 'Featured', kind: 'boolean', default: false },
    tags,
  ],
});
