/**
 * The "hostile queries" of `npm run bench` (issue #16 item 5): the worst anonymous queries the
 * GraphQL limits still let through, built from the schema and the limits themselves so that they
 * follow any change to either. Each must stay under {@link HOSTILE_TARGET_MS} at p95 on the bench data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isLeafType, isNonNullType, isObjectType, parse, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { GRAPHQL_LIMITS, graphqlProtection, operationCost, RELATED_MAX_LIMIT } from '../server/src/api/graphql/graphql-limits';
import { limits } from '../shared/limits';

/** p95 every hostile query must stay under, in ms. */
export const HOSTILE_TARGET_MS = 250;

/** A hostile query: what it tries, its document and its cost. */
export interface HostileQuery {
  name: string;
  query: string;
  cost: number;
}

/** The longest search the API takes (`limits.searchMaxLength`, issue #31 item 5); nothing in the bench data matches it. */
export const LONG_SEARCH = Array.from({ length: 100 }, (_, i) => `zq${(i * 7919) % 1000}`.padEnd(5, 'x'))
  .join('')
  .slice(0, limits.searchMaxLength);

/** Every leaf field of a type that needs no argument: the most a client can ask of one item. */
export function leafFields(schema: GraphQLSchema, typeName: string): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined))
    .map((f) => f.name)
    .join(' ');
}

/** Builds hostile queries against a schema, checking each against the server's own limits. */
export class HostileQueryBuilder {
  private readonly protection = graphqlProtection({ introspection: false, maskSuggestions: true });

  constructor(readonly schema: GraphQLSchema) {}

  /** The schema the server emitted (schema.graphql at the project root). */
  static fromProject(root: string): HostileQueryBuilder {
    return new HostileQueryBuilder(buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8')));
  }

  /** The cost of a query, or null when the limits refuse it. */
  accepted(query: string): number | null {
    const document = this.protection.parseWs(query);
    if (this.protection.validateWs(this.schema, document).length) return null;
    return operationCost(this.schema, document, parse(query).definitions[0] as OperationDefinitionNode);
  }

  /**
   * The query of `make(n)` for the largest n from `max` down that the limits accept.
   * @throws Error when even n = 1 is refused (the generator no longer fits the schema)
   */
  largest(name: string, max: number, make: (n: number) => string): HostileQuery {
    // Cost grows with n: binary search for the largest accepted n.
    let best: HostileQuery | null = null;
    for (let low = 1, high = max; low <= high;) {
      const n = Math.floor((low + high) / 2);
      const query = make(n);
      const cost = this.accepted(query);
      if (cost === null) high = n - 1;
      else {
        best = { name: `${name} (n = ${n})`, query, cost };
        low = n + 1;
      }
    }
    if (!best) throw new Error(`hostile query "${name}" is refused even at n = 1: ${make(1)}`);
    return best;
  }

  /**
   * A query the limits must accept as it is.
   * @throws Error when they refuse it
   */
  fixed(name: string, query: string): HostileQuery {
    const cost = this.accepted(query);
    if (cost === null) throw new Error(`hostile query "${name}" is refused: ${query}`);
    return { name, query, cost };
  }

  /** The hostile queries: each the largest the limits allow. */
  all(): HostileQuery[] {
    const project = leafFields(this.schema, 'Project');
    const event = leafFields(this.schema, 'Event');
    const resource = leafFields(this.schema, 'Resource');
    const photo = leafFields(this.schema, 'GalleryItem');
    const album = leafFields(this.schema, 'GalleryAlbum');
    const testimonial = leafFields(this.schema, 'Testimonial');
    const search = JSON.stringify(LONG_SEARCH);
    const aliases = GRAPHQL_LIMITS.maxAliases;
    const aliased = (make: (i: number) => string, count: number = aliases) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${make(i)}`).join(' ')} }`;
    const related = `related(limit: ${RELATED_MAX_LIMIT})`;
    return [
      // One related statement per project: as many projects as the cost allows.
      this.largest('related at its maximum under each project', 100, (n) => `{ projects(limit: ${n}) { items { slug ${related} { slug } } } }`),
      this.largest(
        'related, downloads and photos, every field',
        100,
        (n) => `{ projects(limit: ${n}) { items { ${project} ${related} { ${project} } downloads { ${resource} } photos { ${photo} } } } }`,
      ),
      this.largest('projects, every field (content too)', 100, (n) => `{ projects(limit: ${n}) { total items { ${project} } } }`),
      this.largest('events, every field', 100, (n) => `{ events(limit: ${n}) { total items { ${event} } } }`),
      this.largest('resources, every field', 100, (n) => `{ resources(limit: ${n}) { total items { ${resource} } } }`),
      this.largest('galleryAlbums, every field', 100, (n) => `{ galleryAlbums(limit: ${n}) { total items { ${album} cover { ${photo} } } } }`),
      this.largest('testimonials, every field', 100, (n) => `{ testimonials(limit: ${n}) { ${testimonial} } }`),
      this.largest('every public list at once', 100, (n) =>
        [
          `{ projects(limit: ${n}) { total items { ${project} } }`,
          `events(limit: ${n}) { total items { ${event} } }`,
          `resources(limit: ${n}) { total items { ${resource} } }`,
          `galleryAlbums(limit: ${n}) { total items { ${album} } }`,
          `testimonials(limit: ${n}) { id } publicStats { activeMembers } resourceStats { total } galleryYears }`,
        ].join(' '),
      ),
      this.largest(`${limits.searchMaxLength}-character search on projects, events and resources`, 100, (n) =>
        [
          `{ projects(search: ${search}, limit: ${n}) { total items { slug } }`,
          `events(search: ${search}, limit: ${n}) { total items { slug } }`,
          `resources(search: ${search}, limit: ${n}) { total items { id } } }`,
        ].join(' '),
      ),
      this.largest(`${aliases} aliases of a ${limits.searchMaxLength}-character project search`, 100, (n) =>
        aliased((i) => `projects(search: ${JSON.stringify(LONG_SEARCH.slice(i))}, limit: ${n}) { total items { slug } }`),
      ),
      this.largest(`${aliases} aliases of related under projects`, 100, (n) =>
        aliased((i) => `projects(page: ${i + 1}, limit: ${n}) { items { ${related} { slug } } }`),
      ),
      this.largest('aliases of events (each orders every published event)', aliases, (n) =>
        aliased((i) => `events(page: ${i + 1}, limit: 1) { total }`, n),
      ),
      this.largest(`aliases of a ${limits.searchMaxLength}-character event search`, aliases, (n) =>
        aliased((i) => `events(search: ${JSON.stringify(LONG_SEARCH.slice(i))}, limit: 1) { total }`, n),
      ),
      this.fixed(
        `${aliases} aliases of resources`,
        aliased((i) => `resources(page: ${i + 1}, limit: 1) { total }`),
      ),
      this.largest('aliases of galleryAlbums (each groups every photo)', aliases, (n) =>
        aliased((i) => `galleryAlbums(year: ${2016 + i}, limit: 1) { total }`, n),
      ),
      this.fixed(
        `${aliases} aliases of publicStats and resourceStats`,
        aliased((i) =>
          i % 2 ? 'publicStats { activeMembers projectsCompleted eventsHosted }' : 'resourceStats { total totalDownloads categories types }',
        ),
      ),
      this.largest('aliases of eventsInMonth (500 events a month at most)', aliases, (n) =>
        aliased((i) => `eventsInMonth(year: 2026, month: ${1 + (i % 12)}) { slug title eventDate }`, n),
      ),
    ];
  }
}
