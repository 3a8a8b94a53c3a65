import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { RequiredMark } from './RequiredMark';

/** A choice of a select field. */
export interface FieldOption {
  value: string;
  label: string;
}

/** The props of {@link FormikField}. */
export interface FormikFieldProps {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'select';
  options?: FieldOption[];
  autoComplete?: string;
  hint?: ReactNode;
  /** What a number input adds to `min={0}`: Add / Edit Member a `step`, /join an `inputMode`. */
  numberAttributes?: { step?: number; inputMode?: 'numeric' };
}

/**
 * A labelled field bound to Formik (/join and Add / Edit Member): its hint, and its error once
 * touched (or after a submit), under the control, wired with aria-invalid and aria-describedby.
 */
export function FormikField({ name, label, required, type = 'text', options, autoComplete, hint, numberAttributes }: FormikFieldProps) {
  const [field, meta] = useField<string | number | null>(name);
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
        {required && <RequiredMark />}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={3} autoComplete={autoComplete} />
      ) : type === 'select' ? (
        <select {...common}>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} {...(type === 'number' ? { min: 0, ...numberAttributes } : {})} />
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
