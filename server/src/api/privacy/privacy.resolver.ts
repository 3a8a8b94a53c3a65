import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../actor';
import type { Capability } from '../../../../shared/capabilities';
import type { AppContext } from '../context';
import { ErasePersonalDataInput, ErasureResult, PersonalData, PersonalDataExport, PersonalDataInput, RetentionPreview } from './privacy.types';
import { nextRetentionRun } from '../../privacy/retention';

/** A person's data found by e-mail, exported and erased; what retention removes next (issue #19). Admins only. */
@Resolver()
export class PrivacyResolver {
  /** Admin: every record holding an e-mail address, with counts. @throws BAD_USER_INPUT naming `email` */
  @Authorized<Capability>('managePrivacy')
  @Query(() => PersonalData, { description: 'Every record that holds an e-mail address, with counts (admin).' })
  personalData(@Arg('input', () => PersonalDataInput) input: PersonalDataInput, @Ctx() ctx: AppContext): Promise<PersonalData> {
    return ctx.services.privacy.find(input.email);
  }

  /** Admin: the access export (JSON and printable HTML), audited. @throws BAD_USER_INPUT naming `email` */
  @Authorized<Capability>('managePrivacy')
  @Mutation(() => PersonalDataExport, { description: 'Export every record held for an e-mail address as JSON and printable HTML (admin; audited).' })
  exportPersonalData(@Arg('input', () => PersonalDataInput) input: PersonalDataInput, @Ctx() ctx: AppContext): Promise<PersonalDataExport> {
    return ctx.services.privacy.export(actorOf(ctx), input.email);
  }

  /**
   * Admin: erases everything held for an e-mail address in one transaction; the audit log records
   * the erasure without the data. @throws BAD_USER_INPUT naming `email` or `confirmEmail`
   */
  @Authorized<Capability>('managePrivacy')
  @Mutation(() => ErasureResult, {
    description: 'Erase everything held for an e-mail address (admin): one transaction; confirmEmail must repeat the address.',
  })
  erasePersonalData(@Arg('input', () => ErasePersonalDataInput) input: ErasePersonalDataInput, @Ctx() ctx: AppContext): Promise<ErasureResult> {
    return ctx.services.privacy.erase(actorOf(ctx), input);
  }

  /** Admin: when the next daily retention run happens and what it removes, as things stand now. */
  @Authorized<Capability>('managePrivacy')
  @Query(() => RetentionPreview, { description: 'When the next daily retention run happens and what it would remove, as things stand (admin).' })
  async retentionPreview(@Ctx() ctx: AppContext): Promise<RetentionPreview> {
    const runsAt = nextRetentionRun(ctx.services.clock, ctx.services.clock.now());
    return { runsAt, items: await ctx.services.retention.preview(runsAt) };
  }
}
