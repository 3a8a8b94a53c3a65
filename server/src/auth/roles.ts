import { registerEnumType } from 'type-graphql';

/** Staff roles (SPEC §6). Editors manage content; admins also manage members and staff. */
export enum Role {
  ADMIN = 'admin',
  EDITOR = 'editor',
}

registerEnumType(Role, { name: 'Role', description: 'Staff role: ADMIN (everything) or EDITOR (content only).' });

/**
 * The member area's "role" (issue #21): `@Authorized(MEMBER)` operations need a member session (the
 * member cookie), never a staff token; staff operations never accept a member session.
 */
export const MEMBER = 'member' as const;

/** What `@Authorized` may list: staff roles, or MEMBER. */
export type Access = Role | typeof MEMBER;

/** Everyone who may sign in to the admin area. */
export const STAFF: Role[] = [Role.ADMIN, Role.EDITOR];

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
