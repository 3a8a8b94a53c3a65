import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CheckoutState, type CheckoutStart, type DonationRequest } from '../../payments-online';

registerEnumType(CheckoutState, {
  name: 'CheckoutState',
  description: 'Where a card payment stands: PENDING (not confirmed yet), PAID (recorded, receipt issued), EXPIRED (never paid), UNKNOWN.',
});

/** Bank details for paying by transfer. */
@ObjectType({ description: 'Where to pay by bank transfer (issue #34), as the treasurer set it.' })
export class BankTransferDetails {
  @Field({ description: 'Account name.' }) accountName: string;
  @Field({ description: 'BSB, e.g. "123-456".' }) bsb: string;
  @Field({ description: 'Account number.' }) accountNumber: string;
}

/** How people can pay. */
@ObjectType({ description: 'How people can pay the association (issue #34): by card online, and by bank transfer.' })
export class PaymentOptionsType {
  @Field({ description: 'True when card payments through Stripe are set up; false hides every "pay online" button.' })
  online: boolean;
  @Field(() => BankTransferDetails, { nullable: true, description: 'Bank transfer details, or null when the treasurer has not set them.' })
  bankTransfer: BankTransferDetails | null;
  @Field(() => Int, { description: 'Smallest donation by card, in cents.' })
  minDonationCents: number;
  @Field(() => Int, { description: 'Largest donation by card, in cents.' })
  maxDonationCents: number;
}

/** Where to send the payer. */
@ObjectType('CheckoutStart', { description: "Stripe Checkout's page for this payment: send the payer's browser there." })
export class CheckoutStartType implements CheckoutStart {
  @Field({ description: "Stripe Checkout's address." }) url: string;
  @Field({ description: 'The Checkout Session id (cs_…), which the thank-you page asks about.' }) sessionId: string;
  @Field(() => Int, { description: 'The amount to be paid, in cents, as the server computed it.' }) amountCents: number;
}

/** What the thank-you page may know. */
@ObjectType({ description: "A card payment's state and, once recorded, its receipt's link (nothing else)." })
export class CheckoutStatus {
  @Field(() => CheckoutState, { description: 'Where the payment stands.' }) state: CheckoutState;
  @Field(() => String, {
    nullable: true,
    description: "The receipt PDF's signed link (a path on this site) once the payment is recorded, else null.",
  })
  receiptUrl: string | null;
}

/** A donation from /join. */
@InputType({ description: "A donation by card from /join (issue #34). Give `tierDollars` (one of the site settings' tiers) or `amountCents`." })
export class DonationCheckoutInput implements DonationRequest {
  @Field(() => Int, { nullable: true, description: "One of the site settings' donation tiers, in whole dollars." })
  tierDollars?: number | null;
  @Field(() => Int, { nullable: true, description: 'Any other amount, in cents ($2 to $10,000).' })
  amountCents?: number | null;
  @Field({ description: "The donor's name." }) donorName: string;
  @Field({ description: "The donor's e-mail address: the receipt goes there." }) donorEmail: string;
  @Field(() => String, { nullable: true, description: 'An organisation the receipt is made out to (SPEC §5 "I would like a receipt"), or null.' })
  organisationName?: string | null;
}

/** Which charge a member pays. */
@InputType({ description: 'A charge the signed-in member pays by card; the amount is what is still owed on it.' })
export class ChargeCheckoutInput {
  @Field(() => ID, { description: "The charge's id." }) chargeId: string;
}

/** Which session the thank-you page asks about. */
@InputType({ description: 'A Checkout Session this site opened.' })
export class CheckoutStatusInput {
  @Field({ description: 'The Checkout Session id (cs_…) from the return address.' }) sessionId: string;
}
