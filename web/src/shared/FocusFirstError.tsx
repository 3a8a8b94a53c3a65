import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Put inside a Formik <Form>: after a submit that fails — the form's own rules or the server's
 * field errors — moves focus once to the first field marked aria-invalid, so a screen reader reads
 * that field and its error (WCAG 3.3.1; issue #22: the RSVP and contact forms left focus on the
 * button and announced nothing, /join did it right). Renders an empty, hidden marker.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (!isValid) marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return <span ref={marker} hidden />;
}
