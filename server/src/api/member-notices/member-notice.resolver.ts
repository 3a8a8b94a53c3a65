import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import { actorOf } from '../actor';
import type { AppContext } from '../context';
import {
  MemberNotice,
  MemberNoticeAudience,
  MemberNoticeAudienceInput,
  MemberNoticePage,
  MemberNoticePostRecipient,
  MemberNoticeRecipientPage,
  MemberNoticeRecipientsInput,
  SendMemberNoticeInput,
} from './member-notice.types';

/** Member notices (issue #35): notices every entitled member must receive, with their delivery record. Admins only (`sendMemberNotices`). */
@Resolver()
export class MemberNoticeResolver {
  /**
   * How many members an audience holds now (shown before sending).
   * @throws BAD_USER_INPUT naming statuses or classIds
   */
  @Authorized<Capability>('sendMemberNotices')
  @Query(() => MemberNoticeAudience, { description: 'How many members a notice audience holds now, by e-mail and by post (admins).' })
  memberNoticeAudience(@Arg('input', () => MemberNoticeAudienceInput) input: MemberNoticeAudienceInput, @Ctx() ctx: AppContext) {
    return ctx.services.memberNotices.audience(input);
  }

  /**
   * Sends a notice to every member of the audience now: recorded, frozen, and e-mailed in batches.
   * @returns the notice with its recipient count
   * @throws BAD_USER_INPUT naming subject, body, statuses, classIds or audience; CONFLICT when expectedRecipients is stale
   */
  @Authorized<Capability>('sendMemberNotices')
  @Mutation(() => MemberNotice, {
    description:
      'Send a member notice (admins): to every member of the audience now (frozen: later members are not added), by e-mail in batches; members without an address are on its post list. No opt-out: notices are required by the rules.',
  })
  sendMemberNotice(@Arg('input', () => SendMemberNoticeInput) input: SendMemberNoticeInput, @Ctx() ctx: AppContext) {
    return ctx.services.memberNotices.send(actorOf(ctx), input);
  }

  /** Sent notices, newest first. */
  @Authorized<Capability>('sendMemberNotices')
  @Query(() => MemberNoticePage, { description: 'Member notices sent, newest first, with their delivery counts (admins).' })
  memberNotices(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.memberNotices.list(page, limit);
  }

  /** One notice. @throws NOT_FOUND */
  @Authorized<Capability>('sendMemberNotices')
  @Query(() => MemberNotice, { description: 'One member notice with its delivery counts (admins).' })
  memberNotice(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
    return ctx.services.memberNotices.notice(id);
  }

  /** A notice's recipients with their delivery state. @throws NOT_FOUND; BAD_USER_INPUT naming page or limit */
  @Authorized<Capability>('sendMemberNotices')
  @Query(() => MemberNoticeRecipientPage, { description: "A notice's recipients by member number, each with its delivery state (admins)." })
  memberNoticeRecipients(@Arg('input', () => MemberNoticeRecipientsInput) input: MemberNoticeRecipientsInput, @Ctx() ctx: AppContext) {
    return ctx.services.memberNotices.recipients(input.noticeId, input.page ?? 1, input.limit ?? 50, input.status);
  }

  /** The post list. @throws NOT_FOUND */
  @Authorized<Capability>('sendMemberNotices')
  @Query(() => [MemberNoticePostRecipient], {
    description:
      'The members to send a notice to by post (no e-mail address, or the e-mail refused for good): name, postal address, member number (admins).',
  })
  memberNoticePostList(@Arg('noticeId', () => ID) noticeId: string, @Ctx() ctx: AppContext) {
    return ctx.services.memberNotices.postList(noticeId);
  }
}
