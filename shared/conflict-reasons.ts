/**
 * The `extensions.reason` of a CONFLICT the client can resolve, beside its code: the form shows what
 * happened and offers the way on. Read as a namespace like shared/error-codes.ts:
 * `import * as ConflictReason from '…/shared/conflict-reasons'`.
 */

/** Someone else saved the record since the editor opened it (issue #33); the extensions carry both versions. */
export const STALE_VERSION = 'STALE_VERSION';
/** A walk-in at a full event needs staff to confirm the overbooking (issue #33); `taken` and `capacity` come with it. */
export const OVERBOOK_NEEDED = 'OVERBOOK_NEEDED';

/** Any of the reasons above. */
export type Reason = (typeof import('./conflict-reasons'))[keyof typeof import('./conflict-reasons')];
