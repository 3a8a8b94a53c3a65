import * as yup from 'yup';
import { messages } from './messages';
import { emailField } from './email-field';

const { required, min, max } = messages.validation;

const email = emailField;
/** A person's name: required, at most 200 characters. */
export const name = () => yup.string().trim().max(200, max('Name length', 200)).required(required('Name'));

/**
 * Largest party one RSVP may bring (issue #17): the form offers "1" to "5+" (SPEC §5), and "5+" lets
 * the resident type a larger party, up to the places left and at most this.
 */
export const MAX_PARTY = 50;

/** A party size: a whole number from 1 to MAX_PARTY. */
export const partySize = () =>
  yup
    .number()
    .typeError('Number of attendees must be a number')
    .integer('Number of attendees must be a whole number')
    .min(1, min('Number of attendees', 1))
    .max(MAX_PARTY, max('Number of attendees', MAX_PARTY))
    .required(required('Number of attendees'));

/** Optional RSVP comments (e.g. access needs), at most 1,000 characters; empty is null. */
export const comments = () =>
  yup
    .string()
    .nullable()
    .trim()
    .max(1000, max('Comments length', 1000))
    .transform((value: string | null | undefined) => (value ? value : null));

/** RSVP form rules (SPEC §5 Sample RSVP, made real): name and email required, 1 to MAX_PARTY attendees. */
export const rsvpSchema = yup.object({
  name: name(),
  email: email(),
  attendees: partySize(),
  comments: comments(),
});

/** Contact form rules: name, email and message required. */
export const contactMessageSchema = yup.object({
  name: name(),
  email: email(),
  message: yup.string().trim().max(5000, max('Message length', 5000)).required(required('Message')),
});

/** Footer newsletter rules (SPEC §5): the email is required and must be an email. */
export const newsletterSchema = yup.object({ email: email() });
