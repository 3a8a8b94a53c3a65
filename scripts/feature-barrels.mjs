#!/usr/bin/env node
// Issue #32 codemod: a feature imports another feature only through its index.ts. Rewrites each
// import of another feature's inner file (in server/src/<feature>/**, tests excepted) to that
// feature's folder, and adds what it names to the folder's index.ts as explicit re-exports
// (`export { A } from './a'`, `export type { B } from './b'`). Re-runnable; prints what it changed.
// Usage: node scripts/feature-barrels.mjs
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(process.cwd(), 'server', 'src') + path.sep;
const SKIP = new Set(['api', 'common', 'config', 'app', 'services', 'index', 'db', 'tools']);
const topOf = (file) => (file.startsWith(SRC) ? file.slice(SRC.length).split(path.sep)[0].replace(/\.ts$/, '') : null);

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** feature → Map(inner file without .ts → { values: Set, types: Set }) */
const exportsNeeded = new Map();
function need(feature, inner, name, typeOnly) {
  if (!exportsNeeded.has(feature)) exportsNeeded.set(feature, new Map());
  const byFile = exportsNeeded.get(feature);
  if (!byFile.has(inner)) byFile.set(inner, { values: new Set(), types: new Set() });
  byFile.get(inner)[typeOnly ? 'types' : 'values'].add(name);
}

let rewritten = 0;
for (const file of files(SRC)) {
  const from = topOf(file);
  if (!from || SKIP.has(from) || (path.basename(file) === 'index.ts' && path.dirname(file) === path.join(SRC, from))) continue;
  const text = fs.readFileSync(file, 'utf8');
  const next = text.replace(/(import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)';/g, (all, kind, typeKw, list, spec) => {
    const target = path.resolve(path.dirname(file), spec);
    const to = topOf(target);
    if (!to || to === from || SKIP.has(to) || target === path.join(SRC, to) || target === path.join(SRC, to, 'index')) return all;
    const inner = './' + path.relative(path.join(SRC, to), target).split(path.sep).join('/');
    for (const raw of list
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)) {
      const typeOnly = Boolean(typeKw) || raw.startsWith('type ');
      const name = raw
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      need(to, inner, name, typeOnly);
    }
    let folder = path.relative(path.dirname(file), path.join(SRC, to)).split(path.sep).join('/');
    if (!folder.startsWith('.')) folder = './' + folder;
    rewritten++;
    return `${kind} ${typeKw ?? ''}{${list}} from '${folder}';`;
  });
  if (next !== text) fs.writeFileSync(file, next);
}

for (const [feature, byFile] of exportsNeeded) {
  const index = path.join(SRC, feature, 'index.ts');
  let text = fs.existsSync(index)
    ? fs.readFileSync(index, 'utf8')
    : `/** What other features may use of ${feature}/ (issue #32: a feature imports another only through its index.ts). */\n`;
  for (const [inner, { values, types }] of [...byFile].sort()) {
    const have = (name, typeOnly) =>
      new RegExp(
        `export\\s+${typeOnly ? '(type\\s+)?' : ''}\\{[^}]*\\b${name}\\b[^}]*\\}\\s+from\\s+'${inner.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`,
      ).test(text);
    const v = [...values].filter((n) => !have(n, false)).sort();
    const t = [...types].filter((n) => !values.has(n) && !have(n, true)).sort();
    if (v.length) text += `export { ${v.join(', ')} } from '${inner}';\n`;
    if (t.length) text += `export type { ${t.join(', ')} } from '${inner}';\n`;
  }
  fs.writeFileSync(index, text);
}
console.log(`rewrote ${rewritten} imports; index.ts of ${[...exportsNeeded.keys()].sort().join(', ')}`);
