import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { actorOf } from '../actor';
import type { Capability } from '../../../../shared/capabilities';
import type { AppContext } from '../context';
import { Member } from '../../members/member.entity';
import { MemberStatus } from '../../members/member.enums';
import {
  MemberCreateInput,
  MemberFilterInput,
  MembershipApplicationInput,
  MemberSortInput,
  MemberUpdateInput,
  PendingFilterInput,
} from './member.inputs';
import { MemberChange, MemberDecision, MemberExport, MemberPage, MemberStats } from './member.types';
import type { MemberChangePayload } from '../../members/member.models';
import { isHoneypotFilled } from '../../common/honeypot';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

/** Membership applications and review (SPEC §2 /join and /admin/pending, §4, §5). */
@Resolver(() => Member)
export class MemberResolver {
  /**
   * Public: applies for membership from /join. New members are pending. Limited per IP; a filled
   * honeypot (`website`) gets a pending application back that is not stored (no row, no e-mail).
   * @throws BAD_USER_INPUT naming each field; DUPLICATE_EMAIL "This email address is already registered."; RATE_LIMITED
   */
  @Mutation(() => Member, {
    description: 'Apply for membership (public). The application is created as PENDING. RATE_LIMITED when one IP sends too many.',
  })
  async applyForMembership(
    @Arg('input', () => MembershipApplicationInput) input: MembershipApplicationInput,
    @Ctx() ctx: AppContext,
  ): Promise<Member> {
    await ctx.services.publicWrites.admit('membership', ctx.ip);
    if (isHoneypotFilled(input.website)) return ctx.services.members.applyDecoy(input);
    return ctx.services.members.apply(input);
  }

