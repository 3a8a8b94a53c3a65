// The layers of server/src (issue #32, docs/architecture.md), as an ESLint rule so that a new arrow the
// wrong way fails `npm test`:
// - `api/` (resolvers, routes, GraphQL types, the context and the error mapping) is the edge: no
//   feature and nothing in common/ imports it;
// - `common/` (and the root's config.ts) imports no feature;
// - a feature imports another feature only through that feature's index.ts.
// The composition root (app.ts, services.ts, index.ts), db/ (data source, migrations, seed) and tools/
// may import anything; nothing below them imports them.
import path from 'node:path';

const SRC = path.join(process.cwd(), 'server', 'src') + path.sep;
/** Folders that assemble the application: they may import anything, and nothing else imports them. */
const COMPOSITION = new Set(['app', 'services', 'index', 'db', 'tools']);
/** The shared kernel: imports nothing of the features. */
const KERNEL = new Set(['common', 'config']);

/** The top folder of a file under server/src ("members", "api", "common"…), or the root file's name. */
function topOf(file) {
  if (!file.startsWith(SRC)) return null;
  const [first] = file.slice(SRC.length).split(path.sep);
  return first.replace(/\.ts$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layers of server/src (docs/architecture.md)' },
    messages: {
      api: '{{from}} must not import the API layer ({{spec}}): features hold rules and use cases; only server/src/api/ speaks GraphQL and HTTP (docs/architecture.md).',
      kernel: 'common/ must not import a feature ({{spec}}): move the code into the feature, or pass it in (docs/architecture.md).',
      composition: '{{from}} must not import the composition root ({{spec}}): take what you need as a parameter (docs/architecture.md).',
      index:
        'A feature imports another feature only through its index.ts: import from "{{index}}" and export what you need there (docs/architecture.md).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = topOf(file);
    if (!from || file.endsWith('.test.ts') || COMPOSITION.has(from)) return {};
    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const to = topOf(target + (target + path.sep === SRC ? '' : ''));
      if (!to || to === from) return;
      const data = { from: `server/src/${from}`, spec };
      if (to === 'api' && from !== 'api') return context.report({ node, messageId: 'api', data });
      if (from === 'api') return; // the edge may use any feature
      if (COMPOSITION.has(to)) return context.report({ node, messageId: 'composition', data });
      if (KERNEL.has(from) && !KERNEL.has(to)) return context.report({ node, messageId: 'kernel', data });
      if (KERNEL.has(to)) return;
      // feature → another feature: only its folder (index.ts)
      if (target !== path.join(SRC, to) && target !== path.join(SRC, to, 'index'))
        context.report({
          node,
          messageId: 'index',
          data: { index: path.relative(path.dirname(file), path.join(SRC, to)).split(path.sep).join('/') },
        });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { layers: rule } };
