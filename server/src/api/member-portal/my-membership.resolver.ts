import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import { ChargeStatus } from '../../money';
import { noMemberSession } from '../../member-portal/member-sign-in';
import type { MyCharge as MyChargeModel } from '../../member-portal/member-membership';
import type { AppContext } from '../context';
import { MyMembership, type MyCharge } from './my-membership.types';

const chargeOf = (charge: MyChargeModel): MyCharge => ({ ...charge, paid: charge.status === ChargeStatus.PAID });

/** The member area's "My membership" (issue #34): the signed-in member's own, never anyone else's. */
@Resolver()
export class MyMembershipResolver {
  /**
   * Member: their class, status, financial until, open charges with bank references, and paid ones with receipts.
   * @throws CONFLICT when their status does not open it (pending, rejected)
   */
  @Authorized<Capability>('memberArea')
  @Query(() => MyMembership, {
    description: "The signed-in member's membership: class, status, financial until, what they owe and have paid, with receipts (issue #34).",
  })
  async myMembership(@Ctx() ctx: AppContext): Promise<MyMembership> {
    if (!ctx.member) throw noMemberSession();
    const mine = await ctx.services.memberMembership.forMember(ctx.member.member);
    return { ...mine, openCharges: mine.openCharges.map(chargeOf), paidCharges: mine.paidCharges.map(chargeOf) };
  }
}
