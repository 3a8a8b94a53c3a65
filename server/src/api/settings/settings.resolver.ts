import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../actor';
import type { Capability } from '../../../../shared/capabilities';
import type { AppContext } from '../context';
import { SiteSettingsInput, SiteSettingsType } from './settings.types';

/** Site settings: public to read, admins to change. */
@Resolver()
export class SettingsResolver {
  /** Public: the site's contact details, hours and donation tiers. */
  @Query(() => SiteSettingsType, { description: 'Site settings shown on the public site (public).' })
  siteSettings(@Ctx() ctx: AppContext) {
    return ctx.services.settings.get();
  }

  /** Admin: replaces the settings. @throws BAD_USER_INPUT per field */
  @Authorized<Capability>('manageSettings')
  @Mutation(() => SiteSettingsType, { description: 'Change the site settings (admin).' })
  updateSiteSettings(@Arg('input', () => SiteSettingsInput) input: SiteSettingsInput, @Ctx() ctx: AppContext) {
    return ctx.services.settings.update(actorOf(ctx), input);
  }
}
