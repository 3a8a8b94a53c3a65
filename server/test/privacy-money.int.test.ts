import { extractText } from 'unpdf';
import { AuditEntry } from '../src/audit/audit.entity';
import { MemberStatus } from '../src/members/member.enums';
import { MoneyKind, PaymentMethod, type NewPayment } from '../src/money';
import { EXPORT_SECTIONS } from '../src/privacy/access-export';
import { ERASURE_VOID_REASON } from '../src/privacy/money-records';
import { findPersonalData } from '../src/privacy/personal-data-scan';
import { adminMessages } from '../../shared/admin-messages';
import { member, staff } from './factories';
import { describeDb, useTestServer } from './harness';

const treasurer = { id: null, name: 'Tess Treasurer' };
const DAY = 86_400_000;
const MONEY_TABLES = ['charges', 'ledger_entries', 'receipts'];

/** The text of a PDF, its lines joined by spaces. */
async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

type Payment = {
  id: string;
  record: string;
  number: number;
  payerName: string;
  payerEmail: string | null;
  amountCents: number;
  status: string | null;
};
type Found = { counts: Record<string, number>; payments: Payment[]; otherPlaces: { table: string; column: string }[] };
type Erased = { counts: Record<string, number>; kept: { payments: number; chargesVoided: number } };

const FIND = `query($input: PersonalDataInput!) { personalData(input: $input) {
  counts { members payments outboxEmails }
  payments { id record number payerName payerEmail amountCents status }
  otherPlaces { table column } } }`;
const ERASE = `mutation($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) {
  counts { members payments } kept { payments chargesVoided } } }`;

