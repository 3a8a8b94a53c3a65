import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';
import { MATRIX as OPERATIONS, SUBSCRIPTIONS } from '../../../../server/test/authorization-matrix';
import { adminPages } from './adminPages';

/**
 * The web's admin guards and sidebar (`adminPages`: which pages editors may open) against the API's
 * rules (the authorization matrix, itself proven against the running server) — issue #23: roles were
 * written twice and the web's copy had drifted (editors were sent away from Messages, which the API
 * let them use). A test, so that the two cannot disagree again.
 */
const ADMIN_DIR = path.join(__dirname, '..');

/** The folders under web/src/admin whose operations each page runs. */
const PAGE_FOLDERS: Record<string, string[]> = {
  '/admin': ['dashboard'],
  '/admin/members': ['members', 'members-shared'],
  '/admin/pending': ['pending', 'members-shared'],
  '/admin/register': ['register'],
  '/admin/cms': ['cms'],
  '/admin/cms/projects': ['cms'],
  '/admin/cms/events': ['cms', 'attendees'],
  '/admin/cms/gallery': ['cms'],
  '/admin/cms/resources': ['cms'],
  '/admin/cms/testimonials': ['cms'],
  '/admin/cms/news': ['cms'],
  '/admin/audit': ['audit'],
  '/admin/privacy': ['privacy'],
  '/admin/messages': ['messages'],
  '/admin/newsletter': ['newsletter'],
  '/admin/settings': ['settings'],
  '/admin/staff': ['staff'],
  '/admin/password': ['password'],
};
/** Folders that are no page of the sidebar: the frame, and the pages before signing in. */
const NOT_PAGES = ['layout', 'login', 'password-links', 'common'];

/** Queries, mutations and subscriptions alike. */
const MATRIX = { ...OPERATIONS, ...SUBSCRIPTIONS };

/** Root fields of every operation in a folder's `*.graphql.ts` files (their `graphql(\`…\`)` texts). */
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

describe('admin pages agree with the API on who may use them (issue #23)', () => {
  it('maps every admin folder with operations to its pages', () => {
    const folders = fs.readdirSync(ADMIN_DIR).filter((f) => fs.statSync(path.join(ADMIN_DIR, f)).isDirectory());
    const mapped = new Set(Object.values(PAGE_FOLDERS).flat());
    expect(folders.filter((f) => !mapped.has(f) && !NOT_PAGES.includes(f) && rootFieldsOf(f).length > 0)).toEqual([]);
    expect(adminPages.map((p) => p.path).filter((p) => !PAGE_FOLDERS[p])).toEqual([]);
  });

  it('opens a page to editors exactly when the API lets editors run what it runs', () => {
    const disagreements: string[] = [];
    for (const page of adminPages) {
      const fields = PAGE_FOLDERS[page.path].flatMap(rootFieldsOf);
      const unknown = fields.filter((f) => !MATRIX[f]);
      if (unknown.length) disagreements.push(`${page.path}: not in the matrix: ${unknown.join(', ')}`);
      const adminOnly = fields.filter((f) => MATRIX[f] && MATRIX[f].editor !== 'ok');
      const parts = page.adminParts ?? [];
      const undeclared = adminOnly.filter((f) => !parts.includes(f));
      if (page.anyStaff && undeclared.length)
        disagreements.push(`${page.path} is open to editors, but the API refuses them ${undeclared.join(', ')} (not among its adminParts)`);
      const notAdminOnly = parts.filter((f) => !adminOnly.includes(f));
      if (notAdminOnly.length)
        disagreements.push(`${page.path} shows ${notAdminOnly.join(', ')} to admins only, but the API lets editors run it (or the page does not)`);
      if (!page.anyStaff && fields.length && !adminOnly.length)
        disagreements.push(`${page.path} is for admins only, but the API lets editors run all of it (${fields.join(', ')})`);
    }
    expect(disagreements).toEqual([]);
  });
});
