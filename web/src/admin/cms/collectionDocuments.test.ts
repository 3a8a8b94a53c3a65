import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { collections } from '../../../../shared/collections';
import { COLLECTION_DOCUMENTS_FILE, collectionDocumentsSource, listedColumns } from './collectionDocuments';

const generated = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', COLLECTION_DOCUMENTS_FILE), 'utf8');

/** The operations of the generated file, by name. */
const operations = new Map<string, OperationDefinitionNode>(
  [...generated.matchAll(/graphql\(`([^`]*)`\)/g)]
    .flatMap(([, text]) => parse(text).definitions)
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((d) => [d.name?.value ?? '', d]),
);

describe('the CMS documents generated from shared/collections (issue #23)', () => {
  it('are current: the committed file is what codegen.ts writes from the declarations (npm run codegen)', () => {
    expect(generated).toBe(collectionDocumentsSource(collections));
  });

  it('give every declared type its list query and six mutations, the list selecting every declared field', () => {
    for (const decl of collections) {
      const { graphqlName: name, graphqlPlural: plural, fields } = decl;
      const names = [plural, `Create${name}`, `Update${name}`, `Delete${name}`, `Restore${name}`, `Purge${name}`, `Bulk${plural}`].map(
        (n) => `Cms${n}`,
      );
      expect(names.filter((n) => !operations.has(n))).toEqual([]);
      const list = operations.get(`Cms${plural}`)?.selectionSet.selections[0];
      const items =
        list?.kind === Kind.FIELD ? list.selectionSet?.selections.find((s) => s.kind === Kind.FIELD && s.name.value === 'items') : undefined;
      const selected =
        items?.kind === Kind.FIELD ? (items.selectionSet?.selections ?? []).map((s) => (s.kind === Kind.FIELD ? s.name.value : '')) : [];
      expect(selected).toEqual(listedColumns(decl));
      expect(fields.map((f) => f.name).filter((f) => !selected.includes(f))).toEqual([]);
    }
    expect(operations.size).toBe(collections.length * 7);
  });
});
