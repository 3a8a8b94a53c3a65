import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RenewalFilter, RenewalStanding, type MyRenewal, type RenewalListItem, type RenewalSummary } from '../../renewals';
import { PageType } from '../page-type';

registerEnumType(RenewalFilter, {
  name: 'RenewalFilter',
  description: 'Which renewals to list: DUE (due or in the grace period), UNFINANCIAL (past the grace period), ENDED (lapsed, resigned or removed).',
});
registerEnumType(RenewalStanding, {
  name: 'RenewalStanding',
  description:
    'Where a renewing member stands today (derived from "financial until" and the settings): FINANCIAL (paid, renewal not yet due), DUE (from the first reminder to "financial until"), GRACE (past it, within the grace period), UNFINANCIAL (past the grace period).',
});

/** One member on the Renewals page (issue #34). */
@ObjectType('RenewalListItem', {
  description: 'A member on the Renewals page: their renewal, reminders and charge, or when and why they ceased (issue #34).',
})
export class RenewalListItemType implements RenewalListItem {
  @Field(() => ID, { description: 'The member.' }) memberId: string;
  @Field(() => Int, { description: 'Member number.' }) memberNumber: number;
  @Field({ description: "The member's full name." }) fullName: string;
  @Field({ description: "The member's e-mail address." }) email: string;
  @Field(() => String, { nullable: true, description: 'Membership class name.' }) className: string | null;
  @Field(() => Int, { nullable: true, description: "The member's annual fee in cents AUD (concession applied)." }) feeCents: number | null;
  @Field(() => String, { nullable: true, description: 'Last day paid for (YYYY-MM-DD).' }) financialUntil: string | null;
  @Field(() => RenewalStanding, { nullable: true, description: 'Where the member stands today; null for a former member.' })
  standing: RenewalStanding | null;
  @Field(() => [Int], { description: 'Reminders sent for this period: days before "financial until" (negative: after), in the order sent.' })
  remindedOffsets: number[];
  @Field(() => String, { nullable: true, description: 'The day the member becomes unfinancial if still unpaid (YYYY-MM-DD).' })
  unfinancialFrom: string | null;
  @Field(() => String, { nullable: true, description: 'The day the member ceases if still unpaid (YYYY-MM-DD).' }) ceasesOn: string | null;
  @Field(() => String, { nullable: true, description: "The open renewal charge's bank reference." }) chargeReference: string | null;
  @Field(() => Int, { nullable: true, description: 'The open renewal charge in cents AUD.' }) chargeAmountCents: number | null;
  @Field(() => String, { nullable: true, description: 'The open renewal charge is due on (YYYY-MM-DD).' }) chargeDueDate: string | null;
  @Field(() => String, { nullable: true, description: 'The day a former member ceased (the register of members, s 56).' })
  ceasedDate: string | null;
  @Field(() => String, { nullable: true, description: "Why a former member ceased: 'lapsed', 'resigned' or 'removed'." })
  ceasedReason: string | null;
}

/** A page of renewals. */
export const RenewalPage = PageType(RenewalListItemType, 'RenewalPage');

/** The dashboard card's counts. */
@ObjectType('RenewalSummary', {
  description: 'How many members are due to renew and how many are unfinancial today, and whether renewals are paused (issue #34).',
})
export class RenewalSummaryType implements RenewalSummary {
  @Field(() => Int, { description: 'Members whose renewal is due or in its grace period.' }) due: number;
  @Field(() => Int, { description: 'Members past the grace period, not yet ceased.' }) unfinancial: number;
  @Field({ description: 'True while the committee has paused renewals.' }) paused: boolean;
}

/** The signed-in member's own renewal. */
@ObjectType('MyRenewal', { description: "The signed-in member's renewal: where they stand, and the renewal charge they owe (issue #34)." })
export class MyRenewalType implements MyRenewal {
  @Field(() => RenewalStanding, { description: 'Where the member stands today.' }) standing: RenewalStanding;
  @Field({ description: 'Last day paid for (YYYY-MM-DD).' }) financialUntil: string;
  @Field({ description: 'The day the membership becomes unfinancial if still unpaid (YYYY-MM-DD).' }) unfinancialFrom: string;
  @Field({ description: 'The day the membership ends if still unpaid (YYYY-MM-DD).' }) ceasesOn: string;
  @Field(() => Int, { nullable: true, description: 'The open renewal charge in cents AUD, or null when none.' }) amountCents: number | null;
  @Field(() => String, { nullable: true, description: "The open renewal charge's bank reference." }) reference: string | null;
  @Field(() => String, { nullable: true, description: 'The open renewal charge is due on (YYYY-MM-DD).' }) dueDate: string | null;
}

/** Which page of which renewals. */
@InputType({ description: 'Which renewals to list, one page at a time.' })
export class RenewalsInput {
  @Field(() => RenewalFilter, { description: 'DUE, UNFINANCIAL or ENDED.' }) filter: RenewalFilter;
  @Field(() => Int, { nullable: true, description: 'Page, from 1 (default 1).' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Page size, 1–100 (default 25).' }) limit?: number | null;
}

/** A member whose lapse is undone. */
@InputType({ description: 'The member whose lapse to undo.' })
export class UndoLapseInput {
  @Field(() => ID, { description: 'The member.' }) memberId: string;
}

/** Pause or resume renewals. */
@InputType({ description: 'Pause (true) or resume (false) renewals.' })
export class RenewalsPausedInput {
  @Field({ description: 'True: no reminder, lapse or cease happens until resumed.' }) paused: boolean;
}

/** The member's confirmation of their resignation. */
@InputType({ description: "The member's confirmation that they resign." })
export class ResignMembershipInput {
  @Field({ description: 'Must be true: the member confirmed.' }) confirm: boolean;
}
