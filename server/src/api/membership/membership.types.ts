import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { MembershipPeriod, MembershipYearValues } from '../../../../shared/membership-year';
import type { MembershipClassInput as MembershipClassInputModel, MembershipClassInUse } from '../../membership';

const VERSION_INPUT =
  'The `version` the form started from (issue #33): a record saved by someone else since is refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check.';

/** Whether memberships run with the financial year or from each member's join date (GraphQL names). */
export enum MembershipPeriodKind {
  FINANCIAL_YEAR = 'financial_year',
  ANNIVERSARY = 'anniversary',
}
registerEnumType(MembershipPeriodKind, {
  name: 'MembershipPeriod',
  description:
    "FINANCIAL_YEAR: every membership runs with the association's financial year; ANNIVERSARY: a year from the day each member was approved.",
});

/** A membership class (issue #34). */
@ObjectType('MembershipClass', { description: 'A membership class: its fees and kind (issue #34). Fees are integer cents AUD.' })
export class MembershipClassType implements Omit<MembershipClassInUse, 'memberCount'> {
  @Field(() => ID, { description: 'Unique identifier (UUID).' }) id: string;
  @Field({ description: 'Name shown on /join and in the member area, unique whatever the letter case.' }) name: string;
  @Field(() => Int, { description: 'Fee for a year in cents AUD; 0 is free (nothing ever lapses for money).' }) annualFeeCents: number;
  @Field(() => Int, { nullable: true, description: 'Concession fee in cents AUD (at most the annual fee), or null when the class has none.' })
  concessionFeeCents: number | null;
  @Field({ description: 'True for a household membership, false for one person.' }) household: boolean;
  @Field({ description: 'True when the membership renews every period; false for a one-off (e.g. life) membership.' }) renews: boolean;
  @Field({ description: 'True when archived: not offered on /join or for new choices; members who have it keep it.' }) archived: boolean;
  @Field(() => Int, { description: 'Order in lists (ascending).' }) position: number;
  @Field(() => Int, { description: 'Version, from 1, incremented by every change (issue #33); a save sends it as `expectedVersion`.' })
  version: number;
  @Field(() => Int, { nullable: true, description: 'Members (any status) in this class; staff only (admins and treasurers), null for others.' })
  memberCount: number | null;
  @Field({ description: 'When the class was created.' }) createdAt: Date;
  @Field({ description: 'When the class last changed.' }) updatedAt: Date;
}

/** A new or changed class. */
@InputType({ description: 'A new or changed membership class (issue #34); fees in integer cents AUD.' })
export class MembershipClassInput implements MembershipClassInputModel {
  @Field({ description: 'Name (required, at most 60 characters, unique whatever the letter case).' }) name: string;
  @Field(() => Int, { description: 'Annual fee in cents, 0 to 1,000,000 (0: free).' }) annualFeeCents: number;
  @Field(() => Int, { nullable: true, description: 'Concession fee in cents, at most the annual fee; null for none.' })
  concessionFeeCents: number | null;
  @Field({ description: 'True for a household membership.' }) household: boolean;
  @Field({ description: 'True when it renews every period.' }) renews: boolean;
  @Field(() => Int, { nullable: true, description: VERSION_INPUT }) expectedVersion?: number | null;
}

/** Archive or bring back a class. */
@InputType({ description: 'Archive a membership class, or bring it back (issue #34).' })
export class MembershipClassArchiveInput {
  @Field(() => ID, { description: 'The class.' }) id: string;
  @Field({ description: 'True to archive, false to offer it again.' }) archived: boolean;
  @Field(() => Int, { nullable: true, description: VERSION_INPUT }) expectedVersion?: number | null;
}

/** The membership year's settings (issue #34). */
@ObjectType('MembershipYearSettings', {
  description: "The membership year's settings (issue #34): financial year, renewals, reminders, bank details and tax status (admins).",
})
export class MembershipYearSettingsType implements Omit<MembershipYearValues, 'membershipPeriod'> {
  @Field(() => Int, {
    description:
      'Version of the settings, incremented by every save (0 before the first; issue #33). A save sends the version its form started from as `expectedVersion`; a newer one answers CONFLICT.',
  })
  version: number;
  @Field(() => Int, { description: 'Month (1–12) the financial year starts; default 7 (1 July – 30 June).' }) financialYearStartMonth: number;
  @Field(() => MembershipPeriodKind, { description: 'Whether memberships run with the financial year or from the join date.' })
  membershipPeriod: MembershipPeriod;
  @Field(() => [Int], { description: 'Days before (positive) or after (negative) "financial until" a renewal reminder is sent.' })
  reminderOffsetDays: number[];
  @Field(() => Int, { description: 'Days after "financial until" a member stays financial (grace period).' }) graceDays: number;
  @Field(() => Int, { description: 'Days a member stays unfinancial before ceasing to be a member.' }) ceaseAfterUnfinancialDays: number;
  @Field({ description: 'True while renewals are paused: no reminder, lapse or cease happens.' }) renewalsPaused: boolean;
  @Field({ description: 'Account name for bank transfers; empty hides bank transfer.' }) bankAccountName: string;
  @Field({ description: 'BSB, e.g. "123-456".' }) bankBsb: string;
  @Field({ description: 'Account number, digits only.' }) bankAccountNumber: string;
  @Field({ description: "The association's ABN (11 digits), or empty." }) abn: string;
  @Field({ description: 'True when the association (or its fund) is a deductible gift recipient.' }) dgr: boolean;
  @Field({ description: 'The name of the DGR fund a gift receipt must name.' }) dgrFundName: string;
}

/** New membership year settings: every field, checked with the shared rules (shared/membership-year.ts). */
@InputType({
  description: 'New membership year settings (issue #34); every field, checked as the admin form checks them. BAD_USER_INPUT names the field.',
})
export class MembershipYearSettingsInput implements Omit<MembershipYearValues, 'membershipPeriod'> {
  @Field(() => Int, { nullable: true, description: VERSION_INPUT }) expectedVersion?: number | null;
  @Field(() => Int, { description: 'Month the financial year starts, 1–12.' }) financialYearStartMonth: number;
  @Field(() => MembershipPeriodKind, { description: 'Financial year or anniversary.' }) membershipPeriod: MembershipPeriod;
  @Field(() => [Int], { description: 'Reminder offsets in days, −365 to 365, at most 8.' }) reminderOffsetDays: number[];
  @Field(() => Int, { description: 'Grace period in days, 0–365.' }) graceDays: number;
  @Field(() => Int, { description: 'Days unfinancial before ceasing, 0–730.' }) ceaseAfterUnfinancialDays: number;
  @Field({ description: 'Pause renewals.' }) renewalsPaused: boolean;
  @Field({ description: 'Bank account name (at most 100 characters), or empty.' }) bankAccountName: string;
  @Field({ description: 'BSB ("123-456" or six digits), or empty.' }) bankBsb: string;
  @Field({ description: 'Account number (5–10 digits), or empty.' }) bankAccountNumber: string;
  @Field({ description: 'ABN (11 digits passing the ATO check), or empty.' }) abn: string;
  @Field({ description: 'Deductible gift recipient.' }) dgr: boolean;
  @Field({ description: 'DGR fund name (required with DGR).' }) dgrFundName: string;
}
