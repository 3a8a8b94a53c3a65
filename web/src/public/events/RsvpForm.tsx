import { useMutation } from '@apollo/client/react';
import { ErrorMessage, Field, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MAX_PARTY, rsvpSchema } from '../../../../shared/engagement';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { errorCode, errorMessage, fieldErrors, rateLimitedText } from '../../shared/errors';
import { FocusFirstError } from '../../shared/FocusFirstError';
import { HoneypotField, honeypotValue } from '../../shared/Honeypot';
import { useToast } from '../../shared/Toast';
import { RsvpEventDocument } from './events.graphql';
import { firstPaintRsvp } from './rsvpFirstPaint';
import { ATTENDEE_OPTIONS, INITIAL_RSVP, partyOf, RSVP_FIELDS, RSVP_SENDING, validateRsvp as validate, type RsvpValues } from './rsvpRules';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

type Values = RsvpValues;

/**
 * Sends the form once on mount when the resident pressed RSVP with valid values on the first paint,
 * before the app had loaded (./rsvpFirstPaint.ts): their request is kept, not lost in the swap.
 */
function SendOnTakeover({ send, submit }: { send: boolean; submit: () => Promise<unknown> }) {
  const sent = useRef(false);
  useEffect(() => {
    if (!send || sent.current) return;
    sent.current = true;
    void submit();
  }, [send, submit]);
  return null;
}

/**
 * Takes over what was typed on the first paint after the live form's first render read it (issue
 * #33): the app renders in slices, so at a phone's speed a resident goes on typing in the first
 * paint for a while after that read, and those letters were lost in the swap ("Email is required"
 * followed). A layout effect of the commit that swaps the pages (children's run before the
 * reveal's in web/src/routes.tsx), so it reads the first paint as it is at the last moment, before
 * the browser paints.
 * @param takenOver the values the first render took over (null: none)
 */
function CatchUpWithFirstPaint({ takenOver }: { takenOver: Values | null }) {
  const { setValues, setTouched, touched } = useFormikContext<Values>();
  useLayoutEffect(() => {
    const latest = firstPaintRsvp();
    if (!latest) return;
    const was = takenOver ?? INITIAL_RSVP;
    if ((Object.keys(latest.values) as (keyof Values)[]).every((name) => latest.values[name] === was[name])) return;
    void setTouched({ ...touched, ...latest.touched }, false);
    void setValues(latest.values, true);
    // Once, at the swap: later changes are the live form's own.
  }, []);
  return null;
}

/**
 * The RSVP form of an event (SPEC §5 RSVP, stored; issue #17): Name*, Email*, Number of attendees
 * ("1" to "5+", where "5+" asks for the number, up to the places left) and Comments, validated with
 * the shared rsvpSchema and sent with `rsvpEvent`. GOING shows "RSVP submitted successfully!…";
 * WAITLISTED shows the place on the waitlist; either clears the form and — through the returned
 * event in the Apollo cache — the capacity shown. A CONFLICT (full, closed, past) is shown as an
 * error toast and inline, then the event is reloaded; BAD_USER_INPUT shows the server's messages.
 * Replacing the event page's first paint, it takes over that form as the resident left it — what
 * they typed, the errors shown, and an RSVP asked for before the app had loaded, which it sends.
 * @param onConflict reloads the event after the server refused (its state changed)
 * @param placesLeft places free (null: no limit); @param waitlist true when the event is full and
 *   RSVPs join its waitlist (the button then says so)
 */
