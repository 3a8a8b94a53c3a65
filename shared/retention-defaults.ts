/*
 * Retention settings' keys, labels and defaults without their validation rules (shared/privacy.ts),
 * so /privacy can state them without loading yup (issue #7 bundle budget, issue #19).
 */

/** How many days each kind of record is kept before the daily retention job removes it. */
export interface RetentionValues {
  /** Rejected membership applications, counted from the rejection. */
  rejectedApplicationDays: number;
  /** Messages from the contact form, counted from when they were sent. */
  contactMessageDays: number;
  /** The text of e-mails we sent (the record that one was sent stays), counted from sending. */
  outboxBodyDays: number;
  /** RSVPs that were cancelled, counted from the cancellation. */
  cancelledRsvpDays: number;
}

export type RetentionKey = keyof RetentionValues;

/** The defaults stated on /privacy until staff change them. */
export const defaultRetention: RetentionValues = {
  rejectedApplicationDays: 180,
  contactMessageDays: 365,
  outboxBodyDays: 90,
  cancelledRsvpDays: 30,
};

/** Each setting: what it keeps, in words for /privacy and /admin/privacy. */
export const retentionRules: readonly { key: RetentionKey; label: string; what: string }[] = [
  { key: 'rejectedApplicationDays', label: 'Rejected applications', what: 'Membership applications we could not accept, counted from the decision' },
  { key: 'contactMessageDays', label: 'Contact messages', what: 'Messages sent from the contact form, counted from when you sent them' },
  { key: 'outboxBodyDays', label: 'E-mail text', what: 'The text of e-mails we sent you, counted from sending (we keep only that one was sent)' },
  { key: 'cancelledRsvpDays', label: 'Cancelled RSVPs', what: 'RSVPs to events that were cancelled, counted from the cancellation' },
];
