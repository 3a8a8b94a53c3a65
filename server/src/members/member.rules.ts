import { MemberStatus } from './member.enums';
import { MemberChangeAction } from './member.types';
import type { Actor } from '../common/actor';

/** Extra data a transition may carry. */
export interface TransitionArgs {
  notes?: string | null;
  reason?: string | null;
}

/** A member status transition as data (SPEC §4 Member status table). */
export interface Transition {
  from: MemberStatus[];
  to: MemberStatus;
  action: MemberChangeAction;
  /** Columns recorded besides status and updated_at (entity property → value). */
  records(actor: Actor, args: TransitionArgs, now: Date): Record<string, unknown>;
}

/** The approver name recorded on approve and reject: the user's name, falling back to "Admin". */
export const approverName = (actor: Actor): string => actor.name?.trim() || 'Admin';

/** SPEC §4: which status each action moves from and to, and what it records. */
export const memberTransitions = {
  approve: {
    from: [MemberStatus.PENDING],
    to: MemberStatus.APPROVED,
    action: MemberChangeAction.APPROVED,
    records: (actor, args, now) => ({ approvedDate: now, approvedBy: approverName(actor), notes: args.notes?.trim() || null }),
  },
  reject: {
    from: [MemberStatus.PENDING],
    to: MemberStatus.REJECTED,
    action: MemberChangeAction.REJECTED,
    records: (actor, args, now) => ({ rejectedDate: now, rejectedBy: approverName(actor), rejectionReason: args.reason?.trim() ?? null }),
  },
  deactivate: {
    from: [MemberStatus.APPROVED],
    to: MemberStatus.INACTIVE,
    action: MemberChangeAction.DEACTIVATED,
    records: () => ({}),
  },
  reactivate: {
    from: [MemberStatus.INACTIVE],
    to: MemberStatus.APPROVED,
    action: MemberChangeAction.REACTIVATED,
    records: () => ({}),
  },
} satisfies Record<string, Transition>;

export type TransitionName = keyof typeof memberTransitions;
