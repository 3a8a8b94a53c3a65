#!/usr/bin/env node
// Issue #32 codemod: moves every resolver, route, GraphQL input/output type and the transport's own
// modules into server/src/api/, then rewrites every relative import in the repository that pointed at
// an old place. Re-runnable: files already moved are skipped, and a file whose import does not resolve
// from where it is now is resolved from where it was (a change merged from before the move).
// Usage: node scripts/move-to-api.mjs [--no-move]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = process.cwd();
const s = 'server/src/';
/** Old path (file without .ts, or a folder ending in /) → new path. A file's `.test.ts` goes with it. */
const MOVES = {
  context: 'api/context',
  'graphql-errors': 'api/graphql-errors',
  schema: 'api/schema',
  'auth/actor': 'api/actor',
  'auth/auth-checker': 'api/auth-checker',
  'auth/authorized-operations': 'api/authorized-operations',
  'auth/capabilities.test': 'api/capabilities.test',
  'auth/auth.resolver': 'api/auth/auth.resolver',
  'auth/auth.types': 'api/auth/auth.types',
  'auth/staff.resolver': 'api/auth/staff.resolver',
  'auth/staff.types': 'api/auth/staff.types',
  'audit/audit.resolver': 'api/audit/audit.resolver',
  'contact/contact.resolver': 'api/contact/contact.resolver',
  'contact/contact.inputs': 'api/contact/contact.inputs',
  'content/content.resolver': 'api/content/content.resolver',
  'content/content.types': 'api/content/content.types',
  'content/content.inputs': 'api/content/content.inputs',
  'content/dashboard.types': 'api/content/dashboard.types',
  'events/rsvp.resolver': 'api/events/rsvp.resolver',
  'events/rsvp.inputs': 'api/events/rsvp.inputs',
  'events/events-feed.routes': 'api/events/events-feed.routes',
  'member-portal/member-portal.resolver': 'api/member-portal/member-portal.resolver',
  'member-portal/member-portal.types': 'api/member-portal/member-portal.types',
  'member-portal/member-calendar.routes': 'api/member-portal/member-calendar.routes',
  'members/member.resolver': 'api/members/member.resolver',
  'members/member-register.resolver': 'api/members/member-register.resolver',
  'members/member.types': 'api/members/member.types',
  'members/member.inputs': 'api/members/member.inputs',
  'newsletter/newsletter.resolver': 'api/newsletter/newsletter.resolver',
  'newsletter/newsletter.inputs': 'api/newsletter/newsletter.inputs',
  'newsletter/newsletter.routes': 'api/newsletter/newsletter.routes',
  'privacy/privacy.resolver': 'api/privacy/privacy.resolver',
  'privacy/privacy.types': 'api/privacy/privacy.types',
  'public/public.resolver': 'api/public/public.resolver',
  'public/public.types': 'api/public/public.types',
  'public/search.types': 'api/public/search.types',
  'public/public.routes': 'api/public/public.routes',
  'public/compiled-public-queries': 'api/public/compiled-public-queries',
  'public/response-cache': 'api/public/response-cache',
  'public/news-feed': 'api/public/news-feed',
  'public/leaving-site-page': 'api/public/leaving-site-page',
  'settings/settings.resolver': 'api/settings/settings.resolver',
  'settings/settings.types': 'api/settings/settings.types',
  'settings/retention-settings.resolver': 'api/settings/retention-settings.resolver',
  'settings/retention-settings.types': 'api/settings/retention-settings.types',
  'uploads/upload.routes': 'api/uploads/upload.routes',
  'realtime/ws-server': 'api/realtime/ws-server',
  'common/query-admission': 'api/graphql/query-admission',
  'common/graphql-limits': 'api/graphql/graphql-limits',
  'common/operation-allow-list': 'api/graphql/operation-allow-list',
  'common/graphql-body': 'api/graphql/graphql-body',
  'web/': 'api/web/',
  // Not the API, but the same kind of fix: content visibility belongs to content, not to the kernel.
  'common/public-visibility': 'content/public-visibility',
  // An event's calendar file belongs to events (RSVP e-mails, the member area and the routes use it).
  'public/calendar': 'events/calendar',
  // A member's own privacy requests are privacy's use case for that audience (no cycle member-portal ↔ privacy).
  'member-portal/member-privacy': 'privacy/member-privacy',
};

