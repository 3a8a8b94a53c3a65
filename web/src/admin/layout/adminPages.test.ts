import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';
import { collections } from '../../../../shared/collections';
import { CAPABILITIES, STAFF_ROLES, can, type Capability, type StaffRole } from '../../../../shared/capabilities';
import { authorizedOperations, type AuthorizedOperation } from '../../../../server/src/api/authorized-operations';
import { createAppPubSub } from '../../../../server/src/realtime/pubsub';
import { createSchema } from '../../../../server/src/api/schema';
import { MEMBER_IMPORT_CAPABILITY } from '../../../../server/src/api/member-import/member-import.routes';
import { adminPageAt, adminPages, homePath, mayOpen, sidebarPages, type AdminPage } from './adminPages';

/**
 * The web's admin guards, sidebar and role-dependent parts against the API's rules (issue #23):
 * both read shared/capabilities.ts, and this test builds the server's schema and reads each
 * operation's `@Authorized` capability (TypeGraphQL's metadata) to check that every page asks for
 * the capability its operations need — neither more (the web's copy of the roles once sent editors
 * away from Messages, which the API let them use) nor less. No database.
 */
const ADMIN_DIR = path.join(__dirname, '..');

/**
 * The folders under web/src/admin whose operations each page runs. Every content type's page runs
 * the CMS folder's operations (its documents are generated into cms/collections.graphql.ts), one
 * page per declaration in shared/collections (issue #23); events also link to attendees.
 */
const PAGE_FOLDERS: Record<string, string[]> = {
  // The dashboard shows the renewals card (issue #34), whose query lives with the Renewals page.
  '/admin': ['dashboard', 'renewals'],
  '/admin/members': ['members', 'members-shared'],
  '/admin/members/import': ['member-import'],
  '/admin/pending': ['pending', 'members-shared'],
  '/admin/register': ['register'],
  '/admin/renewals': ['renewals'],
  '/admin/cms': ['cms'],
  ...Object.fromEntries(collections.map((decl) => [`/admin/cms/${decl.path}`, ['cms']])),
  '/admin/cms/events': ['cms', 'attendees'],
  '/admin/audit': ['audit'],
  '/admin/privacy': ['privacy'],
  '/admin/messages': ['messages'],
  '/admin/newsletter': ['newsletter'],
  '/admin/notices': ['notices'],
  '/admin/settings': ['settings'],
  '/admin/staff': ['staff'],
  '/admin/password': ['password'],
  // The treasurer's three pages share one folder (issue #34).
  '/admin/treasurer': ['treasurer'],
  '/admin/charges': ['treasurer'],
  '/admin/ledger': ['treasurer'],
};
/** Folders that are no page of the sidebar: the frame, and the pages before signing in. */
const NOT_PAGES = ['layout', 'login', 'password-links', 'common'];

/**
 * Root fields of every operation in a folder's `*.graphql.ts` files (their `graphql(\`…\`)` texts),
 * the CMS's generated cms/collections.graphql.ts included.
 */
function rootFieldsOf(folder: string): string[] {
  const dir = path.join(ADMIN_DIR, folder);
  const fields = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.graphql.ts'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, text] of source.matchAll(/graphql\(\s*`([^`]*)`/g)) {
      const document: DocumentNode = parse(text);
      for (const definition of document.definitions)
        if (definition.kind === Kind.OPERATION_DEFINITION)
          for (const selection of definition.selectionSet.selections) if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
    }
  }
  return [...fields].filter((f) => f !== '__typename').sort();
}

/** The source of a folder's components (.tsx), to find where a page reads a part's capability. */
const sourceOf = (folder: string): string =>
  fs
    .readdirSync(path.join(ADMIN_DIR, folder))
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => fs.readFileSync(path.join(ADMIN_DIR, folder, f), 'utf8'))
    .join('\n');

