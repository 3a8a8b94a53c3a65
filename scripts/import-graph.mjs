#!/usr/bin/env node
// The import graph of server/src by folder (issue #32). Prints folders and arrows, then two counts:
// - upward: file imports that run against the layers of docs/architecture.md — a feature or the
//   kernel importing the edge (resolvers, routes, GraphQL types, the context…, recognised by name
//   so that the count also reads a tree from before the move to api/), the kernel importing a feature,
//   anything importing the composition root;
// - in a cycle: folder arrows inside a strongly connected component, which no layering can order.
// With --list, each upward import and each cycle arrow with the files behind it.
// Usage: node scripts/import-graph.mjs [--list] [root=server/src]
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const list = args.includes('--list');
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'server/src');

/** Every non-test .ts file under root. */
function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The folder a file belongs to: its first path segment under root, or "(root)" for top-level files. */
function folderOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel.length === 1) return '(root):' + rel[0].replace(/\.ts$/, '');
  if (rel[0] === 'api' && rel.length > 2) return 'api/' + rel[1];
  return rel[0];
}

const EDGE_NAMES =
  /(\.resolver|\.routes|\.types|\.inputs)\.ts$|(^|\/)(context|graphql-errors|schema|auth\/actor|auth-checker|authorized-operations|ws-server|query-admission|graphql-limits|operation-allow-list|graphql-body|response-cache|compiled-public-queries)\.ts$|^web\//;
const COMPOSITION = /^(app|services|index)\.ts$|^(db|tools)\//;
const KERNEL = /^(common\/|config\.ts$)/;
/** The layer of a file (path relative to root): edge, composition, kernel or feature. */
function layerOf(rel) {
  if (rel.startsWith('api/') || EDGE_NAMES.test(rel)) return 'edge';
  if (COMPOSITION.test(rel)) return 'composition';
  if (KERNEL.test(rel)) return 'kernel';
  return 'feature';
}
const RANK = { kernel: 0, feature: 1, edge: 2, composition: 3 };
const upwardImports = [];

const edges = new Map(); // "a -> b" -> Set of "file -> target"
for (const file of files(root)) {
  const text = fs.readFileSync(file, 'utf8');
  const re = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(re)) {
    const spec = m[1] ?? m[2];
    let target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(root + path.sep)) continue; // shared/ and others are outside the graph
    if (fs.existsSync(target + '.ts')) target += '.ts';
    else if (fs.existsSync(path.join(target, 'index.ts'))) target = path.join(target, 'index.ts');
    const relFrom = path.relative(root, file).split(path.sep).join('/');
    const relTo = path.relative(root, target).split(path.sep).join('/');
    if (RANK[layerOf(relTo)] > RANK[layerOf(relFrom)]) upwardImports.push(`${relFrom} -> ${relTo}`);
    const a = folderOf(file);
    const b = folderOf(target);
    if (a === b) continue;
    const key = `${a} -> ${b}`;
    if (!edges.has(key)) edges.set(key, new Set());
    edges.get(key).add(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
  }
}

// Tarjan's strongly connected components over the folder graph.
const nodes = new Set();
const out = new Map();
for (const key of edges.keys()) {
  const [a, b] = key.split(' -> ');
  nodes.add(a).add(b);
  if (!out.has(a)) out.set(a, []);
  out.get(a).push(b);
}
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const on = new Set();
const comp = new Map();
function strong(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  on.add(v);
  for (const w of out.get(v) ?? []) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      comp.set(w, v);
    } while (w !== v);
  }
}
for (const v of nodes) if (!idx.has(v)) strong(v);

const upward = [...edges.keys()].filter((k) => {
  const [a, b] = k.split(' -> ');
  return comp.get(a) === comp.get(b);
});
const folders = new Set([...nodes].map((n) => (n.startsWith('(root)') ? '(root)' : n)));
console.log(
  `folders: ${folders.size}, arrows: ${edges.size}, upward imports (against the layers): ${upwardImports.length}, arrows in a cycle of folders: ${upward.length}`,
);
if (list) {
  console.log('upward imports:');
  for (const u of upwardImports.sort()) console.log('    ' + u);
  console.log('arrows in a cycle:');
}
if (list)
  for (const k of upward.sort()) {
    console.log(k);
    for (const f of edges.get(k)) console.log('    ' + f);
  }
process.exitCode = 0;
