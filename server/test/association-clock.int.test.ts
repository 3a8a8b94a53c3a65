import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { MembershipFees } from '../src/membership';
import { createClock, DEFAULT_TIME_ZONE } from '../../shared/clock';
import { NewsletterSubscriber } from '../src/newsletter/subscriber.entity';
import { SubscriptionService } from '../src/newsletter/subscription.service';
import { MemberStatus, MemberType } from '../src/members/member.enums';
import { MemberQueries } from '../src/members/member-queries';
import { MemberService } from '../src/members/member.service';
import type { MembershipApplicationInput } from '../src/members/member.models';
import { EventWhen } from '../src/public/public.enums';
import { PublicService } from '../src/public/public.service';
import { slugify } from '../src/common/slug';
import { applicationInput, event, member, photo } from './factories';
import { describeDb, useTestServer } from './harness';

const MELBOURNE = DEFAULT_TIME_ZONE;

/**
 * Mornings in Melbourne, when its calendar day is a day ahead of UTC's (the hours the old
 * `date_trunc('day', now())` — UTC midnight, 10:00 or 11:00 in Melbourne — got wrong), with the
 * instants of 00:30 and 23:30 that day and 23:30 the day before, written out by hand.
 */
const MORNINGS = [
  {
    name: 'an ordinary day (AEST, UTC+10)',
    now: '2031-05-10T22:00:00Z', // Sunday 11 May 2031, 08:00
    earlyToday: '2031-05-10T14:30:00Z',
    lateToday: '2031-05-11T13:30:00Z',
    lateYesterday: '2031-05-10T13:30:00Z',
  },
  {
    name: 'the day daylight time ends (begins AEDT, ends AEST)',
    now: '2031-04-05T23:00:00Z', // Sunday 6 April 2031, 09:00 AEST
    earlyToday: '2031-04-05T13:30:00Z',
    lateToday: '2031-04-06T13:30:00Z',
    lateYesterday: '2031-04-05T12:30:00Z',
  },
  {
    name: 'the day daylight time starts (begins AEST, ends AEDT)',
    now: '2031-10-04T22:00:00Z', // Sunday 5 October 2031, 09:00 AEDT
    earlyToday: '2031-10-04T14:30:00Z',
    lateToday: '2031-10-05T12:30:00Z',
    lateYesterday: '2031-10-04T13:30:00Z',
  },
];

