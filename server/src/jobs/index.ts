/** What other features may use of jobs/ (issue #32: a feature imports another only through its index.ts). */
export { JOB_SCHEMA } from './job-queue';
export type { JobQueue } from './job-queue';
