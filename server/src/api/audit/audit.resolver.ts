import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ValidationError } from '../../common/errors';
import type { Capability } from '../../../../shared/capabilities';
import { PageType } from '../page-type';
import type { AppContext } from '../context';
import { OutboxEmail } from '../../notifications/outbox.entity';
import { AuditEntry } from '../../audit/audit.entity';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

const AuditEntryPage = PageType(AuditEntry, 'AuditEntryPage');
const OutboxEmailPage = PageType(OutboxEmail, 'OutboxEmailPage');

/** Filters of the audit log (issue #20): person, action, days and text. */
@InputType({ description: 'Filters of the audit log; every given one applies.' })
export class AuditFilterInput {
  @Field(() => String, { nullable: true, description: 'Only changes by this staff user (id), or "public" for changes by the public or the system.' })
  actorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this action, e.g. "approve", "update", "deactivate".' })
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'From this day (YYYY-MM-DD, the association’s time zone), inclusive.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'To this day (YYYY-MM-DD, the association’s time zone), inclusive.' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'Text found in who, what, the record’s id or name, or the changed values (case-insensitive).' })
  text?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The audit trail and the e-mail outbox, for admins (they hold member personal data). */
@Resolver()
export class AuditResolver {
  /**
   * Admin: audit entries newest first, with the current name of each record, filtered by record,
   * person, action, days and text (issue #20).
   * @throws BAD_USER_INPUT naming `from` or `to` when not a YYYY-MM-DD day
   */
  @Authorized<Capability>('readAudit')
  @Query(() => AuditEntryPage, {
    description: 'Audit trail of staff changes, newest first (admin), filtered by record, person, action, days and text.',
  })
  auditLog(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.audit, description: 'Page size, 1–100.' }) limit: number,
    @Arg('entityType', () => String, { nullable: true, description: 'Only this kind of record, e.g. "member".' }) entityType: string | null,
    @Arg('entityId', () => String, { nullable: true, description: 'Only this record.' }) entityId: string | null,
    @Arg('filter', () => AuditFilterInput, { nullable: true, description: 'Person, action, days and text.' }) filter: AuditFilterInput | null,
  ) {
    const fields: Record<string, string> = {};
    for (const key of ['from', 'to'] as const)
      if (filter?.[key] && !DAY.test(filter[key])) fields[key] = `${key === 'from' ? 'From' : 'To'} must be a day (YYYY-MM-DD)`;
    if (Object.keys(fields).length) throw new ValidationError(fields);
    return ctx.services.audit.list({ page, limit, entityType, entityId, ...(filter ?? {}) });
  }

  /** Admin: e-mail notifications, queued and sent, newest first. */
  @Authorized<Capability>('manageOutbox')
  @Query(() => OutboxEmailPage, { description: 'E-mail notifications, queued and sent, newest first (admin).' })
  emailOutbox(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('limit', () => Int, { defaultValue: adminPageSize.outbox, description: 'Page size, 1–100.' }) limit: number,
  ) {
    return ctx.services.outbox.list(page, limit);
  }

  /**
   * Admin: one e-mail, to read it rendered.
   * @throws NOT_FOUND
   */
  @Authorized<Capability>('manageOutbox')
  @Query(() => OutboxEmail, { description: 'One e-mail of the outbox with its HTML, to read it rendered (admin).' })
  emailOutboxMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
    return ctx.services.outbox.get(id);
  }

  /**
   * Admin: "Retry" — tries an e-mail that has not gone again now.
   * @throws NOT_FOUND when there is no such e-mail or it has gone already
   */
  @Authorized<Capability>('manageOutbox')
  @Mutation(() => OutboxEmail, { description: 'Try an unsent (failed or retrying) e-mail again now (admin).' })
  retryOutboxEmail(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext) {
    return ctx.services.outbox.retry(id);
  }

  /** Staff: whether e-mail leaves the server at all (the admin's banner when it does not). */
  @Authorized<Capability>('adminArea')
  @Query(() => Boolean, {
    description: 'True when a mail server is configured (SMTP_URL) and e-mail is delivered; false: e-mails are only kept in the outbox (staff).',
  })
  emailDeliveryConfigured(@Ctx() ctx: AppContext): boolean {
    return ctx.services.outbox.configured;
  }
}
