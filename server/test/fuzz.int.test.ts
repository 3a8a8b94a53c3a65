import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { cleanText } from '../src/common/text';
import { createAppPubSub } from '../src/realtime/pubsub';
import { createSchema } from '../src/api/schema';
import { event, project } from './factories';
import { describeDb, useTestServer } from './harness';
import { propertyRuns } from './property-runs';
import { isHoneypotFilled } from '../src/common/honeypot';

/**
 * Fuzzing every public operation (issue 6): random and hostile input through GraphQL variables,
 * generated with fast-check from the schema itself, so a new public operation is fuzzed too.
 * FUZZ_SEED reproduces a run; FUZZ_RUNS scales it. 400 inputs per mutation and 30 per query on CI
 * (propertyRuns: `CI` or `PROPERTY_RUNS=full`), a quarter of that in a developer's run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const MUTATION_RUNS = Math.round(propertyRuns({ quick: 100, full: 400 }).numRuns * RUNS);
const QUERY_RUNS = Math.round(propertyRuns({ quick: 8, full: 30 }).numRuns * RUNS);
const BATCH = 8;

const HOSTILE = [
  "' OR 1=1 --",
  "'; DROP TABLE members; --",
  '"); DELETE FROM newsletter_subscribers; --',
  '\\',
  '%_%',
  '$1',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202Eevil\u202C',
  'שלום עולם',
  '\uD800',
  '\uDC00x',
  'a\u0000b',
  '\u0007\u001b[31m',
  '𝕏😀👨‍👩‍👧',
  'e\u0301',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../etc/passwd',
  'NaN',
  ' ',
  '',
  'x'.repeat(10_000),
];
const HUGE = 'y'.repeat(900_000);

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 3, arbitrary: fc.string({ maxLength: 50 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);
/** Values of the wrong type for any argument. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant({ nested: { deeper: ['x'] } }),
  fc.constant(Array.from({ length: 20_000 }, (_, i) => i)),
  hostileString,
);

/** A value for a scalar, by name and by the field it fills (a plausible value most of the time). */
function scalarArb(scalar: string, field: string, slugs: string[]): fc.Arbitrary<unknown> {
  const plausible = (() => {
    if (/email/i.test(field))
      return fc.oneof(
        fc.emailAddress(),
        fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
      );
    if (/slug/i.test(field)) return fc.constantFrom(...slugs);
    if (field === 'website') return fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileString });
    if (field === 'phone') return fc.constantFrom('0412 345 678', '+61 3 9000 1234', '12');
    if (/attendees/i.test(field)) return fc.integer({ min: 0, max: 6 });
    switch (scalar) {
      case 'Int':
        return fc.oneof(fc.integer({ min: -2, max: 120 }), fc.constantFrom(2 ** 31, -(2 ** 31) - 1));
      case 'Float':
        return fc.double();
      case 'Boolean':
        return fc.boolean();
      case 'ID':
        return fc.oneof(fc.uuid(), fc.string());
      case 'DateTimeISO':
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.string(),
        );
      default:
        return fc.string({ minLength: 1, maxLength: 60 });
    }
  })();
  return fc.oneof({ weight: 6, arbitrary: plausible }, { weight: 2, arbitrary: hostileString }, { weight: 1, arbitrary: wrongType });
}

/** Any input type (lists, input objects, enums, non-null) as a fast-check arbitrary, with wrong types mixed in. */
function inputArb(type: GraphQLInputType, field: string, slugs: string[], depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof({ weight: 20, arbitrary: inputArb(type.ofType, field, slugs, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  const orNull = (arb: fc.Arbitrary<unknown>) => fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const item = inputArb(type.ofType, field, slugs, depth + 1);
    return orNull(
      fc.oneof({ weight: 5, arbitrary: fc.array(item, { maxLength: 5 }) }, { weight: 1, arbitrary: item.map((v) => Array(10_000).fill(v)) }),
    );
  }
  if (isEnumType(type))
    return orNull(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: wrongType }));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) record[f.name] = inputArb(f.type, f.name, slugs, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return orNull(fc.oneof({ weight: 12, arbitrary: fc.record(record, { requiredKeys: required }) }, { weight: 1, arbitrary: wrongType }));
  }
  if (isScalarType(type)) return orNull(scalarArb(type.name, field, slugs));
  return fc.constant(null);
}

