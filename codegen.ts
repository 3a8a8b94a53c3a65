import fs from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { collections } from './shared/collections';
import { COLLECTION_DOCUMENTS_FILE, collectionDocumentsSource } from './web/src/admin/cms/collectionDocuments';

/**
 * Writes the CMS documents of every content type from shared/collections (issue #23) before the
 * documents are read, so a new declaration needs no hand-written document. With `--check` (scripts/check.js)
 * nothing is written: a stale file stops codegen, as a stale web/src/gql does.
 */
function writeCollectionDocuments(): void {
  const file = path.join(__dirname, COLLECTION_DOCUMENTS_FILE);
  const source = collectionDocumentsSource(collections);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === source) return;
  if (process.argv.includes('--check')) throw new Error(`${COLLECTION_DOCUMENTS_FILE} does not match shared/collections: run npm run codegen`);
  fs.writeFileSync(file, source);
}
writeCollectionDocuments();

/** Typed documents for the web app from the committed schema (client preset). */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
