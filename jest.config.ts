import os from 'node:os';
import type { Config } from 'jest';

/** SWC compiles TypeScript with decorator metadata, which TypeGraphQL and TypeORM read. */
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** ES-module-only packages the server loads; SWC turns them into CommonJS for Jest. */
const esmPackages = ['file-type', 'strtok3', 'token-types', 'peek-readable', '@tokenizer', 'uint8array-extras', '@borewit'];

const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

/**
 * Test projects:
 * - unit: rules without a database, a server or a browser (server, shared, and the web app's pure
 *   modules): a test that starts one belongs to an integration project (issue #32);
 * - integration (embedded): the real server through GraphQL on the embedded PostgreSQL;
 * - integration (postgres): the same suite on TEST_DATABASE_URL (skipped by name when unset);
 * - browser: Chromium through playwright-core against the built site.
 */
/**
 * Test files run in parallel, one per core and at least two (issue #23 "Fast feedback"): every
 * file starts its own server on a free port with its own database (a fresh PGlite, or a fresh
 * PostgreSQL database and Redis prefix), so files share nothing. `JEST_WORKERS` overrides it
 * (`JEST_WORKERS=1` runs them one at a time).
 */
const workers = Number(process.env.JEST_WORKERS) || Math.max(2, os.availableParallelism());

const config: Config = {
  verbose: true,
  maxWorkers: workers,
  // A worker that has grown past 1 GB after a file is replaced by a fresh one: the whole suite in
  // two long-lived workers once ran one out of heap (GC-bound, a shutdown test timing out, then
  // "Jest worker ran out of memory" on the next file) after the membership year's modules came in.
  workerIdleMemoryLimit: '1GB',
  // Two files share the cores: a server's start or a browser flow may take twice as long as alone.
  testTimeout: 120_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/server/src/**/*.test.ts',
        '<rootDir>/shared/**/*.test.ts',
        '<rootDir>/bench/**/*.test.ts',
        '<rootDir>/web/src/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration (embedded)',
      testMatch: ['<rootDir>/server/test/**/*.int.test.ts'],
      setupFiles: ['<rootDir>/server/test/target-embedded.ts'],
    },
    {
      ...common,
      displayName: 'integration (postgres)',
      testMatch: ['<rootDir>/server/test/**/*.int.test.ts'],
      setupFiles: ['<rootDir>/server/test/target-postgres.ts'],
    },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/web/e2e/**/*.e2e.test.ts'] },
  ],
};

export default config;
