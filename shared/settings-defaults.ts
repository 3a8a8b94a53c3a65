import { contact } from './limits';

/*
 * Site settings' types and defaults without their validation rules (shared/settings.ts), so the public
 * site can show the defaults without loading yup (issue #7 bundle budget).
 */

/** One donation impact tier shown on /join (SPEC §9: $25, $50, $100, $200 by default). */
export interface DonationTier {
  amount: number;
  impact: string;
}

/** Site-wide settings staff edit at /admin/settings and the public site shows. */
export interface SiteSettingsValues {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  state: string;
  socialLabel: string;
  socialUrl: string;
  supportHours: string;
  donationTiers: DonationTier[];
}

/** The settings before staff change anything (SPEC §1, §9). */
export const defaultSettings: SiteSettingsValues = {
  siteName: contact.groupName,
  contactEmail: contact.email,
  contactPhone: contact.phone,
  address: 'Greenfield Community Hall, 1 Station Street, Greenfield',
  state: contact.state,
  socialLabel: contact.social.label,
  socialUrl: contact.social.url,
  supportHours: contact.supportHours,
  donationTiers: [
    { amount: 25, impact: 'buys native seedlings for a creek planting morning' },
    { amount: 50, impact: 'covers gloves, bags and tools for a clean-up day' },
    { amount: 100, impact: 'prints a welcome pack for twenty new households' },
    { amount: 200, impact: 'funds a community event in the park for everyone' },
  ],
};
