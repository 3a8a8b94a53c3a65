import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';

/**
 * A labelled, required password input of the surrounding Formik form, with its hint and its error
 * once touched or submitted (the staff password forms: change password, invitation, reset).
 * @param name the Formik field
 * @param autoComplete `new-password` (default) or `current-password`
 */
export function PasswordField({
  name,
  label,
  autoComplete = 'new-password',
  hint,
}: {
  name: string;
  label: string;
  autoComplete?: string;
  hint?: string;
}) {
  const { id, input, error, describedBy } = useFieldNotes<string>(name, Boolean(hint));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        {...input}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
