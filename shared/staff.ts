import * as yup from 'yup';
import { emailField } from './email-field';
import { messages } from './messages';

/** Shortest staff password accepted, as for `changePassword` and ADMIN_PASSWORD. */
export const MIN_STAFF_PASSWORD_LENGTH = 10;

/** How long an invitation link works (issue #20: 7 days). */
export const INVITE_VALID_HOURS = 7 * 24;
/** How long a password reset link works (issue #20: 1 hour). */
export const RESET_VALID_HOURS = 1;

const { required, max } = messages.validation;

const staffEmail = emailField;

/** The invite form's name and e-mail (issue #20), checked alike by the admin form and the server. */
export const staffInviteSchema = yup.object({
  name: yup.string().trim().max(100, max('Name length', 100)).required(required('Name')),
  email: staffEmail(),
});

/**
 * The forgotten-password form's address (/admin/forgot-password, issues #20 and #22). The server
 * checks nothing more: it answers every address the same.
 */
export const passwordResetRequestSchema = yup.object({ email: staffEmail() });
