import { describeDb, startTestServer, type TestServer } from './harness';

/** Issue #24 (members p95 < 50 ms at 50,000 rows): the member list's index migration. */
describeDb('member list at volume (issue #24)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const TRIGRAM = ['members_phone_national_trgm_idx', 'members_search_trgm_idx'];
  /** The storage options of the search's trigram indexes, and whether the status + name index exists. */
  const state = async () => {
    const rows = (await server.services.db.query(`SELECT relname, reloptions FROM pg_class WHERE relname = ANY($1) ORDER BY relname`, [
      [...TRIGRAM, 'members_status_name_idx'],
    ])) as { relname: string; reloptions: string[] | null }[];
    return Object.fromEntries(rows.map((row) => [row.relname, row.reloptions ?? []]));
  };
  /** Pages of new entries waiting in each trigram index's pending list (and merges them). */
  const pending = async () =>
    Promise.all(
      TRIGRAM.map(async (index) => {
        const [row] = (await server.services.db.query(`SELECT gin_clean_pending_list($1::regclass) AS pages`, [index])) as { pages: string }[];
        return Number(row.pages);
      }),
    );
  const addMembers = (n: number, tag: string) =>
    server.services.db.query(
      `INSERT INTO members (full_name, email, phone, member_type, status)
       SELECT 'Pending List ' || $1 || ' ' || g, 'pending.' || $1 || '.' || g || '@example.org', '04' || lpad(g::text, 8, '7'), 'owner', 'pending'
         FROM generate_series(1, $2::int) g`,
      [tag, n],
    );

  it('keeps new members out of a GIN pending list, adds the status + name index, and reverts both', async () => {
    const after = { members_phone_national_trgm_idx: ['fastupdate=off'], members_search_trgm_idx: ['fastupdate=off'], members_status_name_idx: [] };
    expect(await state()).toEqual(after);
    await addMembers(300, 'a');
    expect(await pending()).toEqual([0, 0]);

    // Revert back to before this migration (later migrations first), then run them all again.
    const names = server.services.db.migrations.map((m) => m.name ?? m.constructor.name);
    const later = names.length - names.findIndex((name) => /MemberListIndexes/i.test(name));
    expect(later).toBeLessThanOrEqual(names.length);
    for (let i = 0; i < later; i++) await server.services.db.undoLastMigration({ transaction: 'each' });
    expect(await state()).toEqual({ members_phone_national_trgm_idx: [], members_search_trgm_idx: [] });
    await addMembers(300, 'b');
    // What the migration is for: with the default, new entries wait in the pending list.
    expect((await pending()).every((pages) => pages > 0)).toBe(true);
    await addMembers(300, 'c');

    await server.services.db.runMigrations({ transaction: 'each' });
    expect(await state()).toEqual(after);
    // The migration merged what was waiting.
    expect(await pending()).toEqual([0, 0]);
    await server.services.db.query(`DELETE FROM members WHERE email LIKE 'pending.%@example.org'`);
  });
});
