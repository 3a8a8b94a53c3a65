import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeEmbeddedTemplate } from '../src/db/embedded-template';
import { EMBEDDED_POSTGRESQL_CONF, openPGlite } from '../src/db/embedded';
import { target } from './harness';

// Issue #24 "Memory on a small server": PGlite-only behaviour, so the postgres target skips it by name.
(target === 'embedded' ? describe : describe.skip)('embedded database memory: template instead of initdb, small buffers', () => {
  let dir: string;
  let templateFile: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-embedded-memory-'));
    // A template that can be told apart from a fresh initdb: it holds a marker table.
    const source = await openPGlite('memory://', undefined, { template: false });
    await source.exec('CREATE TABLE template_marker (id int)');
    const blob = await source.dumpDataDir('gzip');
    await source.close();
    templateFile = path.join(dir, 'template.tgz');
    fs.writeFileSync(templateFile, Buffer.from(await blob.arrayBuffer()));
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts a new folder from the template, and never loads it over an existing database', async () => {
    const folder = path.join(dir, 'pg');
    const db = await openPGlite(folder, undefined, { template: templateFile });
    expect((await db.query(`SELECT to_regclass('template_marker') IS NOT NULL AS found`)).rows).toEqual([{ found: true }]);
    await db.exec('CREATE TABLE kept (id int); DROP TABLE template_marker');
    await db.close();
    const reopened = await openPGlite(folder, undefined, { template: templateFile });
    const tables = await reopened.query<{ kept: boolean; marker: boolean }>(
      `SELECT to_regclass('kept') IS NOT NULL AS kept, to_regclass('template_marker') IS NOT NULL AS marker`,
    );
    expect(tables.rows).toEqual([{ kept: true, marker: false }]);
    await reopened.close();
  });

  it('runs PostgreSQL with buffers sized for a small server', async () => {
    const db = await openPGlite('memory://', undefined, { template: templateFile });
    const shown = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    await db.close();
    expect(EMBEDDED_POSTGRESQL_CONF).toContain('shared_buffers = 16MB');
    expect(shown.rows[0].shared_buffers).toBe('16MB');
  });

  it('writes the template once, atomically', async () => {
    let dumps = 0;
    const dump = async () => {
      dumps++;
      return new Blob(['tarball']);
    };
    const first = await writeEmbeddedTemplate(dump, path.join(dir, 'made', 'pglite-test.tgz'));
    const second = await writeEmbeddedTemplate(dump, path.join(dir, 'made', 'pglite-test.tgz'));
    expect([first.made, second.made, dumps]).toEqual([true, false, 1]);
    expect(fs.readdirSync(path.join(dir, 'made'))).toEqual(['pglite-test.tgz']);
  });
});
