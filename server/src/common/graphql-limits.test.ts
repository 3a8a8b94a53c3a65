import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, print, type DocumentNode } from 'graphql';
import * as webDocuments from '../../../web/src/gql/graphql';
import { projectRoot } from '../config';
import { GRAPHQL_LIMITS, graphqlProtection, LIMIT_REFUSED_CODE } from './graphql-limits';

const schema = buildSchema(fs.readFileSync(path.join(projectRoot(), 'schema.graphql'), 'utf8'));
const protection = graphqlProtection({ introspection: false, maskSuggestions: true });
const codesOf = (query: string) => protection.validateWs(schema, protection.parseWs(query)).map((e) => e.extensions.code);

/** A selection nested `levels` deep through project → related → related … */
const deep = (levels: number): string => `{ project(slug: "x") { ${'related { '.repeat(levels - 2)}id${' }'.repeat(levels - 2)} } }`;

describe('GraphQL limits (GraphQL Armor)', () => {
  const documents = Object.entries(webDocuments).filter(([, value]) =>
    (value as DocumentNode)?.definitions?.some((d) => d.kind === 'OperationDefinition'),
  ) as [string, DocumentNode][];

  it('lets every operation of the web app through (web/src/gql documents)', () => {
    expect(documents.length).toBeGreaterThan(20);
    const refused = documents.flatMap(([name, document]) => codesOf(print(document)).map((code) => `${name}: ${code}`));
    expect(refused).toEqual([]);
  });

  it(`refuses a selection deeper than ${GRAPHQL_LIMITS.maxDepth} with ${LIMIT_REFUSED_CODE}`, () => {
    expect(codesOf(deep(GRAPHQL_LIMITS.maxDepth))).toEqual([]);
    expect(codesOf(deep(GRAPHQL_LIMITS.maxDepth + 1))).toContain(LIMIT_REFUSED_CODE);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases`, () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: siteSettings { siteName }`).join(' ')} }`;
    expect(codesOf(aliases(GRAPHQL_LIMITS.maxAliases))).toEqual([]);
    expect(codesOf(aliases(GRAPHQL_LIMITS.maxAliases + 1))).toContain(LIMIT_REFUSED_CODE);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxDirectives} directives`, () => {
    const query = `{ siteSettings { siteName ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)} } }`;
    expect(codesOf(query)).toContain(LIMIT_REFUSED_CODE);
  });

  it(`refuses an operation costing more than ${GRAPHQL_LIMITS.maxCost}`, () => {
    const fields = 'id title slug description status createdAt updatedAt';
    const nested = (levels: number): string => (levels === 0 ? fields : `${fields} related { ${nested(levels - 1)} }`);
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: project(slug: "x") { ${nested(9)} }`).join(' ')} }`;
    expect(codesOf(query)).toHaveLength(1);
    expect(codesOf(query)).toContain(LIMIT_REFUSED_CODE);
  });

  it(`refuses a document of more than ${GRAPHQL_LIMITS.maxTokens} tokens while parsing`, () => {
    expect(() => protection.parseWs(`{ ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens)} }`)).toThrow(/tokens/);
    expect(() => parse(`{ ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens)} }`)).not.toThrow();
  });

  it('refuses introspection on WebSocket when INTROSPECTION is off', () => {
    expect(codesOf('{ __schema { types { name } } }').length).toBeGreaterThan(0);
    const open = graphqlProtection({ introspection: true, maskSuggestions: false });
    expect(open.validateWs(schema, open.parseWs('{ __schema { types { name } } }'))).toEqual([]);
  });
});
