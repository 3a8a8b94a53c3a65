import { event, photo, project, resource, staff, testimonial } from './factories';
import { capturedLog, describeDb, useTestServer } from './harness';

const COMPILED = 'public query compiled (graphql-jit)';

/**
 * Anonymous public queries run compiled by graphql-jit from their second use (issue #24 "Uncached
 * lists"): each query below is sent three times — the first answer is graphql-js's, the next two
 * the compiled query's — and the three answers must be the same bytes with the same status, for
 * lists, aliases, fragments, directives, variables, field errors, variable errors and introspection.
 */
describeDb('compiled public queries answer as graphql-js does', () => {
  let token: string;
  const captured = capturedLog('debug');
  const compilations = () => captured.entries().filter((entry) => entry.msg === COMPILED).length;

  const server = useTestServer({}, { log: captured.log });
  beforeAll(async () => {
    token = (await staff(server.services)).token;
    const tags = ['garden', 'jit'];
    const first = await project(server.services, {
      title: 'Jit Garden Beds',
      tags,
      completionPercentage: 40,
      description: 'Raised beds "quoted" \u2028 é',
    });
    await project(server.services, { title: 'Jit Footpath', tags: ['jit'], completionPercentage: 100, startDate: '2026-03-01', location: 'Main St' });
    await project(server.services, { title: 'Jit Lights', tags: [], completionPercentage: 0 });
    await photo(server.services, 'Jit Album', { projectId: first.id, tags: ['garden'], takenDate: '2026-05-02' });
    await photo(server.services, 'Jit Album', { tags: ['garden'] });
    await event(server.services, { title: 'Jit Picnic', location: 'Park', maxAttendees: 20 });
    await event(server.services, {
      title: 'Jit Past Meeting',
      eventDate: new Date('2025-01-10T09:00:00Z'),
      endDate: new Date('2025-01-10T11:00:00Z'),
    });
    await resource(server.services, { title: 'Jit Guide', tags: ['garden'], category: 'Guides', fileSize: 1234, fileType: 'application/pdf' });
    await resource(server.services, { title: 'Jit Form', category: 'Forms' });
    await testimonial(server.services, { featured: true });
  });

  /** One POST as a browser sends it, with a fixed request id (it appears in unexpected errors). */
  async function post(body: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'jit-comparison', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  }

  /** The three answers to one operation (graphql-js, then compiled twice) and how many compilations it caused. */
  async function threeTimes(body: object, headers: Record<string, string> = {}) {
    const before = compilations();
    const answers = [await post(body, headers), await post(body, headers), await post(body, headers)];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    return {
      answer: JSON.parse(answers[0].body) as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
      status: answers[0].status,
      compiled: compilations() - before,
    };
  }

  const lists = {
    projects: '{ projects(limit: 50) { total items { id title slug description imageUrl completionPercentage progress tags startDate location } } }',
    events: '{ events(when: UPCOMING, limit: 50) { total items { id title slug description imageUrl eventDate endDate location } } }',
    resources:
      '{ resources(limit: 100) { total items { id title description fileUrl fileName fileSize fileType resourceType category downloadCount } } }',
  };

  it.each(Object.entries(lists))('answers the bench list %s the same, compiled', async (_name, query) => {
    const { answer, compiled } = await threeTimes({ query });
    expect(answer.errors).toBeUndefined();
    expect(JSON.stringify(answer.data)).toContain('"title":"Jit ');
    expect(compiled).toBe(1);
  });

  it.each([
    [
      'every public root field at once',
      `{ publicStats { activeMembers projectsCompleted eventsHosted yearsServing } testimonials(limit: 5) { name role message featured createdAt }
      galleryAlbums { total items { slug name year photoCount cover { id title imageUrl thumbnailUrl } } } galleryYears
      resourceStats { total totalDownloads categories types } siteSettings { siteName contactEmail donationTiers { amount impact } }
      eventsInMonth(year: 2025, month: 1) { title eventDate endDate } }`,
    ],
    [
      'a detail page with nested lists',
      '{ project(slug: "jit-garden-beds") { title content createdAt publishedAt tags photos { title imageUrl takenDate } downloads { title fileUrl } related(limit: 5) { title progress } } }',
    ],
    [
      'aliases and __typename',
      '{ __typename a: projects(limit: 1) { __typename total items { __typename name: title } } b: projects(page: 2, limit: 1) { items { id } } }',
    ],
    [
      'fragments, inline fragments and directives',
      'query Lists { projects(tag: "jit") { ...page } } fragment page on ProjectPage { total items { ...card ... on Project { id @skip(if: true) slug @include(if: true) } } } fragment card on Project { title tags progress @include(if: false) }',
    ],
    [
      'a filter by progress and a search',
      '{ projects(status: COMPLETED, search: "Footpath") { total items { title progress } } events(when: PAST, search: "Meeting") { items { title } } }',
    ],
    ['an album', '{ galleryAlbum(slug: "jit-album") { name year photoCount cover { title } photos { title sortOrder } } }'],
  ])('answers %s the same, compiled', async (_name, query) => {
    const { answer, compiled } = await threeTimes({ query });
    expect(answer.errors).toBeUndefined();
    expect(JSON.stringify(answer.data)).toMatch(/Jit|siteName/);
    expect(compiled).toBe(1);
  });

  it('answers with variables the same, compiled, and names the operation asked for', async () => {
    const query = `query Projects($tag: String, $limit: Int!, $more: Boolean!) { projects(tag: $tag, limit: $limit) { total items { title tags @include(if: $more) } } }
      query Events($when: EventWhen!) { events(when: $when) { items { title } } }`;
    expect((await threeTimes({ query, operationName: 'Projects', variables: { tag: 'jit', limit: 2, more: true } })).compiled).toBe(1);
    expect((await threeTimes({ query, operationName: 'Projects', variables: { tag: 'garden', limit: 5, more: false } })).compiled).toBe(0);
    expect((await threeTimes({ query, operationName: 'Events', variables: { when: 'PAST' } })).compiled).toBe(1);
  });

  it.each([
    ['a slug that does not exist', { query: '{ project(slug: "no-such-jit-project") { title } }' }, 'NOT_FOUND'],
    [
      'an album that does not exist beside good fields',
      { query: '{ publicStats { eventsHosted } galleryAlbum(slug: "none") { name } }' },
      'NOT_FOUND',
    ],
    ['a limit out of range', { query: '{ projects(limit: 500) { total } }' }, 'BAD_USER_INPUT'],
    ['a month out of range', { query: '{ eventsInMonth(year: 2026, month: 13) { title } }' }, 'BAD_USER_INPUT'],
  ])('answers %s with the same error and code', async (_name, body, code) => {
    const { answer } = await threeTimes(body);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
  });

  it.each([
    ['a variable of the wrong type', { query: 'query($limit: Int!) { projects(limit: $limit) { total } }', variables: { limit: 'ten' } }],
    ['a missing variable', { query: 'query($slug: String!) { project(slug: $slug) { title } }', variables: {} }],
    ['an unknown enum value', { query: 'query($when: EventWhen!) { events(when: $when) { total } }', variables: { when: 'SOON' } }],
  ])('answers %s with the same 400 and BAD_USER_INPUT, never compiled', async (_name, body) => {
    const { answer, status, compiled } = await threeTimes(body);
    expect(status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(compiled).toBe(0);
  });

  it('leaves introspection, non-public fields, validation errors and signed-in staff to graphql-js, answering as before', async () => {
    expect((await threeTimes({ query: '{ __schema { queryType { name } } }' })).compiled).toBe(0);
    expect((await threeTimes({ query: '{ __type(name: "Project") { name fields { name } } }' })).compiled).toBe(0);
    expect((await threeTimes({ query: '{ projects { total } me { id } }' })).compiled).toBe(0);
    const invalid = await threeTimes({ query: '{ projects { total nope } }' });
    expect(invalid.answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await threeTimes({ query: '{ projects(limit: 3) { total items { title } } }' }, { authorization: `Bearer ${token}` })).compiled).toBe(0);
  });
});
