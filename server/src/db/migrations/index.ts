import { Initial1763800000000 } from './1763800000000-initial';
import { Engagement1763900000000 } from './1763900000000-engagement';
import { AuditOutbox1764000000000 } from './1764000000000-audit-outbox';
import { Cms1764100000000 } from './1764100000000-cms';
import { Sessions1764250000000 } from './1764250000000-sessions';
import { PerformanceIndexes1764260000000 } from './1764260000000-performance-indexes';
import { SessionStartedAt1764275000000 } from './1764275000000-session-started-at';
import { StaffAccounts1795564800020 } from './1795564800020-staff-accounts';
import { OutboxMime1795600000000 } from './1795600000000-outbox-mime';
import { RsvpLifecycle1795610000017 } from './1795610000017-rsvp-lifecycle';
import { Privacy1795613870019 } from './1795613870019-privacy';
import { Mail1795700000018 } from './1795700000018-mail';
import { MemberPortal1795800000021 } from './1795800000021-member-portal';
import { NewsSlugs1795000000022 } from './1795000000022-news-slugs';
import { SearchVectors1795000002202 } from './1795000002202-search-vectors';
import { WalkIns1795900000017 } from './1795900000017-walk-ins';
import { PhoneNationalIndex1795900000020 } from './1795900000020-phone-national-index';
import { MemberListIndexes1796400000024 } from './1796400000024-member-list-indexes';
import { PersonLinks1797000000031 } from './1797000000031-person-links';
import { StaffAddedRsvps1797200000031 } from './1797200000031-staff-added-rsvps';
import { EventChangeNotices1797300000033 } from './1797300000033-event-change-notices';
import { RecordVersions1797400000033 } from './1797400000033-record-versions';
import { NewsletterDrafts1797600000033 } from './1797600000033-newsletter-drafts';
import { AccentInsensitiveSearch1797500000033 } from './1797500000033-accent-insensitive-search';
import { MembershipYear1798000000034 } from './1798000000034-membership-year';
import { Renewals1798000000434 } from './1798000000434-renewals';
import { StripeCheckoutSessions1798000000334 } from './1798000000334-stripe-checkout-sessions';
import { MoneyPrivacy1798000000534 } from './1798000000534-money-privacy';
import { MemberNotices1798100000035 } from './1798100000035-member-notices';

/** Migrations in the order they run; add each new one here. */
export const migrations = [
  Initial1763800000000,
  Engagement1763900000000,
  AuditOutbox1764000000000,
  Cms1764100000000,
  Sessions1764250000000,
  PerformanceIndexes1764260000000,
  SessionStartedAt1764275000000,
  NewsSlugs1795000000022,
  SearchVectors1795000002202,
  StaffAccounts1795564800020,
  OutboxMime1795600000000,
  RsvpLifecycle1795610000017,
  Privacy1795613870019,
  Mail1795700000018,
  MemberPortal1795800000021,
  WalkIns1795900000017,
  PhoneNationalIndex1795900000020,
  MemberListIndexes1796400000024,
  PersonLinks1797000000031,
  StaffAddedRsvps1797200000031,
  EventChangeNotices1797300000033,
  RecordVersions1797400000033,
  NewsletterDrafts1797600000033,
  AccentInsensitiveSearch1797500000033,
  MembershipYear1798000000034,
  StripeCheckoutSessions1798000000334,
  Renewals1798000000434,
  MoneyPrivacy1798000000534,
  MemberNotices1798100000035,
];
