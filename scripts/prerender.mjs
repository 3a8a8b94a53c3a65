#!/usr/bin/env node
/**
 * Build step after `vite build` (issue #7, first paint): renders each public page with
 * dist/prerender/prerender.mjs (web/src/prerender.tsx, built by `vite build --ssr`) and writes
 * dist/web/prerendered/<name>.html — index.html with the page's first render in an inert
 * `#prerendered` block and the app's `#root` hidden until the live page replaces it. The server
 * sends these for their paths (server/src/api/web/static.ts); every other path gets index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'dist', 'web');

/**
 * Public pages whose first render does not depend on the URL's parameters, and detail pages built
 * once for their route (the parameter as `:name`, filled in by the server), with the module of each
 * page (its CSS, and the layout's, is inlined). Keep in step with routes.tsx.
 */
const PRERENDERED_PAGES = {
  '/': ['home', 'src/public/home/HomePage.tsx'],
  '/join': ['join', 'src/public/join/JoinPage.tsx'],
  '/projects': ['projects', 'src/public/projects/ProjectsPage.tsx'],
  '/events': ['events', 'src/public/events/EventsPage.tsx'],
  '/news': ['news', 'src/public/news/NewsPage.tsx'],
  '/gallery': ['gallery', 'src/public/gallery/GalleryPage.tsx'],
  '/resources': ['resources', 'src/public/resources/ResourcesPage.tsx'],
  '/contact': ['contact', 'src/public/contact/ContactPage.tsx'],
  '/members': ['members', 'src/public/members/MembersPage.tsx'],
  '/privacy': ['privacy', 'src/public/static/PrivacyPage.tsx'],
  '/terms': ['terms', 'src/public/static/TermsPage.tsx'],
  '/accessibility': ['accessibility', 'src/public/static/AccessibilityPage.tsx'],
  '/sponsors': ['sponsors', 'src/public/static/SponsorsPage.tsx'],
  // Built once for every event (issue #24): its queries ask for the slug ":slug", which the server
  // replaces with the request's before rendering it with its data (server/src/api/web/static.ts).
  '/events/:slug': ['events-detail', 'src/public/events/EventDetailPage.tsx'],
  // The page the server sends with every 404 (issue #22); its name is no path the server maps to it.
  '/no-such-page': ['not-found', 'src/public/not-found/NotFoundPage.tsx'],
};
const LAYOUT = 'src/public/layout/PublicLayout.tsx';
/**
 * A page's own first-paint script, beside the app's entry (issue #24): the event page's RSVP form
 * works before the app has loaded. An entry of its own (web/vite.config.mts), so no other page loads it.
 */
const PAGE_SCRIPTS = { '/events/:slug': 'src/public/events/rsvpFirstPaint.main.ts' };

const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'));

/** The CSS files a module needs (its own and its static imports'), in load order. */
function cssOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: did the page move? (scripts/prerender.mjs)`);
  return [...(chunk.imports ?? []).flatMap((imported) => cssOf(imported, seen)), ...(chunk.css ?? [])];
}

/** The JavaScript files a module needs: its own, then its static imports' (each once). */
function jsOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest (scripts/prerender.mjs)`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => jsOf(imported, seen))];
}

/**
 * The page's first-render queries merged into one request, as a JSON data block the app sends before
 * it loads (web/src/shared/prerendered.ts). Not a script the browser runs, so the CSP allows it;
 * `<` is escaped so no value can close the element. Nothing when the page asks for no data.
 */
const dataBlock = (data) =>
  data ? `<script type="application/json" id="prerendered-queries">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>` : '';

// escapeHtml: shared/escape-html.ts, the server's too (text for an HTML element or attribute value).
const { prerenderPage, escapeHtml } = await import(pathToFileURL(path.join(root, 'dist', 'prerender', 'prerender.mjs')).href);
const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/web/index.html has no ${emptyRoot}`);
if (!/<title>.*?<\/title>/.test(template) || !/<meta name="description" content="[^"]*" \/>/.test(template))
  throw new Error('dist/web/index.html has no <title> or <meta name="description" content="…" />');
fs.mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
const entryCss = cssOf('index.html');
const read = (file) => fs.readFileSync(path.join(webDist, file), 'utf8');
for (const file of entryCss)
  if (!template.includes(`<link rel="stylesheet" crossorigin href="/${file}">`)) throw new Error(`index.html does not link ${file}`);
const mergedOperations = [];
for (const [pathname, [name, module]] of Object.entries(PRERENDERED_PAGES)) {
  const { html, data, head } = await prerenderPage(pathname);
  if (data) mergedOperations.push(data.request.query);
  if (html.includes('<script')) throw new Error(`${pathname}: the pre-rendered HTML holds a script, which the CSP would block`);
  // Every stylesheet the first paint needs is inlined — the entry's, and the layout's and page's,
  // which otherwise come with their lazy chunks — so the page is drawn, styled as the live page
  // will be, as soon as the HTML has arrived: no request blocks rendering.
  const css = [...new Set([...entryCss, ...cssOf(LAYOUT), ...cssOf(module)])];
  // The page's own title and description from the start (the live app sets the same ones).
  let page = head
    ? template
        .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
        .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    : template;
  for (const file of entryCss) page = page.replace(`<link rel="stylesheet" crossorigin href="/${file}">`, '');
  const script = PAGE_SCRIPTS[pathname];
  if (script) {
    if (!manifest[script]?.isEntry) throw new Error(`${script} is not an entry of the Vite build (web/vite.config.mts)`);
    // Its imports listed in the HTML, so they are fetched at once, not one level after another.
    const preloads = jsOf(script)
      .slice(1)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    page = page.replace('</head>', `<script type="module" crossorigin src="/${manifest[script].file}"></script>${preloads}</head>`);
  }
  page = page
    // The disabled links are never fetched; they tell Vite's preload helper these stylesheets are
    // here already, so the live app does not add them again: a second copy, later in the cascade,
    // would restyle the first paint for a moment (measured: the page moved 24 px and back, CLS 0.15).
    // rel=expect: the browser paints only once the parser has reached #root, i.e. the whole first
    // paint — a paint between two network chunks showed the menu button empty, then grew it (a
    // layout shift in 1 load of 10 at 4x CPU; none in 30 with it).
    .replace(
      '</head>',
      `<style>${css.map(read).join('\n')}</style>${css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('')}` +
        '<link rel="expect" href="#root" blocking="render"></head>',
    )
    .replace(emptyRoot, `<div id="prerendered" inert>${html}</div><div id="root" hidden></div>${dataBlock(data)}`);
  fs.writeFileSync(path.join(webDist, 'prerendered', `${name}.html`), page);
}
// The merged requests are the app's own operations too: on the allow-list of PERSISTED_OPERATIONS=only.
const allowListFile = path.join(webDist, 'graphql-operations.json');
const allowList = JSON.parse(fs.readFileSync(allowListFile, 'utf8'));
fs.writeFileSync(allowListFile, JSON.stringify([...allowList, ...mergedOperations]) + '\n');
console.log(`pre-rendered ${Object.keys(PRERENDERED_PAGES).length} public pages into dist/web/prerendered/`);
process.exit(0);
