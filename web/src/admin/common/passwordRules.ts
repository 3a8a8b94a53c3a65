import * as yup from 'yup';
import { adminMessages } from '../../../../shared/admin-messages';
import { messages } from '../../../../shared/messages';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../../../shared/staff';

/** A staff member's new password (issue #20): required, at least MIN_STAFF_PASSWORD_LENGTH characters. */
export const newPasswordRule = yup
  .string()
  .required(messages.validation.required('New password'))
  .min(MIN_STAFF_PASSWORD_LENGTH, adminMessages.auth.passwordTooShort(MIN_STAFF_PASSWORD_LENGTH));

/**
 * The new password typed again: required, and the same as the form's field `passwordField`.
 * @param passwordField the name of the field holding the new password, e.g. "newPassword"
 */
export const repeatPasswordRule = (passwordField: string) =>
  yup
    .string()
    .required(messages.validation.required('Repeat the new password'))
    .oneOf([yup.ref(passwordField)], adminMessages.auth.passwordsDiffer);
