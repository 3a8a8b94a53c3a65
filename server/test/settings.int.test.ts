import { defaultSettings } from '../../shared/settings';
import { Role } from '../src/auth/roles';
import { staff } from './factories';
import { describeDb, useTestServer } from './harness';

const SETTINGS = `{ siteSettings { siteName contactEmail contactPhone address state socialLabel socialUrl supportHours donationTiers { amount impact } } }`;
const UPDATE = `mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName contactEmail donationTiers { amount } } }`;

describeDb('site settings', () => {
  const server = useTestServer();

  it('starts from the SPEC defaults, readable by anyone', async () => {
    const res = await server.gql<{ siteSettings: typeof defaultSettings }>(SETTINGS);
    expect(res.data!.siteSettings).toEqual(defaultSettings);
    expect(res.data!.siteSettings.donationTiers.map((t) => t.amount)).toEqual([25, 50, 100, 200]);
  });

  it('lets an admin change them, validated per field, and refuses editors', async () => {
    const { token } = await staff(server.services, Role.ADMIN);
    const editor = await staff(server.services, Role.EDITOR);
    const input = { ...defaultSettings, siteName: 'Greenfield RA', donationTiers: [{ amount: 10, impact: 'a cuppa for volunteers' }] };
    expect((await server.gql(UPDATE, { input }, editor.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const res = await server.gql<{ updateSiteSettings: { siteName: string } }>(UPDATE, { input }, token);
    expect(res.data!.updateSiteSettings.siteName).toBe('Greenfield RA');
    expect((await server.gql<{ siteSettings: { siteName: string } }>(SETTINGS)).data!.siteSettings.siteName).toBe('Greenfield RA');
    const bad = await server.gql(UPDATE, { input: { ...input, contactEmail: 'nope', socialUrl: 'not a url', donationTiers: [] } }, token);
    expect(bad.errors?.[0].extensions?.fields).toMatchObject({
      contactEmail: 'Contact email format is invalid',
      socialUrl: 'Social link format is invalid',
      donationTiers: 'Donation tiers must be at least 1',
    });
    expect((await server.gql<{ siteSettings: { contactEmail: string } }>(SETTINGS)).data!.siteSettings.contactEmail).toBe(
      defaultSettings.contactEmail,
    );
  });
});
