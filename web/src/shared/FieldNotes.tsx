import { useField, useFormikContext } from 'formik';
import { useId } from 'react';

/**
 * The state of a Formik field for an accessible input: its props, an id, the error to show (once
 * the field was touched or the form submitted) and the `aria-describedby` naming the hint and error
 * lines that {@link FieldNotes} renders.
 * @param name the Formik field name
 * @param hasHint whether a hint line is shown under the input
 */
export function useFieldNotes<V>(name: string, hasHint: boolean) {
  const id = useId();
  const [input, meta] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  const describedBy = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, input, error, describedBy };
}

/** The hint and error lines under an input, with the ids {@link useFieldNotes} points its `aria-describedby` at. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </>
  );
}
