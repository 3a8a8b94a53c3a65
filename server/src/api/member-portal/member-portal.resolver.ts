import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../actor';
import type { Capability } from '../../../../shared/capabilities';
import type { AppContext } from '../context';
import { PersonalDataExport } from '../privacy/privacy.types';
import { MemberChangeRequest, MemberChangeRequestStatus } from '../../member-portal/member-portal.entities';
import { noMemberSession, type SignedInMember } from '../../member-portal/member-sign-in';
import {
  MemberAccount,
  MemberCalendarFeed,
  MemberChangeDecisionInput,
  MemberChangeRequestPage,
  MemberDetailsChangeInput,
  MemberDetailsInput,
  MemberEmailChangeInput,
  MemberErasureRequestPage,
  MemberSignInRequestInput,
  MemberTokenInput,
  MyNewsletterInput,
  MyRsvpCancelInput,
  MyRsvpInput,
} from './member-portal.types';
import type { Page } from '../../common/pagination';
import type { MemberErasureRequest } from './member-portal.types';

/** The signed-in member (the authChecker has made sure there is one). */
const memberOf = (ctx: AppContext): SignedInMember => {
  if (!ctx.member) throw noMemberSession();
  return ctx.member;
};

/**
 * The members' own area (issue #21). Sign-in is public; everything else needs a member session
 * (`@Authorized('memberArea')`: the member cookie, never a staff token) and reaches only the caller's own
 * record — no operation takes a member id. Staff decide change requests and see erasure requests.
 */
@Resolver()
export class MemberPortalResolver {
  /** Public: the signed-in member's area, or null when no member is signed in (no error: the header asks on every page). */
  @Query(() => MemberAccount, {
    nullable: true,
    description: "The signed-in member's own record and area, or null when no member is signed in (issue #21).",
  })
  memberAccount(@Ctx() ctx: AppContext): Promise<MemberAccount> | null {
    return ctx.member ? ctx.services.memberAccounts.account(ctx.member.member) : null;
  }

  /** Public: e-mails a sign-in link to a member; the same answer for any address. @throws BAD_USER_INPUT naming `email`; RATE_LIMITED */
  @Mutation(() => String, {
    description:
      'Ask for a sign-in link (issue #21). The same answer whether or not the address belongs to a member; rate limited per address and per IP.',
  })
  requestMemberSignIn(@Arg('input', () => MemberSignInRequestInput) input: MemberSignInRequestInput, @Ctx() ctx: AppContext): Promise<string> {
    return ctx.services.memberSignIn.requestSignIn(input.email, ctx.ip);
  }

  /** Public: uses a sign-in link up and starts a member session (the member cookie). @throws BAD_USER_INPUT naming `token` */
  @Mutation(() => MemberAccount, {
    description: 'Sign in with the secret of an e-mailed link (single use, 15 minutes); sets the member cookie (issue #21).',
  })
  signInMember(@Arg('input', () => MemberTokenInput) input: MemberTokenInput, @Ctx() ctx: AppContext): Promise<MemberAccount> {
    return ctx.services.memberSignIn.signIn(input.token, ctx.memberCookie!);
  }

  /** Public (the link went to the new address): confirms a member's new e-mail address. @throws BAD_USER_INPUT naming `token`; DUPLICATE_EMAIL */
  @Mutation(() => Boolean, { description: "Confirm a member's new e-mail address with the secret of the link sent to it (issue #21)." })
  confirmMemberEmailChange(@Arg('input', () => MemberTokenInput) input: MemberTokenInput, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.memberDetails.confirmEmailChange(input.token);
  }

  /** Member: ends this session and clears the cookie. */
  @Authorized<Capability>('memberArea')
  @Mutation(() => Boolean, { description: 'Sign the member out: the session is revoked and the cookie cleared (issue #21).' })
  signOutMember(@Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.memberSignIn.signOut(memberOf(ctx), ctx.memberCookie!);
  }

