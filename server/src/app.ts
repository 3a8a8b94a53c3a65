import 'reflect-metadata';
import { createServices } from './services';
import { errorLogPlugin, formatError, unexpected } from './api/graphql-errors';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import proxyAddr from 'proxy-addr';
import { messages } from '../../shared/messages';
import { contact } from '../../shared/limits';
import { refreshCookieOf } from './auth/session-cookie';
import { memberCookieOf } from './member-portal/member-session';
import { memberCalendarRoutes } from './api/member-portal/member-calendar.routes';
import { ErrorCode, isDatabaseUnavailable } from './common/errors';
import { refuseNulCharacters } from './api/graphql/graphql-body';
import { graphqlProtection } from './api/graphql/graphql-limits';
import { QueryAdmission } from './api/graphql/query-admission';
import { NO_CACHE } from './common/http-cache';
import { loadAllowedOperations, OPERATIONS_FILE } from './api/graphql/operation-allow-list';
import { corsPolicy, graphqlBodyErrors, hstsOverTls, lastErrorHandler, requireSameSite, securityHeaders } from './common/http-security';
import { createLogger, type Logger } from './common/logger';
import { requestLog } from './common/request-log';
import type { Config } from './config';
import { privateDataDir } from './common/owner-only-files';
import type { AppContext, Services } from './api/context';
import { openDatabase, withStartupLock } from './db/connect';
import { seedDemoContent } from './db/seed/demo-content';
import { eventsFeedRoutes } from './api/events/events-feed.routes';
import { newsletterRoutes } from './api/newsletter/newsletter.routes';
import { stripeWebhookRoutes } from './api/money/stripe-webhook';

import { CompiledPublicQueries } from './api/public/compiled-public-queries';
import { publicRoutes } from './api/public/public.routes';
import { receiptRoutes } from './api/money/receipt-routes';
import { graphqlWsServer } from './api/realtime/ws-server';
import { createSchema } from './api/schema';
import { uploadRoutes } from './api/uploads/upload.routes';
import { memberImportRoutes, MEMBER_IMPORT_PATHS } from './api/member-import/member-import.routes';

import { staticUploadOptions, storageRoute, uploadAnswerHeaders, uploadNotFound } from './uploads/storage';
import { PageRenderer } from './api/web/page-render';
import { webAppRoutes } from './api/web/static';
import { SitePages } from './api/web/site-pages';

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

/**
 * The `log` of a GraphQL context, read from the request when something logs (issue #24): the
 * request's child logger is made on first use (common/request-log.ts). A getter on the prototype,
 * not an own property: Apollo copies a context's own properties for each operation, which would
 * read an own getter at once; its copy keeps the prototype.
 */
class RequestLogOnUse {
  constructor(protected readonly request: IncomingMessage) {}

  get log(): Logger {
    return this.request.log;
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
  // Before anything writes in DATA_DIR: everything in it is owner-only, whatever the umask (issue #31 item 3).
  const repaired = privateDataDir(config.dataDir);
  if (repaired > 0)
    log.warn(
      { dataDir: config.dataDir, repaired },
      `made ${repaired} files and folders in DATA_DIR owner-only (0700/0600): other users could read them`,
    );
  const database = await openDatabase(config, {
    onPoolError: (err) => log.warn({ err }, 'a database connection failed; the pool opens a new one on next use'),
  });
  const { db, embedded } = database;
  const { services, uploadsDir, s3 } = createServices(config, log, db);
  const { auth, clock, outbox, jobs, newsletter, pubsub, redis, uploads } = services;
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
  // One queue of costly anonymous queries for both transports (issue #24 "Hostile queries").
  const admission = new QueryAdmission();
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
    admission,
    log,
  });
  const apollo = new ApolloServer<AppContext>({
    // Apollo's hook for another executor: anonymous public queries run compiled by graphql-jit,
    // everything else through graphql-js as before (issue #24 "Uncached lists").
    gateway: new CompiledPublicQueries(schema, log).gateway(),
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
      // After the cache: costly anonymous operations wait their turn, cached answers never (issue #24).
      admission.plugin(),
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
      const member = await services.memberSignIn.authenticate(memberCookie.get());
      return Object.assign(new RequestLogOnUse(req), {
        user: signedIn?.user ?? null,
        member,
        memberCookie,
        sessionId: signedIn?.sessionId ?? null,
        services,
        requestId,
        ip: req.ip ?? clientIp(req),
        userAgent: req.headers['user-agent'] ?? null,
        refreshCookie: refreshCookieOf(req, res, config),
      });
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
    requestLog(log, {
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Health probes every few seconds would drown the log.
      ignore: (req) => req.url === '/healthz' || req.url === '/readyz',
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
  app.post(Object.values(MEMBER_IMPORT_PATHS), requireSameSite(config));
  app.use(memberImportRoutes(services));
  // Upload paths hold a fresh UUID per file, so they never change: cache them for a year.
  if (s3) app.use('/uploads', uploadAnswerHeaders, express.static(uploadsDir, staticUploadOptions), storageRoute(s3));
  else app.use('/uploads', uploadAnswerHeaders, express.static(uploadsDir, staticUploadOptions), uploadNotFound);
  app.use(eventsFeedRoutes(services));
  app.use(memberCalendarRoutes(services));
  app.use(receiptRoutes(services));
  app.use(publicRoutes(services, uploadsDir));
  app.use(newsletterRoutes(services));
  app.use(stripeWebhookRoutes(services));
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