/** [old absolute path, new absolute path] of every file that moves (with .ts). */
function fileMoves() {
  const pairs = [];
  for (const [from, to] of Object.entries(MOVES)) {
    if (from.endsWith('/')) {
      for (const dir of [path.join(repo, s, from), path.join(repo, s, to)]) {
        if (!fs.existsSync(dir)) continue;
        for (const name of fs.readdirSync(dir)) if (name.endsWith('.ts')) pairs.push([path.join(repo, s, from, name), path.join(repo, s, to, name)]);
      }
    } else {
      pairs.push([path.join(repo, s, from + '.ts'), path.join(repo, s, to + '.ts')]);
      pairs.push([path.join(repo, s, from + '.test.ts'), path.join(repo, s, to + '.test.ts')]);
    }
  }
  return pairs;
}

const pairs = fileMoves();
const newOf = new Map(pairs.map(([a, b]) => [a, b]));
const oldOf = new Map(pairs.map(([a, b]) => [b, a]));

if (!process.argv.includes('--no-move'))
  for (const [from, to] of pairs) {
    if (!fs.existsSync(from) || fs.existsSync(to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    execFileSync('git', ['mv', from, to]);
  }

/** Every source file of the repository that may import a moved one. */
function sources(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'gql' || e.name.startsWith('.')) return [];
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx|mts|mjs|js|cjs)$/.test(e.name) ? [p] : [];
  });
}

const exists = (p) => ['', '.ts', '.tsx', '/index.ts'].some((ext) => fs.existsSync(p + ext) && fs.statSync(p + ext).isFile());
const strip = (p) => p.replace(/\.(ts|tsx|js)$/, '');
function relative(fromFile, target) {
  let r = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  if (!r.startsWith('.')) r = './' + r;
  return r;
}

let changed = 0;
for (const file of ['server', 'bench', 'scripts', 'shared', 'web'].flatMap((d) => sources(path.join(repo, d)))) {
  const text = fs.readFileSync(file, 'utf8');
  const was = oldOf.get(file); // where this file was before the move, if it moved
  const next = text.replace(
    /((?:from\s+|import\(\s*|require\(\s*|jest\.(?:mock|requireActual|doMock)\(\s*)['"])(\.{1,2}\/[^'"]*)(['"])/g,
    (all, pre, spec, post) => {
      const here = path.resolve(path.dirname(file), spec);
      const moved = newOf.get(strip(here) + '.ts');
      if (exists(here) && !moved) return all;
      let target = moved ? strip(moved) : null;
      if (!target && was) {
        const there = path.resolve(path.dirname(was), spec);
        const m = newOf.get(strip(there) + '.ts');
        target = m ? strip(m) : exists(there) ? there : null;
      }
      if (!target) return all;
      const ext = /\.js$/.test(spec) ? '.js' : '';
      return pre + relative(file, target) + ext + post;
    },
  );
  if (next !== text) {
    fs.writeFileSync(file, next);
    changed++;
  }
}
console.log(`moved ${pairs.filter(([, b]) => fs.existsSync(b)).length} files; rewrote imports in ${changed}`);

// Paths named in prose (docs, comments): `server/src/<old>` → `server/src/<new>`.
const prose = [
  ...sources(path.join(repo, 'server')),
  ...sources(path.join(repo, 'web')),
  ...sources(path.join(repo, 'shared')),
  ...sources(path.join(repo, 'scripts')),
  ...sources(path.join(repo, 'docs')),
  path.join(repo, 'README.md'),
  ...fs
    .readdirSync(path.join(repo, 'docs'))
    .filter((n) => n.endsWith('.md'))
    .map((n) => path.join(repo, 'docs', n)),
];
const entries = Object.entries(MOVES).sort((a, b) => b[0].length - a[0].length);
for (const file of new Set(prose)) {
  if (!fs.existsSync(file) || file.endsWith('move-to-api.mjs')) continue;
  const text = fs.readFileSync(file, 'utf8');
  let next = text;
  for (const [from, to] of entries) next = next.split(s + from + (from.endsWith('/') ? '' : '.')).join(s + to + (to.endsWith('/') ? '' : '.'));
  if (next !== text) fs.writeFileSync(file, next);
}
