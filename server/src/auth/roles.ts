import { registerEnumType } from 'type-graphql';
import { holdersOf, STAFF_ROLES, type StaffRole } from '../../../shared/capabilities';

/**
 * Staff roles (SPEC §6; issue #34). Editors manage content; treasurers money; admins also manage members and staff. The keys are
 * shared/capabilities.ts's `STAFF_ROLES` (a test holds them equal); what each may do is its map.
 */
export enum Role {
  ADMIN = 'admin',
  EDITOR = 'editor',
  TREASURER = 'treasurer',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'Staff role: ADMIN (everything), EDITOR (content, events and messages) or TREASURER (money: payments, ledger, receipts; issue #34).',
});

/** The API's name of a staff role (`Role.ADMIN` → "ADMIN"), as shared/capabilities.ts names it. */
export const staffRoleName = (role: Role): StaffRole => STAFF_ROLES.find((name) => Role[name] === role)!;

/** Everyone who may sign in to the admin area (the holders of `adminArea`, shared/capabilities.ts). */
export const STAFF: Role[] = holdersOf('adminArea').map((holder) => Role[holder as StaffRole]);

/** Lifecycle of a staff account (issue #20): invited → active → deactivated → active again. */
export enum StaffStatus {
  INVITED = 'invited',
  ACTIVE = 'active',
  DEACTIVATED = 'deactivated',
}

registerEnumType(StaffStatus, {
  name: 'StaffStatus',
  description: 'Staff account status: INVITED (password not set yet), ACTIVE (can sign in) or DEACTIVATED (cannot sign in).',
});
