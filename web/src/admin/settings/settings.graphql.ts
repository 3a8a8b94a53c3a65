import { graphql } from '../../gql';

/** Stores new site settings (admin only); answers with the stored values. */
export const AdminUpdateSiteSettingsDocument = graphql(`
  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      ...SiteSettingsFields
    }
  }
`);
