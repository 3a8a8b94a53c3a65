/**
 * The kinds of record a person's data is made of (issue #19, #21), in the order every screen and
 * export lists them: the admin's privacy page and erasure dialog, the access export's sections
 * (server/src/privacy/access-export.ts). Each key is a field of the API's PersonalDataCounts. Payments and
 * receipts (issue #34) are found, exported and listed like the rest, but erasure keeps them (the law
 * requires financial records to be kept for 7 years) without the e-mail address.
 */
export const PERSONAL_DATA_KINDS = [
  { key: 'members', label: 'Member records' },
  { key: 'rsvps', label: 'RSVPs' },
  { key: 'newsletterSubscriptions', label: 'Newsletter subscription' },
  { key: 'newsletterDeliveries', label: 'Newsletter copies' },
  { key: 'contactMessages', label: 'Contact messages' },
  { key: 'payments', label: 'Payments and receipts' },
  { key: 'outboxEmails', label: 'E-mails' },
  { key: 'auditEntries', label: 'Audit log entries' },
  { key: 'memberChangeRequests', label: 'Name and address change requests' },
  { key: 'memberSessions', label: 'Member area sign-ins' },
  { key: 'memberLinks', label: 'Member area links' },
  { key: 'memberErasureRequests', label: 'Erasure requests' },
  { key: 'jobs', label: 'Background jobs' },
] as const;

/** One kind's key, e.g. 'rsvps'. */
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number]['key'];