/** A selection of the scalar fields of a return type, one level of objects deep. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts: string[] = [];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(f.type);
    if (isObjectType(inner)) {
      if (depth < 1) {
        const sub = selectionOf(f.type, depth + 1);
        if (sub) parts.push(`${f.name} ${sub}`);
      }
    } else parts.push(f.name);
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

/** A document calling one operation with every argument as a variable. */
function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
}

/** Queries and mutations without @Authorized: what anyone may call. */
function publicOperations(schema: GraphQLSchema): { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] {
  const storage = getMetadataStorage();
  const guarded = new Set<string>();
  for (const resolver of [...storage.queries, ...storage.mutations]) {
    const authorized =
      storage.authorizedFields.some(
        (a) => a.fieldName === resolver.methodName && (a.target === resolver.target || resolver.target.prototype instanceof a.target),
      ) || storage.authorizedResolver.some((a) => a.target === resolver.target);
    if (authorized) guarded.add(resolver.schemaName);
  }
  const out: { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) if (!guarded.has(field.name)) out.push({ kind, field });
  }
  return out;
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } | null;
  text: string;
}

/** What no answer may hold: internal errors, stacks, SQL. */
function assertClean(answer: Answer, what: string): void {
  if (answer.status >= 500) throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  for (const error of answer.body?.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== 'string' || code === 'INTERNAL_SERVER_ERROR')
      throw new Error(`${what}: unclean error ${JSON.stringify(error).slice(0, 500)}`);
    if (
      error.extensions?.stacktrace ||
      /\bat .+:\d+:\d+|\b(SELECT|INSERT|UPDATE)\b.*\b(FROM|INTO|SET)\b|QueryFailedError|violates|syntax error at/i.test(error.message)
    ) {
      throw new Error(`${what}: internals leaked ${error.message.slice(0, 300)}`);
    }
  }
}

