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
} from 'graphql';
import { Role } from '../src/auth/roles';
import { User } from '../src/auth/user.entity';
import { createAppPubSub } from '../src/realtime/pubsub';
import { createSchema } from '../src/api/schema';
import { signedInMember, staff } from './factories';
import { describeDb, useTestServer } from './harness';
import { firstEvent, type FirstEvent } from './ws';
import { MATRIX, ROLES, SUBSCRIPTIONS, type RoleName } from './authorization-matrix';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A syntactically valid literal for an argument type: enough for the authorization check to run. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return `"${SOME_ID}"`;
      case 'Int':
      case 'Float':
        return '1';
      case 'Boolean':
        return 'false';
      case 'DateTimeISO':
        return '"2030-01-01T00:00:00.000Z"';
      default:
        return '"x"';
    }
  }
  throw new Error(`no literal for ${String(type)}`);
}

/** `field(requiredArgs) { __typename }` for any operation field. */
function call(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type));
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
  const named = getNamedType(field.type);
  return `${field.name}${argText}${isObjectType(named) ? ' { __typename }' : ''}`;
}

const TABLES = [
  'members',
  'users',
  'projects',
  'events',
  'gallery_items',
  'resources',
  'testimonials',
  'news',
  'rsvps',
  'rsvp_tokens',
  'contact_messages',
  'newsletter_subscribers',
  'newsletter_issues',
  'newsletter_deliveries',
  'audit_entries',
  'email_outbox',
  'site_settings',
  'retention_settings',
  'uploads',
  'sessions',
  'staff_tokens',
  'member_links',
  'member_sessions',
  'member_change_requests',
  'member_erasure_requests',
  'charges',
  'ledger_entries',
  'receipts',
];

/** The outcome of a subscription's first message as the matrix names it: `ok`, the refusal's code, or what else happened. */
function outcomeOf(first: FirstEvent): string {
  const refusal = (errors: unknown) => String((errors as { extensions?: { code?: string } }[])[0]?.extensions?.code);
  if ('error' in first) return Array.isArray(first.error) ? refusal(first.error) : String(first.error);
  if ('timeout' in first) return 'no event';
  if ('complete' in first) return 'complete';
  return first.errors ? refusal(first.errors) : 'ok';
}

/** Operations that, when allowed, sign the caller out: the role's token is issued anew after them. */
const SIGNS_OUT = ['logout', 'signOutMember'];
/** Operations that answer UNAUTHENTICATED for bad credentials by design (not a refusal of the role). */
const CREDENTIAL_CHECKS = ['login', 'refreshSession'];

