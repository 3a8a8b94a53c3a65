import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { attendeeMessages } from '../../../../shared/attendee-messages';
import * as ConflictReason from '../../../../shared/conflict-reasons';
import { walkInSchema } from '../../../../shared/walk-in';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { ConfirmFooter } from '../common/ConfirmFooter';
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

/** The figures of the server's "full: confirm the overbooking" refusal (issue #33), or null for any other error. */
function overbookingOf(error: unknown): { taken: number; capacity: number } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.reason !== ConflictReason.OVERBOOK_NEEDED) return null;
  return { taken: Number(extensions.taken), capacity: Number(extensions.capacity) };
}

/** A walk-in waiting for staff to confirm checking them in at a full event. */
interface PendingOverbooking {
  values: WalkInValues;
  helpers: FormikHelpers<WalkInValues>;
  taken: number;
  capacity: number;
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
 * in the toast), or is refused with SPEC's message when the waitlist is off. A party checked in at
 * a full event is someone at the door: the app's dialog asks "This event is full (N of N). Check
 * them in anyway?" and, confirmed, sends it again with `overbook` (issue #33).
 * @param eventId the event
 * @param checkedInByDefault whether "Checked in now" starts ticked (true at the door)
 * @param onAdded called after a walk-in was recorded (to reload the list)
 */
export function WalkInForm({ eventId, checkedInByDefault, onAdded }: { eventId: string; checkedInByDefault: boolean; onAdded: () => void }) {
  const toast = useToast();
  const [addAttendee] = useMutation(AddAttendeeDocument);
  const initial: WalkInValues = { name: '', email: '', attendees: 1, comments: '', checkedIn: checkedInByDefault };
  const [pending, setPending] = useState<PendingOverbooking | null>(null);

  const submit = async (values: WalkInValues, helpers: FormikHelpers<WalkInValues>, overbook = false) => {
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
            overbook,
          },
        },
      });
      const added = result.data?.addAttendee;
      if (added?.status === 'WAITLISTED') toast.success(adminMessages.walkIn.waitlisted(added.name, added.waitlistPosition ?? 1));
      else toast.success(adminMessages.walkIn.added(added?.name ?? values.name.trim()));
      helpers.resetForm();
      onAdded();
    } catch (failure) {
      const full = overbook ? null : overbookingOf(failure);
      if (full) {
        setPending({ values, helpers, ...full });
        return;
      }
      const fields = fieldErrors(failure);
      if (Object.keys(fields).length) helpers.setErrors(fields);
      toast.error(Object.values(fields)[0] ?? errorMessage(failure));
      helpers.setSubmitting(false);
    }
  };

  const cancelOverbooking = () => {
    pending?.helpers.setSubmitting(false);
    setPending(null);
  };
  const confirmOverbooking = () => {
    if (!pending) return;
    setPending(null);
    void submit(pending.values, pending.helpers, true);
  };

  return (
    <>
      <Modal
        open={pending !== null}
        size="sm"
        title="Event full"
        onClose={cancelOverbooking}
        footer={<ConfirmFooter label={attendeeMessages.overbookConfirm} onCancel={cancelOverbooking} onConfirm={confirmOverbooking} />}
      >
        <p>{pending ? attendeeMessages.overbookQuestion(pending.taken, pending.capacity) : null}</p>
      </Modal>
      <Formik<WalkInValues> initialValues={initial} validationSchema={walkInSchema} onSubmit={(values, helpers) => submit(values, helpers)}>
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
    </>
  );
}
