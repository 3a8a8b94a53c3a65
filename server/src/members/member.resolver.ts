import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Role, STAFF } from '../auth/roles';
import type { AppContext } from '../context';
import { Member } from './member.entity';
import { MembershipApplicationInput } from './member.inputs';
import type { Actor } from './member.rules';
import { MemberChange, MemberPage, MemberStats, type MemberChangePayload } from './member.types';

const actorOf = (ctx: AppContext): Actor => ({ id: ctx.user?.id ?? null, name: ctx.user?.name ?? null });

/** Membership applications and review (SPEC §2 /join and /admin/pending, §4, §5). */
@Resolver(() => Member)
export class MemberResolver {
  /**
   * Public: applies for membership from /join. New members are pending.
   * @throws BAD_USER_INPUT naming each field; DUPLICATE_EMAIL "This email address is already registered."
   */
  @Mutation(() => Member, { description: 'Apply for membership (public). The application is created as PENDING.' })
  applyForMembership(@Arg('input', () => MembershipApplicationInput) input: MembershipApplicationInput, @Ctx() ctx: AppContext): Promise<Member> {
    return ctx.services.members.apply(input);
  }

  /** Staff: pending applications, newest first, pages of 10 by default. */
  @Authorized(STAFF)
  @Query(() => MemberPage, { description: 'Pending applications, newest first (staff).' })
  pendingMembers(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.members.pending(page, limit);
  }

  /** Staff: member counts by status. */
  @Authorized(STAFF)
  @Query(() => MemberStats, { description: 'Member counts by status (staff).' })
  memberStats(@Ctx() ctx: AppContext): Promise<MemberStats> {
    return ctx.services.members.stats();
  }

  /**
   * Admin: approves a pending member, recording approver and optional notes.
   * @throws CONFLICT when no longer pending; NOT_FOUND
   */
  @Authorized(Role.ADMIN)
  @Mutation(() => Member, { description: 'Approve a pending member (admin). CONFLICT when no longer pending.' })
  approveMember(
    @Arg('id', () => ID) id: string,
    @Arg('notes', () => String, { nullable: true, description: 'Optional notes.' }) notes: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<Member> {
    return ctx.services.members.approve(actorOf(ctx), id, notes);
  }

  /**
   * Admin: rejects a pending member with a reason.
   * @throws BAD_USER_INPUT for a blank reason; CONFLICT when no longer pending; NOT_FOUND
   */
  @Authorized(Role.ADMIN)
  @Mutation(() => Member, { description: 'Reject a pending member with a reason (admin). A blank reason is BAD_USER_INPUT.' })
  rejectMember(@Arg('id', () => ID) id: string, @Arg('reason') reason: string, @Ctx() ctx: AppContext): Promise<Member> {
    return ctx.services.members.reject(actorOf(ctx), id, reason);
  }

  /** Staff: every member change, live. */
  @Authorized(STAFF)
  @Subscription(() => MemberChange, { topics: 'MEMBER_CHANGED', description: 'Every change to a member, live (staff).' })
  memberChanged(@Root() payload: MemberChangePayload): MemberChange {
    return payload;
  }
}