  /** Member: phone, WhatsApp, language, household. @throws BAD_USER_INPUT naming the field */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccount, { description: "Change the member's own phone, WhatsApp status, language and household numbers (issue #21)." })
  updateMemberDetails(@Arg('input', () => MemberDetailsInput) input: MemberDetailsInput, @Ctx() ctx: AppContext): Promise<MemberAccount> {
    return ctx.services.memberDetails.updateDetails(memberOf(ctx).member, input);
  }

  /** Member: a new e-mail address, confirmed from that address; the same answer whoever has it. @throws BAD_USER_INPUT naming `email`; RATE_LIMITED */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccount, { description: 'Ask to use a new e-mail address; it changes when confirmed from that address (issue #21).' })
  requestMemberEmailChange(
    @Arg('input', () => MemberEmailChangeInput) input: MemberEmailChangeInput,
    @Ctx() ctx: AppContext,
  ): Promise<MemberAccount> {
    return ctx.services.memberDetails.requestEmailChange(memberOf(ctx).member, input.email);
  }

  /** Member: a name or address change for staff to approve. @throws BAD_USER_INPUT */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccount, { description: 'Ask staff to change the name or address on the member record (issue #21).' })
  requestMemberDetailsChange(
    @Arg('input', () => MemberDetailsChangeInput) input: MemberDetailsChangeInput,
    @Ctx() ctx: AppContext,
  ): Promise<MemberAccount> {
    return ctx.services.memberDetails.requestDetailsChange(memberOf(ctx).member, input);
  }

  /** Member: a new party size for one of their RSVPs. @throws NOT_FOUND (not theirs); BAD_USER_INPUT; CONFLICT */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccount, { description: "Change the party size of one of the member's own RSVPs (issue #21)." })
  updateMyRsvp(@Arg('input', () => MyRsvpInput) input: MyRsvpInput, @Ctx() ctx: AppContext): Promise<MemberAccount> {
    return ctx.services.memberEvents.updateRsvp(memberOf(ctx).member, input.id, input.attendees);
  }

  /** Member: cancels one of their RSVPs; the waitlist is promoted. @throws NOT_FOUND (not theirs); CONFLICT */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccount, { description: "Cancel one of the member's own RSVPs; freed places go to the waitlist (issue #21)." })
  cancelMyRsvp(@Arg('input', () => MyRsvpCancelInput) input: MyRsvpCancelInput, @Ctx() ctx: AppContext): Promise<MemberAccount> {
    return ctx.services.memberEvents.cancelRsvp(memberOf(ctx).member, input.id);
  }

  /** Member: the newsletter switch. */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccount, { description: "Subscribe the member's address to the newsletter, or unsubscribe it (issue #21)." })
  setMyNewsletterSubscription(@Arg('input', () => MyNewsletterInput) input: MyNewsletterInput, @Ctx() ctx: AppContext): Promise<MemberAccount> {
    return ctx.services.memberDetails.setNewsletter(memberOf(ctx).member, input.subscribed);
  }

  /** Member: a new private calendar feed address (the old one stops working); shown once. */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberCalendarFeed, {
    description: "Make the member's private calendar feed address, replacing any earlier one; shown once (issue #21).",
  })
  createMemberCalendarFeed(@Ctx() ctx: AppContext): Promise<MemberCalendarFeed> {
    return ctx.services.memberEvents.createCalendarFeed(memberOf(ctx).member);
  }

  /** Member: turns the calendar feed off. */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccount, { description: "Turn the member's calendar feed off; its address stops working (issue #21)." })
  revokeMemberCalendarFeed(@Ctx() ctx: AppContext): Promise<MemberAccount> {
    return ctx.services.memberEvents.revokeCalendarFeed(memberOf(ctx).member);
  }

  /** Member: everything held about them (the privacy access export), audited. */
  @Authorized<Capability>('memberArea')
  @Mutation(() => PersonalDataExport, { description: 'Everything held about the signed-in member, as JSON and printable HTML (issue #21; audited).' })
  exportMyPersonalData(@Ctx() ctx: AppContext): Promise<PersonalDataExport> {
    return ctx.services.memberPrivacy.myData(memberOf(ctx).member);
  }

  /** Member: asks staff to erase their information. */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccount, {
    description: 'Ask the committee to erase everything held about the member (issue #21); staff see it in /admin/privacy.',
  })
  requestMyErasure(@Ctx() ctx: AppContext): Promise<MemberAccount> {
    return ctx.services.memberPrivacy.requestErasure(memberOf(ctx).member);
  }

  /** Admin: members' name and address change requests, waiting ones first. */
  @Authorized<Capability>('manageMembers')
  @Query(() => MemberChangeRequestPage, { description: "Members' name and address change requests, waiting ones first (admin; issue #21)." })
  memberChangeRequests(
    @Ctx() ctx: AppContext,
    @Arg('status', () => MemberChangeRequestStatus, { nullable: true }) status?: MemberChangeRequestStatus | null,
    @Arg('memberId', () => ID, { nullable: true }) memberId?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Page<MemberChangeRequest>> {
    return ctx.services.memberChangeRequests.changeRequests({ status, memberId }, page, limit);
  }

  /** Admin: approves (applies) or declines a change request. @throws NOT_FOUND; CONFLICT when already decided */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => MemberChangeRequest, {
    description: "Approve (apply to the member record) or decline a member's change request (admin; issue #21).",
  })
  decideMemberChangeRequest(
    @Arg('input', () => MemberChangeDecisionInput) input: MemberChangeDecisionInput,
    @Ctx() ctx: AppContext,
  ): Promise<MemberChangeRequest> {
    return ctx.services.memberChangeRequests.decideChangeRequest(actorOf(ctx), input.id, input.approve);
  }

  /** Admin: open erasure requests from members' own areas, oldest first. */
  @Authorized<Capability>('managePrivacy')
  @Query(() => MemberErasureRequestPage, { description: 'Open erasure requests from members, oldest first (admin; issue #21).' })
  memberErasureRequests(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Page<MemberErasureRequest>> {
    return ctx.services.memberPrivacy.erasureRequests(page, limit);
  }
}
