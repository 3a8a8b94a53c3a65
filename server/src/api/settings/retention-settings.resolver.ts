import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../actor';
import type { Capability } from '../../../../shared/capabilities';
import type { AppContext } from '../context';
import { RetentionSettingsInput, RetentionSettingsType } from './retention-settings.types';

/** Retention settings (issue #19): public to read (/privacy states them), admins to change. */
@Resolver()
export class RetentionSettingsResolver {
  /** Public: how long each kind of record is kept. */
  @Query(() => RetentionSettingsType, { description: 'How long each kind of record is kept (public; shown on /privacy).' })
  retentionSettings(@Ctx() ctx: AppContext) {
    return ctx.services.retentionSettings.get();
  }

  /** Admin: replaces the retention settings. @throws BAD_USER_INPUT per field */
  @Authorized<Capability>('managePrivacy')
  @Mutation(() => RetentionSettingsType, { description: 'Change how long each kind of record is kept (admin). BAD_USER_INPUT names the field.' })
  updateRetentionSettings(@Arg('input', () => RetentionSettingsInput) input: RetentionSettingsInput, @Ctx() ctx: AppContext) {
    return ctx.services.retentionSettings.update(actorOf(ctx), input);
  }
}
