import { Client } from 'pg';
import { applicationInput } from './factories';
import { describeDb, type TestServer } from './harness';
import { startServerBehindProxy, type FaultProxy, type ServerBehindProxy } from './tcp-proxy';

const APPLY = `mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { id email } }`;

/** What one application submitted during the test got back. */
interface Outcome {
  email: string;
  at: number;
  /** The stored member's id on success. */
  id?: string;
  code?: string;
  retryable?: boolean;
  message?: string;
  /** Set when no GraphQL answer came back at all (the server failed to answer). */
  transport?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeDb('faults: the database goes away while applications are submitted', () => {
  let rig: ServerBehindProxy;
  let server: TestServer;
  let proxy: FaultProxy;
  let db: Client;

  beforeAll(async () => {
    // The app reaches the database only through the proxy; the test reads it directly.
    rig = await startServerBehindProxy({ PUBLIC_WRITE_LIMIT: '0' });
    ({ server, proxy } = rig);
    db = new Client({ connectionString: rig.directUrl });
    await db.connect();
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await rig?.stop();
  });

  /** Submits one application and classifies the answer; never throws. */
  const submit = async (n: number): Promise<Outcome> => {
    const email = `fault.${n}.${Date.now()}@example.com`;
    try {
      const res = await server.gql<{ applyForMembership: { id: string } }>(APPLY, { input: applicationInput({ email }) });
      const error = res.errors?.[0];
      return {
        email,
        at: Date.now(),
        id: res.data?.applyForMembership?.id,
        code: error?.extensions?.code,
        message: error?.message,
        retryable: (error?.extensions as { retryable?: boolean } | undefined)?.retryable,
      };
    } catch (error) {
      return { email, at: Date.now(), transport: String(error) };
    }
  };

  it('keeps every acknowledged application, answers SERVICE_UNAVAILABLE (retryable) meanwhile, and serves again within 10 s', async () => {
    const outcomes: Outcome[] = [];
    let n = 0;
    let stop = false;
    const workers = Array.from({ length: 4 }, async () => {
      while (!stop) outcomes.push(await submit((n += 1)));
    });

    await sleep(1000);
    proxy.cut(); // like a PostgreSQL restart: open connections die mid-query, new ones are refused
    const cutAt = Date.now();
    await sleep(500);
    const healthDuringOutage = await fetch(`${server.url}/healthz`);
    const readyDuringOutage = await fetch(`${server.url}/readyz`);
    await sleep(1500);
    proxy.restore();
    const restoredAt = Date.now();

    // Keep submitting until the server has answered successfully again, at most 10 s.
    while (Date.now() - restoredAt < 10_000 && !outcomes.some((o) => o.id && o.at > restoredAt)) await sleep(100);
    await sleep(500);
    stop = true;
    await Promise.all(workers);

    const succeeded = outcomes.filter((o) => o.id);
    const failed = outcomes.filter((o) => !o.id);
    // The process stayed up and answered every request with GraphQL, never a dropped connection.
    expect(outcomes.filter((o) => o.transport)).toEqual([]);
    expect(healthDuringOutage.status).toBe(200);
    expect(readyDuringOutage.status).toBe(503);
    // The fault really hit submissions, and each failure is the clear, retryable code.
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.filter((o) => o.at >= cutAt).length).toBeGreaterThan(0);
    expect(failed.filter((o) => o.code !== 'SERVICE_UNAVAILABLE' || o.retryable !== true).map((o) => `${o.code}: ${o.message}`)).toEqual([]);
    // Serving again within 10 s of the database coming back.
    const firstAfter = succeeded.find((o) => o.at > restoredAt);
    expect(firstAfter).toBeDefined();
    expect(firstAfter!.at - restoredAt).toBeLessThan(10_000);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // Every application that got a success answer is stored, whole: member, audit entry and e-mail.
    const stored = await db.query<{ id: string; email: string; audits: string; emails: string }>(
      `SELECT m.id, m.email,
              (SELECT count(*) FROM audit_entries a WHERE a.entity_type = 'member' AND a.entity_id = m.id::text) AS audits,
              (SELECT count(*) FROM email_outbox e WHERE e.to_address = m.email) AS emails
         FROM members m WHERE m.email LIKE 'fault.%'`,
    );
    const byEmail = new Map(stored.rows.map((row) => [row.email, row]));
    for (const o of succeeded) expect(byEmail.get(o.email)?.id).toBe(o.id);
    // Nothing half-written: a stored application (even one whose answer was lost) has its audit entry and e-mail.
    for (const row of stored.rows)
      expect({ email: row.email, audits: Number(row.audits), emails: Number(row.emails) }).toEqual({ email: row.email, audits: 1, emails: 1 });
    expect(stored.rows.length).toBeGreaterThanOrEqual(succeeded.length);
    expect(stored.rows.length).toBeLessThanOrEqual(outcomes.length);
  }, 60_000);
});
