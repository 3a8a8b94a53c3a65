// The harness first: it loads the server, and with it reflect-metadata, before the decorated inputs.
import { describeDb, useTestServer } from './harness';
import { member } from './factories';
import { countedPage, pageRequest } from '../src/common/pagination';
import { MemberStatus, MemberType } from '../src/members/member.enums';
import { MemberSortField, SortOrder } from '../src/members/member.enums';
import type { MemberFilterInput } from '../src/members/member.models';
import { memberOrder } from '../src/members/member-queries';

/** Issue #24 (members p95 < 50 ms at 50,000 rows): the migration, and a search's page sorted from its matches. */
describeDb('member list at volume (issue #24)', () => {
  const server = useTestServer();

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

  it('gives every search the page, order and total of the index-order page and count(*), on every sort, filter and page', async () => {
    // Names, join dates and creation times repeat, so only the final id keeps the order total.
    const first = ['Maria', 'Alex', 'maria', 'Zoe', 'Omar'];
    const statuses = [MemberStatus.APPROVED, MemberStatus.PENDING, MemberStatus.INACTIVE];
    const types = [MemberType.OWNER, MemberType.RENTER];
    for (let i = 0; i < 60; i++) {
      const made = await member(server.services, {
        fullName: `${first[i % 5]} Listcheck ${i % 7}`,
        email: `listcheck.${i}@example.org`,
        phone: i % 4 === 0 ? `+61 412 000 ${String(100 + i)}` : `0412 ${String(1000 + i)}`,
        status: statuses[i % 3],
        memberType: types[i % 2],
        joinDate: `2030-0${1 + (i % 3)}-1${i % 2}`,
      });
      await server.services.db.query(`UPDATE members SET created_at = $1 WHERE id = $2`, [new Date(Date.UTC(2030, 0, 1 + (i % 9))), made.id]);
    }
    const service = server.services.memberQueries;
    const reference = (filter: MemberFilterInput, sort: { field: MemberSortField; order: SortOrder }, page: number) => {
      const query = service.filteredQuery(filter);
      for (const key of memberOrder(sort)) query.addOrderBy(key.sql, key.order);
      return countedPage(query.addOrderBy('m.id', 'ASC'), pageRequest(page, 7));
    };
    const ids = (page: { items: { id: string }[]; total: number }) => ({ total: page.total, ids: page.items.map((m) => m.id) });

    let compared = 0;
    for (const search of ['maria', 'listcheck', 'LISTCHECK 3', '0412', '+61 412 000', 'ma', 'no such member'])
      for (const filter of [
        { search },
        { search, status: MemberStatus.APPROVED },
        { search, status: MemberStatus.PENDING, memberType: MemberType.RENTER },
      ])
        for (const field of Object.values(MemberSortField))
          for (const order of Object.values(SortOrder))
            for (const page of [1, 2, 5, 12]) {
              const sort = { field, order };
              expect({ ...filter, ...sort, page, ...ids(await service.list(filter, sort, page, 7)) }).toEqual({
                ...filter,
                ...sort,
                page,
                ...ids(await reference(filter, sort, page)),
              });
              compared++;
            }
    expect(compared).toBe(7 * 3 * 3 * 2 * 4);
    // The searches did find members, on pages past the first too.
    expect((await service.list({ search: 'listcheck' }, null, 2, 7)).total).toBe(60);
    expect((await service.list({ search: 'maria', status: MemberStatus.APPROVED }, null, 2, 7)).items).toHaveLength(1);
  });
});
