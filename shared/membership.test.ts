import { formatFileSize } from './content-fields';
import { isBlankReason, membershipApplicationSchema } from './membership';
import { yupFieldErrors } from './yup-field-errors';

const valid = {
  fullName: 'Jane Citizen',
  email: 'Jane@Example.com ',
  phone: '0412 345 678',
  address: '1 Vine St',
  memberType: 'owner',
  termsAccepted: true,
};

async function errorsOf(input: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await membershipApplicationSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    return yupFieldErrors(error);
  }
}

describe('membership application rules (SPEC §5 /join)', () => {
  it('accepts the required fields alone and keeps the email as typed, trimmed (issue #22)', async () => {
    const values = await membershipApplicationSchema.validate(valid);
    expect(values.email).toBe('Jane@Example.com');
    expect(values.receiptRequested).toBe(false);
  });

  it('requires Full Name, Address, Phone, Email, Member Type and the terms', async () => {
    expect(await errorsOf({})).toMatchObject({
      fullName: 'Full Name is required',
      address: 'Address is required',
      phone: 'Phone is required',
      email: 'Email is required',
      memberType: 'Member Type is required',
      termsAccepted: 'You must accept the Terms and Conditions',
    });
  });

  it('refuses a malformed email', async () => {
    expect((await errorsOf({ ...valid, email: 'jane@' })).email).toBe('Please enter a valid email address');
  });

  it('takes adult and child counts as whole numbers from 0, and empty as null', async () => {
    expect((await errorsOf({ ...valid, numAdults: -1 })).numAdults).toBe('Number of Adults must be at least 0');
    expect((await errorsOf({ ...valid, numChildren: 1.5 })).numChildren).toBe('Number of Children must be a whole number');
    const values = await membershipApplicationSchema.validate({ ...valid, numAdults: '', numChildren: 0 });
    expect(values.numAdults).toBeNull();
    expect(values.numChildren).toBe(0);
  });

  it('turns empty optional text into null', async () => {
    const values = await membershipApplicationSchema.validate({ ...valid, languageSpoken: '   ', primaryApplicantFullName: '' });
    expect(values.languageSpoken).toBeNull();
    expect(values.primaryApplicantFullName).toBeNull();
  });

  it('accepts only Y or N for WhatsApp status', async () => {
    expect(await errorsOf({ ...valid, whatsappJointStatus: 'Y' })).toEqual({});
    expect((await errorsOf({ ...valid, whatsappJointStatus: 'maybe' })).whatsappJointStatus).toBeDefined();
  });

  it('caps free text length', async () => {
    expect((await errorsOf({ ...valid, fullName: 'x'.repeat(201) })).fullName).toBe('Full Name length must be at most 200');
  });
});

describe('rejection reason (SPEC §5 Reject member)', () => {
  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    ['Outside area', false],
  ])('treats %p as blank: %p', (reason, blank) => {
    expect(isBlankReason(reason)).toBe(blank);
  });
});

describe('file sizes (SPEC §9)', () => {
  it.each([
    [0, '0 Bytes'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [3 * 1024 ** 3 + 1024 ** 2 * 512, '3.5 GB'],
    [null, ''],
  ])('%p bytes → %p', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
