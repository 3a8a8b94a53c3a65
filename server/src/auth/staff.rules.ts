import { Role, StaffStatus } from './roles';

/**
 * A staff account transition as data (issue #20; STYLE "Rules as data"): the statuses it may
 * start from, the status it ends in, and whether it ends every session of the account.
 */
export interface StaffTransition {
  from: StaffStatus[];
  /** The new status; `restore` means ACTIVE when the account has a password, else INVITED again. */
  to: StaffStatus | 'restore';
  /** Audit action recorded with the change. */
  action: string;
  /** True when the account must be signed out everywhere at once (tokens, refresh cookies, WebSockets). */
  endsSessions: boolean;
  /** True when the account stops counting as an active admin (the last-admin guard applies). */
  removesAdmin: boolean;
}

/** Staff lifecycle: invited → active → deactivated → active (or invited again when no password was ever set). */
export const staffTransitions = {
  deactivate: {
    from: [StaffStatus.INVITED, StaffStatus.ACTIVE],
    to: StaffStatus.DEACTIVATED,
    action: 'deactivate',
    endsSessions: true,
    removesAdmin: true,
  },
  reactivate: { from: [StaffStatus.DEACTIVATED], to: 'restore', action: 'reactivate', endsSessions: false, removesAdmin: false },
  acceptInvite: { from: [StaffStatus.INVITED], to: StaffStatus.ACTIVE, action: 'accept-invite', endsSessions: false, removesAdmin: false },
} satisfies Record<string, StaffTransition>;

export type StaffTransitionName = keyof typeof staffTransitions;

/** The SQL for a transition's new status (`restore` depends on whether a password was ever set). */
export function statusSql(to: StaffTransition['to']): string {
  return to === 'restore' ? `CASE WHEN password_hash IS NULL THEN '${StaffStatus.INVITED}' ELSE '${StaffStatus.ACTIVE}' END` : `'${to}'`;
}

/**
 * The last-admin guard (issue #20): true when the change would leave no active admin.
 * @param activeAdminIds the ids of the active admins now (read under lock)
 * @param userId the account being changed
 * @param removesAdmin whether the change takes that account out of the active admins
 */
export function leavesNoAdmin(activeAdminIds: string[], userId: string, removesAdmin: boolean): boolean {
  return removesAdmin && activeAdminIds.includes(userId) && activeAdminIds.length <= 1;
}

/** True when setting `role` takes an account out of the admins. */
export const demotes = (current: Role, next: Role): boolean => current === Role.ADMIN && next !== Role.ADMIN;
