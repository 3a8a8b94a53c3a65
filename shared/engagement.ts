import * as yup from 'yup';
import { messages } from './messages';
import { isEmailAddress } from './email-address';

const { required, min, max } = messages.validation;

/** An e-mail address as typed (trimmed, case kept; matched case-insensitively where stored), international ones too (issue #22). */
const email = () =>
  yup
    .string()
    .trim()
    .max(254, max('Email length', 254))
    .test('email', messages.validation.email, (v) => !v || isEmailAddress(v))
    .required(required('Email'));
const name = () => yup.string().trim().max(200, max('Name length', 200)).required(required('Name'));

/** RSVP form rules (SPEC §5 Sample RSVP, made real): name and email required, 1–5 attendees. */
export const rsvpSchema = yup.object({
  name: name(),
  email: email(),
  attendees: yup
    .number()
    .typeError('Number of attendees must be a number')
    .integer()
    .min(1, min('Number of attendees', 1))
    .max(5, max('Number of attendees', 5))
    .required(required('Number of attendees')),
  comments: yup
    .string()
    .nullable()
    .trim()
    .max(1000, max('Comments length', 1000))
    .transform((value: string | null | undefined) => (value ? value : null)),
});

/** Contact form rules: name, email and message required. */
export const contactMessageSchema = yup.object({
  name: name(),
  email: email(),
  message: yup.string().trim().max(5000, max('Message length', 5000)).required(required('Message')),
});

/** Footer newsletter rules (SPEC §5): the email is required and must be an email. */
export const newsletterSchema = yup.object({ email: email() });