describeDb("a person's payments and receipts in privacy (issues #19, #31, #34)", () => {
  const server = useTestServer();
  let admin: string;
  beforeAll(async () => {
    admin = (await staff(server.services)).token;
  });

  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  /** A member with a fee paid (charge, entry, receipt) and an event fee still owed, charged to the member record without an address. */
  const mia = { fullName: `Mia Moneypenny ${tag}`, email: `mia.${tag}@example.com` };
  /** A donor (no member record): a gift with its receipt, and an event fee part-paid. */
  const dora = { name: `Dora Donor ${tag}`, email: `dora.${tag}@example.com` };
  /** Decoys: an address that ends in Dora's, and Mia's very name with another address and with none. */
  const decoys = [
    { payerName: 'Sandra Lookalike', payerEmail: `san${dora.email}` },
    { payerName: mia.fullName, payerEmail: `mia.other.${tag}@example.com` },
    { payerName: mia.fullName, payerEmail: null },
  ];
  const ids: Record<string, { charges: string[]; entries: string[]; receipts: number[] }> = {};
  let miaMemberId = '';
  let openChargeId = '';
  let partPaidChargeId = '';
  let decoyEntryIds: string[] = [];

  const receive = (input: NewPayment) => server.services.db.transaction((tx) => server.services.payments.receive(tx, treasurer, input));

  async function find(email: string): Promise<Found> {
    const res = await server.gql<{ personalData: Found }>(FIND, { input: { email } }, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.personalData;
  }

  beforeAll(async () => {
    const { db, ledger } = server.services;
    const m = await member(server.services, { status: MemberStatus.APPROVED, fullName: mia.fullName, email: mia.email });
    miaMemberId = m.id;
    const fee = await db.transaction((tx) =>
      ledger.createCharge(tx, treasurer, {
        memberId: m.id,
        payerName: m.fullName,
        payerEmail: m.email,
        kind: MoneyKind.FEE,
        description: 'Membership 2026–27',
        amountCents: 2500,
        periodStart: '2026-07-01',
        periodEnd: '2027-06-30',
      }),
    );
    const paid = await receive({ chargeId: fee.id, amountCents: 2500, method: PaymentMethod.BANK_TRANSFER, paidOn: '2026-07-03' });
    const owed = await db.transaction((tx) =>
      ledger.createCharge(tx, treasurer, {
        memberId: m.id,
        payerName: m.fullName,
        kind: MoneyKind.EVENT,
        description: 'Trivia night',
        amountCents: 1500,
      }),
    );
    openChargeId = owed.id;
    ids.mia = { charges: [fee.id, owed.id], entries: [paid.entry.id], receipts: [paid.receipt.number] };

    const gift = await receive({
      payerName: dora.name,
      payerEmail: dora.email.toUpperCase(),
      kind: MoneyKind.DONATION,
      amountCents: 5000,
      method: PaymentMethod.CASH,
      paidOn: '2026-08-01',
    });
    const dinner = await db.transaction((tx) =>
      ledger.createCharge(tx, treasurer, {
        payerName: dora.name,
        payerEmail: dora.email,
        kind: MoneyKind.EVENT,
        description: 'Dinner',
        amountCents: 4000,
      }),
    );
    partPaidChargeId = dinner.id;
    const deposit = await receive({ chargeId: dinner.id, amountCents: 1000, method: PaymentMethod.CASH, paidOn: '2026-08-02' });
    ids.dora = { charges: [dinner.id], entries: [gift.entry.id, deposit.entry.id], receipts: [gift.receipt.number, deposit.receipt.number] };

    decoyEntryIds = [];
    for (const decoy of decoys)
      decoyEntryIds.push(
        (await receive({ ...decoy, kind: MoneyKind.DONATION, amountCents: 700, method: PaymentMethod.CASH, paidOn: '2026-08-03' })).entry.id,
      );
  });

  /** The ids a person's payments should list: charges, entries and receipt numbers. */
  const expected = (who: string) => [...ids[who].charges, ...ids[who].entries, ...ids[who].receipts.map(String)].sort();

  it('finds the payments kind exactly — by the whole address or the member record, never by name or a longer address — with no unknown places', async () => {
    const found = await find(mia.email.toUpperCase());
    expect(found.counts).toMatchObject({ members: 1, payments: 4 });
    expect(found.payments.map((p) => p.id).sort()).toEqual(expected('mia'));
    expect(found.payments.map((p) => p.record).sort()).toEqual(['charge', 'charge', 'ledger-entry', 'receipt']);
    expect(found.payments.find((p) => p.id === openChargeId)).toMatchObject({ status: 'open', payerEmail: null, amountCents: 1500 });
    expect(found.otherPlaces).toEqual([]);

    const donor = await find(dora.email);
    expect(donor.counts).toMatchObject({ members: 0, payments: 5 });
    expect(donor.payments.map((p) => p.id).sort()).toEqual(expected('dora'));
    expect(donor.otherPlaces).toEqual([]);
    // Neither the address ending in Dora's nor Mia's namesakes are anyone's here.
    const listed = [...found.payments, ...donor.payments].map((p) => p.id);
    for (const id of decoyEntryIds) expect(listed).not.toContain(id);
    expect((await find(decoys[0].payerEmail!)).counts.payments).toBe(2); // its own entry and receipt only
  });

  it('exports the payments in the JSON file and the printable page', async () => {
    const res = await server.gql<{ exportPersonalData: { json: string; html: string; counts: { payments: number } } }>(
      `mutation($input: PersonalDataInput!) { exportPersonalData(input: $input) { json html counts { payments } } }`,
      { input: { email: mia.email } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const out = res.data!.exportPersonalData;
    expect(out.counts.payments).toBe(4);
    const json = JSON.parse(out.json) as {
      payments: (Payment & { description: string | null; periodEnd: string | null })[];
      counts: { payments: number };
    };
    expect(json.counts.payments).toBe(4);
    expect(json.payments.map((p) => p.id).sort()).toEqual(expected('mia'));
    expect(json.payments.find((p) => p.record === 'charge' && p.periodEnd)).toMatchObject({
      payerName: mia.fullName,
      payerEmail: mia.email,
      description: 'Membership 2026–27',
      amountCents: 2500,
      status: 'paid',
    });
    expect(EXPORT_SECTIONS.map((s) => s.key)).toContain('payments');
    expect(out.html).toContain('<h2>Payments and receipts (4)</h2>');
    expect(out.html).toContain('Trivia night');
    expect(out.html).toContain('ledger-entry');
  });

  it('erasure keeps the money records without the address, voids the open charge, and the receipt still downloads', async () => {
    const { db } = server.services;
    const res = await server.gql<{ erasePersonalData: Erased }>(ERASE, { input: { email: mia.email, confirmEmail: mia.email } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.erasePersonalData).toEqual({ counts: { members: 1, payments: 0 }, kept: { payments: 4, chargesVoided: 1 } });
    expect(adminMessages.privacy.paymentsKept(4)).toBe(
      '4 payment records kept: the law requires financial records to be kept for 7 years; their e-mail address was removed.',
    );

    const charges = (await db.query(
      `SELECT id::text AS id, payer_name, payer_email, member_id, amount_cents, status, voided_reason FROM charges WHERE id = ANY($1::uuid[]) ORDER BY number`,
      [ids.mia.charges],
    )) as Record<string, unknown>[];
    expect(charges).toEqual([
      {
        id: ids.mia.charges[0],
        payer_name: mia.fullName,
        payer_email: null,
        member_id: null,
        amount_cents: 2500,
        status: 'paid',
        voided_reason: null,
      },
      {
        id: openChargeId,
        payer_name: mia.fullName,
        payer_email: null,
        member_id: null,
        amount_cents: 1500,
        status: 'void',
        voided_reason: ERASURE_VOID_REASON,
      },
    ]);
    expect(ERASURE_VOID_REASON).toBe("Erased at the person's request");
    const voided = await db.getRepository(AuditEntry).findOneByOrFail({ action: 'void', entityType: 'charge', entityId: openChargeId });
    expect(voided.changes.reason).toEqual({ before: null, after: ERASURE_VOID_REASON });
    const [entry] = (await db.query(
      `SELECT payer_name, payer_email, member_id, amount_cents, paid_on::text AS paid_on FROM ledger_entries WHERE id = $1`,
      [ids.mia.entries[0]],
    )) as Record<string, unknown>[];
    expect(entry).toEqual({ payer_name: mia.fullName, payer_email: null, member_id: null, amount_cents: 2500, paid_on: '2026-07-03' });

    const receipt = (await server.services.receipts.byNumber(ids.mia.receipts[0]))!;
    expect(receipt).toMatchObject({ issuedTo: mia.fullName, content: { payerName: mia.fullName, amountCents: 2500 } });
    const pdf = await fetch(`${server.url}${server.services.receiptLinks.pathOf(receipt.number)}`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(mia.fullName);

    // The address is nowhere (every text column of every table); the name stays only in the money tables, as the law requires.
    expect(await findPersonalData(db.manager, [mia.email])).toEqual([]);
    const named = await findPersonalData(db.manager, [mia.fullName]);
    // Elsewhere only in the e-mails to Mia's namesake (the receipt sent to their own address), which are not Mia's.
    expect([...new Set(named.map((p) => p.table).filter((t) => !MONEY_TABLES.includes(t)))]).toEqual(['email_outbox']);
    const mails = (await db.query(`SELECT DISTINCT lower(to_address) AS to FROM email_outbox WHERE body LIKE $1`, [`%${mia.fullName}%`])) as {
      to: string;
    }[];
    expect(mails).toEqual([{ to: decoys[1].payerEmail }]);
    expect(named.map((p) => `${p.table}.${p.column}`)).toEqual(
      expect.arrayContaining(['charges.payer_name', 'ledger_entries.payer_name', 'receipts.issued_to']),
    );
    expect((await find(mia.email)).counts).toMatchObject({ members: 0, payments: 0 });
    const audit = await db.getRepository(AuditEntry).findOneOrFail({ where: { action: 'erase' }, order: { at: 'DESC' } });
    expect(audit.changes.kept).toEqual({ before: null, after: { payments: 4, chargesVoided: 1 } });
  });

  it('erasing a donor leaves a part-paid charge open for the treasurer, and nobody else’s records change', async () => {
    const { db } = server.services;
    const decoysBefore = await db.query(`SELECT * FROM ledger_entries WHERE id = ANY($1::uuid[]) ORDER BY entry_number`, [decoyEntryIds]);
    const res = await server.gql<{ erasePersonalData: Erased }>(ERASE, { input: { email: dora.email, confirmEmail: dora.email } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.erasePersonalData.kept).toEqual({ payments: 5, chargesVoided: 0 });
    const [dinner] = (await db.query(`SELECT status, payer_email, payer_name FROM charges WHERE id = $1`, [partPaidChargeId])) as Record<
      string,
      unknown
    >[];
    expect(dinner).toEqual({ status: 'open', payer_email: null, payer_name: dora.name });
    const entries = (await db.query(`SELECT payer_email, payer_name FROM ledger_entries WHERE id = ANY($1::uuid[])`, [ids.dora.entries])) as Record<
      string,
      unknown
    >[];
    expect(entries).toEqual([
      { payer_email: null, payer_name: dora.name },
      { payer_email: null, payer_name: dora.name },
    ]);
    expect(await findPersonalData(db.manager, [dora.email])).toEqual([]);
    expect(await db.query(`SELECT * FROM ledger_entries WHERE id = ANY($1::uuid[]) ORDER BY entry_number`, [decoyEntryIds])).toEqual(decoysBefore);
    expect((await find(decoys[0].payerEmail!)).counts.payments).toBe(2);
  });

  it('the ledger still refuses every change but clearing the e-mail address or unlinking the member, and every deletion', async () => {
    const { db } = server.services;
    const m = await member(server.services, { status: MemberStatus.APPROVED });
    const { entry } = await receive({
      memberId: m.id,
      payerName: m.fullName,
      payerEmail: m.email,
      kind: MoneyKind.DONATION,
      amountCents: 900,
      method: PaymentMethod.CASH,
      paidOn: '2026-09-01',
    });
    const refused = /never changed or deleted/;
    for (const change of [
      `payer_email = 'someone.else@example.com'`,
      `payer_name = 'Someone Else'`,
      `payer_email = NULL, amount_cents = 1`,
      `payer_email = NULL, payer_name = 'Someone Else'`,
      `member_id = NULL, note = 'changed'`,
      `member_id = gen_random_uuid()`,
    ])
      await expect(db.query(`UPDATE ledger_entries SET ${change} WHERE id = $1`, [entry.id])).rejects.toThrow(refused);
    await expect(db.query(`DELETE FROM ledger_entries WHERE id = $1`, [entry.id])).rejects.toThrow(refused);
    await db.query(`UPDATE ledger_entries SET payer_email = NULL WHERE id = $1`, [entry.id]);
    await expect(db.query(`UPDATE ledger_entries SET payer_email = $2 WHERE id = $1`, [entry.id, m.email])).rejects.toThrow(refused);
    await db.query(`UPDATE ledger_entries SET member_id = NULL WHERE id = $1`, [entry.id]);
    const [row] = (await db.query(`SELECT payer_email, member_id, payer_name, amount_cents FROM ledger_entries WHERE id = $1`, [entry.id])) as Record<
      string,
      unknown
    >[];
    expect(row).toEqual({ payer_email: null, member_id: null, payer_name: m.fullName, amount_cents: 900 });
  });

  it('deleting a member keeps their payments the same way, and retention never removes money records', async () => {
    const { db, ledger } = server.services;
    const m = await member(server.services, { status: MemberStatus.APPROVED });
    const charge = await db.transaction((tx) =>
      ledger.createCharge(tx, treasurer, {
        memberId: m.id,
        payerName: m.fullName,
        payerEmail: m.email,
        kind: MoneyKind.EVENT,
        description: 'Picnic',
        amountCents: 800,
      }),
    );
    const res = await server.gql('mutation($id: ID!) { deleteMember(id: $id) }', { id: m.id }, admin);
    expect(res.errors).toBeUndefined();
    const [row] = (await db.query(`SELECT status, payer_email, member_id, payer_name FROM charges WHERE id = $1`, [charge.id])) as Record<
      string,
      unknown
    >[];
    expect(row).toEqual({ status: 'void', payer_email: null, member_id: null, payer_name: m.fullName });
    const deleted = await db.getRepository(AuditEntry).findOneByOrFail({ action: 'delete', entityType: 'member', entityId: m.id });
    expect(deleted.changes.kept).toEqual({ before: null, after: { payments: 1, chargesVoided: 1 } });

    const count = async () =>
      (await db.query(
        `SELECT (SELECT count(*) FROM charges)::int AS charges, (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM receipts)::int AS receipts`,
      )) as unknown[];
    const before = await count();
    await server.services.retention.run(new Date(Date.now() + 8 * 365 * DAY));
    expect(await count()).toEqual(before);
    expect(miaMemberId).not.toBe('');
  });
});
