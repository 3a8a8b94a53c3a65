import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Replaces each `graphql(`…`)` call in web/src with that one document's AST, copied from the
 * generated web/src/gql/graphql.ts (what the client preset's Babel plugin does — the codegen docs'
 * advice for production — but inlined: graphql.ts is one module, and a bundler ships a shared module
 * whole, so importing from it put every document, admin ones included, on the public site).
 * Names follow the client preset: operation `Foo` → `FooDocument`, fragment `Foo` → `FooFragmentDoc`.
 */
function graphqlDocumentImports(): Plugin {
  const generated = path.join(root, 'src', 'gql', 'graphql.ts');
  let cache: { mtimeMs: number; documents: Map<string, string> } | null = null;
  const documents = (): Map<string, string> => {
    const { mtimeMs } = fs.statSync(generated);
    if (cache?.mtimeMs !== mtimeMs) {
      const map = new Map<string, string>();
      for (const m of fs.readFileSync(generated, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm))
        map.set(m[1], m[2]);
      cache = { mtimeMs, documents: map };
    }
    return cache.documents;
  };
  return {
    name: 'graphql-document-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/web\/src\/.*\.tsx?$/.test(id) || id.includes('/web/src/gql/') || !code.includes('graphql(`')) return null;
      const out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, source: string) => {
        const match = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        if (!match) throw new Error(`${id}: cannot name the document in ${call.slice(0, 60)}…`);
        const name = match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
        const ast = documents().get(name);
        if (!ast) throw new Error(`${id}: ${name} is not in web/src/gql/graphql.ts (run npm run codegen)`);
        return `(${ast})`;
      });
      return { code: out, map: null };
    },
    // dist/web/graphql-operations.json: every operation the app can send, the server's allow-list
    // with PERSISTED_OPERATIONS=only (server/src/api/graphql/operation-allow-list.ts).
    generateBundle() {
      const operations = [...documents()].filter(([name]) => !name.endsWith('FragmentDoc')).map(([, ast]) => ast);
      this.emitFile({ type: 'asset', fileName: 'graphql-operations.json', source: `[${operations.join(',\n')}]\n` });
    },
  };
}

/**
 * Drops the bundler's notes about directives such as "use no memo" inside dependencies
 * (react-compiler-runtime, GraphiQL): they are the packages' own hints to React's compiler, nothing
 * we can act on, and the first `npm start` should print no warnings (issue #23). Every other
 * warning, and any about our own code, is still printed.
 */
function quietDependencyWarnings(warning: { code?: string; id?: string; message: string }, warn: (w: typeof warning) => void): void {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && (warning.id ?? warning.message).includes('node_modules')) return;
  warn(warning);
}

/**
 * Builds the public site + admin (index.html) and the GraphiQL IDE (graphiql.html) into dist/web;
 * with `--ssr`, the build-time renderer of public pages (src/prerender.tsx) into dist/prerender,
 * which scripts/prerender.mjs runs.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [graphqlDocumentImports(), react()],
  build: isSsrBuild
    ? {
        outDir: path.resolve(root, '..', 'dist', 'prerender'),
        emptyOutDir: true,
        ssr: path.resolve(root, 'src', 'prerender.tsx'),
        rollupOptions: { output: { entryFileNames: '[name].mjs', format: 'es' as const }, onwarn: quietDependencyWarnings },
      }
    : {
        outDir: path.resolve(root, '..', 'dist', 'web'),
        emptyOutDir: true,
        // dist/web/.vite/manifest.json: scripts/bundle-budget.js sums what the first public page loads.
        manifest: true,
        // No modulepreload helper: it appended a <link> per dependency on every lazy import, and
        // those appends cost more main-thread time than the requests they saved (issue #7, TBT).
        modulePreload: false,
        rollupOptions: {
          input: {
            main: path.resolve(root, 'index.html'),
            graphiql: path.resolve(root, 'graphiql.html'),
            // The event page's first-paint script (issue #24): scripts/prerender.mjs adds it to that page only.
            rsvpFirstPaint: path.resolve(root, 'src', 'public', 'events', 'rsvpFirstPaint.main.ts'),
          },
          onwarn: quietDependencyWarnings,
          // Each use of an imported constant (shared/error-codes.ts: `ErrorCode.NOT_FOUND`) becomes the
          // string itself, so a page carries only the codes it compares; the default ('smart') kept
          // them as exports of a shared chunk, 130 bytes more on / (scripts/bundle-budget.js).
          optimization: { inlineConst: { mode: 'all', pass: 1 } },
        },
        // GraphiQL (the developers' page, loaded only on GET /graphql) is one large chunk by nature;
        // the site's own pages are held to scripts/bundle-budget.js instead.
        chunkSizeWarningLimit: 3000,
      },
  server: { proxy: { '/graphql': { target: 'http://localhost:4000', ws: true }, '/uploads': 'http://localhost:4000' } },
}));
