import type { MemberNotices } from '../member-notices';
import type { JobQueue } from '../jobs/job-queue';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { RefreshCookie } from '../auth/session-cookie';
import type { OutboxService } from '../notifications/outbox.service';
import type { User } from '../auth/user.entity';
import type { Config } from '../config';
import type { Logger } from '../common/logger';
import type { RateLimits } from '../common/rate-limit';
import type { ContentCommands } from '../content/content.commands';
import type { ContentService } from '../content/content.service';
import type { EventChangeNotices } from '../events/event-change-notices';
import type { Attendees } from '../events/rsvp-attendees';
import type { ManagedRsvps } from '../events/rsvp-manage';
import type { PublicRsvps } from '../events/rsvp-public';
import type { RsvpReminders } from '../events/rsvp-reminders';
import type { StaffRsvps } from '../events/rsvp-staff';
import type { ContactService } from '../contact/contact.service';
import type { NewsletterDraftsService } from '../newsletter/drafts.service';
import type { NewsletterIssues } from '../newsletter/newsletter-issues';
import type { NewsletterPreview } from '../newsletter/newsletter-compose';
import type { NewsletterSendingService } from '../newsletter/sending.service';
import type { SubscriptionService } from '../newsletter/subscription.service';
import type { MemberQueries } from '../members/member-queries';
import type { MemberService } from '../members/member.service';
import type { PublicService } from '../public/public.service';
import type { PublicWriteLimits } from '../public/public-writes';
import type { SiteSearch } from '../public/site-search';
import type { PublicResponseCache } from './public/response-cache';
import type { PubSub } from '../realtime/pubsub';
import type { SettingsService } from '../settings/settings.service';
import type { StaffService } from '../auth/staff.service';
import type { RetentionSettingsService } from '../settings/retention-settings.service';
import type { MembershipYearSettingsService } from '../settings/membership-year-settings.service';
import type { Ledger } from '../money/ledger';
import type { MembershipClasses } from '../membership/membership-classes';
import type { MemberMembership } from '../member-portal/member-membership';
import type { MoneyQueries, TreasurerCommands, TreasurerReports } from '../money';
import type { Payments } from '../money/payments';
import type { ReceiptLinks, Receipts } from '../money/receipts';
import type { MembershipEnd, RenewalQueries, Renewals } from '../renewals';
import type { OnlineCheckout, StripeBalanceHistory, StripeWebhooks } from '../payments-online';
import type { PrivacyService } from '../privacy/privacy.service';
import type { RetentionService } from '../privacy/retention';
import type { MemberRegisterService } from '../members/member-register';
import type { MemberImportService } from '../member-import/member-import.service';
import type { UploadService } from '../uploads/upload.service';
import type { MemberAccounts } from '../member-portal/member-account';
import type { MemberChangeRequests } from '../member-portal/member-change-requests';
import type { MemberDetails } from '../member-portal/member-details';
import type { MemberEvents } from '../member-portal/member-events';
import type { MemberPrivacy } from '../privacy/member-privacy';
import type { MemberSignIn, SignedInMember } from '../member-portal/member-sign-in';
import type { MemberCookie } from '../member-portal/member-session';

