import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

/** A choice of a select field. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * A labelled Add / Edit Member field bound to Formik: its error shows under the control once
 * touched (or after a submit), wired with aria-invalid and aria-describedby.
 */
export function MemberFormField({
  name,
  label,
  required,
  type = 'text',
  options,
  hint,
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'select';
  options?: FieldOption[];
  hint?: ReactNode;
}) {
  const [field, meta] = useField<string | null>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    value: field.value ?? '',
    onBlur: field.onBlur,
    onChange: field.onChange,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    required,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={3} />
      ) : type === 'select' ? (
        <select {...common}>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={type} min={type === 'number' ? 0 : undefined} step={type === 'number' ? 1 : undefined} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          {meta.error}
        </p>
      )}
    </div>
  );
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
