import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pinoHttp } from 'pino-http';
import proxyAddr from 'proxy-addr';
import { AuthService, resolveJwtSecret } from './auth/auth.service';
import { contact, messages } from '../../shared/messages';
import { refreshCookieOf } from './auth/session-cookie';
import { MemberPortalService } from './member-portal/member-portal.service';
import { memberCookieOf } from './member-portal/member-session';
import { memberCalendarRoutes } from './member-portal/member-calendar.routes';
import { ErrorCode, isDatabaseUnavailable } from './common/errors';
import { refuseNulCharacters } from './common/graphql-body';
import { graphqlProtection } from './common/graphql-limits';
import { NO_CACHE } from './common/http-cache';
import { loadAllowedOperations, OPERATIONS_FILE } from './common/operation-allow-list';
import { corsPolicy, graphqlBodyErrors, hstsOverTls, lastErrorHandler, requireSameSite, securityHeaders } from './common/http-security';
import { createLogger, type Logger } from './common/logger';
import { RateLimits } from './common/rate-limit';
import { requestLogOptions } from './common/request-log';
import { connectRedis } from './common/redis';
import type { Config } from './config';
import type { AppContext, Services } from './context';
import { ContentCommands } from './content/content.commands';
import { ContentService } from './content/content.service';
import { openDatabase, withStartupLock } from './db/connect';
import { anonymousReadsOf } from './db/data-source';
import { seedDemoContent, uploadsDirOf } from './db/seed/demo-content';
import { RsvpService } from './events/rsvp.service';
import { eventsFeedRoutes } from './events/events-feed.routes';
import { ContentType } from './content/content.enums';
import { ContactService } from './contact/contact.service';
import { NewsletterSendingService } from './newsletter/sending.service';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { SubscriptionService } from './newsletter/subscription.service';

/** Daily: deletes newsletter sign-ups never confirmed (issue #18). */
const NEWSLETTER_EXPIRE_JOB = 'newsletter.expire-pending';
import { AuditService } from './audit/audit.service';
import { createMailTransport, OutboxService } from './notifications/outbox.service';
import { JobQueue } from './jobs/job-queue';
import { RetentionSettingsService } from './settings/retention-settings.service';
import { RETENTION_CRON, RETENTION_JOB, RetentionService } from './privacy/retention';
import { PrivacyService } from './privacy/privacy.service';
import { MemberRegisterService } from './members/member-register';
import { MemberService } from './members/member.service';
import { publicRoutes } from './public/public.routes';
import { PublicResponseCache } from './public/response-cache';
import { PublicService } from './public/public.service';
import { PublicWriteLimits } from './public/public-writes';
import { createAppPubSub } from './realtime/pubsub';
import { graphqlWsServer } from './realtime/ws-server';
import { createSchema } from './schema';
import { SettingsService } from './settings/settings.service';
import { uploadRoutes } from './uploads/upload.routes';
import { UploadService } from './uploads/upload.service';
import type { S3FileStorage } from './uploads/s3-storage';
import { lazyModule } from './common/lazy-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the S3 client loads only with S3_BUCKET (lazy-module.ts)
const s3Storage = lazyModule(() => require('./uploads/s3-storage') as typeof import('./uploads/s3-storage'));
import { LocalFileStorage, staticUploadOptions, storageRoute, uploadAnswerHeaders, uploadNotFound } from './uploads/storage';
import { PageRenderer } from './web/page-render';
import { webAppRoutes } from './web/static';
import { SitePages } from './web/site-pages';
import { SiteSearch } from './public/site-search';
import { createClock } from '../../shared/clock';
import { StaffService } from './auth/staff.service';
import type { RsvpCanceller } from './privacy/rsvp-erasure';

/** The job that sends due event reminders (issue #17). */
export const REMINDER_JOB = 'events.reminders';

/** A started server: where it listens, its services and how to stop it. */
export interface RunningServer {
  /** Base URL, e.g. http://localhost:4000 */
  url: string;
  port: number;
  /** What the HTTP server listens on (`server.address()`), e.g. `{ address: '::', port: 4000 }`. */
  address: AddressInfo | null;
  services: Services;
  stop(): Promise<void>;
}

/** Codes whose errors carry `extensions.requestId` (and `errorId`, the same) to find them in the log. */
const TRACED_CODES: unknown[] = [ErrorCode.INTERNAL_SERVER_ERROR, ErrorCode.SERVICE_UNAVAILABLE];

