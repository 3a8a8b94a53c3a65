import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { DataSource } from 'typeorm';
import { AuthService, resolveJwtSecret } from './auth/auth.service';
import { ErrorCode } from './common/errors';
import type { Config } from './config';
import type { AppContext, Services } from './context';
import { ContentCommands } from './content/content.commands';
import { ContentService } from './content/content.service';
import { createDataSource } from './db/data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { seedDemoContent, uploadsDirOf } from './db/seed/demo-content';
import { EngagementService } from './engagement/engagement.service';
import { AuditService } from './audit/audit.service';
import { createMailTransport, OutboxService } from './notifications/outbox.service';
import { MemberService } from './members/member.service';
import { publicRoutes } from './public/public.routes';
import { PublicService } from './public/public.service';
import { createAppPubSub } from './realtime/pubsub';
import { createSchema } from './schema';
import { SettingsService } from './settings/settings.service';
import { uploadRoutes } from './uploads/upload.routes';
import { UploadService } from './uploads/upload.service';
import { LocalFileStorage } from './uploads/storage';

/** A started server: where it listens, its services and how to stop it. */
export interface RunningServer {
  /** Base URL, e.g. http://localhost:4000 */
  url: string;
  port: number;
  services: Services;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

/**
 * Hides internals of unexpected errors in production; known errors keep their message and code.
 * Unexpected errors get a request id that is also logged.
 */
function formatError(config: Config, log: Log) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (code && code !== ErrorCode.INTERNAL_SERVER_ERROR) return formatted;
    const errorId = randomUUID();
    log(`error ${errorId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (!config.production) return { ...formatted, extensions: { ...formatted.extensions, code: ErrorCode.INTERNAL_SERVER_ERROR, errorId } };
    return { message: 'Internal server error', path: formatted.path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, errorId } };
  };
}

/** Opens the database: the configured PostgreSQL, or an embedded one under DATA_DIR/pg. */
async function openDatabase(config: Config): Promise<{ db: DataSource; embedded: EmbeddedPostgres | null }> {
  let embedded: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.memoryDatabase ? 'memory://' : path.join(config.dataDir, 'pg'));
    url = embedded.url;
  }
  const db = createDataSource(url);
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  return { db, embedded };
}

/**
 * Starts the whole product: database (embedded unless DATABASE_URL), migrations, staff accounts,
 * demo content, then the site, GraphQL over HTTP and WebSocket at /graphql, and /healthz.
 * @param config validated configuration
 * @param log where start-up lines and unexpected errors go
 */
export async function startServer(config: Config, log: Log = console.log): Promise<RunningServer> {
  const { db, embedded } = await openDatabase(config);
  const pubsub = createAppPubSub();
  const auth = new AuthService(db, config, resolveJwtSecret(config));
  const audit = new AuditService(db);
  const outbox = new OutboxService(db, createMailTransport(config.smtpUrl), config.outboxRetryBaseMs);
  const uploadsDir = uploadsDirOf(config.dataDir);
  const uploads = new UploadService(db, new LocalFileStorage(uploadsDir));
  const services: Services = {
    uploads,
    config,
    db,
    pubsub,
    auth,
    audit,
    outbox,
    members: new MemberService({ db, pubsub, audit, outbox, timeZone: config.timeZone }),
    content: new ContentService(db),
    contentCommands: new ContentCommands({ db, audit, pubsub, uploads }),
    settings: new SettingsService(db, audit),
    publicSite: new PublicService(db, config.timeZone),
    engagement: new EngagementService(db),
  };

  const firstAdmin = await auth.ensureFirstAdmin();
  if (firstAdmin) log(`Created admin account ${firstAdmin.email}`);
  if (config.demo) await auth.ensureDemoAccounts();
  if (config.seed && (await seedDemoContent(db, uploadsDir))) log('Seeded demo content');

  const schema = await createSchema(pubsub);
  const app = express();
  const httpServer = http.createServer(app);
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<{ authorization?: string }>(
    {
      schema,
      context: async (ctx): Promise<AppContext> => ({ user: await auth.authenticate(ctx.connectionParams?.authorization), services }),
    },
    wsServer,
  );
  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: config.playground || !config.production,
    formatError: formatError(config, log),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
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

  app.disable('x-powered-by');
  app.get('/healthz', async (_req, res) => {
    let database = 'up';
    try {
      await db.query('SELECT 1');
    } catch {
      database = 'down';
    }
    res.status(200).json({ status: 'ok', database, embedded: Boolean(embedded) });
  });
  const graphiqlPage = path.join(config.webDist, 'graphiql.html');
  app.get('/graphql', (req, res, next) => {
    if (config.playground && req.accepts(['application/json', 'text/html']) === 'text/html' && fs.existsSync(graphiqlPage)) {
      res.sendFile(graphiqlPage);
      return;
    }
    next();
  });
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<AppContext> => ({ user: await auth.authenticate(req.headers.authorization), services }),
    }),
  );
  app.use(uploadRoutes(services, uploads));
  // Upload paths hold a fresh UUID per file, so they never change: cache them for a year.
  app.use('/uploads', express.static(uploadsDir, { maxAge: '365d', immutable: true, fallthrough: false }));
  app.use(publicRoutes(services, uploadsDir));
  app.use(express.static(config.webDist, { index: false, maxAge: '1h' }));
  const indexPage = path.join(config.webDist, 'index.html');
  app.get(/.*/, (_req, res) => {
    if (fs.existsSync(indexPage)) res.sendFile(indexPage);
    else res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
  });

  await new Promise<void>((resolve) => httpServer.listen(config.port, resolve));
  if (config.outboxPollMs > 0) outbox.start(config.outboxPollMs);
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  return {
    url,
    port,
    services,
    async stop() {
      await outbox.stop();
      await apollo.stop();
      await db.destroy();
      if (embedded) await embedded.stop();
    },
  };
}
