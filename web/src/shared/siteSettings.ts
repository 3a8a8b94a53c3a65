import { useQuery } from '@apollo/client/react';
import { defaultSettings, type SiteSettingsValues } from '../../../shared/settings-defaults';
import { graphql } from '../gql';

/** Every site setting: what the public chrome shows and /admin/settings edits and answers with. */
export const SiteSettingsFieldsFragment = graphql(`
  fragment SiteSettingsFields on SiteSettings {
    siteName
    contactEmail
    contactPhone
    address
    state
    socialLabel
    socialUrl
    supportHours
    donationTiers {
      amount
      impact
    }
  }
`);

export const SiteSettingsDocument = graphql(`
  query SiteSettings {
    siteSettings {
      ...SiteSettingsFields
    }
  }
`);

/**
 * The site settings staff edit at /admin/settings (contact details, hours, social link, donation
 * tiers); the defaults of SPEC §1/§9 while loading or when the query fails, so the chrome never breaks.
 */
export function useSiteSettings(): SiteSettingsValues {
  const { data } = useQuery(SiteSettingsDocument, { fetchPolicy: 'cache-first' });
  return data?.siteSettings ?? defaultSettings;
}

/** A phone number as a tel: link target (Australian numbers get +61). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+61${digits.slice(1)}` : digits}`;
}
