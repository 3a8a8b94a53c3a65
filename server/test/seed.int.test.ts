import sharp from 'sharp';
import { describeDb, useTestServer } from './harness';
import { Role } from '../src/auth/roles';
import { staff } from './factories';

describeDb('demo mode start-up', () => {
  const server = useTestServer({ SEED: '1', DEMO: '1' });

  it('seeds the demo content the issue asks for', async () => {
    const [counts] = (await server.services.db.query(`SELECT
      (SELECT count(*) FROM projects)::int AS projects,
      (SELECT count(*) FROM projects WHERE completion_percentage = 100)::int AS completed,
      (SELECT count(*) FROM events WHERE event_date < now())::int AS past_events,
      (SELECT count(*) FROM events WHERE event_date >= now() OR event_date IS NULL)::int AS upcoming_events,
      (SELECT count(DISTINCT album_slug) FROM gallery_items)::int AS albums,
      (SELECT min(c) FROM (SELECT count(*) AS c FROM gallery_items GROUP BY album_slug) a)::int AS min_album_size,
      (SELECT count(*) FROM resources)::int AS resources,
      (SELECT count(*) FROM testimonials)::int AS testimonials,
      (SELECT count(*) FROM members)::int AS members,
      (SELECT count(DISTINCT status) FROM members)::int AS member_statuses`)) as Record<string, number>[];
    expect(counts.projects).toBeGreaterThanOrEqual(4);
    expect(counts.completed).toBeGreaterThanOrEqual(1);
    expect(counts.past_events + counts.upcoming_events).toBeGreaterThanOrEqual(6);
    expect(counts.past_events).toBeGreaterThan(0);
    expect(counts.upcoming_events).toBeGreaterThan(0);
    expect(counts.albums).toBe(2);
    expect(counts.min_album_size).toBe(6);
    expect(counts.resources).toBe(5);
    expect(counts.testimonials).toBe(3);
    expect(counts.members).toBe(20);
    expect(counts.member_statuses).toBe(4);
  });

  it('backs every event’s places taken with GOING RSVPs, so the attendees screen shows whom the public page counts (issue #17)', async () => {
    const rows = (await server.services.db.query(
      `SELECT e.slug, e.current_attendees AS taken,
              coalesce((SELECT sum(r.attendees) FROM rsvps r WHERE r.event_id = e.id AND r.status = 'going'), 0)::int AS going,
              (SELECT count(*) FROM rsvps r WHERE r.event_id = e.id AND r.email IS NULL)::int AS walk_ins
         FROM events e ORDER BY e.slug`,
    )) as { slug: string; taken: number; going: number; walk_ins: number }[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect({ slug: row.slug, taken: row.going }).toEqual({ slug: row.slug, taken: row.taken });
    // The public page's figures are unchanged ("48 / 150 attending"), and now have names behind them.
    const picnic = rows.find((r) => r.slug === 'neighbourhood-picnic')!;
    expect(picnic.taken).toBe(48);
    expect(picnic.walk_ins).toBeGreaterThan(0);
    const { token } = await staff(server.services, Role.EDITOR);
    const [{ id }] = (await server.services.db.query(`SELECT id FROM events WHERE slug = 'neighbourhood-picnic'`)) as { id: string }[];
    const list = await server.gql<{ eventAttendees: { goingPlaces: number; items: { name: string; email: string | null }[] } }>(
      'query($id: ID!) { eventAttendees(eventId: $id, limit: 100) { goingPlaces items { name email } } }',
      { id },
      token,
    );
    expect(list.data!.eventAttendees.goingPlaces).toBe(48);
    expect(list.data!.eventAttendees.items.map((i) => i.name)).toContain('Kim Nguyen');
  });

  it('serves the generated pictures of the seed as 900 × 600 WebP photos, one per picture', async () => {
    const rows = (await server.services.db.query(
      `SELECT image_url AS url FROM projects UNION ALL SELECT image_url FROM events UNION ALL SELECT image_url FROM testimonials
       UNION ALL SELECT image_url FROM gallery_items`,
    )) as { url: string }[];
    const urls = rows.map((row) => row.url);
    expect(urls.length).toBeGreaterThan(20);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of [urls[0], urls[urls.length - 1]]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width, height, format }).toEqual({ width: 900, height: 600, format: 'webp' });
    }
  });

  it('lists a demo admin, a demo editor and a demo treasurer (issue #34) whose passwords work', async () => {
    const res = await server.gql<{ demoAccounts: { email: string; password: string; role: string }[] }>('{ demoAccounts { email password role } }');
    const roles = res.data!.demoAccounts.map((a) => a.role).sort();
    expect(roles).toEqual(['ADMIN', 'EDITOR', 'TREASURER']);
    for (const account of res.data!.demoAccounts) {
      const login = await server.gql<{ login: { user: { role: string } } }>(
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { role } } }',
        {
          e: account.email,
          p: account.password,
        },
      );
      expect(login.data!.login.user.role).toBe(account.role);
    }
  });

  it('shows only published projects publicly, and its overview counts to staff', async () => {
    const { token } = await staff(server.services, Role.EDITOR);
    const res = await server.gql<{ projects: { total: number }; adminOverview: { totalProjects: number; activeProjects: number } }>(
      '{ projects { total } adminOverview { totalProjects activeProjects } }',
      {},
      token,
    );
    const [{ published }] = (await server.services.db.query(`SELECT count(*)::int AS published FROM projects WHERE status = 'published'`)) as {
      published: number;
    }[];
    expect(res.data!.projects.total).toBe(published);
    expect(res.data!.adminOverview.totalProjects).toBeGreaterThan(published - 1);
    expect(res.data!.adminOverview.activeProjects).toBeLessThan(published);
  });

  it('lists upcoming events ascending with undated events last', async () => {
    const res = await server.gql<{ events: { items: { eventDate: string | null }[] } }>('{ events(when: UPCOMING) { items { eventDate } } }');
    const dates = res.data!.events.items.map((e) => e.eventDate);
    const dated = dates.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort());
    expect(dates[dates.length - 1]).toBeNull();
  });
});
