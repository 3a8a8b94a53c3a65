import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  print,
  stripIgnoredCharacters,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { PrerenderedData, PrerenderedQuery } from './prerendered';

/** The one query operation of a document (codegen documents hold one, plus their fragments). */
function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = getOperationAST(document);
  if (operation?.operation !== OperationTypeNode.QUERY)
    throw new Error(`a pre-rendered page's document must hold exactly one query, got ${operation?.operation ?? 'none or several'}`);
  return operation;
}

/**
 * Merges the queries a pre-rendered page's first render asks for into one request (issue #7, Total
 * Blocking Time: one `fetch` from main.tsx, before any framework code, instead of one Apollo request
 * per query). Runs at build time (scripts/prerender.mjs).
 *
 * The merged operation (its text without ignored characters) is named `Prerendered_<each operation's name>`, holds every query's
 * top-level fields (a field whose response key an earlier query already used gets the alias
 * `q<index>_<key>`), every fragment once, and asks for `__typename` in every object, as Apollo Client
 * would, so the answers normalise in the cache. A variable whose name an earlier query already used
 * is renamed `q<index>_<name>` in that query's fields and in the request's variables.
 * @param queries the page's queries (documents as JSON ASTs, and their variables), in render order
 * @returns the request (`query` text, `variables`, `operationName`) and each query with `fields`:
 *   its top-level response keys mapped to the keys of the merged answer; null when there are none
 * @throws Error when a document is not a single query, has top-level fragments, or two fragments
 *   share a name but differ
 */
export function mergePrerenderedQueries(queries: readonly PrerenderedQuery[]): PrerenderedData | null {
  if (!queries.length) return null;
  const selections: SelectionNode[] = [];
  const variableDefinitions: VariableDefinitionNode[] = [];
  const variables: Record<string, unknown> = {};
  const fragments = new Map<string, FragmentDefinitionNode>();
  const names: string[] = [];
  const usedKeys = new Set<string>();
  const merged: PrerenderedData['queries'] = [];

  queries.forEach((entry, index) => {
    const operation = operationOf(entry.query);
    names.push(operation.name?.value ?? `q${index}`);
    const renamed = new Map<string, string>();
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      const unique = name in variables ? `q${index}_${name}` : name;
      renamed.set(name, unique);
      variables[unique] = entry.variables[name];
      variableDefinitions.push({ ...definition, variable: { ...definition.variable, name: { kind: Kind.NAME, value: unique } } });
    }
    const withVariables = visit(operation.selectionSet, {
      Variable: (node) => ({ ...node, name: { kind: Kind.NAME, value: renamed.get(node.name.value) ?? node.name.value } }),
    });
    const fields: Record<string, string> = {};
    for (const selection of withVariables.selections) {
      if (selection.kind !== Kind.FIELD) throw new Error(`${names[index]}: top-level fragments cannot be merged`);
      const key = selection.alias?.value ?? selection.name.value;
      const mergedKey = usedKeys.has(key) ? `q${index}_${key}` : key;
      usedKeys.add(mergedKey);
      fields[key] = mergedKey;
      selections.push(mergedKey === key ? selection : ({ ...selection, alias: { kind: Kind.NAME, value: mergedKey } } satisfies FieldNode));
    }
    for (const definition of entry.query.definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const known = fragments.get(definition.name.value);
      if (known && print(known) !== print(definition)) throw new Error(`two different fragments are named ${definition.name.value}`);
      fragments.set(definition.name.value, definition);
    }
    merged.push({ ...entry, fields });
  });

  const operationName = `Prerendered_${names.join('_')}`;
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        name: { kind: Kind.NAME, value: operationName },
        variableDefinitions,
        directives: [],
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      },
      ...fragments.values(),
    ],
  };
  return { request: { query: stripIgnoredCharacters(print(addTypenameToDocument(document))), variables, operationName }, queries: merged };
}
