import { graphql } from '../../gql';

/** Stores new site settings (admin only); answers with the stored values. */
export const AdminUpdateSiteSettingsDocument = graphql(`
  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
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
  }
`);
