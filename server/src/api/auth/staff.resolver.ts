import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { Role } from '../../auth/roles';
import type { Capability } from '../../../../shared/capabilities';
import { InviteStaffInput, PasswordLinkPurpose, PasswordLinkState, SetPasswordInput, StaffUserPage } from './staff.types';
import { User } from '../../auth/user.entity';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

/** Staff accounts run from /admin/staff, and the e-mailed invitation and reset links (issue #20). */
@Resolver()
export class StaffResolver {
  /** Admin: every staff account with its role, status and last sign-in. */
  @Authorized<Capability>('manageStaff')
  @Query(() => StaffUserPage, { description: 'Staff accounts: active first, then invited, then deactivated, by name (admin).' })
  staffUsers(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.staff, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.staff.list(page, limit);
  }

  /**
   * Admin: invites a staff member by e-mail (a single-use link valid 7 days).
   * @throws BAD_USER_INPUT naming `name` or `email`; DUPLICATE_EMAIL
   */
  @Authorized<Capability>('manageStaff')
  @Mutation(() => User, {
    description:
      'Invite a staff member (admin): creates an INVITED account and e-mails a single-use link, valid 7 days, to /admin/accept-invite/{token} where they choose their password. DUPLICATE_EMAIL when a staff account has the address.',
  })
  inviteStaff(@Arg('input') input: InviteStaffInput, @Ctx() ctx: AppContext): Promise<User> {
    return ctx.services.staff.invite(actorOf(ctx), input);
  }

  /** Admin: a new invitation link for an account still INVITED. @throws NOT_FOUND; CONFLICT when not invited */
  @Authorized<Capability>('manageStaff')
  @Mutation(() => User, {
    description:
      'E-mail a new invitation link to an INVITED account (admin); the earlier link stops working. CONFLICT when the account is not INVITED.',
  })
  resendInvite(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<User> {
    return ctx.services.staff.resendInvite(actorOf(ctx), id);
  }

  /** Admin: changes a role. @throws NOT_FOUND; CONFLICT for the last active admin, or for a stale `expectedVersion` (issue #33) */
  @Authorized<Capability>('manageStaff')
  @Mutation(() => User, {
    description:
      'Change a staff account’s role (admin). CONFLICT when it would leave no active admin, or when `expectedVersion` is given and someone else changed the account since (issue #33; `extensions.reason` STALE_VERSION).',
  })
  updateStaffRole(
    @Arg('id', () => ID) id: string,
    @Arg('role', () => Role) role: Role,
    @Ctx() ctx: AppContext,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The account’s `version` the admin saw; omitted: no check.' })
    expectedVersion?: number | null,
  ): Promise<User> {
    return ctx.services.staff.updateRole(actorOf(ctx), id, role, expectedVersion);
  }

  /** Admin: deactivates an account and ends all its sessions at once. @throws NOT_FOUND; CONFLICT */
  @Authorized<Capability>('manageStaff')
  @Mutation(() => User, {
    description:
      'Deactivate a staff account (admin): it can no longer sign in and every session, token and WebSocket of it ends at once. CONFLICT when already deactivated or when it is the last active admin.',
  })
  deactivateStaff(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<User> {
    return ctx.services.staff.deactivate(actorOf(ctx), id);
  }

  /** Admin: lets a deactivated account sign in again. @throws NOT_FOUND; CONFLICT when not deactivated */
  @Authorized<Capability>('manageStaff')
  @Mutation(() => User, {
    description:
      'Reactivate a deactivated staff account (admin): ACTIVE again, or INVITED when it never set a password. CONFLICT when not deactivated.',
  })
  reactivateStaff(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<User> {
    return ctx.services.staff.reactivate(actorOf(ctx), id);
  }

  /**
   * Public: the invitation link's page sets the password; the account becomes ACTIVE.
   * @throws BAD_USER_INPUT naming `password` or `token`; RATE_LIMITED
   */
  @Mutation(() => Boolean, {
    description:
      'Accept a staff invitation (public, with the e-mailed token): sets the password (at least 10 characters) and activates the account; the link then stops working. BAD_USER_INPUT naming `token` when the link is unknown, used, replaced or expired.',
  })
  async acceptInvite(@Arg('input') input: SetPasswordInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.staff.acceptInvite(input.token, input.password, ctx.ip);
    return true;
  }

  /** Public: what an e-mailed invitation or reset link is like when its page opens, without using it (issue #33). */
  @Query(() => PasswordLinkState, {
    description:
      'What an e-mailed invitation or reset link is like (public, issue #33): VALID, USED (or replaced), EXPIRED or UNKNOWN. Nothing is used up.',
  })
  async passwordLinkState(
    @Arg('purpose', () => PasswordLinkPurpose) purpose: PasswordLinkPurpose,
    @Arg('token') token: string,
    @Ctx() ctx: AppContext,
  ): Promise<PasswordLinkState> {
    return (await ctx.services.staff.passwordLinkState(purpose, token)) as PasswordLinkState;
  }

  /** Public: "Forgot your password?". Same answer for every address. @throws RATE_LIMITED */
  @Mutation(() => Boolean, {
    description:
      'Ask for a password reset link (public): an active staff account at that address is e-mailed a single-use link valid 1 hour. Answers true for every address, known or not. RATE_LIMITED (with `retryAfter`) when asked too often.',
  })
  requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.staff.requestPasswordReset(email, ctx.ip);
  }

  /**
   * Public: the reset link's page sets a new password and ends every session of the account.
   * @throws BAD_USER_INPUT naming `password` or `token`; RATE_LIMITED
   */
  @Mutation(() => Boolean, {
    description:
      'Set a new password with an e-mailed reset token (public): at least 10 characters; every session of the account ends and the link stops working. BAD_USER_INPUT naming `token` when the link is unknown, used or expired.',
  })
  async resetPassword(@Arg('input') input: SetPasswordInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.staff.resetPassword(input.token, input.password, ctx.ip);
    return true;
  }
}
