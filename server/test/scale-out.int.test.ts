import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import { OutboxService, type MailTransport } from '../src/notifications/outbox.service';
import { member, staff, testimonial } from './factories';
import { describeDb, redisUrl, startTestServer, target, type TestServer, useTestServer } from './harness';
import { firstEvent } from './ws';

const needsServers = target !== 'postgres' || !process.env.TEST_DATABASE_URL || !redisUrl;
const describeTwoInstances = needsServers ? describe.skip : describe;
const why = target !== 'postgres' ? 'embedded target' : 'TEST_DATABASE_URL or REDIS_URL is not set';

describeTwoInstances(`two instances behind one PostgreSQL and Redis${needsServers ? ` [skipped: ${why}]` : ' [postgres]'}`, () => {
  let a: TestServer;
  let b: TestServer;
  /** Waits (≤ 5 s) until an instance has subscribed to the topic's Redis channel, so no event is published before. */
  const subscribedTo = async (topic: string): Promise<void> => {
    const redis = new Redis(redisUrl!);
    try {
      for (let i = 0; i < 100; i++) {
        const [, count] = (await redis.pubsub('NUMSUB', `${a.config.redisPrefix}${topic}`)) as [string, number];
        if (Number(count) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`nobody subscribed to ${topic}`);
    } finally {
      redis.disconnect();
    }
  };
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const dbName = `ra_scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const sql = async (text: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  beforeAll(async () => {
    await sql(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    // Instances of one installation share the database, the JWT secret (tokens are accepted by
    // any), the channel prefix and the first-admin settings.
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_PREFIX: `ra-scale-${randomBytes(4).toString('hex')}:`,
      JWT_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: 'first.admin@example.com',
      ADMIN_PASSWORD: 'a-long-admin-password',
      PUBLIC_CACHE_SECONDS: '60',
    };
    // Started together on an empty database: migrations and the first admin must not race.
    [a, b] = await Promise.all([startTestServer(shared), startTestServer(shared)]);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await sql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('starts two instances at once on an empty database: one migrates and creates the first admin, once', async () => {
    const [{ admins }] = (await a.services.db.query(`SELECT count(*)::int AS admins FROM users WHERE email = 'first.admin@example.com'`)) as {
      admins: number;
    }[];
    expect(admins).toBe(1);
  });

  it('delivers memberChanged to a subscriber on B within 1 s of an admin approving on A, with Dates intact', async () => {
    const { token } = await staff(a.services);
    const applicant = await member(a.services, { fullName: 'Across Instances' });
    const sub = firstEvent(b, 'subscription { memberChanged { action member { id status approvedDate createdAt } } }', token);
    await sub.ready;
    await subscribedTo('MEMBER_CHANGED'); // B subscribes in Redis after acknowledging the WebSocket
    const approvedAt = Date.now();
    const approve = await a.gql('mutation($id: ID!) { approveMember(id: $id) { id } }', { id: applicant.id }, token);
    expect(approve.errors).toBeUndefined();
    const event = (await Promise.race([sub.result, new Promise((resolve) => setTimeout(() => resolve('timeout'), 1000))])) as {
      data: { memberChanged: { action: string; member: { id: string; status: string; approvedDate: string; createdAt: string } } };
    };
    expect(Date.now() - approvedAt).toBeLessThan(1000);
    expect(event.data.memberChanged).toMatchObject({ action: 'APPROVED', member: { id: applicant.id, status: 'APPROVED' } });
    // Dates travel through Redis as JSON and are revived: the DateTime scalar still serialises them.
    expect(new Date(event.data.memberChanged.member.approvedDate).getTime()).toBeGreaterThan(approvedAt - 60_000);
    expect(new Date(event.data.memberChanged.member.createdAt).toISOString()).toBe(applicant.createdAt.toISOString());
    sub.close();
  });

  it('delivers contentChanged from A to a subscriber on B', async () => {
    const { token } = await staff(a.services);
    const sub = firstEvent(b, 'subscription { contentChanged { type action } }', token);
    await sub.ready;
    await subscribedTo('CONTENT_CHANGED');
    const created = await a.gql(
      'mutation { createTestimonial(input: { message: "Great neighbours", name: "Sam", role: "Resident" }) { id } }',
      {},
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(await sub.result).toMatchObject({ data: { contentChanged: { type: 'TESTIMONIAL' } } });
    sub.close();
  });

  it("clears B's cached public answers within 1 s of a write on A", async () => {
    const { token } = await staff(a.services);
    const query = '{ testimonials(limit: 100) { message } }';
    const messagesOnB = async () => (await b.gql<{ testimonials: { message: string }[] }>(query)).data!.testimonials.map((t) => t.message);
    await subscribedTo('PUBLIC_CONTENT_CHANGED');
    expect(await messagesOnB()).not.toContain('Stored by hand');
    // Written behind the API, B keeps serving its cached answer (PUBLIC_CACHE_SECONDS is 60 here) …
    await testimonial(a.services, { message: 'Stored by hand' });
    expect(await messagesOnB()).not.toContain('Stored by hand');
    const created = await a.gql(
      'mutation { createTestimonial(input: { message: "Across the cache", name: "Kim", role: "Resident", status: PUBLISHED }) { id } }',
      {},
      token,
    );
    expect(created.errors).toBeUndefined();
    // … until A's write reaches it through Redis.
    const deadline = Date.now() + 1000;
    let after = await messagesOnB();
    while (!after.includes('Across the cache') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await messagesOnB();
    }
    expect(after).toEqual(expect.arrayContaining(['Across the cache', 'Stored by hand']));
  });
});

describeDb('outbox workers on two instances', () => {
  const server = useTestServer();

  it('sends every e-mail exactly once when two workers run at the same time', async () => {
    const { db } = server.services;
    const count = 12;
    await db.transaction(async (tx) => {
      for (let i = 0; i < count; i++)
        await server.services.outbox.enqueue(tx, { kind: 'member-approved', to: `r${i}@example.com`, subject: 'Hi', body: 'Body' });
    });
    const sent: string[] = [];
    const slowTransport: MailTransport = {
      async sendMail(message) {
        sent.push(message.to);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { ok: true };
      },
    };
    // Two workers over separate services, as two instances would have.
    const first = new OutboxService(db, slowTransport, 0);
    const second = new OutboxService(db, slowTransport, 0);
    const [x, y] = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(x + y).toBe(count);
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
    const [{ unsent }] = (await db.query(`SELECT count(*)::int AS unsent FROM email_outbox WHERE sent_at IS NULL`)) as { unsent: number }[];
    expect(unsent).toBe(0);
  });
});