/**
 * Formats every GraphQL error sent to clients (docs/security.md, error masking): an unreachable
 * database becomes `SERVICE_UNAVAILABLE` with `retryable: true`; known errors keep message and code;
 * anything else is `INTERNAL_SERVER_ERROR`, and only its request id leaves the server — in every
 * mode, development included (issue #16 item 11: no SQL, database error text, stack or internal
 * message; the log line with that id has them). Logging happens in {@link errorLogPlugin}.
 */
function formatError() {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const requestId = formatted.extensions?.requestId;
    const trace = typeof requestId === 'string' ? { requestId, errorId: requestId } : {};
    if (formatted.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE || isDatabaseUnavailable(error)) {
      return {
        message: messages.errors.serviceUnavailable,
        path: formatted.path,
        extensions: { code: ErrorCode.SERVICE_UNAVAILABLE, retryable: true, ...trace },
      };
    }
    const code = formatted.extensions?.code;
    // Apollo gives every validation error GRAPHQL_VALIDATION_FAILED; a rule's own code (the allow-list's) wins.
    const ruleCode = (error as { originalError?: { extensions?: { code?: unknown } } } | null)?.originalError?.extensions?.code;
    if (code === 'GRAPHQL_VALIDATION_FAILED' && typeof ruleCode === 'string')
      return { ...formatted, extensions: { ...formatted.extensions, code: ruleCode } };
    if (code && code !== ErrorCode.INTERNAL_SERVER_ERROR) return formatted;
    return { message: messages.errors.internal, path: formatted.path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, ...trace } };
  };
}

/** True for errors clients cannot act on: no code of ours (or INTERNAL_SERVER_ERROR / SERVICE_UNAVAILABLE). */
const unexpected = (error: GraphQLError): boolean =>
  !error.extensions?.code || TRACED_CODES.includes(error.extensions.code) || isDatabaseUnavailable(error);

/**
 * Logs each unexpected error with the request's pino logger (so with its `reqId`) and stamps the
 * same id as `extensions.requestId` on the errors the client receives.
 */
const errorLogPlugin: ApolloServerPlugin<AppContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (!unexpected(error)) continue;
          const down = isDatabaseUnavailable(error);
          contextValue.log[down ? 'warn' : 'error'](
            { err: error.originalError ?? error, requestId: contextValue.requestId, path: error.path },
            down ? 'database unavailable' : 'unexpected error',
          );
        }
      },
      async willSendResponse({ response, contextValue }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        for (const error of errors ?? []) {
          if (!TRACED_CODES.includes(error.extensions?.code)) continue;
          (error as { extensions: Record<string, unknown> }).extensions = {
            ...error.extensions,
            requestId: contextValue.requestId,
            errorId: contextValue.requestId,
          };
        }
      },
    };
  },
};

/** True when `SELECT 1` answers within `timeoutMs` milliseconds. */
async function databaseAnswers(db: Services['db'], timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A request id from the client's X-Request-Id when it is sane (≤ 100 safe characters), else a new UUID. */
function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
}

/**
 * Starts the whole product: database (embedded unless DATABASE_URL), migrations, staff accounts,
 * demo content, then the site, GraphQL over HTTP and WebSocket at /graphql, and /healthz.
 * @param config validated configuration
 * @param log the structured log (default: pino on stdout at LOG_LEVEL)
 */
