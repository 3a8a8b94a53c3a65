import * as yup from 'yup';
import { messages } from './messages';
import { adminMessages } from './admin-messages';
import { emailField } from './email-field';

export { defaultRetention, retentionRules, type RetentionKey, type RetentionValues } from './retention-defaults';

const { required, min, max } = messages.validation;

const email = emailField;

/** A person's data is looked up, exported and erased by e-mail address (issue #19). */
export const personalDataSchema = yup.object({ email: email() });

/** Erasure names the address twice: the second is the confirmation typed after seeing what will go. */
export const erasureSchema = yup.object({
  email: email(),
  confirmEmail: yup
    .string()
    .trim()
    .required(adminMessages.privacy.confirmEmailMismatch)
    .test(
      'same-address',
      adminMessages.privacy.confirmEmailMismatch,
      (v, context) =>
        !v ||
        v.toLowerCase() ===
          String((context.parent as { email?: string }).email ?? '')
            .trim()
            .toLowerCase(),
    ),
});

/** Most days any retention setting allows (ten years). */
export const MAX_RETENTION_DAYS = 3650;

const days = (label: string) =>
  yup
    .number()
    .typeError(messages.validation.format(label))
    .integer(messages.validation.format(label))
    .min(1, min(label, 1))
    .max(MAX_RETENTION_DAYS, max(label, MAX_RETENTION_DAYS))
    .required(required(label));

/** Rules of the retention settings, shared by the server and /admin/privacy. */
export const retentionSchema = yup.object({
  rejectedApplicationDays: days('Rejected applications (days)'),
  contactMessageDays: days('Contact messages (days)'),
  outboxBodyDays: days('E-mail bodies (days)'),
  cancelledRsvpDays: days('Cancelled RSVPs (days)'),
});

/** The join date of a member entered by staff: a calendar day (YYYY-MM-DD), not after `today`. */
export function joinDateError(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return adminMessages.privacy.joinDateFormat;
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) return adminMessages.privacy.joinDateFormat;
  return value > today ? adminMessages.privacy.joinDateFuture : null;
}
