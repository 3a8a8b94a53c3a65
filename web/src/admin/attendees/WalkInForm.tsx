import { useMutation } from '@apollo/client/react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { adminMessages } from '../../../../shared/admin-messages';
import { walkInSchema } from '../../../../shared/walk-in';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';
import { useToast } from '../../shared/Toast';
import { AddAttendeeDocument } from './attendees.graphql';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

interface WalkInValues {
  name: string;
  email: string;
  attendees: number;
  comments: string;
  checkedIn: boolean;
}

/** A labelled input of the walk-in form, with its error line. */
function WalkInText({ name, label, type, hint }: { name: 'name' | 'email' | 'attendees' | 'comments'; label: string; type: string; hint?: string }) {
  const { id, input, error, describedBy } = useFieldNotes<string | number>(name, Boolean(hint));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        {...input}
        {...(type === 'number' ? { min: 1, inputMode: 'numeric' as const } : {})}
        autoComplete="off"
        aria-required={name === 'name' || name === 'attendees' ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The "Checked in now" box (on by default at the door). */
function CheckedInBox() {
  const [field] = useField<boolean>({ name: 'checkedIn', type: 'checkbox' });
  return (
    <div className="field field--checkbox">
      <label>
        <input type="checkbox" name={field.name} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} /> Checked in now
      </label>
    </div>
  );
}

/**
 * "Add walk-in" (issue #17): staff record someone who turns up (or phones) as an RSVP — name and
 * party size, optional e-mail (a confirmation goes only then) and comments — checked in at once
 * unless unticked. The server keeps to max attendees: when full the party joins the waitlist (said
 * in the toast), or is refused with SPEC's message when the waitlist is off.
 * @param eventId the event
 * @param checkedInByDefault whether "Checked in now" starts ticked (true at the door)
 * @param onAdded called after a walk-in was recorded (to reload the list)
 */
export function WalkInForm({ eventId, checkedInByDefault, onAdded }: { eventId: string; checkedInByDefault: boolean; onAdded: () => void }) {
  const toast = useToast();
  const [addAttendee] = useMutation(AddAttendeeDocument);
  const initial: WalkInValues = { name: '', email: '', attendees: 1, comments: '', checkedIn: checkedInByDefault };

  const submit = async (values: WalkInValues, helpers: FormikHelpers<WalkInValues>) => {
    try {
      const result = await addAttendee({
        variables: {
          input: {
            eventId,
            name: values.name.trim(),
            email: values.email.trim() || null,
            attendees: Number(values.attendees),
            comments: values.comments.trim() || null,
            checkedIn: values.checkedIn,
          },
        },
      });
      const added = result.data?.addAttendee;
      if (added?.status === 'WAITLISTED') toast.success(adminMessages.walkIn.waitlisted(added.name, added.waitlistPosition ?? 1));
      else toast.success(adminMessages.walkIn.added(added?.name ?? values.name.trim()));
      helpers.resetForm();
      onAdded();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (Object.keys(fields).length) helpers.setErrors(fields);
      toast.error(Object.values(fields)[0] ?? errorMessage(failure));
      helpers.setSubmitting(false);
    }
  };

  return (
    <Formik<WalkInValues> initialValues={initial} validationSchema={walkInSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="card attendees__walkin" noValidate aria-label="Add walk-in" aria-busy={isSubmitting}>
          <FormikUnsavedChanges />
          <WalkInText name="name" label="Name" type="text" />
          <WalkInText name="attendees" label="Party size" type="number" />
          <WalkInText name="email" label="Email (optional)" type="email" hint="Only if they'd like a confirmation and a link to cancel." />
          <WalkInText name="comments" label="Comments (optional)" type="text" />
          <CheckedInBox />
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Adding…' : 'Add walk-in'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
