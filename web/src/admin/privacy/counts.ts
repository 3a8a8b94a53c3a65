import type { AdminPersonalDataCountsFragment } from '../../gql/graphql';

/** The kinds of record a person's data is made of, in the order the screens list them. */
export const RECORD_KINDS: readonly { key: keyof Omit<AdminPersonalDataCountsFragment, '__typename'>; label: string }[] = [
  { key: 'members', label: 'Member records' },
  { key: 'rsvps', label: 'RSVPs' },
  { key: 'newsletterSubscriptions', label: 'Newsletter subscription' },
  { key: 'contactMessages', label: 'Contact messages' },
  { key: 'outboxEmails', label: 'E-mails' },
  { key: 'auditEntries', label: 'Audit log entries' },
  { key: 'newsletterDeliveries', label: 'Newsletter copies' },
  { key: 'memberChangeRequests', label: 'Name and address change requests' },
  { key: 'memberSessions', label: 'Member area sign-ins' },
  { key: 'memberLinks', label: 'Member area links' },
  { key: 'memberErasureRequests', label: 'Erasure requests' },
  { key: 'jobs', label: 'Background jobs' },
];

/** Total records in a set of counts. */
export const totalOf = (counts: Omit<AdminPersonalDataCountsFragment, '__typename'>): number =>
  RECORD_KINDS.reduce((sum, kind) => sum + counts[kind.key], 0);
