import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';

/**
 * A labelled input of a treasurer's form (issue #34), with its hint and error lines.
 * @param type an input type, or "textarea"
 */
export function MoneyField({
  name,
  label,
  type = 'text',
  hint,
  required = false,
  inputMode,
}: {
  name: string;
  label: string;
  type?: string;
  hint?: string;
  required?: boolean;
  inputMode?: 'decimal' | 'email' | 'text';
}) {
  const { id, input, error, describedBy } = useFieldNotes<string>(name, !!hint);
  const common = {
    id,
    ...input,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {type === 'textarea' ? <textarea rows={3} {...common} /> : <input type={type} inputMode={inputMode} autoComplete="off" {...common} />}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select of a treasurer's form. */
export function MoneySelect({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const [field] = useField<string>(name);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field}>
        {children}
      </select>
    </div>
  );
}
