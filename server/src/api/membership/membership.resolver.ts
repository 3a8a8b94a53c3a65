import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { can, type Capability } from '../../../../shared/capabilities';
import { messages } from '../../../../shared/messages';
import { staffRoleName } from '../../auth/roles';
import { ForbiddenError, UnauthenticatedError } from '../../common/errors';
import { actorOf } from '../actor';
import type { AppContext } from '../context';
import {
  MembershipClassArchiveInput,
  MembershipClassInput,
  MembershipClassType,
  MembershipYearSettingsInput,
  MembershipYearSettingsType,
} from './membership.types';

/** Staff who see every class and how many members each has: admins (manageSettings) and treasurers (manageMoney). */
const READ_ALL_CLASSES: readonly Capability[] = ['manageSettings', 'manageMoney'];

/**
 * Membership classes and the membership year's settings (issue #34). Anyone reads the classes /join
 * offers; admins and treasurers read them all (treasurers: to see what is charged, not to change
 * it); only admins (manageSettings) change classes and settings.
 */
@Resolver()
export class MembershipResolver {
  /**
   * Public: the classes /join offers (active, in order); with `includeArchived`, every class with
   * its member count (admins and treasurers).
   * @throws UNAUTHENTICATED / FORBIDDEN for `includeArchived` without manageSettings or manageMoney
   */
  @Query(() => [MembershipClassType], {
    description:
      'Membership classes in order (issue #34): the active ones for anyone (/join); with includeArchived, all of them with member counts (admins and treasurers).',
  })
  async membershipClasses(
    @Ctx() ctx: AppContext,
    @Arg('includeArchived', () => Boolean, { defaultValue: false, description: 'Archived classes too (admins and treasurers only).' })
    includeArchived: boolean,
  ): Promise<MembershipClassType[]> {
    const role = ctx.user ? staffRoleName(ctx.user.role) : null;
    const staff = READ_ALL_CLASSES.some((capability) => can(role, capability));
    if (includeArchived && !ctx.user) throw new UnauthenticatedError(messages.errors.unauthenticated);
    if (includeArchived && !staff) throw new ForbiddenError(messages.errors.forbidden);
    const classes = await ctx.services.membershipClasses.list({ includeArchived });
    return classes.map((c) => ({ ...c, memberCount: staff ? c.memberCount : null }));
  }

  /** Admin: adds a class. @throws BAD_USER_INPUT naming `name`, `annualFeeCents` or `concessionFeeCents` */
  @Authorized<Capability>('manageSettings')
  @Mutation(() => MembershipClassType, {
    description: 'Add a membership class (admin, issue #34). BAD_USER_INPUT names the field (a name taken in any case too).',
  })
  createMembershipClass(@Arg('input', () => MembershipClassInput) input: MembershipClassInput, @Ctx() ctx: AppContext) {
    return ctx.services.membershipClasses.create(actorOf(ctx), input);
  }

  /** Admin: changes a class. @throws NOT_FOUND; BAD_USER_INPUT; CONFLICT when saved by someone else since `expectedVersion` */
  @Authorized<Capability>('manageSettings')
  @Mutation(() => MembershipClassType, {
    description:
      'Change a membership class (admin, issue #34); new fees apply to charges made from now on. CONFLICT when saved by someone else since expectedVersion.',
  })
  updateMembershipClass(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => MembershipClassInput) input: MembershipClassInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.membershipClasses.update(actorOf(ctx), id, input);
  }

  /** Admin: archives a class or offers it again. @throws NOT_FOUND; CONFLICT on a stale version */
  @Authorized<Capability>('manageSettings')
  @Mutation(() => MembershipClassType, {
    description: 'Archive a membership class (off /join; members keep it) or offer it again (admin, issue #34).',
  })
  archiveMembershipClass(@Arg('input', () => MembershipClassArchiveInput) input: MembershipClassArchiveInput, @Ctx() ctx: AppContext) {
    return ctx.services.membershipClasses.setArchived(actorOf(ctx), input.id, input.archived, input.expectedVersion);
  }

  /** Admin: deletes a class nobody has had. @throws NOT_FOUND; CONFLICT when in use */
  @Authorized<Capability>('manageSettings')
  @Mutation(() => Boolean, {
    description: 'Delete a membership class no member or charge has ever had (admin, issue #34); CONFLICT when in use: archive it instead.',
  })
  deleteMembershipClass(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.membershipClasses.delete(actorOf(ctx), id);
  }

  /** Admin: the membership year's settings. */
  @Authorized<Capability>('manageSettings')
  @Query(() => MembershipYearSettingsType, { description: "The membership year's settings with their version (admin, issue #34)." })
  membershipYearSettings(@Ctx() ctx: AppContext) {
    return ctx.services.membershipYear.get();
  }

  /** Admin: replaces the membership year's settings. @throws BAD_USER_INPUT per field; CONFLICT on a stale version */
  @Authorized<Capability>('manageSettings')
  @Mutation(() => MembershipYearSettingsType, {
    description:
      "Change the membership year's settings (admin, issue #34). BAD_USER_INPUT names each field; CONFLICT when saved by someone else since expectedVersion.",
  })
  updateMembershipYearSettings(@Arg('input', () => MembershipYearSettingsInput) input: MembershipYearSettingsInput, @Ctx() ctx: AppContext) {
    return ctx.services.membershipYear.update(actorOf(ctx), input);
  }
}
