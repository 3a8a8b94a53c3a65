import type { MembershipClassValues } from '../../../shared/membership-classes';

/** A membership class (issue #34): its fees and kind; archived classes are kept for members who have them. */
export interface MembershipClass extends MembershipClassValues {
  id: string;
  /** True when staff archived it: not offered on /join or for new choices, kept for members who have it. */
  archived: boolean;
  /** Order in lists (ascending). */
  position: number;
  /** Version, from 1, incremented by every change (issue #33 optimistic concurrency). */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A new or changed class; `expectedVersion` (updates) is the version the form started from. */
export interface MembershipClassInput extends MembershipClassValues {
  expectedVersion?: number | null;
}
