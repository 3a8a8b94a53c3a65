import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { FieldDecl } from '../../../../shared/content-fields';
import type { ContentFormValues } from './contentForm';
import { RequiredMark } from '../../shared/RequiredMark';

/** Label text with the required marker. */
function LabelText({ field }: { field: FieldDecl }) {
  return (
    <>
      {field.label}
      {field.required && <RequiredMark />}
    </>
  );
}

/**
 * One declared field of the CMS form (SPEC §5 Admin content form), its control chosen by kind:
 * text / email inputs, text areas (rich text 8 rows, others 4), number inputs with min/max, date
 * and datetime-local inputs, selects, checkboxes and the comma-separated tags input. Shows the hint
 * and, once touched or submitted, the error (client rule or the server's `extensions.fields`).
 */
export function ContentField({ field, id }: { field: FieldDecl; id: string }) {
  const [input, meta] = useField<string | number | boolean>(field.name);
  const { submitCount } = useFormikContext<ContentFormValues>();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const hint = field.kind === 'richText' ? 'Basic HTML is allowed (paragraphs, lists, links, emphasis).' : field.hint;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': field.required || undefined,
  } as const;

  let control: ReactNode;
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="field field--checkbox cms-field cms-field--checkbox">
          <input type="checkbox" {...a11y} name={input.name} checked={input.value === true} onChange={input.onChange} onBlur={input.onBlur} />
          <label htmlFor={id}>
            <LabelText field={field} />
          </label>
          {error && (
            <span id={errorId} className="field__error">
              {error}
            </span>
          )}
        </div>
      );
    case 'textarea':
    case 'richText':
      control = (
        <textarea
          {...a11y}
          name={input.name}
          value={String(input.value ?? '')}
          onChange={input.onChange}
          onBlur={input.onBlur}
          rows={field.kind === 'richText' ? 8 : 4}
          maxLength={field.maxLength}
        />
      );
      break;
    case 'int':
    case 'float':
      control = (
        <input
          {...a11y}
          type="number"
          inputMode={field.kind === 'int' ? 'numeric' : 'decimal'}
          step={field.kind === 'int' ? 1 : 'any'}
          min={field.min}
          max={field.max}
          name={input.name}
          value={input.value === '' ? '' : Number(input.value)}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
      );
      break;
    case 'select':
      control = (
        <select {...a11y} name={input.name} value={String(input.value ?? '')} onChange={input.onChange} onBlur={input.onBlur}>
          {!field.required && <option value="">—</option>}
          {field.options?.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    default: {
      const type = { email: 'email', date: 'date', datetime: 'datetime-local' }[field.kind as string] ?? 'text';
      control = (
        <input
          {...a11y}
          type={type}
          name={input.name}
          value={String(input.value ?? '')}
          onChange={input.onChange}
          onBlur={input.onBlur}
          maxLength={field.maxLength}
        />
      );
    }
  }

  return (
    <div className={`field cms-field cms-field--${field.kind}`}>
      <label htmlFor={id}>
        <LabelText field={field} />
      </label>
      {control}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
