import { startServer } from './app';
import { createLogger } from './common/logger';
import { ConfigError, loadConfig } from './config';
import { EmbeddedInUseError } from './db/embedded';
import { demoExposureWarning, nodeWarningAtStart } from './start-log';

/**
 * Entry point of `npm start`: starts the server and stops it cleanly on SIGINT/SIGTERM (stop
 * accepting, finish in-flight requests, close WebSockets with 1001, close the database), exiting
 * within SHUTDOWN_TIMEOUT_MS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const outdatedNode = nodeWarningAtStart(config);
  if (outdatedNode) log.warn({ node: process.versions.node }, outdatedNode);
  const started = Date.now();
  const server = await startServer(config, log);
  const database = config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`;
  log.info({ database, url: server.url }, `Site ready in ${((Date.now() - started) / 1000).toFixed(1)} s — open ${server.url}`);
  log.info(`GraphQL API: ${server.url}/graphql${config.playground ? ' (GraphiQL in the browser)' : ''}`);
  if (config.demo) log.info(`Demo staff logins are listed on ${server.url}/admin/login (to visitors on this computer only)`);
  const exposure = demoExposureWarning(config, server.address);
  if (exposure) log.warn(exposure);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    // Whatever hangs (a stuck request, the database), the process is gone within SHUTDOWN_TIMEOUT_MS.
    setTimeout(() => {
      log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      await server.stop();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof EmbeddedInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
