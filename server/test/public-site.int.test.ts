import { ContentStatus } from '../src/content/content.enums';
import { Event } from '../src/content/event/event.entity';
import { Resource } from '../src/content/resource/resource.entity';
import { ContactMessage } from '../src/contact/contact-message.entity';
import { Rsvp } from '../src/events/rsvp.entity';
import { messages } from '../../shared/messages';
import { OTHER_PHOTOS } from '../../shared/collections/gallery';
import { event, photo, project, resource, staff, testimonial } from './factories';
import { describeDb, useTestServer } from './harness';

const hidden = [{ status: ContentStatus.DRAFT }, { status: ContentStatus.ARCHIVED }, { isDeleted: true }];
const DAY = 86_400_000;

describeDb('public site', () => {
  const server = useTestServer();

  it('shows a published photo without an album in the album "Other photos" on /gallery, its year and the sitemap (issue #33)', async () => {
    const loose = await photo(server.services, 'unused', { albumName: null, albumSlug: null, takenDate: '2019-05-04' });
    const hiddenLoose = await photo(server.services, 'unused', { albumName: null, albumSlug: null, status: ContentStatus.DRAFT });
    const albums = await server.gql<{ galleryAlbums: { items: { slug: string; name: string; cover: { id: string } }[] } }>(
      '{ galleryAlbums(limit: 100) { items { slug name cover { id } } } }',
    );
    expect(albums.data!.galleryAlbums.items).toContainEqual(expect.objectContaining({ slug: OTHER_PHOTOS.slug, name: 'Other photos' }));
    const album = await server.gql<{ galleryAlbum: { name: string; photos: { id: string }[] } }>(
      `{ galleryAlbum(slug: "${OTHER_PHOTOS.slug}") { name photos { id } } }`,
    );
    expect(album.data!.galleryAlbum.name).toBe('Other photos');
    expect(album.data!.galleryAlbum.photos.map((p) => p.id)).toContain(loose.id);
    expect(album.data!.galleryAlbum.photos.map((p) => p.id)).not.toContain(hiddenLoose.id);
    expect((await server.gql<{ galleryYears: number[] }>('{ galleryYears }')).data!.galleryYears).toContain(2019);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(`/gallery/${OTHER_PHOTOS.slug}<`);
  });

  describe('visibility: draft, archived and deleted items never appear anonymously', () => {
    it('on project lists, details and counts', async () => {
      const shown = await project(server.services, { completionPercentage: 100, tags: ['vis'] });
      const others = await Promise.all(hidden.map((h) => project(server.services, { ...h, completionPercentage: 100, tags: ['vis'] })));
      const list = await server.gql<{ projects: { items: { id: string }[] } }>('{ projects(tag: "vis") { items { id } } }');
      expect(list.data!.projects.items.map((p) => p.id)).toEqual([shown.id]);
      for (const other of others) {
        const detail = await server.gql(`{ project(slug: "${other.slug}") { id } }`);
        expect(detail.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
      const [{ n }] = (await server.services.db.query(
        `SELECT count(*)::int AS n FROM projects WHERE status = 'published' AND NOT is_deleted AND completion_percentage = 100`,
      )) as { n: number }[];
      expect(
        (await server.gql<{ publicStats: { projectsCompleted: number } }>('{ publicStats { projectsCompleted } }')).data!.publicStats
          .projectsCompleted,
      ).toBe(n);
    });

    it('on event lists, details and the calendar', async () => {
      const date = new Date(Date.UTC(2031, 4, 15, 2, 0));
      const shown = await event(server.services, { eventDate: date });
      const others = await Promise.all(hidden.map((h) => event(server.services, { ...h, eventDate: date })));
      const month = await server.gql<{ eventsInMonth: { id: string }[] }>('{ eventsInMonth(year: 2031, month: 5) { id } }');
      expect(month.data!.eventsInMonth.map((e) => e.id)).toEqual([shown.id]);
      const list = await server.gql<{ events: { items: { id: string }[] } }>('{ events(limit: 100) { items { id } } }');
      const ids = list.data!.events.items.map((e) => e.id);
      expect(ids).toContain(shown.id);
      for (const other of others) {
        expect(ids).not.toContain(other.id);
        expect((await server.gql(`{ event(slug: "${other.slug}") { id } }`)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
    });

    it('on gallery albums, resources and testimonials', async () => {
      await photo(server.services, 'Visible Album');
      for (const h of hidden) await photo(server.services, 'Hidden Album', h);
      const albums = await server.gql<{ galleryAlbums: { items: { slug: string; photoCount: number }[] } }>(
        '{ galleryAlbums { items { slug photoCount } } }',
      );
      expect(albums.data!.galleryAlbums.items).toContainEqual({ slug: 'visible-album', photoCount: 1 });
      expect(albums.data!.galleryAlbums.items.map((a) => a.slug)).not.toContain('hidden-album');
      expect((await server.gql('{ galleryAlbum(slug: "hidden-album") { name } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');

      const shownResource = await resource(server.services, { category: 'VisCat' });
      for (const h of hidden) await resource(server.services, { ...h, category: 'VisCat' });
      const resources = await server.gql<{ resources: { items: { id: string }[] } }>('{ resources(category: "VisCat") { items { id } } }');
      expect(resources.data!.resources.items.map((r) => r.id)).toEqual([shownResource.id]);

      const shownQuote = await testimonial(server.services, { sortOrder: 0 });
      const hiddenQuotes = await Promise.all(hidden.map((h) => testimonial(server.services, { ...h, sortOrder: 0 })));
      const quotes = await server.gql<{ testimonials: { id: string }[] }>('{ testimonials(limit: 100) { id } }');
      const quoteIds = quotes.data!.testimonials.map((t) => t.id);
      expect(quoteIds).toContain(shownQuote.id);
      for (const q of hiddenQuotes) expect(quoteIds).not.toContain(q.id);
    });
  });

  describe('ordering and paging', () => {
    it('lists upcoming events ascending (undated last) and past events descending', async () => {
      const tag = { description: 'order-check' };
      const soon = await event(server.services, { ...tag, eventDate: new Date(Date.now() + 2 * DAY) });
      const later = await event(server.services, { ...tag, eventDate: new Date(Date.now() + 9 * DAY) });
      const undated = await event(server.services, { ...tag, eventDate: null });
      const lastWeek = await event(server.services, { ...tag, eventDate: new Date(Date.now() - 7 * DAY) });
      const lastYear = await event(server.services, { ...tag, eventDate: new Date(Date.now() - 365 * DAY) });
      const ids = async (when: string) =>
        (
          await server.gql<{ events: { items: { id: string }[] } }>(`{ events(search: "order-check", when: ${when}) { items { id } } }`)
        ).data!.events.items.map((e) => e.id);
      expect(await ids('UPCOMING')).toEqual([soon.id, later.id, undated.id]);
      expect(await ids('PAST')).toEqual([lastWeek.id, lastYear.id]);
      expect(await ids('ALL')).toEqual([soon.id, later.id, undated.id, lastWeek.id, lastYear.id]);
    });

    it('pages project lists with an exact total and filters by progress', async () => {
      for (const completion of [0, 40, 100]) await project(server.services, { completionPercentage: completion, tags: ['paging'] });
      const page = await server.gql<{ projects: { total: number; items: unknown[] } }>(
        '{ projects(tag: "paging", page: 2, limit: 2) { total items { id } } }',
      );
      expect(page.data!.projects).toMatchObject({ total: 3 });
      expect(page.data!.projects.items).toHaveLength(1);
      const inProgress = await server.gql<{ projects: { items: { progress: string; completionPercentage: number }[] } }>(
        '{ projects(tag: "paging", status: IN_PROGRESS) { items { progress completionPercentage } } }',
      );
      expect(inProgress.data!.projects.items).toEqual([{ progress: 'IN_PROGRESS', completionPercentage: 40 }]);
      expect((await server.gql('{ projects(limit: 500) { total } }')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('shows a project with its photos, downloads and related projects, with rich text sanitised', async () => {
      const main = await project(server.services, {
        tags: ['garden'],
        content: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      });
      const sibling = await project(server.services, { tags: ['garden'] });
      await photo(server.services, 'Garden Album', { projectId: main.id });
      const doc = await resource(server.services, { tags: ['garden'] });
      const res = await server.gql<{ project: { content: string; photos: unknown[]; downloads: { id: string }[]; related: { id: string }[] } }>(
        `{ project(slug: "${main.slug}") { content photos { id } downloads { id } related { id } } }`,
      );
      expect(res.data!.project.content).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');
      expect(res.data!.project.photos).toHaveLength(1);
      expect(res.data!.project.downloads.map((d) => d.id)).toEqual([doc.id]);
      expect(res.data!.project.related.map((p) => p.id)).toEqual([sibling.id]);
    });
  });

  describe('RSVP', () => {
    const RSVP = `mutation($input: RsvpInput!) { rsvpEvent(input: $input) { attendees event { currentAttendees maxAttendees } } }`;

    it('stores the RSVP and takes its places', async () => {
      const e = await event(server.services, { maxAttendees: 10, currentAttendees: 3 });
      const res = await server.gql<{ rsvpEvent: { event: { currentAttendees: number } } }>(RSVP, {
        input: { eventSlug: e.slug, name: 'Sam', email: 'Sam@Example.com', attendees: 2, comments: 'Vegetarian' },
      });
      expect(res.data!.rsvpEvent.event.currentAttendees).toBe(5);
      const stored = await server.services.db.getRepository(Rsvp).findOneByOrFail({ eventId: e.id });
      // The address as typed (issue #22).
      expect(stored).toMatchObject({ name: 'Sam', email: 'Sam@Example.com', attendees: 2, comments: 'Vegetarian' });
    });

    it('refuses bad input naming the fields', async () => {
      const e = await event(server.services);
      const res = await server.gql(RSVP, { input: { eventSlug: e.slug, name: '', email: 'x', attendees: 51 } });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.errors?.[0].extensions?.fields ?? {}).sort()).toEqual(['attendees', 'email', 'name']);
    });

    it('gives the last place to exactly one of two concurrent RSVPs (waitlist off)', async () => {
      const e = await event(server.services, { maxAttendees: 5, currentAttendees: 4, waitlistEnabled: false });
      const input = (name: string) => ({ input: { eventSlug: e.slug, name, email: `${name}@example.com`, attendees: 1 } });
      const results = await Promise.all([server.gql(RSVP, input('a')), server.gql(RSVP, input('b'))]);
      expect(results.map((r) => r.errors?.[0].extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
      expect((await server.services.db.getRepository(Event).findOneByOrFail({ id: e.id })).currentAttendees).toBe(5);
      expect(await server.services.db.getRepository(Rsvp).countBy({ eventId: e.id })).toBe(1);
    });

    it('refuses when full or past the registration deadline, with a clear message', async () => {
      const full = await event(server.services, { maxAttendees: 2, currentAttendees: 2, waitlistEnabled: false });
      const closed = await event(server.services, { registrationDeadline: new Date(Date.now() - 60_000) });
      const r1 = await server.gql(RSVP, { input: { eventSlug: full.slug, name: 'A', email: 'a@example.com', attendees: 1 } });
      expect(r1.errors?.[0]).toMatchObject({ message: messages.rsvp.full, extensions: { code: 'CONFLICT' } });
      const r2 = await server.gql(RSVP, { input: { eventSlug: closed.slug, name: 'A', email: 'a@example.com', attendees: 1 } });
      expect(r2.errors?.[0]).toMatchObject({ message: messages.rsvp.closed, extensions: { code: 'CONFLICT' } });
    });
  });

  describe('downloads, calendar files and forms', () => {
    it('counts a download atomically, once per client, and leads to the file (on another site: through the leaving-the-site page)', async () => {
      const r = await resource(server.services, { downloadCount: 7 });
      const responses = await Promise.all([1, 2, 3].map(() => fetch(`${server.url}/resources/${r.id}/download`, { redirect: 'manual' })));
      expect(responses.map((x) => x.status)).toEqual([200, 200, 200]);
      // Issue #31 item 8: a file on another site is a page with a link, no longer a redirect.
      expect(await responses[0].text()).toContain('<a href="https://files.example.org/guide.pdf" rel="noopener noreferrer">');
      // Three at once from one client count once (issue #16 item 14; public-site-security.int.test.ts).
      expect((await server.services.db.getRepository(Resource).findOneByOrFail({ id: r.id })).downloadCount).toBe(8);
      const draft = await resource(server.services, { status: ContentStatus.DRAFT });
      expect((await fetch(`${server.url}/resources/${draft.id}/download`, { redirect: 'manual' })).status).toBe(404);
    });

    it('writes an RFC 5545 calendar file, with 9:00–12:00 when the event has no time of day', async () => {
      const timed = await event(server.services, {
        title: 'Timed Event',
        eventDate: new Date('2031-03-10T08:30:00Z'),
        endDate: new Date('2031-03-10T10:00:00Z'),
      });
      const text = await (await fetch(`${server.url}/events/${timed.slug}/calendar.ics`)).text();
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0/);
      expect(text).toContain('DTSTART:20310310T083000Z');
      expect(text).toContain('DTEND:20310310T100000Z');
      expect(text).toContain('SUMMARY:Timed Event');
      // Midnight in Melbourne (UTC+11 in March) = 13:00 UTC the day before.
      const allDay = await event(server.services, { eventDate: new Date('2031-03-09T13:00:00Z') });
      const allDayText = await (await fetch(`${server.url}/events/${allDay.slug}/calendar.ics`)).text();
      expect(allDayText).toContain('DTSTART:20310310T090000');
      expect(allDayText).toContain('DTEND:20310310T120000');
    });

    it('stores contact messages for staff only', async () => {
      const sent = await server.gql('mutation { sendContactMessage(input: { name: "Kim", email: "kim@example.com", message: "Hello there" }) }');
      expect(sent.data).toEqual({ sendContactMessage: true });
      expect(await server.services.db.getRepository(ContactMessage).countBy({ email: 'kim@example.com' })).toBe(1);
      expect((await server.gql('{ contactMessages { total } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const { token } = await staff(server.services);
      const list = await server.gql<{ contactMessages: { items: { message: string }[] } }>('{ contactMessages { items { message } } }', {}, token);
      expect(list.data!.contactMessages.items[0].message).toBe('Hello there');
      const bad = await server.gql('mutation { sendContactMessage(input: { name: "", email: "kim", message: "" }) }');
      expect(Object.keys(bad.errors?.[0].extensions?.fields ?? {}).sort()).toEqual(['email', 'message', 'name']);
    });

    it('subscribes to the newsletter once per email, in any case', async () => {
      for (const email of ['News@Example.com', 'news@example.com']) {
        expect((await server.gql(`mutation { subscribeNewsletter(email: "${email}") }`)).data).toEqual({ subscribeNewsletter: true });
      }
      const [{ n }] = (await server.services.db.query(
        `SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) = 'news@example.com'`,
      )) as { n: number }[];
      expect(n).toBe(1);
      expect((await server.gql('mutation { subscribeNewsletter(email: "nope") }')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('serves a sitemap of published content and robots.txt', async () => {
      const shown = await project(server.services);
      const draft = await project(server.services, { status: ContentStatus.DRAFT });
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/projects/${shown.slug}</loc>`);
      expect(sitemap).not.toContain(`/projects/${draft.slug}<`);
      expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain('Disallow: /admin');
    });
  });
});
