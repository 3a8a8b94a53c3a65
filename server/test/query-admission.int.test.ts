import { ADMISSION_LIMITS, COSTLY_RETRY_AFTER_SEC } from '../src/api/graphql/query-admission';
import * as factory from './factories';
import { firstEvent } from './ws';
import { describeDb, type GqlResult, useTestServer } from './harness';

/** A costly anonymous query: as many root fields as makes one costly, each a statistics statement. */
const aliases = (n: number, field: string): string => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const COSTLY = aliases(ADMISSION_LIMITS.costlyRootFields, 'publicStats { eventsHosted }');
/** The same shape on another statement (not held by the test's gate). */
const COSTLY_RESOURCES = aliases(ADMISSION_LIMITS.costlyRootFields, 'resourceStats { total }');
/** What the events page asks (one root field). */
const CHEAP = '{ events(limit: 12) { total items { slug } } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const codesOf = (res: GqlResult<unknown>) => res.errors?.map((e) => e.extensions?.code) ?? [];

describeDb('costly anonymous queries wait their turn (issue #24 "Hostile queries")', () => {
  let token: string;
  /** Calls of the statistics statement started, running now, and the most at once. */
  let calls = 0;
  let running = 0;
  let mostAtOnce = 0;
  /** The statistics statement waits for this before it runs. */
  let open: () => void = () => undefined;
  let opened: Promise<void> = Promise.resolve();
  const closeGate = () => {
    opened = new Promise((resolve) => (open = resolve));
  };

  const server = useTestServer();
  beforeAll(async () => {
    ({ token } = await factory.staff(server.services));
    await factory.event(server.services, { title: 'Street picnic', slug: 'street-picnic' });
  });
  beforeEach(() => {
    calls = running = mostAtOnce = 0;
    closeGate();
    const site = server.services.anonymousSite;
    const stats = site.stats.bind(site);
    jest.spyOn(site, 'stats').mockImplementation(async () => {
      calls++;
      mostAtOnce = Math.max(mostAtOnce, ++running);
      try {
        await opened;
        return await stats();
      } finally {
        running--;
      }
    });
  });
  afterEach(() => {
    open();
    jest.restoreAllMocks();
  });

  it(`runs costly anonymous queries one at a time, each at most ${ADMISSION_LIMITS.readsPerOperation} statements at once, while cheap and staff queries answer`, async () => {
    const first = server.gql(COSTLY);
    await until(() => calls === ADMISSION_LIMITS.readsPerOperation, 'the first costly query to start its reads');
    const second = server.gql(COSTLY);
    // The events page's query and a signed-in staff member's costly query do not queue behind it.
    const cheap = await server.gql<{ events: { total: number } }>(CHEAP);
    expect(cheap.errors).toBeUndefined();
    expect(cheap.data?.events.total).toBe(1);
    const staff = await server.gql<Record<string, { total: number }>>(COSTLY_RESOURCES, {}, token);
    expect(staff.errors).toBeUndefined();
    expect(Object.keys(staff.data ?? {})).toHaveLength(ADMISSION_LIMITS.costlyRootFields);
    // Meanwhile neither the first query's other reads nor any of the second's have started.
    await sleep(200);
    expect(calls).toBe(ADMISSION_LIMITS.readsPerOperation);

    open();
    const answers = await Promise.all([first, second]);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(Object.keys(answer.data ?? {})).toHaveLength(ADMISSION_LIMITS.costlyRootFields);
    }
    expect(calls).toBe(2 * ADMISSION_LIMITS.costlyRootFields);
    expect(mostAtOnce).toBe(ADMISSION_LIMITS.readsPerOperation);
  });

  it('makes an anonymous search on a list wait its turn behind a costly query, while the lists without a search answer (issue #31 item 5)', async () => {
    const first = server.gql(COSTLY);
    await until(() => calls === ADMISSION_LIMITS.readsPerOperation, 'the costly query to start its reads');
    let answered = 0;
    const counted = <T>(p: Promise<T>): Promise<T> => p.then((answer) => (answered++, answer));
    const events = counted(server.gql<{ events: { total: number } }>('query($s: String) { events(search: $s) { total } }', { s: 'picnic' }));
    const search = counted(server.gql('{ search(q: "picnic") { total } }'));
    // The same lists without words in the search are not costly.
    expect(codesOf(await server.gql('query($s: String) { events(search: $s) { total } }', { s: '  ' }))).toEqual([]);
    expect(codesOf(await server.gql(CHEAP))).toEqual([]);
    await sleep(300);
    expect(answered).toBe(0);

    open();
    await first;
    expect((await events).data?.events.total).toBe(1);
    expect(codesOf(await search)).toEqual([]);
  });

  it(`refuses a costly anonymous query with RATE_LIMITED (retryAfter ${COSTLY_RETRY_AFTER_SEC}) once its IP has ${ADMISSION_LIMITS.costlyPerIp} in flight, and answers the others`, async () => {
    const first = server.gql(COSTLY);
    await until(() => calls > 0, 'the first costly query to start');
    const waiting = Array.from({ length: ADMISSION_LIMITS.costlyPerIp - 1 }, () => server.gql(COSTLY));
    // Give them the time to be admitted to the queue (a refusal answers at once; these hang).
    await sleep(1000);
    const refused = await server.gql(COSTLY);
    expect(refused.data).toBeUndefined();
    expect(codesOf(refused)).toEqual(['RATE_LIMITED']);
    expect(refused.errors?.[0].extensions).toMatchObject({ retryAfter: COSTLY_RETRY_AFTER_SEC });
    // Under the cap the site's own queries still answer, and so does staff.
    expect(codesOf(await server.gql(CHEAP))).toEqual([]);
    expect(codesOf(await server.gql(COSTLY_RESOURCES, {}, token))).toEqual([]);

    open();
    for (const answer of await Promise.all([first, ...waiting])) expect(codesOf(answer)).toEqual([]);
    // Places are given back: the next costly query runs.
    expect(codesOf(await server.gql(COSTLY))).toEqual([]);
  });
  it('queues and refuses costly anonymous queries sent over the WebSocket in the same queue as HTTP', async () => {
    const first = server.gql(COSTLY);
    await until(() => calls === ADMISSION_LIMITS.readsPerOperation, 'the first costly query to start its reads');
    // Over the WebSocket the same shape waits behind the HTTP query; the events page's query does not.
    const overWs = firstEvent(server, COSTLY);
    const cheapOverWs = firstEvent(server, CHEAP);
    expect(await cheapOverWs.result).toMatchObject({ data: { events: { total: 1 } } });
    cheapOverWs.close();
    await sleep(200);
    expect(calls).toBe(ADMISSION_LIMITS.readsPerOperation);
    // The IP's cap counts both transports: with the HTTP one and the WebSocket one in flight, fill it up.
    const waiting = Array.from({ length: ADMISSION_LIMITS.costlyPerIp - 2 }, () => server.gql(COSTLY));
    await sleep(1000);
    const refused = firstEvent(server, COSTLY);
    const refusal = (await refused.result) as { errors?: { extensions?: Record<string, unknown> }[] };
    expect(refusal.errors?.map((e) => e.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(refusal.errors?.[0].extensions).toMatchObject({ retryAfter: COSTLY_RETRY_AFTER_SEC });
    refused.close();

    open();
    for (const answer of await Promise.all([first, ...waiting])) expect(codesOf(answer)).toEqual([]);
    const answered = (await overWs.result) as { data?: Record<string, unknown>; errors?: unknown };
    overWs.close();
    expect(answered.errors).toBeUndefined();
    expect(Object.keys(answered.data ?? {})).toHaveLength(ADMISSION_LIMITS.costlyRootFields);
    expect(calls).toBe(ADMISSION_LIMITS.costlyRootFields * (2 + waiting.length));
  });
});
