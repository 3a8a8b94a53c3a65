import { ALL_STATUSES, PUBLISHED_NOT_DELETED, content, coverImage, description, location, tags, title, defineCollection } from './common';

/** Priority labels (SPEC §3 Project). */
export const PRIORITY_LABELS: Record<number, string> = { 1: 'Low', 2: 'Medium', 3: 'High', 4: 'Very High', 5: 'Critical' };

/** A project's progress (SPEC §4 Project progress). */
export type Progress = 'planned' | 'in-progress' | 'completed';

/** SPEC §4: 100 → completed; above 0 and below 100 → in progress; otherwise planned. */
export function progressOf(completion: number | null | undefined): Progress {
  if (completion === 100) return 'completed';
  if (completion !== null && completion !== undefined && completion > 0 && completion < 100) return 'in-progress';
  return 'planned';
}

/** Where a project's progress comes from (the declaration's `progress`): its completion field and column. */
const PROGRESS = { field: 'completionPercentage', column: 'completion_percentage' };

/**
 * SPEC §4 Project progress as an SQL condition on the declared completion column, the same rule as
 * {@link progressOf}: `completed` is 100, `in-progress` above 0 and below 100, `planned` the rest.
 * @param alias the projects table's alias in the query (e.g. `p`), or none
 */
export function progressSql(progress: Progress, alias?: string): string {
  const column = alias ? `${alias}.${PROGRESS.column}` : PROGRESS.column;
  if (progress === 'completed') return `${column} = 100`;
  if (progress === 'in-progress') return `${column} > 0 AND ${column} < 100`;
  return `(${column} <= 0 OR ${column} > 100)`;
}

/** A community project (SPEC §3 Project). */
export const project = defineCollection({
  type: 'PROJECT',
  label: 'Project',
  pluralLabel: 'Projects',
  path: 'projects',
  menuLabel: 'Projects',
  graphqlName: 'Project',
  graphqlPlural: 'Projects',
  table: 'projects',
  titleField: 'title',
  searchFields: ['title', 'description'],
  recentActivity: true,
  publicVisibility: PUBLISHED_NOT_DELETED,
  progress: PROGRESS,
  serverFields: ['slug'],
  statuses: ALL_STATUSES,
  fields: [
    title,
    description,
    content,
    coverImage,
    { name: 'startDate', label: 'Start date', kind: 'date' },
    { name: 'endDate', label: 'End date', kind: 'date' },
    { name: 'budget', label: 'Budget', kind: 'float', min: 0, default: 0 },
    location,
    { name: 'coordinator', label: 'Coordinator', kind: 'text', maxLength: 200 },
    {
      name: 'priority',
      label: 'Priority',
      kind: 'select',
      required: true,
      default: 2,
      options: [1, 2, 3, 4, 5].map((value) => ({ value, label: `${value} ${PRIORITY_LABELS[value]}` })),
      column: true,
    },
    { name: 'completionPercentage', label: 'Completion percentage', kind: 'int', min: 0, max: 100, default: 0, column: true },
    tags,
  ],
});
