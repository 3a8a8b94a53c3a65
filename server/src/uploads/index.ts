/** What other features may use of uploads/ (issue #32: a feature imports another only through its index.ts). */
export type { UploadService } from './upload.service';
