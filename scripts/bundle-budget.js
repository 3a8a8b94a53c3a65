#!/usr/bin/env node
/**
 * Bundle budget (issue #7): the JavaScript the first public page (/) needs must stay ≤ 170 KB
 * gzipped. Reads the Vite manifest of the last web build (dist/web/.vite/manifest.json, written
 * because vite.config.mts sets build.manifest) and sums the gzip sizes of the entry (index.html),
 * its static imports, the boot chunks it imports dynamically (main.tsx), and the lazy route chunks / renders (PublicLayout and HomePage) with their
 * static imports. It also fails when that set holds admin or GraphiQL code, which must only load
 * on /admin and /graphql.
 *
 * Usage: node scripts/bundle-budget.js [--json]   (exit code 1 over budget or on admin code)
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist', 'web');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

/** Budget for /, in bytes of gzipped JavaScript (KB = 1024 bytes). */
const BUDGET_BYTES = 170 * 1024;
/** The manifest keys of the chunks that render /: the app entry and the two lazy route modules. */
const FIRST_ROUTE = ['index.html', 'src/public/layout/PublicLayout.tsx', 'src/public/home/HomePage.tsx'];
/** Source paths that must never be in what / loads. */
const FORBIDDEN = [/^src\/admin\//, /^src\/graphiql\//, /graphiql/i];

/**
 * The chunks / loads: the given manifest keys and everything they import statically.
 * @returns manifest keys, in load order
 */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle budget: ${key} is not in ${manifestFile} — did the route or entry move?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  if (!fs.existsSync(manifestFile)) {
    console.error(`bundle budget: no ${path.relative(root, manifestFile)}; run npm run build:web first`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  // The entry's dynamic imports are the boot steps main.tsx always takes (React DOM, Apollo Client, the app).
  const keys = closure(manifest, [...FIRST_ROUTE, ...(manifest['index.html'].dynamicImports ?? [])]);
  const js = keys.map((key) => ({ key, file: manifest[key].file, gzip: gzipSize(manifest[key].file) }));
  const cssFiles = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
  const css = cssFiles.map((file) => ({ file, gzip: gzipSize(file) }));
  const totalJs = js.reduce((sum, c) => sum + c.gzip, 0);
  const totalCss = css.reduce((sum, c) => sum + c.gzip, 0);
  const forbidden = keys.filter((key) => FORBIDDEN.some((re) => re.test(key) || re.test(manifest[key].src ?? '')));

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ budgetBytes: BUDGET_BYTES, totalJs, totalCss, js, css, forbidden }, null, 2));
  } else {
    for (const c of [...js].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}`);
    console.log(
      `/ loads ${kb(totalJs)} of gzipped JavaScript in ${js.length} chunks (budget ${kb(BUDGET_BYTES)}), and ${kb(totalCss)} of gzipped CSS`,
    );
  }
  let failed = false;
  if (forbidden.length) {
    console.error(`bundle budget: / would load admin or GraphiQL code: ${forbidden.join(', ')}`);
    failed = true;
  }
  if (totalJs > BUDGET_BYTES) {
    console.error(`bundle budget: / loads ${kb(totalJs)} of gzipped JavaScript, over the ${kb(BUDGET_BYTES)} budget`);
    failed = true;
  }
  if (failed) process.exit(1);
}

if (require.main === module) main();
module.exports = { closure, BUDGET_BYTES, FIRST_ROUTE };
