/** What other features may use of notifications/ (issue #32: a feature imports another only through its index.ts). */
export { currentSender, htmlToText, renderMail } from './email-layout';
export type { MailSender, RenderedMail } from './email-layout';
export { OutboxEmail } from './outbox.entity';
export { FROM, failureReason, isPermanentFailure, messageIdOf } from './outbox.service';
export type { OutboxService } from './outbox.service';
export { applicationReceived, greeting, memberApproved, memberRejected } from './templates';
export type { ApprovalPayment } from './templates';
export type { EmailAttachment, EmailDraft } from './templates';
