import { MemberStatus } from './member.enums';
import { MemberChangeAction } from './member.enums';
import type { Actor } from '../common/actor';

/** Extra data a transition may carry. */
export interface TransitionArgs {
  notes?: string | null;
  reason?: string | null;
  /** Why a rejected application is looked at again (reconsider). */
  note?: string | null;
}

/** When a transition happens and what the member held just before (for notes that are appended). */
export interface TransitionMoment {
  now: Date;
  /** The association's today (YYYY-MM-DD, TIME_ZONE). */
  today: string;
  /** Staff notes before the change. */
  notes: string | null;
}

/** A member status transition as data (SPEC §4 Member status table, issue #19 lifecycle fixes). */
export interface Transition {
  from: MemberStatus[];
  to: MemberStatus;
  action: MemberChangeAction;
  /** Columns recorded besides status and updated_at (entity property → value). */
  records(actor: Actor, args: TransitionArgs, at: TransitionMoment): Record<string, unknown>;
}

/** The approver name recorded on approve and reject: the user's name, falling back to "Admin". */
export const approverName = (actor: Actor): string => actor.name?.trim() || 'Admin';

/**
 * Notes with a new note appended on its own line (issue #19: approving with an empty box keeps what
 * was typed before); null when there is nothing at all.
 */
export function appendNote(existing: string | null | undefined, added: string | null | undefined): string | null {
  const before = existing?.trim() || '';
  const note = added?.trim() || '';
  if (!note) return before || null;
  return before ? `${before}\n${note}` : note;
}

/** SPEC §4: which status each action moves from and to, and what it records. */
export const memberTransitions = {
  approve: {
    from: [MemberStatus.PENDING],
    to: MemberStatus.APPROVED,
    action: MemberChangeAction.APPROVED,
    records: (actor, args, at) => ({ approvedDate: at.now, approvedBy: approverName(actor), notes: appendNote(at.notes, args.notes) }),
  },
  reject: {
    from: [MemberStatus.PENDING],
    to: MemberStatus.REJECTED,
    action: MemberChangeAction.REJECTED,
    records: (actor, args, at) => ({ rejectedDate: at.now, rejectedBy: approverName(actor), rejectionReason: args.reason?.trim() ?? null }),
  },
  /**
   * Issue #19: a mistaken rejection is undone — the application is pending again, the rejection is
   * cleared from the record (the audit entry keeps it, with the note) and the note joins the notes.
   */
  reconsider: {
    from: [MemberStatus.REJECTED],
    to: MemberStatus.PENDING,
    action: MemberChangeAction.RECONSIDERED,
    records: (actor, args, at) => ({
      rejectedDate: null,
      rejectedBy: null,
      rejectionReason: null,
      notes: appendNote(at.notes, `Reconsidered ${at.today} by ${approverName(actor)}: ${args.note?.trim() ?? ''}`),
    }),
  },
  /** AIR Act 2012 (Vic) s 56(3): the day a person ceases to be a member is entered in the register. */
  deactivate: {
    from: [MemberStatus.APPROVED],
    to: MemberStatus.INACTIVE,
    action: MemberChangeAction.DEACTIVATED,
    // Issue #34: staff deactivation is the reason 'removed' (the renewal job's is 'lapsed', a resignation 'resigned').
    records: (_actor, _args, at) => ({ ceasedDate: at.today, ceasedReason: 'removed' }),
  },
  reactivate: {
    from: [MemberStatus.INACTIVE],
    to: MemberStatus.APPROVED,
    action: MemberChangeAction.REACTIVATED,
    records: () => ({ ceasedDate: null, ceasedReason: null }),
  },
} satisfies Record<string, Transition>;

export type TransitionName = keyof typeof memberTransitions;
