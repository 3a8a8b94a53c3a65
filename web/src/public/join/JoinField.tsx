import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

interface Option {
  value: string;
  label: string;
}

interface JoinFieldProps {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select';
  options?: Option[];
  autoComplete?: string;
  hint?: ReactNode;
}

/**
 * A labelled form field bound to Formik: shows its error under the control after it is touched
 * (or after a submit), wired with aria-invalid and aria-describedby.
 */
export function JoinField({ name, label, required, type = 'text', options, autoComplete, hint }: JoinFieldProps) {
  const [field, meta] = useField<string | number | null>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    onBlur: field.onBlur,
    onChange: field.onChange,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    required,
  };
  const value = field.value ?? '';
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
        <textarea {...common} value={value} rows={3} autoComplete={autoComplete} />
      ) : type === 'select' ? (
        <select {...common} value={value}>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          value={value}
          type={type}
          min={type === 'number' ? 0 : undefined}
          inputMode={type === 'number' ? 'numeric' : undefined}
          autoComplete={autoComplete}
        />
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
