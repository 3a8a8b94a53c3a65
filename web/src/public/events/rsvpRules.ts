import { rsvpSchema } from '../../../../shared/engagement';
import { yupFieldErrors } from '../../../../shared/yup-field-errors';

/** The RSVP form's values, as its fields hold them (all text). */
export interface RsvpValues {
  name: string;
  email: string;
  /** "1" … "4", or "5+" (then `party` holds the number typed). */
  attendees: string;
  party: string;
  comments: string;
  /** Honeypot: stays empty for people. */
  website: string;
}

/** The RSVP form's field errors, by field name. */
export type RsvpErrors = Partial<Record<keyof RsvpValues, string>>;

/** An empty RSVP form. */
export const INITIAL_RSVP: RsvpValues = { name: '', email: '', attendees: '1', party: '5', comments: '', website: '' };

/** The fields a resident fills in, in the form's order (the honeypot is not one). */
export const RSVP_FIELDS = ['name', 'email', 'attendees', 'party', 'comments'] as const satisfies readonly (keyof RsvpValues)[];

/** SPEC §5: attendee options "1" to "5+"; "5+" lets the resident type a larger party (issue #17). */
export const ATTENDEE_OPTIONS = ['1', '2', '3', '4', '5+'];

/** The RSVP button's text while the RSVP is on its way (the live form's and the first paint's). */
export const RSVP_SENDING = 'Sending…';

/** The party size the form means: the option chosen, or the number typed after "5+". */
export const partyOf = (values: RsvpValues): number => (values.attendees === '5+' ? Number(values.party) : Number(values.attendees));

/**
 * The RSVP form's rules: the shared rsvpSchema on the party size meant, one message per field (the
 * first). Places are the server's to check (it may waitlist a party that does not fit, or refuse
 * with the places left). Used by the live form (Formik) and by the first paint's form before the app
 * has loaded (./rsvpFirstPaint.ts), so both show the same errors for the same values.
 * @returns the field errors; empty when the values may be sent
 */
export async function validateRsvp(values: RsvpValues): Promise<RsvpErrors> {
  let errors: RsvpErrors = {};
  try {
    await rsvpSchema.validate({ ...values, attendees: partyOf(values) }, { abortEarly: false });
  } catch (error) {
    errors = yupFieldErrors(error);
  }
  if (errors.attendees && values.attendees === '5+') errors.party = errors.attendees;
  return errors;
}
