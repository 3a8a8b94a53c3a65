import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  parse,
  print,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import * as webDocuments from '../../../../web/src/gql/graphql';
import { projectRoot } from '../../config';
import {
  GRAPHQL_LIMITS,
  graphqlProtection,
  hideSuggestions,
  LIMIT_REFUSED_CODE,
  LIST_COSTS,
  NO_SELF_NESTING,
  operationCost,
  RELATED_MAX_LIMIT,
  STATEMENT_COST,
  SUGGESTION_MASK,
} from './graphql-limits';

const schema = buildSchema(fs.readFileSync(path.join(projectRoot(), 'schema.graphql'), 'utf8'));
const protection = graphqlProtection({ introspection: false, maskSuggestions: true });
const codesOf = (query: string) => protection.validateWs(schema, protection.parseWs(query)).map((e) => e.extensions.code);
const messagesOf = (query: string) => protection.validateWs(schema, protection.parseWs(query)).map((e) => e.message);
/** Where introspection is on, the deepest nesting the schema allows: `__type { ofType { ofType … } }`. */
const introspective = graphqlProtection({ introspection: true, maskSuggestions: true });
const deep = (levels: number): string => `{ __type(name: "Query") { ${'ofType { '.repeat(levels - 2)}name${' }'.repeat(levels - 2)} } }`;
const costOf = (query: string): number => {
  const document = parse(query);
  return operationCost(schema, document, document.definitions[0] as OperationDefinitionNode);
};
/** The query of issue #16 item 5: depth 5, under Armor's cost limit, 5 s anonymously on the bench data. */
const HOSTILE = '{ projects(limit: 100) { items { related(limit: 100) { related { related { slug } } } } } }';