export async function startServer(config: Config, log: Logger = createLogger(config)): Promise<RunningServer> {
  // Read before anything opens: a missing allow-list stops the start with a clear message.
  const allowedOperations = config.persistedOperationsOnly ? loadAllowedOperations(path.join(config.webDist, OPERATIONS_FILE)) : null;
  const database = await openDatabase(config, {
    onPoolError: (err) => log.warn({ err }, 'a database connection failed; the pool opens a new one on next use'),
  });
  const { db, embedded } = database;
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
  const audit = new AuditService(db, clock);
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
  const rsvps = new RsvpService({ db, clock, outbox, audit, publicUrl: config.publicUrl });
  // Erasure (issue #19) cancels an address's RSVPs as a cancellation does — places freed, waitlists
  // promoted — without e-mailing the person whose data is going; the audit log names the system.
  const cancelRsvps: RsvpCanceller = (tx, email) => rsvps.cancelAllForEmail(tx, email, { id: null, name: null }, { notify: false });
  // Reminders the day before at 09:00 (association time): a scan every minute sends what is due,
  // once per RSVP and event date, so a late start or a moved event still gets its reminder.
  jobs.define({ name: REMINDER_JOB, cron: '* * * * *', retryLimit: 1, handler: async () => void (await rsvps.sendDueReminders(clock.now())) });
  const siteSearch = new SiteSearch(db);
  const privacyService = new PrivacyService({ db, audit, pubsub, clock, cancelRsvps });
  // Anonymous public reads go through their own pool with a statement timeout (issue #16 item 5).
  const anonymousReads = anonymousReadsOf(db);
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
    members: new MemberService({ db, pubsub, audit, outbox, clock, cancelRsvps }),
    content: new ContentService(db),
    contentCommands: new ContentCommands({ db, audit, pubsub, uploads, hooks: { [ContentType.EVENT]: rsvps.eventFormHooks() } }),
    settings: new SettingsService(db, audit),
    staff: new StaffService({ db, config, auth, audit, outbox }),
    publicSite,
    anonymousSite: anonymousReads === db ? publicSite : new PublicService(anonymousReads, clock),
    retentionSettings,
    retention,
    privacy: privacyService,
    memberRegister: new MemberRegisterService(db, clock),
    memberPortal: new MemberPortalService({
      db,
      clock,
      outbox,
      audit,
      jobs,
      rateLimits,
      rsvps,
      subscriptions,
      privacy: privacyService,
      jwtSecret,
      publicUrl: config.publicUrl,
    }),
    rsvps,
    contact: new ContactService({ db, outbox, audit, clock }),
    subscriptions,
    newsletter,
    siteSearch,
    anonymousSearch: anonymousReads === db ? siteSearch : new SiteSearch(anonymousReads),
  };

  await withStartupLock(db, async () => {
    const firstAdmin = await auth.ensureFirstAdmin();
    if (firstAdmin) log.info({ email: firstAdmin.email }, 'created the first admin account');
    if (config.demo) await auth.ensureDemoAccounts();
    if (config.seed && (await seedDemoContent(db, uploadsDir, clock))) log.info('seeded demo content');
  });

  const schema = await createSchema(pubsub);
  const app = express();
  app.set('trust proxy', config.trustProxy);
  const clientIp = (req: IncomingMessage): string => proxyAddr(req, app.get('trust proxy fn') as Parameters<typeof proxyAddr>[1]);
  const httpServer = http.createServer(app);
  const protection = graphqlProtection({
    introspection: config.introspection,
    maskSuggestions: config.production,
    allowedOperations,
  });
  const format = formatError();
  let stopping = false;
  // GraphQL over WebSocket: the same limits and masking, plus live session checks (issue #16 items 1, 2, 14).
  const { wsServer, cleanup: wsCleanup } = graphqlWsServer({
    httpServer,
    schema,
    services,
    protection,
    format,
    unexpected,
    clientIp,
    requestIdOf,
    log,
  });
  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // index.ts owns SIGINT/SIGTERM: Apollo's own handler would stop it alone, then re-raise the
    // signal, racing the ordered shutdown (the process hung until SHUTDOWN_TIMEOUT_MS, shutdown test).
    stopOnTerminationSignals: false,
    // Stacks stay in the server log (with the request id), never in answers, in every mode.
    includeStacktraceInErrorResponses: false,
    parseOptions: protection.parseOptions,
    validationRules: protection.validationRules,
    formatError: format,
    // Compact JSON: Apollo pretty-prints by default, about a third more bytes to write and send (issue #7 bench).
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      ...protection.plugins,
      errorLogPlugin,
      services.publicCache.plugin(),
      // In-flight requests get most of SHUTDOWN_TIMEOUT_MS; the rest is for closing the database.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: Math.round(config.shutdownTimeoutMs * 0.7) }),
      ApolloServerPluginLandingPageDisabled(),
      // We set no @cacheControl hints; the default plugin would still wrap every field resolver (issue #7 bench).
      ApolloServerPluginCacheControlDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  services.publicCache.listen();
  const contextOf = async (req: Request, res: Response): Promise<AppContext> => {
    const requestId = String(req.id);
    try {
      const signedIn = await auth.authenticateSession(req.headers.authorization);
      const memberCookie = memberCookieOf(req, res, config);
      const member = await services.memberPortal.authenticate(memberCookie.get());
      return {
        user: signedIn?.user ?? null,
        member,
        memberCookie,
        sessionId: signedIn?.sessionId ?? null,
        services,
        requestId,
        ip: req.ip ?? clientIp(req),
        userAgent: req.headers['user-agent'] ?? null,
        refreshCookie: refreshCookieOf(req, res, config),
        log: req.log,
      };
    } catch (error) {
      // No resolver ran: log here, and answer 503 (database down) or 500 with the request id.
      const down = isDatabaseUnavailable(error);
      req.log[down ? 'warn' : 'error']({ err: error, requestId }, down ? 'database unavailable' : 'context creation failed');
      throw new GraphQLError(down ? messages.errors.serviceUnavailable : messages.errors.internal, {
        originalError: error instanceof Error ? error : undefined,
        extensions: {
          code: down ? ErrorCode.SERVICE_UNAVAILABLE : ErrorCode.INTERNAL_SERVER_ERROR,
          requestId,
          http: { status: down ? 503 : 500 },
        },
      });
    }
  };

  app.disable('x-powered-by');
  // Security headers on every answer, health probes, uploads and errors included (issue #16 item 14);
  // GraphiQL's page replaces the CSP with its relaxed one below.
  app.use(securityHeaders());
  // gzip/deflate of responses over 1 kB (GraphQL JSON, HTML, JS) when the client accepts it; WebSockets are not affected.
  app.use(compression());
  app.use(
    pinoHttp({
      ...requestLogOptions(log),
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Health probes every few seconds would drown the log.
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  // Liveness: the process answers (200 even while the database is down; `database` is informative).
  app.get('/healthz', async (_req, res) => {
    const database = (await databaseAnswers(db, 1000)) ? 'up' : 'down';
    res.status(200).json({ status: 'ok', database, embedded: Boolean(embedded) });
  });
  // Readiness: 503 while the database cannot be reached or the server is shutting down.
  app.get('/readyz', async (_req, res) => {
    if (stopping) return void res.status(503).json({ status: 'stopping' });
    const up = await databaseAnswers(db, 2000);
    res.status(up ? 200 : 503).json({ status: up ? 'ready' : 'unavailable', database: up ? 'up' : 'down' });
  });
  app.use(hstsOverTls);
  const graphiqlPage = path.join(config.webDist, 'graphiql.html');
  const graphiqlHeaders = securityHeaders(true);
  app.get('/graphql', (req, res, next) => {
    if (config.playground && req.accepts(['application/json', 'text/html']) === 'text/html' && fs.existsSync(graphiqlPage)) {
      graphiqlHeaders(req, res, () => res.sendFile(graphiqlPage, { cacheControl: false, headers: { 'Cache-Control': NO_CACHE } }));
      return;
    }
    next();
  });
  app.use(corsPolicy(config));
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    graphqlBodyErrors,
    refuseNulCharacters,
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<AppContext> => contextOf(req, res),
    }),
  );
  app.post('/uploads', requireSameSite(config));
  app.use(uploadRoutes(services, uploads));
  // Upload paths hold a fresh UUID per file, so they never change: cache them for a year.
  if (s3) app.use('/uploads', uploadAnswerHeaders, express.static(uploadsDir, staticUploadOptions), storageRoute(s3));
  else app.use('/uploads', uploadAnswerHeaders, express.static(uploadsDir, staticUploadOptions), uploadNotFound);
  app.use(eventsFeedRoutes(services));
  app.use(memberCalendarRoutes(services));
  app.use(publicRoutes(services, uploadsDir));
  app.use(newsletterRoutes(services));
  // Public pages rendered with their data: the page's merged query runs as the visitor asking.
  const pages = new PageRenderer(path.join(path.dirname(config.webDist), 'prerender', 'prerender.mjs'), async (request, req, res) => {
    const response = await apollo.executeOperation(request, { contextValue: await contextOf(req, res) });
    return response.body.kind === 'single' ? response.body.singleResult : {};
  });
  const site = new SitePages(services.anonymousSite, clock, config.publicUrl);
  app.use(
    webAppRoutes(config.webDist, {
      pages,
      timeZone: clock.timeZone,
      site,
      siteName: contact.groupName,
      publicUrl: config.publicUrl,
      pageCache: services.publicCache,
    }),
  );
  app.use(lastErrorHandler);

  await new Promise<void>((resolve) => httpServer.listen(config.port, resolve));
  // Every kind of job is declared by now (the services above); workers and schedules begin.
  // Under the start-up lock: two instances starting at once deadlocked in pg-boss's own schema set-up.
  await withStartupLock(db, () => jobs.start());
  // A newsletter left unfinished by a stopped instance goes on here (issue #18).
  await newsletter.resume(clock.now());
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  return {
    url,
    port,
    address: typeof address === 'object' ? address : null,
    services,
    async stop() {
      stopping = true;
      // Subscribers learn why they lost the connection (1001 Going Away) and may reconnect elsewhere.
      for (const client of wsServer.clients) client.close(1001, 'Server shutting down');
      await apollo.stop();
      // A newsletter being sent releases what it has not handed to the mail server (issue #18).
      await newsletter.stop();
      await jobs.stop(Math.round(config.shutdownTimeoutMs * 0.2));
      await outbox.stop();
      await services.publicCache.close();
      await pubsub.close();
      s3?.close();
      await database.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
