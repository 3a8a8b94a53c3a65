import * as yup from 'yup';
import { messages } from './messages';
import { isEmailAddress } from './email-address';

export { defaultSettings, type DonationTier, type SiteSettingsValues } from './settings-defaults';

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
  contactEmail: text('Contact email', 254).test('email', format('Contact email'), (v) => !v || isEmailAddress(v)),
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
