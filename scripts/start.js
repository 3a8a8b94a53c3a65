#!/usr/bin/env node
/**
 * `npm start`: builds the server and the web app when their build is missing or older than the
 * sources, then starts the server (site and API on PORT, default 4000).
 */
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const newest = (dir) => {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

const shared = newest(path.join(root, 'shared'));
if (builtAt(path.join(root, 'dist/server/src/index.js')) < Math.max(newest(path.join(root, 'server/src')), shared)) {
  console.log('Building the server…');
  run('npx tsc -p tsconfig.build.json');
}
// The embedded database's template (made once per PGlite version; the server then never runs initdb).
run('node dist/server/src/tools/embedded-template.js');
if (builtAt(path.join(root, 'dist/web/index.html')) < Math.max(newest(path.join(root, 'web/src')), shared)) {
  console.log('Building the web app…');
  run('npm run build:web --silent');
}
require(path.join(root, 'dist/server/src/index.js'));
