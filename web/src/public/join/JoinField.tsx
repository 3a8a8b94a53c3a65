import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { FormikField, type FormikFieldProps } from '../../shared/FormikField';

/** A /join field ({@link FormikField}); a number input asks for the numeric keypad. */
export function JoinField(props: Omit<FormikFieldProps, 'numberAttributes' | 'type'> & { type?: Exclude<FormikFieldProps['type'], 'date'> }) {
  return <FormikField {...props} numberAttributes={{ inputMode: 'numeric' }} />;
}

/** A checkbox bound to Formik, with its error. */
export function JoinCheckbox({ name, children }: { name: string; children: ReactNode }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div className="field">
      <div className="field--checkbox">
        <input
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          {meta.error}
        </p>
      )}
    </div>
  );
}