  /**
   * Admin: pending applications, newest first, pages of 10 by default (names and contact details:
   * not for editors), narrowed by search, type, receipt and date applied (issue #33).
   */
  @Authorized<Capability>('manageMembers')
  @Query(() => MemberPage, { description: 'Pending applications, newest first (admin), with the pending page’s search and filters.' })
  pendingMembers(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.pending, description: 'Page size, 1–100.' }) limit: number,
    @Arg('filter', () => PendingFilterInput, { nullable: true, description: 'Search and filters (issue #33).' }) filter: PendingFilterInput | null,
  ) {
    return ctx.services.memberQueries.pending(page, limit, filter ?? {});
  }

  /**
   * Admin: approves several pending applicants, each as `approveMember` does (issue #33).
   * @returns one outcome per applicant: the member, or CONFLICT/NOT_FOUND when it was not changed
   */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => [MemberDecision], {
    description:
      'Approve several pending members (admin, issue #33), each exactly as approveMember: one outcome per id; a member no longer pending is reported (CONFLICT), not changed.',
  })
  approveMembers(
    @Arg('ids', () => [ID], { description: 'The applicants, 1–100.' }) ids: string[],
    @Arg('notes', () => String, { nullable: true, description: 'Optional notes, appended to each member’s notes.' }) notes: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<MemberDecision[]> {
    return ctx.services.members.decideMany(actorOf(ctx), 'approve', ids, { notes });
  }

  /**
   * Admin: rejects several pending applicants with one reason, each as `rejectMember` does (issue #33).
   * @throws BAD_USER_INPUT for a blank reason
   */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => [MemberDecision], {
    description:
      'Reject several pending members with a reason (admin, issue #33), each exactly as rejectMember: one outcome per id. A blank reason is BAD_USER_INPUT.',
  })
  rejectMembers(
    @Arg('ids', () => [ID], { description: 'The applicants, 1–100.' }) ids: string[],
    @Arg('reason') reason: string,
    @Ctx() ctx: AppContext,
  ): Promise<MemberDecision[]> {
    return ctx.services.members.decideMany(actorOf(ctx), 'reject', ids, { reason });
  }

  /** Staff: member counts by status. */
  @Authorized<Capability>('viewDashboard')
  @Query(() => MemberStats, { description: 'Member counts by status (staff).' })
  memberStats(@Ctx() ctx: AppContext): Promise<MemberStats> {
    return ctx.services.memberQueries.stats();
  }

  /**
   * Admin: approves a pending member, recording approver and optional notes.
   * @throws CONFLICT when no longer pending; NOT_FOUND
   */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Member, { description: 'Approve a pending member (admin). CONFLICT when no longer pending.' })
  approveMember(
    @Arg('id', () => ID) id: string,
    @Arg('notes', () => String, { nullable: true, description: 'Optional notes, appended to the notes already there.' }) notes: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<Member> {
    return ctx.services.members.approve(actorOf(ctx), id, notes);
  }

  /**
   * Admin: rejects a pending member with a reason.
   * @throws BAD_USER_INPUT for a blank reason; CONFLICT when no longer pending; NOT_FOUND
   */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Member, { description: 'Reject a pending member with a reason (admin). A blank reason is BAD_USER_INPUT.' })
  rejectMember(@Arg('id', () => ID) id: string, @Arg('reason') reason: string, @Ctx() ctx: AppContext): Promise<Member> {
    return ctx.services.members.reject(actorOf(ctx), id, reason);
  }

  /** Admin: every member change, live (it carries the member's personal data: not for editors). */
  @Authorized<Capability>('manageMembers')
  @Subscription(() => MemberChange, { topics: 'MEMBER_CHANGED', description: 'Every change to a member, live (admin).' })
  memberChanged(@Root() payload: MemberChangePayload): MemberChange {
    return payload;
  }

  /** Admin: the member list with search, filters, sort and paging (SPEC §2 Admin members page). */
  @Authorized<Capability>('manageMembers')
  @Query(() => MemberPage, {
    description: `Members with search, filters, sort and paging (admin). Default: join date, newest first, ${adminPageSize.members} a page.`,
  })
  members(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => MemberFilterInput, { nullable: true, description: 'Search and filters.' }) filter: MemberFilterInput | null,
    @Arg('sort', () => MemberSortInput, { nullable: true, description: 'Sort key and order.' }) sort: MemberSortInput | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.members, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.memberQueries.list(filter ?? {}, sort, page, limit);
  }

  /** Admin: one member, or null. */
  @Authorized<Capability>('manageMembers')
  @Query(() => Member, { nullable: true, description: 'One member by id, or null (admin).' })
  member(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<Member | null> {
    return ctx.services.memberQueries.get(id);
  }

  /** Admin: adds a member (Add Member). @throws BAD_USER_INPUT; DUPLICATE_EMAIL */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Member, { description: 'Add a member as staff (admin); PENDING unless status APPROVED.' })
  createMember(@Arg('input', () => MemberCreateInput) input: MemberCreateInput, @Ctx() ctx: AppContext): Promise<Member> {
    return ctx.services.members.create(actorOf(ctx), input);
  }

  /** Admin: edits a member. @throws NOT_FOUND; BAD_USER_INPUT; DUPLICATE_EMAIL */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Member, { description: 'Edit a member (admin), validated as on /join.' })
  updateMember(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => MemberUpdateInput) input: MemberUpdateInput,
    @Ctx() ctx: AppContext,
  ): Promise<Member> {
    return ctx.services.members.update(actorOf(ctx), id, input);
  }

  /**
   * Admin: rejected → pending, with a note saying why (issue #19).
   * @throws BAD_USER_INPUT naming `note` when blank; CONFLICT when not rejected; NOT_FOUND
   */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Member, {
    description: 'Move a rejected application back to pending (admin), recorded in its history with the note. CONFLICT from any other status.',
  })
  reconsiderMember(
    @Arg('id', () => ID) id: string,
    @Arg('note', { description: 'Why the application is looked at again (required).' }) note: string,
    @Ctx() ctx: AppContext,
  ): Promise<Member> {
    return ctx.services.members.reconsider(actorOf(ctx), id, note);
  }

  /** Admin: approved → inactive. @throws CONFLICT; NOT_FOUND */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Member, { description: 'Deactivate an approved member (admin). CONFLICT from any other status.' })
  deactivateMember(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<Member> {
    return ctx.services.members.transition('deactivate', actorOf(ctx), id);
  }

  /** Admin: inactive → approved. @throws CONFLICT; NOT_FOUND */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Member, { description: 'Reactivate an inactive member (admin). CONFLICT from any other status.' })
  reactivateMember(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<Member> {
    return ctx.services.members.transition('reactivate', actorOf(ctx), id);
  }

  /** Admin: deletes a member permanently. @throws NOT_FOUND */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Boolean, { description: 'Delete a member permanently (admin).' })
  deleteMember(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.members.delete(actorOf(ctx), id);
  }

  /** Admin: CSV of all members, or of those matching every given filter (issue #20). */
  @Authorized<Capability>('manageMembers')
  @Query(() => MemberExport, {
    description:
      'CSV export (admin) of all members, or of those matching every given filter: `filter` (search, status, type, as the list) and/or `status`. UTF-8 with a byte order mark; dates are the association’s days.',
  })
  exportMembers(
    @Arg('status', () => MemberStatus, { nullable: true, description: 'Only this status (also settable in `filter`).' }) status: MemberStatus | null,
    @Arg('filter', () => MemberFilterInput, { nullable: true, description: 'The list’s filters: search, status and type.' })
    filter: MemberFilterInput | null,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.memberQueries.export({ ...(filter ?? {}), ...(status ? { status } : {}) });
  }
}
