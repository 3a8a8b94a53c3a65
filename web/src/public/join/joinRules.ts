import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';

type MembershipModule = typeof import('../../../../shared/membership');

let loading: Promise<MembershipModule> | undefined;

/**
 * The SPEC §5 membership rules (shared/membership.ts: yup and the schemas built from it), loaded on
 * first use — the first focus in the form, else the first validation — rather than with /join:
 * evaluating yup and building the schemas was one 50–60 ms task at 4× CPU in the page's load
 * (issue #22, Total Blocking Time). A failed load is tried again next time.
 */
export function loadMembershipRules(): Promise<MembershipModule> {
  loading ??= import('../../../../shared/membership').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Formik `validate` for /join: the same checks as `validationSchema={membershipApplicationSchema}`
 * (Formik's own `validateYupSchema`, so '' counts as empty, and every error at once), with the
 * schema loaded on first use.
 * @returns the errors by field, empty when the values pass
 */
export async function validateMembershipApplication<Values extends FormikValues>(values: Values): Promise<FormikErrors<Values>> {
  const { membershipApplicationSchema } = await loadMembershipRules();
  try {
    await validateYupSchema(values, membershipApplicationSchema);
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
    throw error;
  }
}
