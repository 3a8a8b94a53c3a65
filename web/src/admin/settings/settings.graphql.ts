import { graphql } from '../../gql';

/** Stores new site settings (admin only); answers with the stored values. */
export const AdminUpdateSiteSettingsDocument = graphql(`
  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      ...SiteSettingsFields
      version
    }
  }
`);

/** The settings with their version, which a save sends as `expectedVersion` (issue #33). */
export const AdminSiteSettingsDocument = graphql(`
  query AdminSiteSettings {
    siteSettings {
      ...SiteSettingsFields
      version
    }
  }
`);
