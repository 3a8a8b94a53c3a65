/** What other features may use of public/ (issue #32: a feature imports another only through its index.ts). */
export { eventCalendarFile } from './calendar';
