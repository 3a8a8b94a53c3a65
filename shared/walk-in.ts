import * as yup from 'yup';
import { isEmailAddress } from './email-address';
import { comments, name, partySize } from './engagement';
import { messages } from './messages';

const { max } = messages.validation;

/**
 * Staff's "Add walk-in" (issue #17): a name and party size; the e-mail is optional (a confirmation
 * goes only when one is given); the party may be checked in at once.
 */
export const walkInSchema = yup.object({
  name: name(),
  email: yup
    .string()
    .nullable()
    .trim()
    .max(254, max('Email length', 254))
    .test('email', messages.validation.email, (v) => !v || isEmailAddress(v))
    .transform((value: string | null | undefined) => (value ? value : null)),
  attendees: partySize(),
  comments: comments(),
  checkedIn: yup.boolean().default(false),
});