describe('GraphQL limits (GraphQL Armor; cost by graphql-query-complexity)', () => {
  // As Apollo Client sends them: it adds __typename to every selection, which the cost counts.
  const documents = (
    Object.entries(webDocuments).filter(([, value]) => (value as DocumentNode)?.definitions?.some((d) => d.kind === 'OperationDefinition')) as [
      string,
      DocumentNode,
    ][]
  ).map(([name, document]): [string, DocumentNode] => [name, addTypenameToDocument(document)]);

  it('lets every operation of the web app through (web/src/gql documents)', () => {
    expect(documents.length).toBeGreaterThan(20);
    const refused = documents.flatMap(([name, document]) => codesOf(print(document)).map((code) => `${name}: ${code}`));
    expect(refused).toEqual([]);
  });

  it(`keeps the web app's heaviest operation (an album of up to 1000 photos) under the maximum cost ${GRAPHQL_LIMITS.maxCost}`, () => {
    const costs = documents.map(([name, document]) => {
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
      return { name, cost: operationCost(schema, document, operation) };
    });
    costs.sort((a, b) => b.cost - a.cost);
    // The figures docs/security.md quotes: the album page, the month calendar, the site search (issue #22), the register of members (issue #19).
    expect(costs.slice(0, 4)).toEqual([
      { name: 'GalleryAlbumDocument', cost: 9007 },
      { name: 'EventsInMonthDocument', cost: 6501 },
      { name: 'SiteSearchDocument', cost: 6020 },
      { name: 'AdminMemberRegisterDocument', cost: 5006 },
    ]);
    expect(costs[0].cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
  });

  it(`refuses a selection deeper than ${GRAPHQL_LIMITS.maxDepth} with ${LIMIT_REFUSED_CODE}`, () => {
    const depthOf = (query: string) => introspective.validateWs(schema, introspective.parseWs(query)).map((e) => e.extensions.code);
    expect(depthOf(deep(GRAPHQL_LIMITS.maxDepth))).toEqual([]);
    expect(depthOf(deep(GRAPHQL_LIMITS.maxDepth + 1))).toContain(LIMIT_REFUSED_CODE);
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

  it('refuses the hostile query of issue #16 item 5, stating its cost and the maximum', () => {
    expect(codesOf(HOSTILE)).toContain(LIMIT_REFUSED_CODE);
    expect(messagesOf(HOSTILE).join('\n')).toMatch(new RegExp(`Query cost \\d+ exceeds the maximum cost of ${GRAPHQL_LIMITS.maxCost}`));
  });

  it('multiplies a selection by the page size asked for, the default when absent, the maximum for a variable', () => {
    const fields = 'id title slug';
    expect(costOf(`{ projects(limit: 10) { items { ${fields} } } }`)).toBe(1 + 10 * (1 + 3));
    expect(costOf(`{ projects(limit: 100) { items { ${fields} } } }`)).toBe(1 + 100 * (1 + 3));
    expect(costOf(`{ projects { items { ${fields} } } }`)).toBe(1 + 50 * (1 + 3));
    expect(costOf(`query($n: Int!) { projects(limit: $n) { items { ${fields} } } }`)).toBe(1 + 100 * (1 + 3));
    // More than the resolver accepts counts as its maximum: the resolver refuses it with BAD_USER_INPUT.
    expect(costOf(`{ projects(limit: 5000) { items { ${fields} } } }`)).toBe(1 + 100 * (1 + 3));
  });

  it('costs a statement per parent item for related and downloads, and caps related at its own maximum', () => {
    expect(costOf('{ project(slug: "x") { related(limit: 3) { slug } } }')).toBe(1 + STATEMENT_COST + 3 * 1);
    expect(costOf('{ project(slug: "x") { related(limit: 100) { slug } } }')).toBe(1 + STATEMENT_COST + RELATED_MAX_LIMIT * 1);
    expect(costOf('{ projects(limit: 10) { items { downloads { id } } } }')).toBe(1 + 10 * (1 + STATEMENT_COST + 20 * 1));
  });

  it('prices an event search and an album grouping so that few aliases of them fit (issue #24: each ~30–40 ms on the bench data)', () => {
    const fits = (make: (i: number) => string): number => {
      let n = 0;
      while (n < GRAPHQL_LIMITS.maxAliases && !codesOf(`{ ${Array.from({ length: n + 1 }, (_, i) => `a${i}: ${make(i)}`).join(' ')} }`).length) n++;
      return n;
    };
    expect(fits((i) => `events(search: "picnic ${i}", limit: 1) { total }`)).toBe(5);
    expect(fits((i) => `galleryAlbums(year: ${2016 + i}, limit: 1) { total }`)).toBe(7);
    // Without a search, the events list keeps its price: 9 aliases fit, as before.
    expect(fits((i) => `events(page: ${i + 1}, limit: 1) { total }`)).toBe(9);
    const withVariable = 'query($s: String) { events(search: $s, limit: 1) { total } }';
    expect(costOf(withVariable)).toBe(costOf('{ events(search: "x", limit: 1) { total } }'));
    expect(costOf('{ events(search: null, limit: 1) { total } }')).toBe(costOf('{ events(limit: 1) { total } }'));
  });

  it('counts fields under a variable @include or @skip as asked for (worst case)', () => {
    const plain = costOf('{ projects(limit: 10) { items { id title } } }');
    expect(costOf('query($x: Boolean!) { projects(limit: 10) { items { id title @include(if: $x) } } }')).toBe(plain);
    expect(costOf('query($x: Boolean!) { projects(limit: 10) { items { id title @skip(if: $x) } } }')).toBe(plain);
    expect(costOf('{ projects(limit: 10) { items { id title @skip(if: true) } } }')).toBeLessThan(plain);
  });

  it('costs operations whose required variables are unknown at validation (placeholders of every input type)', () => {
    const query = `query($slug: String!, $filter: MemberFilterInput, $sort: MemberSortInput, $when: EventWhen!) {
      project(slug: $slug) { id } members(filter: $filter, sort: $sort) { total } events(when: $when) { total } }`;
    expect(costOf(query)).toBeGreaterThan(0);
    expect(codesOf(query)).toEqual([]);
  });

  it(`refuses ${NO_SELF_NESTING.join(', ')} inside itself, also through fragments`, () => {
    const direct = '{ project(slug: "x") { related(limit: 1) { related(limit: 1) { slug } } } }';
    expect(codesOf(direct)).toEqual([LIMIT_REFUSED_CODE]);
    expect(messagesOf(direct)[0]).toMatch(/Project\.related may not be selected inside Project\.related/);
    const viaFragments = `{ project(slug: "x") { ...Outer } }
      fragment Outer on Project { related(limit: 1) { ...Inner } }
      fragment Inner on Project { related(limit: 1) { slug } }`;
    expect(codesOf(viaFragments)).toContain(LIMIT_REFUSED_CODE);
    expect(codesOf('{ project(slug: "x") { related(limit: 3) { slug photos { id } } } }')).toEqual([]);
  });

  it(`refuses an operation costing more than ${GRAPHQL_LIMITS.maxCost}, with aliases adding up`, () => {
    const one = 'projects(limit: 100) { items { id title slug description imageUrl tags location startDate completionPercentage progress } }';
    expect(costOf(`{ ${one} }`)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    const aliased = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${one}`).join(' ')} }`;
    expect(codesOf(aliased)).toEqual([LIMIT_REFUSED_CODE]);
  });

  it('refuses, rather than lets through, an operation whose cost cannot be computed (fragments expanding past 10,000 fields)', () => {
    const bomb = `{ project(slug: "x") { ...F0 } }
      fragment F0 on Project { ...F1 ...F1 }
      ${Array.from({ length: 14 }, (_, i) => `fragment F${i + 1} on Project { ${i === 13 ? 'id' : `...F${i + 2} ...F${i + 2}`} }`).join('\n')}`;
    expect(codesOf(bomb)).toContain(LIMIT_REFUSED_CODE);
  });

  it('knows every object list of the schema: sized by limit/first, a page of items, or declared in LIST_COSTS', () => {
    const unknown: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        const objectList = isListType(getNullableType(field.type)) && isObjectType(getNamedType(field.type));
        const sized = field.args.some((a) => a.name === 'limit' || a.name === 'first');
        const pageItems = type.name.endsWith('Page') && field.name === 'items';
        if (objectList && !sized && !pageItems && !(coordinate in LIST_COSTS)) unknown.push(coordinate);
      }
    }
    expect(unknown).toEqual([]);
    const missing = Object.keys(LIST_COSTS).filter((c) => {
      const [type, field] = c.split('.');
      const named = schema.getType(type);
      return !isObjectType(named) || !named.getFields()[field];
    });
    expect(missing).toEqual([]);
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
