import { parseFeed } from '@rowanmanning/feed-parser';
import { ContentStatus } from '../src/content/content.enums';
import { event, newsItem } from './factories';
import { describeDb, useTestServer } from './harness';

describeDb('the calendar subscription feed /events.ics (issue #17)', () => {
  const server = useTestServer({ PUBLIC_URL: 'https://residents.example.org' });

  it('is RFC 5545 a standard parser reads: every upcoming published event, with stable UIDs and PUBLIC_URL links', async () => {
    const { clock } = server.services;
    const today = clock.today();
    const [y, m, d] = today.split('-').map(Number);
    // The day boundary in Melbourne: 00:30 today is upcoming, 23:30 yesterday is past.
    const earlyToday = await event(server.services, {
      title: 'Feed Early Today',
      eventDate: clock.instantOf({ year: y, month: m, day: d, hour: 0, minute: 30 }),
    });
    const lateToday = await event(server.services, {
      title: 'Feed Late Today',
      eventDate: clock.instantOf({ year: y, month: m, day: d, hour: 23, minute: 30 }),
    });
    await event(server.services, {
      title: 'Feed Late Yesterday',
      eventDate: clock.instantOf({ year: y, month: m, day: d - 1, hour: 23, minute: 30 }),
    });
    const next = await event(server.services, {
      title: 'Feed Next Month',
      location: 'Town Hall',
      eventDate: new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30 * 86_400_000),
    });
    await event(server.services, { title: 'Feed Draft', status: ContentStatus.DRAFT });
    await event(server.services, { title: 'Feed Deleted', isDeleted: true });

    const res = await fetch(`${server.url}/events.ics`, { headers: { Host: 'evil.example.com' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { default: ICAL } = await import('ical.js');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const titles = events.map((e) => e.summary);
    expect(titles).toEqual(expect.arrayContaining(['Feed Early Today', 'Feed Late Today', 'Feed Next Month']));
    for (const hidden of ['Feed Late Yesterday', 'Feed Draft', 'Feed Deleted']) expect(titles).not.toContain(hidden);
    const nextEntry = events.find((e) => e.summary === 'Feed Next Month')!;
    expect(nextEntry.uid).toBe(`${next.id}@greenfieldresidents.org.au`);
    expect(nextEntry.location).toBe('Town Hall');
    expect(nextEntry.startDate.toJSDate().getTime()).toBe(next.eventDate!.getTime());
    expect(String(nextEntry.component.getFirstPropertyValue('url'))).toBe(`https://residents.example.org/events/${next.slug}`);
    expect(events.find((e) => e.summary === 'Feed Early Today')!.uid).toBe(`${earlyToday.id}@greenfieldresidents.org.au`);
    expect(events.find((e) => e.summary === 'Feed Late Today')!.uid).toBe(`${lateToday.id}@greenfieldresidents.org.au`);
  });
});

describeDb('the Atom news feed /news/feed.xml: plain text stays text (issue #31, 8c)', () => {
  const server = useTestServer({ PUBLIC_URL: 'https://residents.example.org' });

  it('shows markup in a title or description literally, and never declares plain text as html', async () => {
    const markup = '<img src=x onerror=alert(1)> & <b>bold</b>';
    await newsItem(server.services, {
      title: markup,
      description: `Summary ${markup} ]]> end`,
      content: '<p>Rich <em>text</em></p>',
      publishedAt: new Date('2031-01-01T00:00:00Z'),
    });
    const res = await fetch(`${server.url}/news/feed.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const feed = parseFeed(xml);
    const item = feed.items.find((entry) => entry.title?.includes('onerror'));
    expect(item?.title).toBe(markup);
    expect(item?.description).toBe(`Summary ${markup} ]]> end`);
    expect(item?.content).toContain('<em>text</em>');
    // Atom text constructs: only the sanitised rich text is html; titles, summaries, names and rights are text.
    for (const element of ['title', 'subtitle', 'summary', 'rights']) {
      for (const [, attributes] of xml.matchAll(new RegExp(`<${element}\\b([^>]*)>`, 'g'))) {
        expect([element, /type="([^"]*)"/.exec(attributes)?.[1] ?? 'text']).toEqual([element, 'text']);
      }
    }
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('<b>');
  });
});
