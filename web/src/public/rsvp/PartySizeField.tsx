import type { Ref } from 'react';
import { messages } from '../../../../shared/messages';

/**
 * What is wrong with a party size as typed, or null: it must be a whole number from 1 to `most`
 * (the event's largest party: MAX_PARTY, or fewer when the places left say so). The server checks again.
 */
export function partySizeError(text: string, most: number): string | null {
  const attendees = Number(text);
  if (Number.isInteger(attendees) && attendees >= 1 && attendees <= most) return null;
  return attendees > most ? messages.validation.max('Party size', most) : messages.validation.min('Party size', 1);
}

/**
 * The number field that changes an RSVP's party size, with its error tied to it: on the RSVP's own
 * page (/rsvp/{token}) and on each RSVP in the member area (issue #17, #21).
 * @param id a `useId()` of the form; the field is `{id}-party`, its error `{id}-party-error`
 */
export function PartySizeField({
  id,
  label,
  value,
  max,
  error,
  onChange,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  error: string | null | undefined;
  onChange(value: string): void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-party`}>{label}</label>
      <input
        ref={inputRef}
        id={`${id}-party`}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-party-error` : undefined}
      />
      {error && (
        <span className="field__error" id={`${id}-party-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
