import zlib from 'node:zlib';
import { MEMBERSHIP_FORM, MEMBERSHIP_TERMS } from '../../shared/membership-form';
import { Role } from '../src/auth/roles';
import { staff } from './factories';
import { describeDb, useTestServer } from './harness';

/**
 * The text a PDF shows, line by line: its content streams inflated and each text-showing operator's
 * strings (pdfkit writes them as hex, in WinAnsi) decoded.
 */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[(.*?)\] TJ/gs)) {
      lines.push([...op[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

describeDb('The offline membership form (issue #22)', () => {
  const server = useTestServer({ PUBLIC_URL: 'https://greenfield.example.org' });

  it('downloads a real PDF with the /join fields and the association’s details from the settings', async () => {
    const { token } = await staff(server.services, Role.ADMIN);
    const current = await server.gql<{ siteSettings: Record<string, unknown> }>(
      '{ siteSettings { siteName contactEmail contactPhone address state socialLabel socialUrl supportHours donationTiers { amount impact } } }',
    );
    const changed = await server.gql(
      'mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }',
      {
        input: {
          ...current.data!.siteSettings,
          siteName: 'Greenfield Neighbours',
          address: '7 Acacia Lane, Greenfield',
          contactPhone: '03 9000 1234',
        },
      },
      token,
    );
    expect(changed.errors).toBeUndefined();

    const res = await fetch(`${server.url}/join/membership-form.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?membership-form\.pdf"?$/);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/); // A4

    const text = pdfText(pdf);
    for (const expected of ['Greenfield Neighbours', '7 Acacia Lane, Greenfield', '03 9000 1234', 'Membership application'])
      expect(text).toContain(expected);
    for (const fieldset of MEMBERSHIP_FORM) {
      expect(text).toContain(fieldset.legend);
      for (const field of fieldset.fields) {
        expect(text).toContain(field.required ? `${field.label} *` : field.label);
        for (const option of field.options ?? []) expect(text).toContain(option.label);
      }
    }
    expect(text).toContain(`${MEMBERSHIP_TERMS.before} ${MEMBERSHIP_TERMS.link} *`);
    expect(text).toContain('https://greenfield.example.org/terms');
  });
});
