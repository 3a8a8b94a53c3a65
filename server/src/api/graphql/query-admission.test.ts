import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as webDocuments from '../../../../web/src/gql/graphql';
import { PublicService } from '../../public/public.service';
import { SiteSearch } from '../../public/site-search';
import { ADMISSION_LIMITS, rootFieldCount, searchesByWords } from './query-admission';

const operationOf = (document: DocumentNode): OperationDefinitionNode =>
  document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
const rootsOf = (query: string): number => {
  const document = parse(query);
  return rootFieldCount(document, operationOf(document));
};

describe('admission of costly anonymous queries (issue #24)', () => {
  it('counts root fields with each alias, fragments followed and __typename left out', () => {
    expect(rootsOf('{ events(limit: 1) { total } }')).toBe(1);
    expect(rootsOf('{ a: publicStats { eventsHosted } b: publicStats { eventsHosted } __typename }')).toBe(2);
    expect(rootsOf('{ ... on Query { a: resourceStats { total } b: resourceStats { total } } c: galleryYears }')).toBe(3);
    expect(rootsOf('query { ...F ...F d: galleryYears } fragment F on Query { a: galleryYears b: galleryYears @skip(if: true) }')).toBe(3);
  });

  it('takes a search of a list by words for a costly one, written in the query, in a variable or its default (issue #31 item 5)', () => {
    const searches = (query: string, variables?: Record<string, unknown>): boolean => {
      const document = parse(query);
      return searchesByWords(document, operationOf(document), variables);
    };
    expect(searches('{ events(search: "picnic") { total } }')).toBe(true);
    expect(searches('{ search(q: "garden beds") { total } }')).toBe(true);
    expect(searches('query($s: String) { projects(search: $s) { total } }', { s: 'garden' })).toBe(true);
    expect(searches('query($s: String = "garden") { resources(search: $s) { total } }', {})).toBe(true);
    expect(searches('query { ...F } fragment F on Query { events(search: "picnic") { total } }')).toBe(true);
    expect(searches('{ events(limit: 12) { total } }')).toBe(false);
    expect(searches('{ events(search: "  ") { total } }')).toBe(false);
    expect(searches('query($s: String) { projects(search: $s) { total } }', { s: null })).toBe(false);
    expect(searches('{ projects(tag: "garden") { total } }')).toBe(false);
  });

  it(`never takes one of the site's own queries for a costly one (each asks fewer than ${ADMISSION_LIMITS.costlyRootFields} root fields)`, () => {
    const documents = Object.entries(webDocuments).filter(([, value]) =>
      (value as DocumentNode)?.definitions?.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    ) as [string, DocumentNode][];
    expect(documents.length).toBeGreaterThan(20);
    const costly = documents
      .map(([name, document]) => ({ name, roots: rootFieldCount(document, operationOf(document)) }))
      .filter(({ roots }) => roots >= ADMISSION_LIMITS.costlyRootFields);
    expect(costly).toEqual([]);
  });

  it('wraps read services whose every method returns a promise (a costly query runs them through a semaphore)', () => {
    for (const service of [PublicService, SiteSearch]) {
      const prototype: object = service.prototype;
      const methods = Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor');
      expect(methods.length).toBeGreaterThan(0);
      const notAsync = methods.filter((name) => (Reflect.get(prototype, name) as unknown)?.constructor?.name !== 'AsyncFunction');
      expect({ service: service.name, notAsync }).toEqual({ service: service.name, notAsync: [] });
    }
  });
});
