import * as yup from 'yup';
import { isEmailAddress } from './email-address';
import { messages } from './messages';

const { required, max } = messages.validation;

/**
 * A required e-mail address field as typed (trimmed, letter case kept: records are matched by
 * lower(email)), international addresses included (issue #22, RFC 6531): the one rule of the RSVP,
 * contact, newsletter, privacy and staff forms, on the web and on the server.
 */
export const emailField = () =>
  yup
    .string()
    .trim()
    .max(254, max('Email length', 254))
    .test('email', messages.validation.email, (v) => !v || isEmailAddress(v))
    .required(required('Email'));
