// The harness first: it loads the server, and with it reflect-metadata, before the decorated inputs.
import { describeDb, useTestServer } from './harness';
import ExcelJS from 'exceljs';
import { applicationInput, member, signedInMember, staff } from './factories';
import { Role } from '../src/auth/roles';
import { AuditEntry } from '../src/audit/audit.entity';
import { Member } from '../src/members/member.entity';
import { MemberStatus, MemberType } from '../src/members/member.enums';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importMessages,
  type ImportCheck,
  type ImportErrorBody,
  type ImportPreview,
  type ImportRequest,
  type ImportResult,
} from '../../shared/member-import';

/** A CSV file's text from rows of cells (quoted where needed). */
const csv = (rows: (string | number)[][]): string =>
  rows.map((cells) => cells.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',')).join('\r\n');

let seq = 0;
/** An address no other test uses. */
const email = (name: string) => `${name}.${Date.now().toString(36)}${seq++}@import.example.org`;

describeDb('member import (issue #34 "Moving in")', () => {
  const server = useTestServer();
  let admin: string;
  let editor: string;
  let treasurer: string;
  beforeAll(async () => {
    admin = (await staff(server.services, Role.ADMIN)).token;
    editor = (await staff(server.services, Role.EDITOR)).token;
    treasurer = (await staff(server.services, Role.TREASURER, 'Tess Treasurer')).token;
  });

  /** POSTs a file to one step, as the admin screen does (multipart: "file", and "request" as JSON). */
  async function post<T>(
    path: string,
    file: string | Buffer,
    options: { request?: ImportRequest; token?: string | null; cookie?: string; name?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const form = new FormData();
    form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), options.name ?? 'members.csv');
    if (options.request) form.append('request', JSON.stringify(options.request));
    const token = options.token === undefined ? admin : options.token;
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: form,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.cookie ? { cookie: options.cookie } : {}) },
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  const preview = (file: string | Buffer, name?: string) => post<ImportPreview & Partial<ImportErrorBody>>('/member-import/preview', file, { name });
  const check = (file: string | Buffer, request: ImportRequest) =>
    post<ImportCheck & Partial<ImportErrorBody>>('/member-import/check', file, { request });
  const run = (file: string | Buffer, request: ImportRequest) => post<ImportResult & ImportErrorBody>('/member-import', file, { request });

  const byEmail = (address: string) => server.services.db.getRepository(Member).findOneBy({ email: address });
  const memberCount = () => server.services.db.getRepository(Member).count();

  const HEADERS = ['Member No', 'Name', 'E-mail', 'Phone', 'Address', 'Language', 'Adults', 'Children', 'Type', 'Joined', 'Status', 'Notes'];
  const MAPPING = suggested(HEADERS);
  /** The mapping the server suggests for these headings (checked in the first test). */
  function suggested(headers: string[]) {
    const keys: Record<string, string> = {
      'Member No': 'memberNumber',
      Name: 'fullName',
      'E-mail': 'email',
      Phone: 'phone',
      Address: 'address',
      Language: 'languageSpoken',
      Adults: 'numAdults',
      Children: 'numChildren',
      Type: 'memberType',
      Joined: 'joinDate',
      Status: 'status',
      Notes: 'notes',
    };
    return headers.map((h) => (keys[h] ?? null) as ImportRequest['mapping'][number]);
  }

  it('previews a CSV: its headings, its first rows and a mapping suggested from the headings', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      9000 + i,
      `Person ${i}`,
      email(`p${i}`),
      '0412 345 678',
      '1 High St',
      '',
      '',
      '',
      'owner',
      '',
      '',
      '',
    ]);
    const res = await preview(csv([[...HEADERS, 'Shoe size'], ...rows.map((r) => [...r, 42])]));
    expect(res.status).toBe(200);
    expect(res.body.headers).toEqual([...HEADERS, 'Shoe size']);
    expect(res.body.mapping).toEqual([...MAPPING, null]);
    expect(res.body.totalRows).toBe(12);
    expect(res.body.rows).toHaveLength(10);
    expect(res.body.rows[0]).toEqual({
      row: 2,
      cells: ['9000', 'Person 0', rows[0][2], '0412 345 678', '1 High St', '', '', '', 'owner', '', '', '', '42'],
    });
    expect(res.body.fileName).toBe('members.csv');
  });

  it('lists every problem of a dry run by spreadsheet row and field, and writes nothing', async () => {
    const taken = await member(server.services, { fullName: 'Holder Of Seven Hundred' });
    const shared = email('shared');
    const file = csv([
      HEADERS,
      [7001, 'Good One', email('good'), '0412 000 001', '', '', 2, 1, 'Renter', '1/7/2024', 'active', ''], // row 2: fine (D/M/YYYY)
      [7002, '', 'not-an-address', '', '', '', '', '', '', '', '', ''], // row 3: no name, bad e-mail
      [7003, 'Bad Date', email('date'), '', '', '', '', '', '', '31/2/2024', '', ''], // row 4
      [7004, 'First Shared', shared, '', '', '', '', '', '', '2024-13-01', '', ''], // row 5: bad ISO date
      [7005, 'Second Shared', ` ${shared.toUpperCase()} `, '', '', '', '', '', '', '', '', ''], // row 6: same e-mail as row 5
      [7001, 'Same Number', email('num'), '', '', '', 'two', '', 'tenant', '2999-01-01', 'gone', ''], // row 7
      [taken.memberNumber, 'Taken Number', email('taken'), '', '', '', '', '', '', '', '', ''], // row 8
    ]);
    const before = await memberCount();
    const res = await check(file, { mapping: MAPPING });
    expect(res.status).toBe(200);
    expect(res.body.problems.map((p) => [p.row, p.field, p.message])).toEqual([
      [3, 'fullName', importMessages.required('Full name')],
      [3, 'email', importMessages.email('not-an-address')],
      [4, 'joinDate', importMessages.date('Join date', '31/2/2024')],
      [5, 'joinDate', importMessages.date('Join date', '2024-13-01')],
      [6, 'email', importMessages.sameEmailAs(5)],
      [7, 'numAdults', importMessages.count('Adults')],
      [7, 'memberType', importMessages.memberType],
      [7, 'joinDate', importMessages.futureDate('Join date')],
      [7, 'memberNumber', importMessages.sameNumberAs(2)],
      [7, 'status', importMessages.status],
      [8, 'memberNumber', importMessages.numberTaken(taken.memberNumber, 'Holder Of Seven Hundred')],
    ]);
    expect(res.body).toMatchObject({ totalRows: 7, problemCount: 11, toCreate: 7, toUpdate: 0, duplicates: [] });
    expect(await memberCount()).toBe(before);
  });

  it('imports all or nothing: one bad row among good ones writes nothing and answers the problems', async () => {
    const good = [email('a'), email('b')];
    const file = csv([
      HEADERS,
      [7101, 'Good A', good[0], '', '', '', '', '', '', '', '', ''],
      [7102, 'Bad B', 'nope', '', '', '', '', '', '', '', '', ''],
      [7103, 'Good C', good[1], '', '', '', '', '', '', '', '', ''],
    ]);
    const before = await memberCount();
    const audits = await server.services.db.getRepository(AuditEntry).countBy({ entityType: 'member-import' });
    const res = await run(file, { mapping: MAPPING });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.error).toBe(importMessages.refused(1));
    expect(res.body.check?.problems).toEqual([{ row: 3, field: 'email', message: importMessages.email('nope') }]);
    expect(await memberCount()).toBe(before);
    expect(await byEmail(good[0])).toBeNull();
    expect(await server.services.db.getRepository(AuditEntry).countBy({ entityType: 'member-import' })).toBe(audits);

    // Leaving the bad row out imports the others.
    const left = await run(file, { mapping: MAPPING, excludeRows: [3] });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ created: 2, updated: 0, skipped: 0, excluded: 1 });
    expect(await memberCount()).toBe(before + 2);
  });

  it('keeps member numbers, join dates and the rest from the file, and moves the number sequence past them', async () => {
    const addresses = [email('kept1'), email('kept2'), email('kept3')];
    const file = csv([
      HEADERS,
      [50_000, 'Kept One', addresses[0], '03 9000 0000', '5 Vine St', 'Greek', 2, 3, 'investor', '15/3/2011', 'inactive', 'Paper form, 2011'],
      ['', 'Kept Two', addresses[1], '', '', '', '', '', '', '', '', ''],
      [49_999, 'Kept Three', addresses[2], '', '', '', '', '', 'OWNER', '2020-02-29', 'Pending', ''],
    ]);
    const res = await run(file, { mapping: MAPPING });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 3, updated: 0, skipped: 0, excluded: 0 });
    const one = await byEmail(addresses[0]);
    expect(one).toMatchObject({
      memberNumber: 50_000,
      fullName: 'Kept One',
      phone: '03 9000 0000',
      address: '5 Vine St',
      languageSpoken: 'Greek',
      numAdults: 2,
      numChildren: 3,
      memberType: MemberType.INVESTOR,
      joinDate: '2011-03-15',
      status: MemberStatus.INACTIVE,
      notes: 'Paper form, 2011',
      enteredByStaff: true,
    });
    const two = (await byEmail(addresses[1]))!;
    // Defaults: approved, owner, joined today, numbered after the highest imported number.
    expect(two).toMatchObject({ status: MemberStatus.APPROVED, memberType: MemberType.OWNER, joinDate: server.services.clock.today(), phone: '' });
    expect(two.memberNumber).toBeGreaterThan(50_000);
    expect(await byEmail(addresses[2])).toMatchObject({ memberNumber: 49_999, status: MemberStatus.PENDING, joinDate: '2020-02-29' });

    // A new application after the import gets a number past every imported one.
    const applied = await server.gql<{ applyForMembership: { memberNumber: number } }>(
      'mutation($input: MembershipApplicationInput!) { applyForMembership(input: $input) { memberNumber } }',
      { input: applicationInput() },
    );
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyForMembership.memberNumber).toBeGreaterThan(two.memberNumber);
  });

  it('lists duplicates by e-mail (any case, spaces trimmed) and skips or updates each as the person chose', async () => {
    const keep = await member(server.services, { fullName: 'Keep Me', email: email('Keep'), phone: '0400 111 111', notes: 'original' });
    const change = await member(server.services, { fullName: 'Change Me', email: email('Change'), phone: '0400 222 222', address: 'Old address' });
    const fresh = email('fresh');
    const file = csv([
      HEADERS,
      ['', 'Keep Me Renamed', `  ${keep.email.toUpperCase()}`, '0499 999 999', '', '', '', '', '', '', '', 'replaced'],
      ['', 'Change Me Renamed', change.email.toUpperCase(), '', 'New address', '', 4, '', 'renter', '', '', ''],
      ['', 'Fresh Person', fresh, '', '', '', '', '', '', '', '', ''],
    ]);
    const dry = await check(file, { mapping: MAPPING });
    expect(dry.status).toBe(200);
    expect(dry.body.duplicates).toEqual([
      {
        row: 2,
        email: keep.email.toUpperCase(),
        fullName: 'Keep Me Renamed',
        existing: { id: keep.id, memberNumber: keep.memberNumber, fullName: 'Keep Me', status: 'pending' },
        decision: null,
      },
      {
        row: 3,
        email: change.email.toUpperCase(),
        fullName: 'Change Me Renamed',
        existing: { id: change.id, memberNumber: change.memberNumber, fullName: 'Change Me', status: 'pending' },
        decision: null,
      },
    ]);
    expect(dry.body.problemCount).toBe(0);

    // Without a decision the import is refused, naming each undecided row.
    const undecided = await run(file, { mapping: MAPPING });
    expect(undecided.status).toBe(400);
    expect(undecided.body.check?.problems).toEqual([
      { row: 2, field: 'email', message: importMessages.undecided },
      { row: 3, field: 'email', message: importMessages.undecided },
    ]);
    expect(await byEmail(fresh)).toBeNull();

    const res = await run(file, { mapping: MAPPING, decisions: { 2: 'skip' }, allDuplicates: 'update' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 1, updated: 1, skipped: 1, excluded: 0 });
    expect(await server.services.db.getRepository(Member).findOneBy({ id: keep.id })).toMatchObject({
      fullName: 'Keep Me',
      phone: '0400 111 111',
      notes: 'original',
      version: 1,
    });
    // Updated: the file's values replace the member's; its empty cells keep them.
    expect(await server.services.db.getRepository(Member).findOneBy({ id: change.id })).toMatchObject({
      fullName: 'Change Me Renamed',
      email: change.email,
      phone: '0400 222 222',
      address: 'New address',
      numAdults: 4,
      memberType: MemberType.RENTER,
      memberNumber: change.memberNumber,
      version: 2,
    });
    expect(await byEmail(fresh)).toMatchObject({ fullName: 'Fresh Person' });

    // One audit entry with the counts.
    const [entry] = await server.services.db
      .getRepository(AuditEntry)
      .find({ where: { entityType: 'member-import', action: 'import' }, order: { at: 'DESC' }, take: 1 });
    expect(entry.actorName).toBe('Alice Admin');
    expect(entry.changes).toMatchObject({ created: { after: 1 }, updated: { after: 1 }, skipped: { after: 1 }, fileName: { after: 'members.csv' } });
  });

  it('reads an Excel workbook (.xlsx): date cells, numbers, rich text, row numbers as the sheet shows them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    const addresses = [email('xlsx1'), email('xlsx2')];
    sheet.addRow(['Member number', 'Full name', 'Email', 'Join date', 'Adults']);
    sheet.addRow([61_001, 'Excel One', addresses[0], new Date(Date.UTC(2015, 5, 30)), 2]);
    sheet.addRow([]); // row 3 left empty
    sheet.getRow(4).values = [61_002, { richText: [{ text: 'Excel ' }, { text: 'Two' }] }, addresses[1], '1/7/2019', 'lots'];
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    const shown = await preview(buffer, 'members.xlsx');
    expect(shown.status).toBe(200);
    expect(shown.body.mapping).toEqual(['memberNumber', 'fullName', 'email', 'joinDate', 'numAdults']);
    expect(shown.body.rows).toEqual([
      { row: 2, cells: ['61001', 'Excel One', addresses[0], '2015-06-30', '2'] },
      { row: 4, cells: ['61002', 'Excel Two', addresses[1], '1/7/2019', 'lots'] },
    ]);
    const dry = await check(buffer, { mapping: shown.body.mapping });
    expect(dry.body.problems).toEqual([{ row: 4, field: 'numAdults', message: importMessages.count('Adults') }]);

    sheet.getRow(4).getCell(5).value = 3;
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await run(fixed, { mapping: shown.body.mapping });
    expect(res.body).toEqual({ created: 2, updated: 0, skipped: 0, excluded: 0 });
    expect(await byEmail(addresses[0])).toMatchObject({ memberNumber: 61_001, joinDate: '2015-06-30', numAdults: 2 });
    expect(await byEmail(addresses[1])).toMatchObject({ memberNumber: 61_002, fullName: 'Excel Two', joinDate: '2019-07-01', numAdults: 3 });
  });

  it('keeps financial-until dates and finds membership classes by name in any letter case; an unknown class is a problem', async () => {
    const [household] = (await server.services.db.query(
      `INSERT INTO membership_classes (name, annual_fee_cents, household) VALUES ('Household', 3000, true) RETURNING id`,
    )) as { id: string }[];
    await server.services.db.query(`INSERT INTO membership_classes (name, annual_fee_cents) VALUES ('Life member', 0)`);
    const existing = await member(server.services, { email: email('classy') });
    const addresses = [email('class1'), email('class2')];
    const headers = ['Name', 'Email', 'Paid until', 'Class of membership'];
    const shown = await preview(csv([headers, ['X', addresses[0], '', '']]));
    expect(shown.body.mapping).toEqual(['fullName', 'email', 'financialUntil', 'membershipClass']);
    const mapping = shown.body.mapping;
    const rows = [
      ['Class One', addresses[0], '30/6/2027', 'HOUSEHOLD'],
      ['Class Two', addresses[1], '2026-06-31', 'Households'],
      ['Existing Classy', existing.email, '2027-06-30', ' household '],
    ];
    const dry = await check(csv([headers, ...rows]), { mapping, allDuplicates: 'update' });
    expect(dry.body.problems).toEqual([
      { row: 3, field: 'financialUntil', message: importMessages.date('Financial until', '2026-06-31') },
      { row: 3, field: 'membershipClass', message: importMessages.membershipClass('Households') },
    ]);
    rows[1] = ['Class Two', addresses[1], '', 'life MEMBER'];
    const res = await run(csv([headers, ...rows]), { mapping, allDuplicates: 'update' });
    expect(res.body).toEqual({ created: 2, updated: 1, skipped: 0, excluded: 0 });
    expect(await byEmail(addresses[0])).toMatchObject({ financialUntil: '2027-06-30', membershipClassId: household.id });
    const [life] = (await server.services.db.query(`SELECT id FROM membership_classes WHERE name = 'Life member'`)) as { id: string }[];
    expect(await byEmail(addresses[1])).toMatchObject({ financialUntil: null, membershipClassId: life.id });
    expect(await server.services.db.getRepository(Member).findOneBy({ id: existing.id })).toMatchObject({
      financialUntil: '2027-06-30',
      membershipClassId: household.id,
    });
  });

  it('refuses a mapping without full name or email, or with a field twice', async () => {
    const file = csv([
      ['Name', 'Email'],
      ['A', email('m')],
    ]);
    const none = await check(file, { mapping: [null, 'email'] });
    expect(none).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { mapping: importMessages.unmapped(['Full name']) } }),
    });
    const twice = await check(file, { mapping: ['email', 'email'] });
    expect(twice.body.fields).toEqual({ mapping: importMessages.mappedTwice('Email') });
    const short = await check(file, { mapping: ['fullName'] });
    expect(short.body.fields).toEqual({ mapping: importMessages.mappingLength });
  });

  it('refuses files over the limits with a clear message: 10 MB, 20,000 rows, an old .xls, nothing under the header', async () => {
    const big = await preview(Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'));
    expect(big).toEqual({ status: 400, body: expect.objectContaining({ error: importMessages.fileTooLarge, code: 'BAD_USER_INPUT' }) });
    const many = await preview(['Name,Email', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `P${i},p${i}@x.org`)].join('\n'));
    expect(many.body.error).toBe(importMessages.tooManyRows);
    const xls = await preview(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.xls');
    expect(xls.body.error).toBe(importMessages.oldExcel);
    expect((await preview('Name,Email\n\n')).body.error).toBe(importMessages.noRows);
  });

  it('lets admins import, and refuses editors (403), members and anonymous callers (401) at every step', async () => {
    const file = csv([
      ['Name', 'Email'],
      ['Auth Person', email('auth')],
    ]);
    const { cookie } = await signedInMember(server.services);
    const request: ImportRequest = { mapping: ['fullName', 'email'] };
    for (const path of ['/member-import/preview', '/member-import/check', '/member-import']) {
      const outcomes = {
        anonymous: (await post<ImportErrorBody>(path, file, { request, token: null })).status,
        member: (await post<ImportErrorBody>(path, file, { request, token: null, cookie })).status,
        editor: (await post<ImportErrorBody>(path, file, { request, token: editor })).body.code,
        treasurer: (await post<ImportErrorBody>(path, file, { request, token: treasurer })).body.code,
      };
      expect({ path, ...outcomes }).toEqual({ path, anonymous: 401, member: 401, editor: 'FORBIDDEN', treasurer: 'FORBIDDEN' });
    }
    expect(await byEmail(file.split('\r\n')[1].split(',')[1])).toBeNull();
    const admin = await post<ImportResult>('/member-import', file, { request });
    expect(admin).toEqual({ status: 200, body: { created: 1, updated: 0, skipped: 0, excluded: 0 } });
  });
});

