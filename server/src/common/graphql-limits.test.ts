import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, print, type DocumentNode } from 'graphql';
import * as webDocuments from '../../../web/src/gql/graphql';
import { projectRoot } from '../config';
import { GRAPHQL_LIMITS, graphqlProtection, hideSuggestions, LIMIT_REFUSED_CODE, SUGGESTION_MASK } from './graphql-limits';

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

  it('masks schema hints on WebSocket when maskSuggestions is on, and codes every validation error (issue #16 item 12)', () => {
    const query = '{ projcts { total } projects(status: COMPLETE, limt: 1) { total } }';
    const masked = protection.validateWs(schema, protection.parseWs(query));
    expect(masked.length).toBeGreaterThanOrEqual(3);
    expect(masked.map((e) => e.message).join('\n')).not.toMatch(/Did you mean|"projects"|COMPLETED|"limit"/);
    expect(masked.every((e) => e.extensions.code === LIMIT_REFUSED_CODE)).toBe(true);
    const open = graphqlProtection({ introspection: true, maskSuggestions: false });
    expect(
      open
        .validateWs(schema, open.parseWs(query))
        .map((e) => e.message)
        .join('\n'),
    ).toMatch(/Did you mean "projects"/);
  });

  it('hides field, argument, type and enum hints alike', () => {
    expect(hideSuggestions('Cannot query field "membr" on type "Query". Did you mean "member" or "members"?')).toBe(
      `Cannot query field "membr" on type "Query". ${SUGGESTION_MASK}`,
    );
    expect(hideSuggestions('Value "COMPLETE" does not exist in "ProjectProgress" enum. Did you mean the enum value "COMPLETED"?')).toBe(
      `Value "COMPLETE" does not exist in "ProjectProgress" enum. ${SUGGESTION_MASK}`,
    );
    expect(hideSuggestions('Unknown type "Membr". Did you mean "Member"?')).not.toMatch(/Member"/);
  });
});
