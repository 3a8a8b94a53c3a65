import { useField } from 'formik';
import { useId } from 'react';
import { FormikField, type FormikFieldProps } from '../../shared/FormikField';

export type { FieldOption } from '../../shared/FormikField';

/** An Add / Edit Member field ({@link FormikField}); a number input steps by whole numbers. */
export function MemberFormField(props: Omit<FormikFieldProps, 'numberAttributes' | 'autoComplete'>) {
  return <FormikField {...props} numberAttributes={{ step: 1 }} />;
}

/** A checkbox bound to Formik. */
export function MemberFormCheckbox({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className="field">
      <div className="field--checkbox">
        <input id={id} type="checkbox" name={field.name} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
