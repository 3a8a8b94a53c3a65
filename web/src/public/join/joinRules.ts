import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';

export type MembershipModule = typeof import('../../../../shared/membership');

/**
 * Formik `validate` for /join: the same checks as `validationSchema={membershipApplicationSchema}`
 * (Formik's own `validateYupSchema`, so '' counts as empty, and every error at once), with the
 * schema from `load` (loadMembershipRules.ts on /join, so it loads on first use; the module itself in tests).
 * @param load gives the shared/membership module
 * @returns Formik's `validate`: the errors by field, empty when the values pass
 */
export const membershipValidator =
  (load: () => Promise<Pick<MembershipModule, 'membershipApplicationSchema'>>) =>
  async <Values extends FormikValues>(values: Values): Promise<FormikErrors<Values>> => {
    const { membershipApplicationSchema } = await load();
    try {
      await validateYupSchema(values, membershipApplicationSchema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
