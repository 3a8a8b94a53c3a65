import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role, STAFF } from '../auth/roles';
import { PageType } from '../common/pagination';
import type { AppContext } from '../context';
import { OutboxEmail } from '../notifications/outbox.entity';
import { AuditEntry } from './audit.entity';

const AuditEntryPage = PageType(AuditEntry, 'AuditEntryPage');
const OutboxEmailPage = PageType(OutboxEmail, 'OutboxEmailPage');

/** The audit trail and the e-mail outbox, for admins (they hold member personal data). */
@Resolver()
export class AuditResolver {
  /** Admin: audit entries newest first, optionally for one record. */
  @Authorized(Role.ADMIN)
  @Query(() => AuditEntryPage, { description: 'Audit trail of staff changes, newest first (admin).' })
  auditLog(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: 25, description: 'Page size, 1–100.' }) limit: number,
    @Arg('entityType', () => String, { nullable: true, description: 'Only this kind of record, e.g. "member".' }) entityType: string | null,
    @Arg('entityId', () => String, { nullable: true, description: 'Only this record.' }) entityId: string | null,
  ) {
    return ctx.services.audit.list({ page, limit, entityType, entityId });
  }

  /** Admin: e-mail notifications, queued and sent, newest first. */
  @Authorized(Role.ADMIN)
  @Query(() => OutboxEmailPage, { description: 'E-mail notifications, queued and sent, newest first (admin).' })
  emailOutbox(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: 25, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.outbox.list(page, limit);
  }

  /**
   * Admin: one e-mail, to read it rendered.
   * @throws NOT_FOUND
   */
  @Authorized(Role.ADMIN)
  @Query(() => OutboxEmail, { description: 'One e-mail of the outbox with its HTML, to read it rendered (admin).' })
  emailOutboxMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
    return ctx.services.outbox.get(id);
  }

  /**
   * Admin: "Retry" — tries an e-mail that has not gone again now.
   * @throws NOT_FOUND when there is no such e-mail or it has gone already
   */
  @Authorized(Role.ADMIN)
  @Mutation(() => OutboxEmail, { description: 'Try an unsent (failed or retrying) e-mail again now (admin).' })
  retryOutboxEmail(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
    return ctx.services.outbox.retry(id);
  }

  /** Staff: whether e-mail leaves the server at all (the admin's banner when it does not). */
  @Authorized(STAFF)
  @Query(() => Boolean, {
    description: 'True when a mail server is configured (SMTP_URL) and e-mail is delivered; false: e-mails are only kept in the outbox (staff).',
  })
  emailDeliveryConfigured(@Ctx() ctx: AppContext): boolean {
    return ctx.services.outbox.configured;
  }
}
