import type { Config } from './config';
import type { Services } from './api/context';
import type { Logger } from './common/logger';
import type { DataSource } from 'typeorm';
import { AuthService, resolveJwtSecret } from './auth/auth.service';
import { StaffService } from './auth/staff.service';
import { AuditService } from './audit/audit.service';
import { lazyModule } from './common/lazy-module';
import { RateLimits } from './common/rate-limit';
import { connectRedis } from './common/redis';
import { ContactService } from './contact/contact.service';
import { ContentCommands } from './content/content.commands';
import { ContentType } from './content/content.enums';
import { ContentService } from './content/content.service';
import { contentDeclarations } from './content/content.declarations';
import { anonymousReadsOf } from './db/data-source';
import { uploadsDirOf } from './db/seed/demo-content';
import { EVENT_CHANGE_JOB } from './events/event-changes';
import { EventChangeNotices } from './events/event-change-notices';
import { eventFormHooks } from './events/event-form-hooks';
import { Attendees } from './events/rsvp-attendees';
import { ManagedRsvps } from './events/rsvp-manage';
import type { RsvpDeps } from './events/rsvp-places';
import { PublicRsvps } from './events/rsvp-public';
import { RsvpReminders } from './events/rsvp-reminders';
import { StaffRsvps } from './events/rsvp-staff';
import { JobQueue } from './jobs/job-queue';
import { MemberAccounts, type MemberPortalDeps } from './member-portal/member-account';
import { MemberChangeRequests } from './member-portal/member-change-requests';
import { MemberDetails } from './member-portal/member-details';
import { MemberEvents } from './member-portal/member-events';
import { MemberPrivacy } from './privacy/member-privacy';
import { MemberSignIn } from './member-portal/member-sign-in';
import { MemberRegisterService } from './members/member-register';
import { MemberImportService } from './member-import/member-import.service';
import { MemberQueries } from './members/member-queries';
import { MemberService } from './members/member.service';
import { NewsletterDraftsService } from './newsletter/drafts.service';
import { NewsletterIssues } from './newsletter/newsletter-issues';
import { NewsletterPreview } from './newsletter/newsletter-compose';
import { NewsletterSendingService } from './newsletter/sending.service';
import { SubscriptionService } from './newsletter/subscription.service';
import { createMailTransport, OutboxService } from './notifications/outbox.service';
import { erasePerson } from './privacy/erasure';
import { PrivacyService } from './privacy/privacy.service';
import { RETENTION_CRON, RETENTION_JOB, RetentionService } from './privacy/retention';
import type { RsvpCanceller } from './privacy/rsvp-erasure';
import type { ChargeVoider } from './privacy/money-records';
import { PublicService } from './public/public.service';
import { PublicWriteLimits } from './public/public-writes';
import { PublicResponseCache } from './api/public/response-cache';
import { SiteSearch } from './public/site-search';
import { createAppPubSub } from './realtime/pubsub';
import { RetentionSettingsService } from './settings/retention-settings.service';
import { SettingsService } from './settings/settings.service';
import type { S3FileStorage } from './uploads/s3-storage';
import { LocalFileStorage } from './uploads/storage';
import { UploadService } from './uploads/upload.service';
import { createClock } from '../../shared/clock';
import { MembershipYearSettingsService } from './settings/membership-year-settings.service';
import {
  Ledger,
  MoneyQueries,
  Payments,
  ReceiptLinks,
  Receipts,
  TreasurerCommands,
  TreasurerReports,
  type ReceivePayment,
  type ReversePayment,
} from './money';
import { MembershipEnd, RenewalQueries, Renewals, RENEWALS_CRON, RENEWALS_JOB, type RenewalDeps } from './renewals';
import { OnlineCheckout, StripeBalanceHistory, StripeWebhooks } from './payments-online';
import { MembershipClasses, MembershipFees } from './membership';
import { MemberMembership } from './member-portal/member-membership';
import { MemberNotices } from './member-notices';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the S3 client loads only with S3_BUCKET (lazy-module.ts)
const s3Storage = lazyModule(() => require('./uploads/s3-storage') as typeof import('./uploads/s3-storage'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the Stripe SDK loads only with STRIPE_SECRET_KEY (lazy-module.ts)
const stripeClient = lazyModule(() => require('./payments-online/stripe-client') as typeof import('./payments-online/stripe-client'));

/** Daily: deletes newsletter sign-ups never confirmed (issue #18). */
export const NEWSLETTER_EXPIRE_JOB = 'newsletter.expire-pending';
/** The job that sends due event reminders (issue #17). */
export const REMINDER_JOB = 'events.reminders';

/**
 * The composition root (issue #23: app.ts held six concerns): builds every service once, wires
 * them together and declares the background jobs on the queue (which `startServer` starts once the
 * site is up). Opens Redis when REDIS_URL is set; nothing else is started here.
 * @param db the open database (embedded or DATABASE_URL)
 * @returns the services, with the JWT secret, the local uploads folder and the S3 store (or null)
 */
export function createServices(
  config: Config,
  log: Logger,
  db: DataSource,
): { services: Services; jwtSecret: string; uploadsDir: string; s3: S3FileStorage | null } {
  const redis = connectRedis(config, log);
  const pubsub = createAppPubSub(config, log);
  const rateLimits = new RateLimits(redis, config.redisPrefix);
  const jwtSecret = resolveJwtSecret(config);
  const auth = new AuthService(db, config, jwtSecret, rateLimits);
  const clock = createClock(config.timeZone);
  const outbox = new OutboxService(db, createMailTransport(config.smtpUrl), config.outboxRetryBaseMs, clock, Boolean(config.smtpUrl));
  const uploadsDir = uploadsDirOf(config.dataDir);
  // S3 when configured, so every instance sees every upload; else DATA_DIR/uploads (one instance).
  const s3: S3FileStorage | null = config.s3 ? new (s3Storage().S3FileStorage)(config.s3) : null;
  const uploads = new UploadService(db, s3 ?? new LocalFileStorage(uploadsDir));
  const jobs = new JobQueue(db, log, { timeZone: clock.timeZone, workers: config.jobWorkers });
  if (config.outboxPollMs > 0) outbox.runOn(jobs, config.outboxPollMs);
  const audit = new AuditService(
    db,
    clock,
    contentDeclarations.map((d) => ({ type: d.type, table: db.getMetadata(d.entity).tableName, column: d.titleField })),
  );
  const subscriptions = new SubscriptionService({ db, outbox, audit, clock, publicUrl: config.publicUrl });
  const newsletter = new NewsletterSendingService({ db, outbox, audit, clock, publicUrl: config.publicUrl, log });
  newsletter.runOn(jobs);
  jobs.define({
    name: NEWSLETTER_EXPIRE_JOB,
    cron: '30 3 * * *',
    retryLimit: 1,
    handler: async () => void (await subscriptions.expirePending(clock.now())),
  });
  const publicSite = new PublicService(db, clock);
  const retentionSettings = new RetentionSettingsService(db, audit);
  const retention = new RetentionService({ db, audit, settings: retentionSettings, clock });
  // Issue #19: once a day, remove what the retention settings no longer keep. A daily job needs no
  // quick polling: its worker asks once a minute (and is rarely mid-query when the server stops).
  jobs.define({
    name: RETENTION_JOB,
    cron: RETENTION_CRON,
    pollingIntervalSeconds: 60,
    handler: async () => void (await retention.run(clock.now())),
  });
  // RSVPs (issue #17): one service per audience, sharing the places engine (events/rsvp-places.ts).
  const rsvpDeps: RsvpDeps = { db, clock, outbox, audit, publicUrl: config.publicUrl, jobs };
  const managedRsvps = new ManagedRsvps(rsvpDeps);
  const rsvpReminders = new RsvpReminders(rsvpDeps);
  const eventChangeNotices = new EventChangeNotices(rsvpDeps);
  // Issue #33: an event moved, re-placed or cancelled e-mails its attendees once, a minute after the
  // last quick edit (queued in the edit's transaction; run once across instances).
  jobs.define<{ eventId: string }>({
    name: EVENT_CHANGE_JOB,
    handler: async (job) => void (await eventChangeNotices.sendChangeNotice(job.data.eventId)),
  });
  // Erasure (issue #19) cancels an address's RSVPs as a cancellation does — places freed, waitlists
  // promoted — without e-mailing the person whose data is going; the audit log names the system.
  const cancelRsvps: RsvpCanceller = (tx, email) => managedRsvps.cancelAllForEmail(tx, email, { id: null, name: null }, { notify: false });
  // Reminders the day before at 09:00 (association time): a scan every minute sends what is due,
  // once per RSVP and event date, so a late start or a moved event still gets its reminder.
  jobs.define({
    name: REMINDER_JOB,
    cron: '* * * * *',
    retryLimit: 1,
    handler: async () => void (await rsvpReminders.sendDueReminders(clock.now())),
  });
  const siteSearch = new SiteSearch(db);
  // Erasing a person voids their open charges (issue #34); the ledger is stateless beyond its audit.
  const ledger = new Ledger(audit);
  const voidCharge: ChargeVoider = (tx, chargeId, reason) => ledger.voidCharge(tx, { id: null, name: null }, chargeId, reason);
  const privacyService = new PrivacyService({ db, audit, pubsub, clock, cancelRsvps, voidCharge });
  // The members' own area (issue #21): one service per use, sharing these dependencies.
  const memberDeps: MemberPortalDeps = {
    db,
    clock,
    outbox,
    audit,
    jobs,
    rateLimits,
    rsvps: managedRsvps,
    subscriptions,
    jwtSecret,
    publicUrl: config.publicUrl,
  };
  // Money (issue #34): one ledger; every payment with its receipt and e-mail.
  const siteSettings = new SettingsService(db, audit);
  const membershipYear = new MembershipYearSettingsService(db, audit);
  const receipts = new Receipts(db, clock);
  const receiptLinks = new ReceiptLinks(jwtSecret);
  // Issue #34: renewals run themselves once a day (pg-boss cron: once across instances).
  const renewalDeps: RenewalDeps = { db, clock, audit, outbox, ledger, settings: membershipYear, pubsub, log, publicUrl: config.publicUrl };
  const renewals = new Renewals(renewalDeps);
  jobs.define({
    name: RENEWALS_JOB,
    cron: RENEWALS_CRON,
    pollingIntervalSeconds: 60,
    retryLimit: 2,
    handler: async () => void (await renewals.run(clock.now())),
  });
  const payments = new Payments({
    ledger,
    receipts,
    receiptLinks,
    outbox,
    clock,
    membershipYear: (tx) => membershipYear.get(tx),
    site: (tx) => siteSettings.get(tx),
    publicUrl: config.publicUrl,
  });
  // Online payments (issue #34): one Stripe client, only with keys; without them the option is hidden.
  const stripe = config.stripe ? stripeClient().createStripeClient(config.stripe) : null;
  const stripeBalance = stripe ? new StripeBalanceHistory(stripe) : null;
  // Member notices (issue #35): frozen audience, handed to the outbox in batches on the job queue.
  const memberNotices = new MemberNotices({ db, outbox, audit, clock });
  memberNotices.runOn(jobs);
  // Anonymous public reads go through their own pool with a statement timeout (issue #16 item 5).
  const anonymousReads = anonymousReadsOf(db);
  // The membership year (issue #34): classes, and the first fee charged on approval.
  const membershipClasses = new MembershipClasses(db, audit);
  const membershipFees = new MembershipFees({ ledger, classes: membershipClasses, settings: membershipYear });
  // The treasurer's offline payments go through Payments: ledger entry, receipt and its e-mail in one transaction.
  const moneyQueries = new MoneyQueries(db, clock);
  const receive: ReceivePayment = async (tx, actor, payment) => (await payments.receive(tx, actor, payment)).entry;
  const reverse: ReversePayment = (tx, actor, entryId, input) => payments.reverse(tx, actor, entryId, input);
  const services: Services = {
    uploads,
    config,
    clock,
    log,
    db,
    jobs,
    redis,
    rateLimits,
    publicWrites: new PublicWriteLimits(
      rateLimits,
      config.publicWriteLimit > 0 ? { points: config.publicWriteLimit, durationSec: config.publicWriteWindowSec } : null,
    ),
    pubsub,
    publicCache: new PublicResponseCache(config.publicCacheSeconds, pubsub, log),
    auth,
    audit,
    outbox,
    members: new MemberService({
      db,
      pubsub,
      audit,
      outbox,
      clock,
      erasePerson: (tx, email) => erasePerson(tx, email, { cancelRsvps, voidCharge }),
      membership: { classes: membershipClasses, fees: membershipFees },
    }),
    memberQueries: new MemberQueries({ db, clock }),
    content: new ContentService(db, clock),
    contentCommands: new ContentCommands({
      db,
      audit,
      pubsub,
      uploads,
      hooks: { [ContentType.EVENT]: eventFormHooks(rsvpDeps, eventChangeNotices) },
    }),
    settings: siteSettings,
    staff: new StaffService({ db, config, auth, audit, outbox }),
    publicSite,
    anonymousSite: anonymousReads === db ? publicSite : new PublicService(anonymousReads, clock),
    retentionSettings,
    membershipYear,
    ledger,
    payments,
    membershipClasses,
    memberMembership: new MemberMembership({ db, classes: membershipClasses, settings: membershipYear, receiptPath: (n) => receiptLinks.pathOf(n) }),
    moneyQueries,
    treasurer: new TreasurerCommands({ db, clock, ledger, queries: moneyQueries, receive, reverse }),
    // Stripe's balance history: the "stripe" module's StripeBalanceSource when Stripe is configured.
    treasurerReports: new TreasurerReports({
      db,
      clock,
      financialYearStartMonth: async () => (await membershipYear.get()).financialYearStartMonth,
      stripe: stripeBalance,
    }),
    receipts,
    receiptLinks,
    renewals,
    renewalQueries: new RenewalQueries(renewalDeps),
    membershipEnd: new MembershipEnd(renewalDeps),
    onlineCheckout: new OnlineCheckout({
      db,
      stripe,
      ledger,
      clock,
      publicUrl: config.publicUrl,
      donationTiers: async () => (await siteSettings.get()).donationTiers,
      membershipYear: () => membershipYear.get(),
    }),
    stripeWebhooks:
      stripe && config.stripe ? new StripeWebhooks({ db, stripe, webhookSecret: config.stripe.webhookSecret, ledger, payments, clock, log }) : null,
    stripeBalance,
    retention,
    privacy: privacyService,
    memberRegister: new MemberRegisterService(db, clock),
    memberImport: new MemberImportService({ db, audit, clock }),
    memberNotices,
    memberSignIn: new MemberSignIn(memberDeps),
    memberAccounts: new MemberAccounts(memberDeps),
    memberDetails: new MemberDetails(memberDeps),
    memberEvents: new MemberEvents(memberDeps),
    memberPrivacy: new MemberPrivacy(memberDeps, privacyService),
    memberChangeRequests: new MemberChangeRequests({ db, clock, audit }),
    publicRsvps: new PublicRsvps(rsvpDeps),
    managedRsvps,
    attendees: new Attendees(rsvpDeps),
    staffRsvps: new StaffRsvps(rsvpDeps),
    rsvpReminders,
    eventChangeNotices,
    contact: new ContactService({ db, outbox, audit, clock, pubsub }),
    subscriptions,
    newsletter,
    newsletterPreview: new NewsletterPreview({ db, outbox, clock, publicUrl: config.publicUrl }),
    newsletterIssues: new NewsletterIssues({ db }),
    newsletterDrafts: new NewsletterDraftsService({ db, audit }),
    siteSearch,
    anonymousSearch: anonymousReads === db ? siteSearch : new SiteSearch(anonymousReads),
  };
  return { services, jwtSecret, uploadsDir, s3 };
}