/** The services built once at start (composition root) and shared by every request. */
export interface Services {
  config: Config;
  /** The association's clock (TIME_ZONE): "today", day and month bounds, dates in CSVs and e-mails. */
  clock: Clock;
  /** The server's structured log (requests log through `AppContext.log`, which carries their id). */
  log: Logger;
  db: DataSource;
  /** The background-job queue (pg-boss): reminders, e-mail, newsletters, retention. */
  jobs: JobQueue;
  /** The Redis connection when REDIS_URL is set, else null. */
  redis: Redis | null;
  /** Rate limiters (in Redis when available, so shared by every instance). */
  rateLimits: RateLimits;
  /** Per-IP limits of the public forms (PUBLIC_WRITE_LIMIT per PUBLIC_WRITE_WINDOW_SEC). */
  publicWrites: PublicWriteLimits;
  pubsub: PubSub;
  /** Cached answers of anonymous public queries; every write path calls `invalidate()`. */
  publicCache: PublicResponseCache;
  auth: AuthService;
  audit: AuditService;
  outbox: OutboxService;
  /** Member commands: /join, staff's add, edit, delete and status changes (SPEC §4, §5). */
  members: MemberService;
  /** Staff's reads of the members: search, lists, stats, CSV export (SPEC §2, §3, §7). */
  memberQueries: MemberQueries;
  content: ContentService;
  contentCommands: ContentCommands;
  publicSite: PublicService;
  /**
   * The same read model for anonymous visitors, on the anonymous read pool (statement timeout,
   * issue #16 item 5); `publicSite` itself where there is one connection (embedded database).
   */
  anonymousSite: PublicService;
  /** RSVPs from the event page, and the honeypot's decoy (issue #17). */
  publicRsvps: PublicRsvps;
  /** A person's own RSVPs: the manage link, the member area (issue #21), erasure (issue #19). */
  managedRsvps: ManagedRsvps;
  /** Staff's attendees list and its CSV (issue #17). */
  attendees: Attendees;
  /** Staff at RSVPs: cancel, walk-ins, check-in, e-mail attendees (issue #17). */
  staffRsvps: StaffRsvps;
  /** The reminders job's work (issue #17). */
  rsvpReminders: RsvpReminders;
  /** Event change notices: noted on edit, sent by their job (issue #33). */
  eventChangeNotices: EventChangeNotices;
  /** The contact form and its inbox (issue #18). */
  contact: ContactService;
  /** Newsletter subscriptions: double opt-in, unsubscribe, the subscriber list (issue #18). */
  subscriptions: SubscriptionService;
  /** Sending newsletter issues in batches on the job queue, a row per recipient (issue #18). */
  newsletter: NewsletterSendingService;
  /** A newsletter draft's preview and a test to oneself (issue #18). */
  newsletterPreview: NewsletterPreview;
  /** Staff's list of sent issues, an issue's progress and its copies (issue #18). */
  newsletterIssues: NewsletterIssues;
  newsletterDrafts: NewsletterDraftsService;
  /** Site search (issue #22), on the main pool (signed-in staff). */
  siteSearch: SiteSearch;
  /** Site search for anonymous visitors, on the anonymous read pool (as `anonymousSite`). */
  anonymousSearch: SiteSearch;
  uploads: UploadService;
  settings: SettingsService;
  /** Staff accounts, invitations and password reset links (issue #20). */
  staff: StaffService;
  /** How long each kind of record is kept (issue #19). */
  retentionSettings: RetentionSettingsService;
  /** The membership year's settings (issue #34). */
  membershipYear: MembershipYearSettingsService;
  /** Charges, payments, refunds and reversals: the one ledger (issue #34). */
  ledger: Ledger;
  /** Card payments and donations through Stripe Checkout; how people can pay (issue #34). */
  onlineCheckout: OnlineCheckout;
  /** Stripe's webhook events, verified and applied once; null without Stripe keys (issue #34). */
  stripeWebhooks: StripeWebhooks | null;
  /** Stripe's balance history for the treasurer's reconciliation; null without Stripe keys (issue #34). */
  stripeBalance: StripeBalanceHistory | null;
  /** Membership classes: their fees, order and archiving (issue #34). */
  membershipClasses: MembershipClasses;
  /** The member area's "My membership": class, financial until, what is owed and paid (issue #34). */
  memberMembership: MemberMembership;
  /** The treasurer's lists: charges and ledger entries (issue #34). */
  moneyQueries: MoneyQueries;
  /** The treasurer's commands: offline payments, reversals, voids, ad-hoc charges (issue #34). */
  treasurer: TreasurerCommands;
  /** The treasurer's view: income, outstanding, the Xero CSV, the reconciliation (issue #34). */
  treasurerReports: TreasurerReports;
  /** Every payment received and paid back, with its receipt and e-mail (issue #34). */
  payments: Payments;
  /** Numbered receipts and their PDFs (issue #34). */
  receipts: Receipts;
  /** Receipts' signed download links (issue #34). */
  receiptLinks: ReceiptLinks;
  /** The daily renewal job: renewal charges, reminders, lapses (issue #34). */
  renewals: Renewals;
  /** Who is due, reminded, unfinancial or gone; a member's own renewal (issue #34). */
  renewalQueries: RenewalQueries;
  /** A member's resignation and staff undoing a lapse (issue #34). */
  membershipEnd: MembershipEnd;
  /** A person's data found by e-mail, exported and erased (issue #19). */
  privacy: PrivacyService;
  /** Applies the retention settings (daily job, admin preview; issue #19). */
  retention: RetentionService;
  /** The register of members (AIR Act 2012 (Vic) s 56; issue #19). */
  memberRegister: MemberRegisterService;
  /** Moving in (issue #34): existing members imported from a CSV or Excel file. */
  memberImport: MemberImportService;
  /** Member notices (issue #35). */
  memberNotices: MemberNotices;
  /** The members' own area (issue #21): sign-in links, member sessions, the member cookie. */
  memberSignIn: MemberSignIn;
  /** What the member area shows of the signed-in member (issue #21). */
  memberAccounts: MemberAccounts;
  /** A member's changes to their own record: details, e-mail, name/address requests, newsletter (issue #21). */
  memberDetails: MemberDetails;
  /** A member's RSVPs and private calendar feed (issue #21). */
  memberEvents: MemberEvents;
  /** A member's data export and erasure request; staff's list of open requests (issues #19, #21). */
  memberPrivacy: MemberPrivacy;
  /** Staff at members' name and address change requests (issue #21). */
  memberChangeRequests: MemberChangeRequests;
}

/** What every resolver receives: the signed-in staff user (or null), the services and who is asking. */
export interface AppContext {
  user: User | null;
  services: Services;
  /** Id of this HTTP request or WebSocket connection (X-Request-Id, else a new UUID); in every log line. */
  requestId: string;
  /** The client's IP address (behind TRUST_PROXY, from X-Forwarded-For), for per-IP rate limits. */
  ip: string;
  /** The log, bound to this request's id. */
  log: Logger;
  /** The session (refresh token family) of the access token, when it has one (for `logout`). */
  sessionId?: string | null;
  /** The caller's User-Agent, recorded on new sessions. */
  userAgent?: string | null;
  /** The member signed in by the member cookie (issue #21), or null; never on WebSocket. */
  member?: SignedInMember | null;
  /** The member cookie of this HTTP request (issue #21); absent on WebSocket. */
  memberCookie?: MemberCookie;
  /** The refresh token cookie of this HTTP request; absent on WebSocket. */
  refreshCookie?: RefreshCookie;
  /**
   * WebSocket only, on a signed-in connection: looks the connection's token up again against the live
   * session and returns the user with their current role, or null when signed out, revoked, expired
   * or deleted. The authChecker calls it before every decision, so each subscription event is
   * authorized anew (issue #16 item 1). Absent on HTTP, whose context is made per request.
   */
  reauthenticate?: () => Promise<User | null>;
}