export function RsvpForm({
  slug,
  onConflict,
  placesLeft = null,
  waitlist = false,
}: {
  slug: string;
  onConflict: () => void;
  placesLeft?: number | null;
  waitlist?: boolean;
}) {
  const toast = useToast();
  const [rsvp] = useMutation(RsvpEventDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const id = useId();
  const [takeover] = useState(firstPaintRsvp);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setRefusal(null);
    setOutcome(null);
    const clean = rsvpSchema.cast({ ...values, attendees: partyOf(values) });
    try {
      const { data } = await rsvp({
        variables: {
          input: {
            eventSlug: slug,
            name: clean.name,
            email: clean.email,
            attendees: clean.attendees,
            comments: clean.comments ?? null,
            website: honeypotValue(values.website),
          },
        },
      });
      const answer = data?.rsvpEvent;
      if (answer?.status === 'WAITLISTED') {
        const text = messages.rsvpLifecycle.waitlisted(answer.waitlistPosition ?? 1);
        setOutcome(text);
        toast.info(text);
      } else {
        setOutcome(messages.rsvp.success);
        toast.success(messages.rsvp.success);
      }
      helpers.resetForm({ values: INITIAL_RSVP, touched: {}, errors: {} });
    } catch (error) {
      const code = errorCode(error);
      if (code === ErrorCode.CONFLICT) {
        const message = errorMessage(error);
        setRefusal(message);
        toast.error(message);
        onConflict();
      } else if (code === ErrorCode.BAD_USER_INPUT) {
        const fields = fieldErrors(error);
        if (fields.attendees && values.attendees === '5+') fields.party = fields.attendees;
        helpers.setErrors(fields);
        helpers.setTouched(Object.fromEntries(RSVP_FIELDS.map((field) => [field, true])), false);
        if (Object.keys(fields).length === 0) toast.error(errorMessage(error));
      } else {
        toast.error(rateLimitedText(error) ?? messages.events.rsvpFailed);
      }
    }
  };

  return (
    <Formik
      initialValues={takeover?.values ?? INITIAL_RSVP}
      initialTouched={takeover?.touched}
      initialErrors={takeover?.errors}
      validate={validate}
      onSubmit={submit}
    >
      {({ errors, touched, isSubmitting, values, submitForm, submitCount }) => {
        // Asked for on the first paint: "Sending…" from the swap until the send below has started.
        const sending = isSubmitting || (Boolean(takeover?.send) && submitCount === 0);
        const invalid = (field: keyof Values) => Boolean(touched[field] && errors[field]);
        const describedBy = (field: keyof Values) => (invalid(field) ? `${id}-${field}-error` : undefined);
        const error = (field: keyof Values) => (
          <ErrorMessage name={field}>
            {(message) => (
              <span className="field__error" id={`${id}-${field}-error`}>
                {message}
              </span>
            )}
          </ErrorMessage>
        );
        return (
          <Form className="events-rsvp__form" noValidate aria-describedby={refusal ? `${id}-refusal` : undefined}>
            <FormikUnsavedChanges />
            <FocusFirstError />
            <CatchUpWithFirstPaint takenOver={takeover?.values ?? null} />
            <SendOnTakeover send={Boolean(takeover?.send)} submit={submitForm} />
            {outcome && (
              <p className="events-rsvp__outcome" role="status">
                {outcome}
              </p>
            )}
            {refusal && (
              <p className="events-rsvp__refusal" id={`${id}-refusal`} role="alert">
                {refusal}
              </p>
            )}
            <p className="field__hint">
              Fields marked <span className="required">*</span> are required.
            </p>
            <div className="field">
              <label htmlFor={`${id}-name`}>
                Name{' '}
                <span className="required" aria-hidden="true">
                  *
                </span>
              </label>
              <Field
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                aria-required="true"
                aria-invalid={invalid('name')}
                aria-describedby={describedBy('name')}
              />
              {error('name')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-email`}>
                Email{' '}
                <span className="required" aria-hidden="true">
                  *
                </span>
              </label>
              <Field
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                aria-required="true"
                aria-invalid={invalid('email')}
                aria-describedby={describedBy('email')}
              />
              {error('email')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-attendees`}>Number of attendees</label>
              <Field
                as="select"
                id={`${id}-attendees`}
                name="attendees"
                aria-invalid={invalid('attendees')}
                aria-describedby={describedBy('attendees')}
              >
                {ATTENDEE_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Field>
              {error('attendees')}
            </div>
            {/* Always in the page, hidden until "5+": the first paint's script shows it there too. */}
            <div className="field" hidden={values.attendees !== '5+'}>
              <label htmlFor={`${id}-party`}>How many people?</label>
              <Field
                id={`${id}-party`}
                name="party"
                type="number"
                inputMode="numeric"
                min={5}
                max={Math.min(MAX_PARTY, !waitlist && placesLeft !== null && placesLeft >= 5 ? placesLeft : MAX_PARTY)}
                aria-invalid={invalid('party')}
                aria-describedby={describedBy('party')}
              />
              {error('party')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-comments`}>Comments</label>
              <Field
                as="textarea"
                id={`${id}-comments`}
                name="comments"
                rows={3}
                aria-invalid={invalid('comments')}
                aria-describedby={describedBy('comments')}
              />
              {error('comments')}
            </div>
            <Field as={HoneypotField} id={`${id}-website`} name="website" />
            <button type="submit" className="btn btn--primary" disabled={sending}>
              {sending ? RSVP_SENDING : waitlist ? messages.rsvpLifecycle.joinWaitlist : 'RSVP'}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
