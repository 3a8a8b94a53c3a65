import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { DonationTier, SiteSettingsValues } from '../../../../shared/settings';

/** A donation impact tier. */
@ObjectType({ description: 'A donation impact tier shown on /join.' })
export class DonationTierType implements DonationTier {
  @Field(() => Int, { description: 'Amount in Australian dollars.' })
  amount: number;
  @Field({ description: 'What the amount pays for.' })
  impact: string;
}

/** Site-wide settings shown by the public header, footer, Home, /join and /contact. */
@ObjectType('SiteSettings', { description: 'Site-wide settings shown on the public site (editable by admins).' })
export class SiteSettingsType implements SiteSettingsValues {
  @Field(() => Int, {
    description:
      'Version of the settings, incremented by every save (0 before the first; issue #33). A save sends the version its form started from as `expectedVersion`; a newer one answers CONFLICT.',
  })
  version: number;
  @Field({ description: 'Name of the association.' }) siteName: string;
  @Field({ description: 'Contact email.' }) contactEmail: string;
  @Field({ description: 'Contact phone.' }) contactPhone: string;
  @Field({ description: 'Postal or meeting address.' }) address: string;
  @Field({ description: 'State location, e.g. "Victoria, Australia".' }) state: string;
  @Field({ description: 'Label of the social link.' }) socialLabel: string;
  @Field({ description: 'URL of the social link.' }) socialUrl: string;
  @Field({ description: 'Support hours, e.g. "Monday to Friday, 9AM to 5PM".' }) supportHours: string;
  @Field(() => [DonationTierType], { description: 'Donation impact tiers.' }) donationTiers: DonationTierType[];
}

/** A donation tier as entered. */
@InputType({ description: 'A donation tier as entered.' })
export class DonationTierInput implements DonationTier {
  @Field(() => Int, { description: 'Amount in dollars (1–100000).' })
  amount: number;
  @Field({ description: 'What it pays for.' })
  impact: string;
}

/** New settings: every field, validated like the form. */
@InputType({ description: 'New site settings; every field is required.' })
export class SiteSettingsInput implements SiteSettingsValues {
  @Field(() => Int, {
    nullable: true,
    description:
      'The `version` the form started from (issue #33): settings saved by someone else since are refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check.',
  })
  expectedVersion?: number | null;
  @Field() siteName: string;
  @Field() contactEmail: string;
  @Field() contactPhone: string;
  @Field() address: string;
  @Field() state: string;
  @Field() socialLabel: string;
  @Field() socialUrl: string;
  @Field() supportHours: string;
  @Field(() => [DonationTierInput]) donationTiers: DonationTierInput[];
}
