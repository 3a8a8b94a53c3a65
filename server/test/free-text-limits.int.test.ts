import { limits } from '../../shared/limits';
import { messages } from '../../shared/messages';
import { Role } from '../src/auth/roles';
import { event, staff } from './factories';
import { describeDb, useTestServer } from './harness';

/** One free-text argument of the API: the operation sending `$s` into it, the field its refusal names, and whether staff asks. */
interface FreeTextCase {
  query: string;
  field: string;
  label: string;
  staff?: boolean;
}

describeDb('every free-text argument has a length limit (issue #31 item 5)', () => {
  let token: string;
  let eventId: string;
  const server = useTestServer();
  beforeAll(async () => {
    token = (await staff(server.services, Role.ADMIN)).token;
    eventId = (await event(server.services)).id;
  });

  const cases = (): FreeTextCase[] => [
    { query: 'query($s: String) { events(search: $s) { total } }', field: 'search', label: 'Search' },
    { query: 'query($s: String) { projects(search: $s) { total } }', field: 'search', label: 'Search' },
    { query: 'query($s: String) { projects(tag: $s) { total } }', field: 'tag', label: 'Tag' },
    { query: 'query($s: String) { resources(search: $s) { total } }', field: 'search', label: 'Search' },
    { query: 'query($s: String) { resources(category: $s) { total } }', field: 'category', label: 'Category' },
    { query: 'query($s: String!) { search(q: $s) { total } }', field: 'q', label: 'Search' },
    ...['adminProjects', 'adminEvents', 'adminNewsItems', 'adminResources', 'adminGalleryItems', 'adminTestimonials'].flatMap((list) => [
      { query: `query($s: String) { ${list}(filter: { search: $s }) { total } }`, field: 'search', label: 'Search', staff: true },
      { query: `query($s: String!) { ${list}(filter: { tags: [$s] }) { total } }`, field: 'tags', label: 'Tags', staff: true },
    ]),
    { query: 'query($s: String) { members(filter: { search: $s }) { total } }', field: 'search', label: 'Search', staff: true },
    { query: 'query($s: String) { exportMembers(filter: { search: $s }) { rows } }', field: 'search', label: 'Search', staff: true },
    { query: `query($s: String) { eventAttendees(eventId: "${eventId}", search: $s) { total } }`, field: 'search', label: 'Search', staff: true },
    { query: 'query($s: String) { auditLog(filter: { text: $s }) { total } }', field: 'text', label: 'Text', staff: true },
    { query: 'query($s: String) { auditLog(filter: { action: $s }) { total } }', field: 'action', label: 'Action', staff: true },
    { query: 'query($s: String) { auditLog(filter: { actorId: $s }) { total } }', field: 'actorId', label: 'Actor', staff: true },
    { query: 'query($s: String) { auditLog(entityType: $s) { total } }', field: 'entityType', label: 'Entity type', staff: true },
    { query: 'query($s: String) { auditLog(entityId: $s) { total } }', field: 'entityId', label: 'Entity id', staff: true },
  ];

  it(`refuses a text over ${limits.searchMaxLength} characters with BAD_USER_INPUT naming the field, and takes one of ${limits.searchMaxLength}`, async () => {
    const refusals = [];
    const accepted = [];
    for (const { query, staff: asStaff } of cases()) {
      const long = await server.gql(query, { s: 'é'.repeat(limits.searchMaxLength + 1) }, asStaff ? token : undefined);
      refusals.push({ query, code: long.errors?.[0]?.extensions?.code, fields: long.errors?.[0]?.extensions?.fields });
      const fits = await server.gql(query, { s: 'a'.repeat(limits.searchMaxLength) }, asStaff ? token : undefined);
      accepted.push({ query, errors: fits.errors?.map((e) => e.message) });
    }
    expect(refusals).toEqual(
      cases().map(({ query, field, label }) => ({
        query,
        code: 'BAD_USER_INPUT',
        fields: { [field]: messages.validation.tooLong(label, limits.searchMaxLength) },
      })),
    );
    expect(accepted).toEqual(cases().map(({ query }) => ({ query, errors: undefined })));
  });

  it('refuses the 580 KB search of the report at once', async () => {
    const started = Date.now();
    const res = await server.gql('query($s: String) { events(search: $s) { total } }', { s: 'x'.repeat(580_000) });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: messages.validation.tooLong('Search', limits.searchMaxLength) },
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
