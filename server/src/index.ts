import { startServer } from './app';
import { ConfigError, loadConfig } from './config';

/** Entry point of `npm start`: starts the server and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const server = await startServer(config);
  const database = config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`Database: ${database}`);
  console.log(`Site ready in ${((Date.now() - started) / 1000).toFixed(1)} s — open ${server.url}`);
  console.log(`GraphQL API: ${server.url}/graphql${config.playground ? ' (GraphiQL in the browser)' : ''}`);
  if (config.demo) console.log(`Demo staff logins are listed on ${server.url}/admin/login`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
