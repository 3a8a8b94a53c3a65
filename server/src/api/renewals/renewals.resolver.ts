import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import { renewalMessages } from '../../../../shared/renewals-messages';
import { ValidationError } from '../../common/errors';
import type { Page } from '../../common/pagination';
import { memberActor } from '../../member-portal';
import { noMemberSession } from '../../member-portal/member-sign-in';
import type { MemberAccount } from '../../member-portal';
import type { RenewalListItem } from '../../renewals';
import { actorOf } from '../actor';
import type { AppContext } from '../context';
import { MemberAccount as MemberAccountType } from '../member-portal/member-portal.types';
import { Member } from '../../members/member.entity';
import {
  MyRenewalType,
  RenewalPage,
  RenewalsInput,
  RenewalsPausedInput,
  RenewalSummaryType,
  ResignMembershipInput,
  UndoLapseInput,
} from './renewals.types';

/**
 * Renewals (issue #34): admins and the treasurer see who is due, reminded, unfinancial or gone;
 * admins undo a lapse and pause or resume renewals; a member sees their own renewal and resigns.
 */
@Resolver()
export class RenewalsResolver {
  /** Admin, treasurer: one page of a renewal filter. @throws BAD_USER_INPUT naming `page` or `limit` */
  @Authorized<Capability>('viewRenewals')
  @Query(() => RenewalPage, {
    description: 'Members due to renew, unfinancial, or who ceased (lapsed, resigned, removed), a page at a time (admin, treasurer).',
  })
  renewals(@Arg('input', () => RenewalsInput) input: RenewalsInput, @Ctx() ctx: AppContext): Promise<Page<RenewalListItem>> {
    return ctx.services.renewalQueries.list(input.filter, input.page ?? 1, input.limit ?? 25);
  }

  /** Admin, treasurer: the dashboard card's counts. */
  @Authorized<Capability>('viewRenewals')
  @Query(() => RenewalSummaryType, {
    description: 'How many members are due to renew and how many are unfinancial; whether renewals are paused (admin, treasurer).',
  })
  renewalSummary(@Ctx() ctx: AppContext) {
    return ctx.services.renewalQueries.summary();
  }

  /** Admin: a lapsed member is a member again. @throws NOT_FOUND; CONFLICT when the member did not lapse */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => Member, {
    description:
      'Undo a lapse (admin): the member is APPROVED again, the cease date cleared, and a fresh renewal charge made if still owed (issue #34).',
  })
  undoLapse(@Arg('input', () => UndoLapseInput) input: UndoLapseInput, @Ctx() ctx: AppContext) {
    return ctx.services.membershipEnd.undoLapse(actorOf(ctx), input.memberId);
  }

  /** Admin: pause or resume renewals (settings.renewalsPaused). @throws CONFLICT when the settings changed meanwhile */
  @Authorized<Capability>('manageMembers')
  @Mutation(() => RenewalSummaryType, {
    description: 'Pause or resume renewals (admin): while paused no reminder, lapse or cease happens (issue #34).',
  })
  async setRenewalsPaused(@Arg('input', () => RenewalsPausedInput) input: RenewalsPausedInput, @Ctx() ctx: AppContext) {
    const { version, ...values } = await ctx.services.membershipYear.get();
    await ctx.services.membershipYear.update(actorOf(ctx), { ...values, renewalsPaused: input.paused, expectedVersion: version });
    return ctx.services.renewalQueries.summary();
  }

  /** Member: their own renewal, or null when they have no renewing fee. */
  @Authorized<Capability>('memberArea')
  @Query(() => MyRenewalType, {
    nullable: true,
    description: "The signed-in member's renewal: standing and the charge owed, or null when they pay no renewing fee (issue #34).",
  })
  myRenewal(@Ctx() ctx: AppContext) {
    if (!ctx.member) throw noMemberSession();
    return ctx.services.renewalQueries.mine(ctx.member.member.id);
  }

  /** Member: resigns (confirm must be true). @throws BAD_USER_INPUT naming `confirm`; CONFLICT when not a current member */
  @Authorized<Capability>('memberArea')
  @Mutation(() => MemberAccountType, {
    description:
      "Resign (member): the membership ends today, open renewal fees are cancelled, and a confirmation is e-mailed; the member keeps their area's sign-in (issue #34).",
  })
  async resignMembership(@Arg('input', () => ResignMembershipInput) input: ResignMembershipInput, @Ctx() ctx: AppContext): Promise<MemberAccount> {
    if (!ctx.member) throw noMemberSession();
    if (input.confirm !== true) throw new ValidationError({ confirm: renewalMessages.resignConfirmQuestion });
    const member = await ctx.services.membershipEnd.resign(memberActor(ctx.member.member), ctx.member.member.id);
    return ctx.services.memberAccounts.account(member);
  }
}
