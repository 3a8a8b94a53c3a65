import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MemberStatus } from '../../members/member.enums';
import type {
  MyCharge as MyChargeModel,
  MyMembership as MyMembershipModel,
  MyReceipt as MyReceiptModel,
} from '../../member-portal/member-membership';
import type { BankTransferDetails } from '../../membership';

/** A receipt the member may download. */
@ObjectType({ description: "A receipt for one of the signed-in member's payments (issue #34)." })
export class MyReceipt implements MyReceiptModel {
  @Field(() => Int, { description: 'Receipt number.' }) number: number;
  @Field({ description: 'Where to download it: its signed path, /receipts/{number}.pdf?key=… (given only to the member it belongs to).' })
  url: string;
  @Field({ description: 'When it was issued.' }) issuedAt: Date;
}

/** How to pay by bank transfer. */
@ObjectType({ description: "The association's bank account for transfers (issue #34)." })
export class BankTransferDetailsType implements BankTransferDetails {
  @Field({ description: 'Account name.' }) accountName: string;
  @Field({ description: 'BSB, e.g. "123-456".' }) bsb: string;
  @Field({ description: 'Account number.' }) accountNumber: string;
}

/** One of the member's charges. */
@ObjectType({ description: 'Something the signed-in member owes or has paid (issue #34). Amounts in integer cents AUD, with en-AU text beside.' })
export class MyCharge implements Omit<MyChargeModel, 'status'> {
  @Field(() => ID, { description: 'The charge.' }) id: string;
  @Field({ description: 'What it is for, e.g. "Membership fee: Household, 01 Jul 2026 – 30 Jun 2027".' }) description: string;
  @Field(() => Int, { description: 'Amount in cents.' }) amountCents: number;
  @Field({ description: 'Amount as text, e.g. "$20.00".' }) amount: string;
  @Field(() => Int, { description: 'Still to pay, in cents (0 when paid).' }) owingCents: number;
  @Field({ description: 'Still to pay as text.' }) owing: string;
  @Field(() => String, { nullable: true, description: 'Due date (YYYY-MM-DD), or null.' }) dueDate: string | null;
  @Field(() => String, { nullable: true, description: 'Due date as text, e.g. "09 Aug 2026", or null.' }) dueDateText: string | null;
  @Field({ description: 'The bank reference to quote when paying by transfer.' }) reference: string;
  @Field({ description: 'True when paid in full.' }) paid: boolean;
  @Field(() => [MyReceipt], { description: 'Receipts of payments towards it, oldest first.' }) receipts: MyReceipt[];
}

/** The member area's "My membership". */
@ObjectType({ description: "The signed-in member's membership: class, status, financial until, what is owed and paid (issue #34)." })
export class MyMembership implements Omit<MyMembershipModel, 'openCharges' | 'paidCharges'> {
  @Field(() => String, { nullable: true, description: "The class's name, or null when the member has none." }) className: string | null;
  @Field({ description: 'True for a household class.' }) household: boolean;
  @Field({ description: 'Whether the member pays the concession fee.' }) concession: boolean;
  @Field(() => MemberStatus, { description: 'Membership status.' }) status: MemberStatus;
  @Field(() => String, {
    nullable: true,
    description: "Last day paid for (YYYY-MM-DD, the association's time zone), or null when no fee was ever due.",
  })
  financialUntil: string | null;
  @Field(() => String, { nullable: true, description: 'The same as text, e.g. "30 Jun 2027".' }) financialUntilText: string | null;
  @Field(() => [MyCharge], { description: 'What the member owes, soonest due first.' }) openCharges: MyCharge[];
  @Field(() => [MyCharge], { description: 'What the member has paid, newest first (the last 20).' }) paidCharges: MyCharge[];
  @Field(() => BankTransferDetailsType, { nullable: true, description: 'The account to pay into by bank transfer, or null when not set up.' })
  bankTransfer: BankTransferDetailsType | null;
}