describeDb('authorization matrix (every operation × every role)', () => {
  const tokens: Record<RoleName, string | undefined> = {
    anonymous: undefined,
    editor: undefined,
    admin: undefined,
    treasurer: undefined,
    member: undefined,
  };
  const users: Partial<Record<RoleName, User>> = {};
  /** The member role's Cookie header (issue #21); renewed after signOutMember. */
  let memberCookie = '';
  const signInMember = async () => {
    memberCookie = (await signedInMember(server.services, { fullName: 'Matrix Member', email: `matrix.member.${Date.now()}@example.com` })).cookie;
  };
  /** One operation as a role: staff with their Bearer token, the member with the member cookie. */
  const as = async (role: RoleName, query: string) => {
    if (role !== 'member') return server.gql(query, {}, tokens[role]);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: memberCookie },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  };
  // Starting with the seed takes a while on a busy machine.
  const server = useTestServer({ SEED: '1' }, { timeout: 180_000 });
  beforeAll(async () => {
    await signInMember();
    for (const [role, as] of [
      ['editor', Role.EDITOR],
      ['admin', Role.ADMIN],
      ['treasurer', Role.TREASURER],
    ] as const) {
      const signedIn = await staff(server.services, as);
      users[role] = signedIn.user;
      tokens[role] = signedIn.token;
    }
  }, 180_000);

  it('has a row for every query, mutation and subscription of the schema', async () => {
    const schema = await createSchema(createAppPubSub());
    const operations = [schema.getQueryType(), schema.getMutationType()].flatMap((t) => Object.keys(t?.getFields() ?? {}));
    const subscriptions = Object.keys(schema.getSubscriptionType()?.getFields() ?? {});
    expect(operations.filter((name) => !MATRIX[name]).sort()).toEqual([]);
    expect(Object.keys(MATRIX).filter((name) => !operations.includes(name))).toEqual([]);
    expect(subscriptions.sort()).toEqual(Object.keys(SUBSCRIPTIONS).sort());
  });

  it('gives each role exactly what its row says, and refused calls change nothing', async () => {
    const schema = await createSchema(createAppPubSub());
    const fingerprint = async () =>
      JSON.stringify(
        await Promise.all(
          TABLES.map(
            async (t) => (await server.services.db.query(`SELECT md5(coalesce(string_agg(t::text, '' ORDER BY t::text), '')) AS h FROM ${t} t`))[0].h,
          ),
        ),
      );
    const mismatches: string[] = [];
    for (const [kind, type] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(type!.getFields())) {
        for (const role of ROLES) {
          const expected = MATRIX[field.name][role];
          const before = expected === 'ok' ? null : await fingerprint();
          const res = await as(role, `${kind} { ${call(field)} }`);
          const code = res.errors?.[0]?.extensions?.code;
          const got: string = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? code : 'ok';
          // `login` with wrong credentials answers UNAUTHENTICATED by design: that is not a refusal of the role.
          const outcome = CREDENTIAL_CHECKS.includes(field.name) && got === 'UNAUTHENTICATED' ? 'ok' : got;
          const user = users[role];
          if (SIGNS_OUT.includes(field.name) && user) {
            tokens[role] = server.services.auth.issue(await server.services.db.getRepository(User).findOneByOrFail({ id: user.id })).token;
          }
          if (SIGNS_OUT.includes(field.name) && role === 'member') await signInMember();
          if (outcome !== expected)
            mismatches.push(`${field.name} as ${role}: expected ${expected}, got ${got} (${res.errors?.[0]?.message ?? 'no error'})`);
          if (before !== null && (await fingerprint()) !== before) mismatches.push(`${field.name} as ${role}: refused, but the database changed`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('gives each role exactly what its row says for subscriptions, over WebSocket', async () => {
    const schema = await createSchema(createAppPubSub());
    const mismatches: string[] = [];
    for (const field of Object.values(schema.getSubscriptionType()!.getFields())) {
      const row = SUBSCRIPTIONS[field.name];
      // The member connects as a browser does: with the member cookie on the upgrade request (issue #21).
      const subscribers = ROLES.map((role) => ({
        role,
        ...firstEvent(server, `subscription { ${call(field)} }`, role === 'member' ? { cookie: memberCookie } : tokens[role], 5000),
      }));
      await Promise.all(subscribers.map((s) => s.ready));
      await new Promise((resolve) => setTimeout(resolve, 200)); // refusals arrive at once; accepted ones wait
      const fired = await server.gql(row.trigger, {}, tokens.admin);
      if (fired.errors) mismatches.push(`${field.name}: the trigger failed: ${fired.errors[0].message}`);
      for (const s of subscribers) {
        const outcome = outcomeOf(await s.result);
        if (outcome !== row[s.role]) mismatches.push(`${field.name} as ${s.role}: expected ${row[s.role]}, got ${outcome}`);
        s.close();
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('never returns member personal data to anonymous callers or editors', async () => {
    const schema = await createSchema(createAppPubSub());
    const personal = [
      'Member',
      'MemberPage',
      'MemberExport',
      'MemberChange',
      'AuditEntryPage',
      'OutboxEmailPage',
      'MemberChangeRequest',
      'MemberChangeRequestPage',
      'MemberErasureRequestPage',
      // Money (issue #34): payers' names and e-mails; editors never see money.
      'Charge',
      'ChargePage',
      'LedgerEntry',
      'LedgerEntryPage',
    ];
    const rows = { ...MATRIX, ...SUBSCRIPTIONS };
    const memberReturning = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .flatMap((t) => Object.values(t!.getFields()))
      .filter((f) => personal.includes(getNamedType(f.type).name) && f.name !== 'applyForMembership') // echoes the applicant's own input
      .map((f) => f.name);
    expect(memberReturning).toEqual(
      expect.arrayContaining(['members', 'member', 'pendingMembers', 'memberChanged', 'auditLog', 'charges', 'ledgerEntries', 'recordPayment']),
    );
    for (const name of memberReturning)
      expect({ name, anonymous: rows[name].anonymous, editor: rows[name].editor }).toEqual({
        name,
        anonymous: expect.not.stringMatching(/^ok$/),
        editor: 'FORBIDDEN',
      });
  });
});
