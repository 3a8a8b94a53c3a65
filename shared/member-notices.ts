import * as yup from 'yup';
import { adminMessages } from './admin-messages';

/** Longest subject of a member notice (issue #35), in characters. */
export const NOTICE_SUBJECT_MAX = 200;
/** Longest body of a member notice, in characters: a meeting's notice with its agenda fits easily. */
export const NOTICE_BODY_MAX = 20_000;

const texts = adminMessages.memberNotices;

/**
 * The compose form's subject and body (issue #35, member notices), checked alike by the admin form
 * and the server (`member-notices.service.ts`): both required, trimmed, within their limits.
 */
export const memberNoticeSchema = yup.object({
  subject: yup.string().trim().max(NOTICE_SUBJECT_MAX, texts.subjectTooLong(NOTICE_SUBJECT_MAX)).required(texts.subjectRequired),
  body: yup.string().trim().max(NOTICE_BODY_MAX, texts.bodyTooLong(NOTICE_BODY_MAX)).required(texts.bodyRequired),
});
