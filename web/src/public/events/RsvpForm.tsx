import { useMutation } from '@apollo/client/react';
import { ErrorMessage, Field, Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { rsvpSchema } from '../../../../shared/engagement';
import { messages } from '../../../../shared/messages';
import { errorCode, errorMessage, fieldErrors, rateLimitedText } from '../../shared/errors';
import { FocusFirstError } from '../../shared/FocusFirstError';
import { HoneypotField, honeypotValue } from '../../shared/Honeypot';
import { useToast } from '../../shared/Toast';
import { RsvpEventDocument } from './events.graphql';

interface Values {
  name: string;
  email: string;
  attendees: string;
  comments: string;
  /** Honeypot: stays empty for people. */
  website: string;
}

const INITIAL: Values = { name: '', email: '', attendees: '1', comments: '', website: '' };
const FIELDS: (keyof Values)[] = ['name', 'email', 'attendees', 'comments'];
/** The API accepts 1 to 5 attendees per RSVP (SPEC shows "5+"; the last option is 5). */
const ATTENDEE_OPTIONS = [1, 2, 3, 4, 5];

/**
 * The RSVP form of an event (SPEC §5 RSVP, stored): Name*, Email*, Number of attendees (1–5) and
 * Comments, validated with the shared rsvpSchema and sent with `rsvpEvent`. Success shows
 * "RSVP submitted successfully!…", clears the form and — through the returned event in the Apollo
 * cache — the capacity shown. A CONFLICT (full, closed, past) is shown as an error toast and
 * inline, then the event is reloaded; BAD_USER_INPUT shows the server's messages under the fields.
 * @param onConflict reloads the event after the server refused (its state changed)
 */
export function RsvpForm({ slug, onConflict }: { slug: string; onConflict: () => void }) {
  const toast = useToast();
  const [rsvp] = useMutation(RsvpEventDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setRefusal(null);
    const clean = rsvpSchema.cast(values);
    try {
      await rsvp({
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
      toast.success(messages.rsvp.success);
      helpers.resetForm();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'CONFLICT') {
        const message = errorMessage(error);
        setRefusal(message);
        toast.error(message);
        onConflict();
      } else if (code === 'BAD_USER_INPUT') {
        const fields = fieldErrors(error);
        helpers.setErrors(fields);
        helpers.setTouched(Object.fromEntries(FIELDS.map((field) => [field, true])), false);
        if (Object.keys(fields).length === 0) toast.error(errorMessage(error));
      } else {
        toast.error(rateLimitedText(error) ?? messages.events.rsvpFailed);
      }
    }
  };

  return (
    <Formik initialValues={INITIAL} validationSchema={rsvpSchema} onSubmit={submit}>
      {({ errors, touched, isSubmitting }) => {
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
            <FocusFirstError />
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
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </Field>
              {error('attendees')}
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
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'RSVP'}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
