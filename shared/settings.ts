import * as yup from 'yup';
import { contact, messages } from './messages';

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

const { required, min, max, format } = messages.validation;
const text = (label: string, length = 200) =>
  yup
    .string()
    .trim()
    .max(length, max(`${label} length`, length))
    .required(required(label));

/** Rules of the settings form, shared by the server and /admin/settings. */
export const settingsSchema = yup.object({
  siteName: text('Site name'),
  contactEmail: text('Contact email', 254).email(format('Contact email')),
  contactPhone: text('Contact phone', 40),
  address: text('Address', 300),
  state: text('State', 100),
  socialLabel: text('Social link label', 50),
  socialUrl: text('Social link', 500).url(format('Social link')),
  supportHours: text('Support hours', 100),
  donationTiers: yup
    .array(
      yup.object({
        amount: yup
          .number()
          .typeError(format('Amount'))
          .integer(format('Amount'))
          .min(1, min('Amount', 1))
          .max(100000, max('Amount', 100000))
          .required(required('Amount')),
        impact: text('Impact', 200),
      }),
    )
    .min(1, min('Donation tiers', 1))
    .max(6, max('Donation tiers', 6))
    .required(required('Donation tiers')),
});