describe('admin pages agree with the API on who may use them (issue #23)', () => {
  let operations: Map<string, AuthorizedOperation>;
  beforeAll(async () => {
    operations = authorizedOperations(await createSchema(createAppPubSub()));
  }, 60_000);

  /** The capabilities (of the API's `@Authorized`) of the operations a page runs, outside its parts. */
  const needs = (page: AdminPage): { field: string; capability: Capability }[] =>
    PAGE_FOLDERS[page.path]
      .flatMap(rootFieldsOf)
      .map((field) => ({ field, capability: operations.get(field)?.capabilities[0] as Capability }))
      .filter(({ capability }) => capability && !(page.parts ?? []).includes(capability));

  /** Whether a role may run everything a page runs outside its parts, by the API's rules. */
  const apiLets = (role: StaffRole, page: AdminPage): boolean => needs(page).every(({ capability }) => can(role, capability));

  it('maps every admin folder with operations to its pages, and every operation is in the schema', () => {
    const folders = fs.readdirSync(ADMIN_DIR).filter((f) => fs.statSync(path.join(ADMIN_DIR, f)).isDirectory());
    const mapped = new Set(Object.values(PAGE_FOLDERS).flat());
    expect(folders.filter((f) => !mapped.has(f) && !NOT_PAGES.includes(f) && rootFieldsOf(f).length > 0)).toEqual([]);
    expect(adminPages.map((p) => p.path).filter((p) => !PAGE_FOLDERS[p])).toEqual([]);
    expect([...mapped].flatMap(rootFieldsOf).filter((f) => !operations.has(f))).toEqual([]);
  });

  it("asks for exactly the roles that the API lets run the page's operations", () => {
    const disagreements: string[] = [];
    for (const page of adminPages) {
      for (const role of STAFF_ROLES) {
        const web = can(role, page.capability);
        const api = apiLets(role, page);
        if (needs(page).length && web !== api)
          disagreements.push(
            `${page.path} (${page.capability}): the web ${web ? 'opens' : 'refuses'} it to ${role}, but the API ${api ? 'lets' : 'refuses'} them ` +
              needs(page)
                .filter(({ capability }) => can(role, capability) !== web)
                .map(({ field, capability }) => `${field} (${capability})`)
                .join(', '),
          );
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('shows the parts of a page that need their own capability by that capability, and only parts the page has', () => {
    const disagreements: string[] = [];
    for (const page of adminPages) {
      const capabilities = new Set(PAGE_FOLDERS[page.path].flatMap(rootFieldsOf).map((f) => operations.get(f)?.capabilities[0]));
      const source = PAGE_FOLDERS[page.path].map(sourceOf).join('\n');
      for (const part of page.parts ?? []) {
        if (!capabilities.has(part)) disagreements.push(`${page.path}: part ${part}, but the page runs no operation that needs it`);
        if (!source.includes(`'${part}')`)) disagreements.push(`${page.path}: part ${part}, but no can(…, '${part}') shows or hides it`);
        if (STAFF_ROLES.every((role) => can(role, page.capability) === can(role, part)))
          disagreements.push(`${page.path}: part ${part} is held by the same roles as the page (not a part)`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('links in the sidebar, and lets through the guard, exactly the pages a role may use', () => {
    for (const role of STAFF_ROLES) {
      const usable = adminPages.filter((page) => can(role, page.capability)).map((p) => p.path);
      expect({ role, sidebar: sidebarPages(role).map((p) => p.path) }).toEqual({ role, sidebar: usable });
      expect({ role, guard: adminPages.filter((p) => mayOpen(role, p.path)).map((p) => p.path) }).toEqual({ role, guard: usable });
    }
    // Today: editors manage content, messages and the newsletter; admins everything (SPEC §6, issue #18).
    // The content types' pages are the declarations' menu labels, in their order (issue #23).
    expect(sidebarPages('EDITOR').map((p) => p.label)).toEqual([
      'Dashboard',
      'CMS',
      ...collections.map((c) => c.menuLabel),
      'Messages',
      'Newsletter',
      'Change password',
    ]);
    expect(collections.map((c) => c.menuLabel)).toEqual(
      expect.arrayContaining(['Projects', 'Events', 'Gallery', 'Resources', 'Testimonials', 'News']),
    );
    expect(sidebarPages('ADMIN')).toEqual(adminPages);
    // Issue #34: the treasurer sees money and their password, nothing else; editors never see money.
    // … and who is due to renew, read-only (the Renewals page's undo and pause need manageMembers).
    expect(sidebarPages('TREASURER').map((p) => p.label)).toEqual(['Renewals', 'Treasurer', 'Charges', 'Ledger', 'Change password']);
    expect(sidebarPages('EDITOR').filter((p) => p.capability === 'manageMoney')).toEqual([]);
  });

  it('lands each role on a page it may open: the dashboard, or the treasurer’s page for a treasurer (issue #34)', () => {
    expect({ admin: homePath('ADMIN'), editor: homePath('EDITOR'), treasurer: homePath('TREASURER') }).toEqual({
      admin: '/admin',
      editor: '/admin',
      treasurer: '/admin/treasurer',
    });
    for (const role of STAFF_ROLES) expect({ role, may: mayOpen(role, homePath(role)) }).toEqual({ role, may: true });
    expect(mayOpen('TREASURER', '/admin')).toBe(false);
  });

  it("lets every role that may manage attendees open an event's attendees and check-in pages (issue #17: editors saw the link and were sent away)", () => {
    for (const pathname of ['/admin/cms/events/x/attendees', '/admin/cms/events/x/check-in'])
      for (const role of ['ADMIN', 'EDITOR'] as const)
        expect({ pathname, role, may: mayOpen(role, pathname) }).toEqual({ pathname, role, may: can(role, 'manageAttendees') });
    expect(can('EDITOR', 'manageAttendees')).toBe(true);
  });

  it('asks for the capability the member import routes need (issue #34: multipart HTTP, not GraphQL)', () => {
    expect(adminPageAt('/admin/members/import')?.capability).toBe(MEMBER_IMPORT_CAPABILITY);
  });

  it('keeps admin paths without a page (placeholders) to admins', () => {
    expect({ admin: mayOpen('ADMIN', '/admin/nothing-yet'), editor: mayOpen('EDITOR', '/admin/nothing-yet') }).toEqual({
      admin: true,
      editor: false,
    });
    expect(mayOpen('EDITOR', '/admin/newsletter/some-issue')).toBe(can('EDITOR', 'manageNewsletter'));
    expect(Object.keys(CAPABILITIES)).toEqual(expect.arrayContaining(adminPages.map((p) => p.capability)));
  });
});