describeDb('the association’s clock on the server (issue #23, issue #17 "today")', () => {
  const server = useTestServer();

  const ids = (page: { items: { id: string }[] }) => page.items.map((e) => e.id);

  describe.each(MORNINGS)('public events on the morning of $name', ({ name, now, earlyToday, lateToday, lateYesterday }) => {
    it('are upcoming from 00:30 Melbourne today, and past at 23:30 yesterday', async () => {
      const tag = `today-${name.replace(/\W+/g, '-')}`;
      const early = await event(server.services, { title: `${tag} early`, eventDate: new Date(earlyToday) });
      const late = await event(server.services, { title: `${tag} late`, eventDate: new Date(lateToday) });
      const yesterday = await event(server.services, { title: `${tag} yesterday`, eventDate: new Date(lateYesterday) });
      const publicSite = new PublicService(
        server.services.db,
        createClock(MELBOURNE, () => new Date(now)),
      );

      expect(ids(await publicSite.events({ search: tag, when: EventWhen.UPCOMING }))).toEqual([early.id, late.id]);
      expect(ids(await publicSite.events({ search: tag, when: EventWhen.PAST }))).toEqual([yesterday.id]);
      expect(ids(await publicSite.events({ search: tag }))).toEqual([early.id, late.id, yesterday.id]);
    });
  });

  it('puts an event in the calendar month of its Melbourne day, not its UTC day', async () => {
    const publicSite = new PublicService(
      server.services.db,
      createClock(MELBOURNE, () => new Date('2031-05-10T22:00:00Z')),
    );
    const lastOfMay = await event(server.services, { eventDate: new Date('2031-05-31T13:30:00Z') }); // 31 May, 23:30
    const firstOfJune = await event(server.services, { eventDate: new Date('2031-05-31T14:30:00Z') }); // 1 June, 00:30
    const may = (await publicSite.eventsInMonth(2031, 5)).map((e) => e.id);
    const june = (await publicSite.eventsInMonth(2031, 6)).map((e) => e.id);
    expect(may).toContain(lastOfMay.id);
    expect(may).not.toContain(firstOfJune.id);
    expect(june).toContain(firstOfJune.id);
    expect(june).not.toContain(lastOfMay.id);
  });

  it('gives an album the Melbourne year of its first photo: 01:30 on New Year’s Day there is still the old year in UTC', async () => {
    const album = `New Year ${Date.now()}`;
    await photo(server.services, album, { createdAt: new Date('2030-12-31T14:30:00Z') }); // 1 Jan 2031, 01:30 AEDT
    const detail = await server.services.publicSite.galleryAlbum(slugify(album));
    expect(detail.year).toBe(2031);
    const listed = await server.services.publicSite.galleryAlbums({ year: 2031 });
    expect(listed.items.map((a) => a.slug)).toContain(slugify(album));
    expect(await server.services.publicSite.galleryYears()).toContain(2031);
    expect(await server.services.publicSite.galleryYears()).not.toContain(2030);
  });

  it('answers "today" through GraphQL with the server’s clock: 00:30 and 23:30 today upcoming, 23:30 yesterday past', async () => {
    // Real time: at any hour the old UTC midnight misfiled one of these (before 10:00 or 11:00
    // Melbourne yesterday's evening was upcoming; after it, this morning's event was past).
    const clock = createClock(server.config.timeZone);
    const today = clock.wallClock(clock.now());
    const at = (days: number, hour: number) => clock.instantOf({ year: today.year, month: today.month, day: today.day + days, hour, minute: 30 });
    const tag = 'gql-today-check';
    const early = await event(server.services, { title: `${tag} early`, eventDate: at(0, 0) });
    const late = await event(server.services, { title: `${tag} late`, eventDate: at(0, 23) });
    const yesterday = await event(server.services, { title: `${tag} yesterday`, eventDate: at(-1, 23) });
    const list = async (when: string) =>
      ids((await server.gql<{ events: { items: { id: string }[] } }>(`{ events(search: "${tag}", when: ${when}) { items { id } } }`)).data!.events);
    expect(await list('UPCOMING')).toEqual([early.id, late.id]);
    expect(await list('PAST')).toEqual([yesterday.id]);
    expect(server.services.clock.timeZone).toBe(MELBOURNE);
  });

  describe('members on a Melbourne morning (a day ahead of UTC)', () => {
    const now = new Date('2031-05-10T22:00:00Z'); // Sunday 11 May 2031, 08:00 in Melbourne
    const members = () => {
      const { db, pubsub, audit, outbox, ledger, membershipClasses: classes, membershipYear: settings } = server.services;
      return new MemberService({
        db,
        pubsub,
        audit,
        outbox,
        clock: createClock(MELBOURNE, () => now),
        erasePerson: async () => ({ counts: {} }),
        membership: { classes, fees: new MembershipFees({ ledger, classes, settings }) },
      });
    };

    it('join today in Melbourne', async () => {
      const joined = await members().apply(applicationInput({ memberType: MemberType.OWNER }) as unknown as MembershipApplicationInput);
      expect(joined.joinDate).toBe('2031-05-11');
    });

    it('are exported with Melbourne days in the file name and the date columns', async () => {
      const approvedAt = new Date('2031-05-09T21:15:00Z'); // Saturday 10 May, 07:15 in Melbourne
      const stored = await member(server.services, {
        status: MemberStatus.INACTIVE,
        joinDate: '2031-05-08',
        approvedDate: approvedAt,
        lastLoginDate: now,
      });
      const queries = new MemberQueries({ db: server.services.db, clock: createClock(MELBOURNE, () => now) });
      const { filename, content } = await queries.export({ status: MemberStatus.INACTIVE });
      expect(filename).toBe('members-inactive-2031-05-11.csv');
      const row = (parse(content) as string[][]).find((r) => r[1] === stored.email)!;
      // SPEC §7's Join Date, Approved Date and Last Login (the register's fields follow them, issue #33).
      expect(row.slice(6, 9)).toEqual(['2031-05-08', '2031-05-10', '2031-05-11']);
    });

    it('export newsletter subscribers with the Melbourne day and time, in a file named after the Melbourne day', async () => {
      const email = `clock-${Date.now()}@example.org`;
      await server.services.db
        .getRepository(NewsletterSubscriber)
        .save({ email, unsubscribeToken: `token-${email}`, createdAt: new Date('2031-05-10T21:15:00Z') } as Partial<NewsletterSubscriber>); // 11 May, 07:15
      const subscriptions = new SubscriptionService({
        ...server.services,
        publicUrl: server.config.publicUrl,
        clock: createClock(MELBOURNE, () => now),
      });
      const { filename, content } = await subscriptions.csv();
      expect(filename).toBe('newsletter-subscribers-2031-05-11.csv');
      expect((parse(content) as string[][]).find((r) => r[0] === email)?.[2]).toBe('2031-05-11 07:15');
    });
  });
});

describeDb('the zone in every page the server sends (issue #23)', () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>G</title></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(webDist, 'prerendered'));
    fs.writeFileSync(path.join(webDist, 'prerendered', 'events.html'), '<!doctype html><html><head></head><body><p>Events</p></body></html>');
  });
  const server = useTestServer(() => ({ WEB_DIST: webDist, TIME_ZONE: 'Europe/London' }));
  afterAll(async () => {
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('writes TIME_ZONE into index.html, client-side routes and pre-rendered pages', async () => {
    expect(server.services.clock.timeZone).toBe('Europe/London');
    for (const pathname of ['/', '/admin/cms/events', '/index.html', '/events']) {
      const res = await fetch(`${server.url}${pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      // In the head (the preview tags of issue #22 may follow it).
      expect(html).toMatch(/<head>.*<meta name="time-zone" content="Europe\/London" \/>.*<\/head>/s);
      expect(html).toContain(pathname === '/events' ? '<p>Events</p>' : '<div id="root">');
    }
  });
});