describeDb('member import at volume (issue #34: 10,000 rows in under a minute)', () => {
  const server = useTestServer();

  it('imports 10,000 rows, with member numbers and join dates, in under 60 seconds', async () => {
    const { token } = await staff(server.services, Role.ADMIN);
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `${100_000 + i},Volume Person ${i},volume.${i}@bulk.example.org,0412 000 ${String(i % 1000).padStart(3, '0')},${(i % 28) + 1}/6/2018`,
    );
    const form = new FormData();
    form.append('file', new Blob([['Member number,Name,Email,Phone,Join date', ...rows].join('\n')]), 'volume.csv');
    form.append('request', JSON.stringify({ mapping: ['memberNumber', 'fullName', 'email', 'phone', 'joinDate'] }));
    const started = Date.now();
    const response = await fetch(`${server.url}/member-import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const seconds = (Date.now() - started) / 1000;
    expect({ status: response.status, body: (await response.json()) as unknown }).toEqual({
      status: 200,
      body: { created: 10_000, updated: 0, skipped: 0, excluded: 0 },
    });
    expect(seconds).toBeLessThan(60);
    const [{ count, last }] = (await server.services.db.query(
      `SELECT count(*)::int AS count, max(member_number) AS last FROM members WHERE email LIKE 'volume.%@bulk.example.org'`,
    )) as { count: number; last: number }[];
    expect({ count, last }).toEqual({ count: 10_000, last: 109_999 });
  }, 120_000);
});
