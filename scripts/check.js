#!/usr/bin/env node
/**
 * The checks `npm test` runs before Jest: types, lint and format, the committed schema.graphql and
 * generated web types being current, a fresh web build for the browser tests, and the bundle budget of /.
 */
const { execSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const steps = [
  ['types (server)', 'npx tsc -p tsconfig.json --noEmit'],
  ['types (web)', 'npx tsc -p web/tsconfig.json --noEmit'],
  ['types (browser tests)', 'npx tsc -p web/e2e/tsconfig.json --noEmit'],
  ['lint', 'npx eslint .'],
  ['format', 'npx prettier --check "**/*.{ts,tsx}" --log-level warn'],
  ['build (server)', 'npx tsc -p tsconfig.build.json'],
  ['schema.graphql is current', 'node dist/server/src/tools/emit-schema.js --check'],
  ['generated web types are current', 'npx graphql-codegen --config codegen.ts --check --silent'],
  ['build (web, with the pre-rendered public pages)', 'npm run build:web --silent'],
  ['bundle budget', 'node scripts/bundle-budget.js'],
];
for (const [name, command] of steps) {
  const started = Date.now();
  try {
    execSync(command, { cwd: root, stdio: 'inherit' });
  } catch {
    console.error(`check failed: ${name} (${command})`);
    process.exit(1);
  }
  console.log(`check passed: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
