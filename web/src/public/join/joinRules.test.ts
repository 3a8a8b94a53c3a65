import { validateYupSchema, yupToFormErrors, type FormikValues } from 'formik';
import * as membership from '../../../../shared/membership';
import { emptyMembershipValues } from '../../../../shared/membership-form';
import { membershipValidator } from './joinRules';

const { membershipApplicationSchema } = membership;
const validateMembershipApplication = membershipValidator(() => Promise.resolve(membership));

/** What Formik's `validationSchema={membershipApplicationSchema}` gave /join before the rules were loaded lazily. */
async function viaValidationSchema(values: FormikValues) {
  try {
    await validateYupSchema(values, membershipApplicationSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const empty = { ...emptyMembershipValues(), termsAccepted: false, website: '' };

describe('validateMembershipApplication (/join, rules loaded on first use)', () => {
  it.each([
    ['an empty form', empty],
    [
      'a valid application',
      { ...empty, fullName: 'Ana Ruiz', email: 'ana@example.org', phone: '0400 000 000', address: '1 Main St', termsAccepted: true },
    ],
    ['bad email, phone and counts', { ...empty, fullName: ' ', email: 'ana@', phone: 'abc', numAdults: 2.5, numChildren: -1, memberType: '' }],
    [
      'an international address and a long name',
      { ...empty, fullName: 'x'.repeat(201), email: 'seán@müller.de', phone: '+61 400 000 000', address: 'A', termsAccepted: true },
    ],
  ])('gives the same errors as validationSchema for %s', async (_, values) => {
    expect(await validateMembershipApplication(values)).toEqual(await viaValidationSchema(values));
  });

  it('refuses an empty form with the required-field messages', async () => {
    const errors = await validateMembershipApplication(empty);
    expect(Object.keys(errors).sort()).toEqual(['address', 'email', 'fullName', 'phone', 'termsAccepted']);
  });
});
