import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import { MAX_DONATION_CENTS, MIN_DONATION_CENTS } from '../../../../shared/donations';
import { noMemberSession } from '../../member-portal/member-sign-in';
import type { AppContext } from '../context';
import {
  ChargeCheckoutInput,
  CheckoutStartType,
  CheckoutStatus,
  CheckoutStatusInput,
  DonationCheckoutInput,
  PaymentOptionsType,
} from './online-payments.types';

/**
 * Paying online (issue #34): how one can pay (public), a donation's checkout (public, rate limited
 * per IP like the other public forms), a member's checkout of what they owe (member area), and the
 * thank-you page's question "is it recorded yet?". Amounts are computed by the server; the webhook
 * (stripe-webhook.ts) records what Stripe confirms.
 */
@Resolver()
export class OnlinePaymentsResolver {
  /** Public: whether card payments are on, the bank transfer details, the donation limits. */
  @Query(() => PaymentOptionsType, { description: 'How people can pay the association: card payments on or off, bank transfer details (issue #34).' })
  async paymentOptions(@Ctx() ctx: AppContext): Promise<PaymentOptionsType> {
    return { ...(await ctx.services.onlineCheckout.options()), minDonationCents: MIN_DONATION_CENTS, maxDonationCents: MAX_DONATION_CENTS };
  }

  /**
   * Public: starts a donation by card. @returns Stripe Checkout's address
   * @throws BAD_USER_INPUT naming `tierDollars`, `amountCents`, `donorName`, `donorEmail` or `organisationName`;
   *   CONFLICT when card payments are not set up; RATE_LIMITED
   */
  @Mutation(() => CheckoutStartType, {
    description:
      'Start a donation by card (issue #34): records the pledge, opens Stripe Checkout and answers its address. CONFLICT when card payments are not set up.',
  })
  async startDonationCheckout(
    @Arg('input', () => DonationCheckoutInput) input: DonationCheckoutInput,
    @Ctx() ctx: AppContext,
  ): Promise<CheckoutStartType> {
    await ctx.services.publicWrites.admit('donation', ctx.ip);
    return ctx.services.onlineCheckout.startDonation(input);
  }

  /**
   * Member: pays one of their own open charges by card; the amount is what is still owed.
   * @throws NOT_FOUND (not theirs); CONFLICT (not open, too little owed, card payments not set up)
   */
  @Authorized<Capability>('memberArea')
  @Mutation(() => CheckoutStartType, {
    description: "Pay one of the signed-in member's open charges by card (issue #34): what is still owed on it, never an amount the client sends.",
  })
  startChargeCheckout(@Arg('input', () => ChargeCheckoutInput) input: ChargeCheckoutInput, @Ctx() ctx: AppContext): Promise<CheckoutStartType> {
    if (!ctx.member) throw noMemberSession();
    return ctx.services.onlineCheckout.startForCharge(ctx.member.member.id, input.chargeId);
  }

  /** Public: a Checkout Session's state and, once recorded, its receipt's signed link (the thank-you page polls it). */
  @Query(() => CheckoutStatus, {
    description: "A card payment's state and, once the webhook has recorded it, its receipt's signed link (issue #34). Reveals nothing else.",
  })
  async checkoutStatus(@Arg('input', () => CheckoutStatusInput) input: CheckoutStatusInput, @Ctx() ctx: AppContext): Promise<CheckoutStatus> {
    const { state, receiptNumber } = await ctx.services.onlineCheckout.outcome(input.sessionId.slice(0, 255));
    return { state, receiptUrl: receiptNumber === null ? null : ctx.services.receiptLinks.pathOf(receiptNumber) };
  }
}