describeDb('fuzz: every public operation with random and hostile input', () => {
  let slugs: string[];
  const server = useTestServer({ PUBLIC_WRITE_LIMIT: '0' });
  beforeAll(async () => {
    const e = await event(server.services, { maxAttendees: null });
    const p = await project(server.services);
    slugs = [e.slug, p.slug, 'no-such-slug'];
  });

  const post = async (body: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, text };
  };
  const healthy = async () => {
    const health = await post({ query: '{ siteSettings { __typename } }' });
    expect(health.body?.data).toEqual({ siteSettings: { __typename: 'SiteSettings' } });
  };

  it('answers every input to every public operation with a clean code, and stores exactly what was accepted', async () => {
    const schema = await createSchema(createAppPubSub());
    const operations = publicOperations(schema);
    const names = operations.map((o) => o.field.name);
    expect(names).toEqual(
      expect.arrayContaining(['applyForMembership', 'rsvpEvent', 'sendContactMessage', 'subscribeNewsletter', 'projects', 'event']),
    );
    expect(names).not.toContain('members');

    // One RSVP per event and e-mail (issue #17): a repeat changes the party size; each accepted one is e-mailed.
    const accepted = { members: 0, rsvps: new Map<string, number>(), rsvpMails: 0, contacts: 0, newsletter: new Set<string>() };
    let requests = 0;
    for (const { kind, field } of operations) {
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, inputArb(a.type, a.name, slugs)])));
      const samples = fc.sample(variables, { numRuns: kind === 'mutation' ? MUTATION_RUNS : QUERY_RUNS, seed: SEED });
      const query = documentOf(kind, field);
      for (let i = 0; i < samples.length; i += BATCH) {
        const batch = samples.slice(i, i + BATCH);
        const answers = await Promise.all(batch.map((v) => post({ query, variables: v })));
        requests += batch.length;
        answers.forEach((answer, j) => {
          const vars = batch[j] as Record<string, Record<string, unknown> | string | undefined>;
          assertClean(answer, `${field.name}(${JSON.stringify(vars).slice(0, 300)})`);
          const ok = answer.status === 200 && !answer.body?.errors?.length && answer.body?.data?.[field.name] != null;
          if (!ok) return;
          const input = (vars.input ?? {}) as Record<string, unknown>;
          if (field.name === 'applyForMembership' && !isHoneypotFilled(input.website)) accepted.members += 1;
          if (field.name === 'rsvpEvent' && !isHoneypotFilled(input.website)) {
            accepted.rsvps.set(
              `${cleanText(String(input.eventSlug))}|${cleanText(String(input.email)).trim().toLowerCase()}`,
              Number(input.attendees),
            );
            accepted.rsvpMails += 1;
          }
          if (field.name === 'sendContactMessage' && !isHoneypotFilled(input.website)) accepted.contacts += 1;
          if (field.name === 'subscribeNewsletter' && !isHoneypotFilled(vars.website)) {
            accepted.newsletter.add(cleanText(String(vars.email)).trim().toLowerCase());
          }
        });
      }
    }
    await healthy();

    const count = async (table: string) => ((await server.services.db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0].n;
    expect(requests).toBeGreaterThan(1000);
    expect(accepted.members + accepted.rsvps.size + accepted.contacts + accepted.newsletter.size).toBeGreaterThan(20);
    expect(await count('members')).toBe(accepted.members);
    expect(await count('audit_entries')).toBe(accepted.members);
    // One e-mail per application, per RSVP e-mail, per contact message (to the association) and per
    // new newsletter address (its confirmation).
    expect(await count('email_outbox')).toBe(accepted.members + accepted.rsvpMails + accepted.contacts + accepted.newsletter.size);
    expect(await count('rsvps')).toBe(accepted.rsvps.size);
    expect(await count('contact_messages')).toBe(accepted.contacts);
    expect(await count('newsletter_subscribers')).toBe(accepted.newsletter.size);
    const attendees = (await server.services.db.query(`SELECT coalesce(sum(current_attendees), 0)::int AS n FROM events`)) as { n: number }[];
    expect(attendees[0].n).toBe([...accepted.rsvps.values()].reduce((a, b) => a + b, 0));
  }, 300_000);

  it('survives deep nesting, 1,000 aliases, batches, huge bodies and malformed JSON with clean answers', async () => {
    let deep = 'name';
    for (let i = 0; i < 100; i++) deep = `ofType { ${deep} }`;
    const cases: [string, unknown][] = [
      ['100 deep', { query: `{ __type(name: "Query") { fields { type { ${deep} } } } }` }],
      [
        '100 deep fragments',
        {
          query: `{ ...F0 } ${Array.from({ length: 100 }, (_, i) => `fragment F${i} on Query { ${i < 99 ? `...F${i + 1}` : '__typename'} }`).join(' ')}`,
        },
      ],
      ['1,000 aliases', { query: `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: projects { total }`).join(' ')} }` }],
      [
        '1,000 mutation aliases',
        {
          query: `mutation { ${Array.from({ length: 1000 }, (_, i) => `a${i}: subscribeNewsletter(email: "alias${i}@example.com", website: "bot")`).join(' ')} }`,
        },
      ],
      ['batch', Array.from({ length: 500 }, () => ({ query: '{ siteSettings { __typename } }' }))],
      ['huge list variable', { query: 'query($s: String!) { project(slug: $s) { id } }', variables: { s: Array(100_000).fill('x') } }],
      ['over 1 MB', { query: '{ siteSettings { __typename } }', variables: { x: 'z'.repeat(1_200_000) } }],
      ['malformed JSON', '{"query": "{ siteSettings'],
      ['no query', {}],
      ['query not a string', { query: 42 }],
      ['cyclic fragment', { query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }],
    ];
    for (const [name, body] of cases) {
      const answer = await post(body);
      assertClean(answer, name);
      expect(answer.status).toBeLessThan(500);
    }
    await healthy();
  }, 60_000);
});
