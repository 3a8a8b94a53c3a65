import type { InputHTMLAttributes } from 'react';

/** The honeypot's field name in every public form and public write input (server: `HONEYPOT_FIELD`). */
export const HONEYPOT_NAME = 'website';

/**
 * A field people never see or reach (visually hidden, `aria-hidden`, out of the tab order, no
 * autofill) that form-filling bots do fill: when it holds anything, the server answers as usual
 * and stores nothing (issue 6). Plain React (no Formik), so the site-wide newsletter form can use it
 * without loading Formik; Formik forms render it with `<Field as={HoneypotField} id=… name="website" />`.
 * @param props input attributes; `id` is required (labels need one even when hidden)
 */
export function HoneypotField(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={props.id}>Leave this field empty</label>
      <input name={HONEYPOT_NAME} type="text" {...props} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The honeypot value to send: null when empty (people), the text when a bot filled it. */
export const honeypotValue = (value: string | undefined): string | null => (value ? value : null);
