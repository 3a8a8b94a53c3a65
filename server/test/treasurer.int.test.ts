import { parse } from 'csv-parse/sync';
import { createClock, DEFAULT_TIME_ZONE } from '../../shared/clock';
import { Role } from '../src/auth/roles';
import { MemberStatus } from '../src/members/member.enums';
import { MoneyKind, PaymentMethod, TreasurerReports, XERO_COLUMNS, type StripeBalanceSource, type StripeBalanceTransaction } from '../src/money';
import { member, signedInMember, staff } from './factories';
import { describeDb, useTestServer } from './harness';

const CHARGE_FIELDS = 'id number reference status amountCents paidCents owingCents overdue payerName kind';
const ENTRY_FIELDS =
  'id entryNumber amountCents method paidOn reference recordedByName reversesId reversedById receiptNumber receiptPath chargeId note';
const CREATE_CHARGE = `mutation($input: CreateChargeInput!) { createCharge(input: $input) { ${CHARGE_FIELDS} } }`;
const RECORD = `mutation($input: RecordPaymentInput!) { recordPayment(input: $input) { ${ENTRY_FIELDS} } }`;
const REVERSE = `mutation($input: ReverseLedgerEntryInput!) { reverseLedgerEntry(input: $input) { ${ENTRY_FIELDS} } }`;
const VOID = `mutation($input: VoidChargeInput!) { voidCharge(input: $input) { ${CHARGE_FIELDS} voidedReason } }`;
const CHARGES = `query($input: ChargesInput) { charges(input: $input) { total items { ${CHARGE_FIELDS} } } }`;
const LEDGER = `query($input: LedgerEntriesInput) { ledgerEntries(input: $input) { total items { ${ENTRY_FIELDS} } } }`;
const CSV = `query($input: LedgerCsvInput!) { exportLedgerCsv(input: $input) { filename content rows } }`;
const RECONCILE = `query($input: ReconciliationInput) { reconciliation(input: $input) { ok entriesWithoutReceipt receiptAmountMismatches problems months { month ledgerCents receiptCents agrees } stripe { connected } } }`;

type Charge = {
  id: string;
  number: number;
  reference: string;
  status: string;
  amountCents: number;
  paidCents: number;
  owingCents: number;
  overdue: boolean;
};
type Entry = {
  id: string;
  entryNumber: number;
  amountCents: number;
  reference: string | null;
  reversesId: string | null;
  reversedById: string | null;
  chargeId: string | null;
  note: string | null;
};

const MELBOURNE = DEFAULT_TIME_ZONE;

describeDb('the treasurer (issue #34)', () => {
  const server = useTestServer();
  let treasurer: string;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    treasurer = (await staff(server.services, Role.TREASURER, 'Tess Treasurer')).token;
    admin = (await staff(server.services, Role.ADMIN)).token;
    editor = (await staff(server.services, Role.EDITOR)).token;
  });

  /** A charge for a new approved member, created through the API as the treasurer. */
  const chargeFor = async (amountCents: number, extra: Record<string, unknown> = {}) => {
    const m = await member(server.services, { status: MemberStatus.APPROVED });
    const res = await server.gql<{ createCharge: Charge }>(
      CREATE_CHARGE,
      { input: { memberId: m.id, kind: 'EVENT', description: 'Spring working bee lunch', amountCents, ...extra } },
      treasurer,
    );
    expect(res.errors).toBeUndefined();
    return { member: m, charge: res.data!.createCharge };
  };

  it('lets treasurers and admins at money, and refuses editors, members and anonymous callers', async () => {
    const { charge } = await chargeFor(1500);
    const memberCookie = (await signedInMember(server.services)).cookie;
    const asMember = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: memberCookie },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    };
    const outcome = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code ?? 'ok';
    const list = { input: { filter: { search: charge.reference } } };
    const voidIt = { input: { id: charge.id, reason: 'Matrix check' } };
    expect({
      treasurer: outcome(await server.gql(CHARGES, list, treasurer)),
      admin: outcome(await server.gql(CHARGES, list, admin)),
      editor: outcome(await server.gql(CHARGES, list, editor)),
      member: outcome(await asMember(CHARGES, list)),
      anonymous: outcome(await server.gql(CHARGES, list)),
    }).toEqual({ treasurer: 'ok', admin: 'ok', editor: 'FORBIDDEN', member: 'UNAUTHENTICATED', anonymous: 'UNAUTHENTICATED' });
    expect({
      editor: outcome(await server.gql(VOID, voidIt, editor)),
      member: outcome(await asMember(VOID, voidIt)),
      anonymous: outcome(await server.gql(VOID, voidIt)),
    }).toEqual({ editor: 'FORBIDDEN', member: 'UNAUTHENTICATED', anonymous: 'UNAUTHENTICATED' });
    // Refused, so still open; the admin may void it.
    expect((await server.gql<{ charges: { items: Charge[] } }>(CHARGES, list, admin)).data!.charges.items[0].status).toBe('OPEN');
    expect((await server.gql<{ voidCharge: Charge }>(VOID, voidIt, admin)).data!.voidCharge.status).toBe('VOID');
    // The treasurer is refused what is not money.
    expect(outcome(await server.gql('{ members { total } }', {}, treasurer))).toBe('FORBIDDEN');
    expect(outcome(await server.gql('{ memberStats { total } }', {}, treasurer))).toBe('FORBIDDEN');
  });

  it('records a bank transfer by the reference typed from the statement, and the charge is paid', async () => {
    const { member: m, charge } = await chargeFor(4550, { dueDate: '2099-12-31' });
    expect(charge).toMatchObject({ status: 'OPEN', amountCents: 4550, paidCents: 0, owingCents: 4550, overdue: false });
    expect(charge.reference).toMatch(/^RA\d{7,}$/);

    // Found by its reference (however typed) and by the payer's e-mail, exactly.
    const typed = `${charge.reference.slice(0, 4).toLowerCase()} ${charge.reference.slice(4, 7)}-${charge.reference.slice(7)}`;
    const byReference = await server.gql<{ charges: { total: number; items: Charge[] } }>(
      CHARGES,
      { input: { filter: { search: typed } } },
      treasurer,
    );
    expect(byReference.data!.charges.items.map((c) => c.id)).toEqual([charge.id]);
    const byEmail = await server.gql<{ charges: { items: Charge[] } }>(CHARGES, { input: { filter: { search: m.email!.toUpperCase() } } }, treasurer);
    expect(byEmail.data!.charges.items.map((c) => c.id)).toEqual([charge.id]);
    const partEmail = await server.gql<{ charges: { total: number } }>(CHARGES, { input: { filter: { search: m.email!.slice(0, 6) } } }, treasurer);
    expect(partEmail.data!.charges.total).toBe(0);

    // Errors name their field.
    const wrongDigit = `${charge.reference.slice(0, -1)}${(Number(charge.reference.slice(-1)) + 1) % 10}`;
    const bad = await server.gql(RECORD, { input: { chargeReference: wrongDigit, amountCents: 4550, method: 'BANK_TRANSFER' } }, treasurer);
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { chargeReference: expect.stringMatching(/not one of our references/) },
    });
    const card = await server.gql(RECORD, { input: { chargeReference: typed, amountCents: 4550, method: 'CARD' } }, treasurer);
    expect(card.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { method: expect.any(String) } });
    const tooMuch = await server.gql(RECORD, { input: { chargeReference: typed, amountCents: 4551, method: 'BANK_TRANSFER' } }, treasurer);
    expect(tooMuch.errors?.[0].extensions).toMatchObject({ fields: { amountCents: 'Amount is more than the $45.50 still owed' } });

    const paid = await server.gql<{ recordPayment: Entry & { recordedByName: string; paidOn: string; method: string } }>(
      RECORD,
      { input: { chargeReference: typed, amountCents: 4550, method: 'BANK_TRANSFER', paidOn: '2031-03-02', reference: 'NAB 88812' } },
      treasurer,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.recordPayment).toMatchObject({
      chargeId: charge.id,
      amountCents: 4550,
      method: 'BANK_TRANSFER',
      paidOn: '2031-03-02',
      reference: 'NAB 88812',
      recordedByName: 'Tess Treasurer',
    });
    const after = await server.gql<{ charges: { items: Charge[] } }>(CHARGES, { input: { filter: { search: charge.reference } } }, treasurer);
    expect(after.data!.charges.items[0]).toMatchObject({ status: 'PAID', paidCents: 4550, owingCents: 0 });
    const ledger = await server.gql<{ ledgerEntries: { items: Entry[] } }>(
      LEDGER,
      { input: { filter: { from: '2031-03-02', to: '2031-03-02', method: 'BANK_TRANSFER' } } },
      treasurer,
    );
    expect(ledger.data!.ledgerEntries.items.map((e) => e.id)).toContain(paid.data!.recordPayment.id);
    const [audit] = await server.services.db.query(`SELECT action FROM audit_entries WHERE entity_id = $1`, [paid.data!.recordPayment.id]);
    expect(audit.action).toBe('record-payment');
    // Through Payments: a numbered receipt, its PDF at the signed path the ledger gives staff, and its e-mail queued.
    const { receiptNumber, receiptPath } = paid.data!.recordPayment as unknown as { receiptNumber: number; receiptPath: string };
    expect(receiptPath).toMatch(new RegExp(`^/receipts/${receiptNumber}\\.pdf\\?key=[0-9a-f]{32}$`));
    const pdf = await fetch(`${server.url}${receiptPath}`);
    expect({ status: pdf.status, type: pdf.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
    expect((await fetch(`${server.url}/receipts/${receiptNumber}.pdf`)).status).toBe(404);
    const mails = (await server.services.db.query(`SELECT 1 FROM email_outbox WHERE to_address = $1`, [m.email])) as unknown[];
    expect(mails).toHaveLength(1);

    // Paid: nothing more is taken against it.
    const again = await server.gql(RECORD, { input: { chargeId: charge.id, amountCents: 1, method: 'CASH' } }, treasurer);
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('records cash donations without a charge, naming a missing payer', async () => {
    const missing = await server.gql(RECORD, { input: { amountCents: 2000, method: 'CASH', paidOn: '2031-03-03' } }, treasurer);
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { payerName: 'Name is required' } });
    const gift = await server.gql<{ recordPayment: Entry }>(
      RECORD,
      { input: { amountCents: 2000, method: 'CASH', paidOn: '2031-03-03', payerName: 'Dot Donor', payerEmail: 'dot@example.com' } },
      treasurer,
    );
    expect(gift.data!.recordPayment).toMatchObject({ amountCents: 2000, chargeId: null });
    const [row] = await server.services.db.query(`SELECT kind, gift FROM ledger_entries WHERE id = $1`, [gift.data!.recordPayment.id]);
    expect(row).toEqual({ kind: 'donation', gift: true });
  });

  it('reverses a payment with a reason (never deleting it), re-opening its charge; and voids only what nothing was paid on', async () => {
    const { charge } = await chargeFor(3000);
    const paid = (
      await server.gql<{ recordPayment: Entry }>(RECORD, { input: { chargeId: charge.id, amountCents: 3000, method: 'CASH' } }, treasurer)
    ).data!.recordPayment;
    const blank = await server.gql(REVERSE, { input: { id: paid.id, reason: '  ' } }, treasurer);
    expect(blank.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: 'Reason is required' } });
    const voidPaid = await server.gql(VOID, { input: { id: charge.id, reason: 'Cancelled' } }, treasurer);
    expect(voidPaid.errors?.[0].extensions?.code).toBe('CONFLICT');

    const reversal = await server.gql<{ reverseLedgerEntry: Entry }>(
      REVERSE,
      { input: { id: paid.id, reason: 'Entered against the wrong member' } },
      treasurer,
    );
    expect(reversal.data!.reverseLedgerEntry).toMatchObject({ amountCents: -3000, reversesId: paid.id, note: 'Entered against the wrong member' });
    const entries = await server.gql<{ ledgerEntries: { items: Entry[] } }>(LEDGER, { input: { limit: 100 } }, treasurer);
    expect(entries.data!.ledgerEntries.items.find((e) => e.id === paid.id)).toMatchObject({
      amountCents: 3000,
      reversedById: reversal.data!.reverseLedgerEntry.id,
    });
    const reopened = await server.gql<{ charges: { items: Charge[] } }>(CHARGES, { input: { filter: { search: charge.reference } } }, treasurer);
    expect(reopened.data!.charges.items[0]).toMatchObject({ status: 'OPEN', paidCents: 0, owingCents: 3000 });
    expect((await server.gql(REVERSE, { input: { id: paid.id, reason: 'Again' } }, treasurer)).errors?.[0].extensions?.code).toBe('CONFLICT');

    const voided = await server.gql<{ voidCharge: Charge & { voidedReason: string } }>(
      VOID,
      { input: { id: charge.id, reason: 'Lunch cancelled' } },
      treasurer,
    );
    expect(voided.data!.voidCharge).toMatchObject({ status: 'VOID', voidedReason: 'Lunch cancelled', owingCents: 0 });
    const voidList = await server.gql<{ charges: { items: Charge[] } }>(CHARGES, { input: { filter: { status: 'VOID', kind: 'EVENT' } } }, treasurer);
    expect(voidList.data!.charges.items.map((c) => c.id)).toContain(charge.id);
  });

  it('names the field of a bad charge', async () => {
    const m = await member(server.services, { status: MemberStatus.APPROVED });
    const base = { memberId: m.id, kind: 'EVENT', description: 'Quiz night', amountCents: 1200 };
    const field = async (input: Record<string, unknown>) =>
      Object.keys(((await server.gql(CREATE_CHARGE, { input: { ...base, ...input } }, treasurer)).errors?.[0].extensions?.fields ?? {}) as object);
    expect(await field({ amountCents: 0 })).toEqual(['amountCents']);
    expect(await field({ description: ' ' })).toEqual(['description']);
    expect(await field({ memberId: '00000000-0000-4000-8000-000000000000' })).toEqual(['memberId']);
    expect(await field({ dueDate: '31/12/2031' })).toEqual(['dueDate']);
    expect(await field({ kind: 'FEE' })).toEqual(['periodEnd']);
    // The treasurer cannot list members: a charge finds its member by e-mail, exactly.
    expect(await field({ memberId: null, memberEmail: 'nobody@example.com' })).toEqual(['memberEmail']);
    expect(await field({ memberId: null })).toEqual(['memberEmail']);
    const byEmail = await server.gql<{ createCharge: { payerName: string } }>(
      CREATE_CHARGE,
      { input: { ...base, memberId: null, memberEmail: m.email.toUpperCase() } },
      treasurer,
    );
    expect(byEmail.data!.createCharge.payerName).toBe(m.fullName);
  });

  describe('reports with a fixed clock (Melbourne, 15 September 2041)', () => {
    const clock = createClock(MELBOURNE, () => new Date('2041-09-15T01:00:00Z'));
    const reports = (stripe: StripeBalanceSource | null = null, startMonth = 7) =>
      new TreasurerReports({ db: server.services.db, clock, financialYearStartMonth: () => Promise.resolve(startMonth), stripe });
    const actor = { id: null, name: 'Tess Treasurer' };
    const pay = (input: {
      amountCents: number;
      paidOn: string;
      kind?: MoneyKind;
      method?: PaymentMethod;
      chargeId?: string;
      stripePaymentIntentId?: string;
    }) =>
      server.services.db.transaction((tx) =>
        server.services.ledger.recordPayment(tx, input.method === PaymentMethod.CARD ? null : actor, {
          payerName: 'Rhonda Report',
          method: PaymentMethod.BANK_TRANSFER,
          ...input,
        }),
      );
    const charge = (kind: MoneyKind, amountCents: number, dueDate: string | null) =>
      server.services.db.transaction((tx) =>
        server.services.ledger.createCharge(tx, actor, {
          payerName: 'Rhonda Report',
          kind,
          description: kind === MoneyKind.FEE ? 'Membership 2041–42' : 'Trivia night',
          amountCents,
          dueDate,
          ...(kind === MoneyKind.FEE ? { periodStart: '2041-07-01', periodEnd: '2042-06-30' } : {}),
        }),
      );

    it('totals income by month and kind over the financial year, from July to June', async () => {
      const fee = await charge(MoneyKind.FEE, 3000, '2041-07-31');
      await pay({ amountCents: 3000, paidOn: '2041-07-01', chargeId: fee.id });
      await pay({ amountCents: 5000, paidOn: '2041-07-31', kind: MoneyKind.DONATION });
      const event = await pay({ amountCents: 1500, paidOn: '2041-08-01', kind: MoneyKind.EVENT });
      await server.services.db.transaction((tx) => server.services.ledger.reverse(tx, actor, event.id, { reason: 'Refunded', paidOn: '2042-06-30' }));
      await pay({ amountCents: 700, paidOn: '2041-06-30', kind: MoneyKind.DONATION }); // the year before
      await pay({ amountCents: 900, paidOn: '2042-07-01', kind: MoneyKind.DONATION }); // the year after

      const income = await reports().income();
      expect(income).toMatchObject({ label: '2041–42', start: '2041-07-01', end: '2042-06-30' });
      expect(income.months.map((m) => m.month)).toEqual([
        '2041-07', '2041-08', '2041-09', '2041-10', '2041-11', '2041-12', '2042-01', '2042-02', '2042-03', '2042-04', '2042-05', '2042-06',
      ]); // prettier-ignore
      expect(income.months[0]).toEqual({ month: '2041-07', feesCents: 3000, donationsCents: 5000, eventsCents: 0, totalCents: 8000 });
      expect(income.months[1]).toEqual({ month: '2041-08', feesCents: 0, donationsCents: 0, eventsCents: 1500, totalCents: 1500 });
      expect(income.months[11]).toEqual({ month: '2042-06', feesCents: 0, donationsCents: 0, eventsCents: -1500, totalCents: -1500 });
      expect(income.totals).toEqual({ month: '2041–42', feesCents: 3000, donationsCents: 5000, eventsCents: 0, totalCents: 8000 });
      // A calendar-year association: January to December.
      expect(await reports(null, 1).income()).toMatchObject({ label: '2041', start: '2041-01-01', end: '2041-12-31' });
      expect((await reports().income(2040)).months[11]).toMatchObject({ month: '2041-06', donationsCents: 700 });
    });

    it('says what is outstanding and what is overdue on the association’s today', async () => {
      const before = await reports().outstanding();
      const overdue = await charge(MoneyKind.EVENT, 2500, '2041-09-14'); // yesterday
      await charge(MoneyKind.EVENT, 4000, '2041-09-15'); // due today: not overdue yet
      await pay({ amountCents: 1000, paidOn: '2041-09-10', chargeId: overdue.id });
      const after = await reports().outstanding();
      expect({
        open: after.openCount - before.openCount,
        outstanding: after.outstandingCents - before.outstandingCents,
        overdue: after.overdueCount - before.overdueCount,
        overdueCents: after.overdueCents - before.overdueCents,
      }).toEqual({ open: 2, outstanding: 5500, overdue: 1, overdueCents: 1500 });
    });

    it('exports the ledger as a Xero bank statement CSV: its exact header, dates DD/MM/YYYY, signed amounts', async () => {
      const fee = await charge(MoneyKind.FEE, 3000, null);
      const paid = await pay({ amountCents: 3000, paidOn: '2043-02-03', chargeId: fee.id });
      await server.services.db.transaction((tx) =>
        server.services.ledger.reverse(tx, actor, paid.id, { reason: 'Paid twice', paidOn: '2043-02-04' }),
      );
      const res = await server.gql<{ exportLedgerCsv: { filename: string; content: string; rows: number } }>(
        CSV,
        { input: { from: '2043-02-01', to: '2043-02-28' } },
        treasurer,
      );
      const file = res.data!.exportLedgerCsv;
      expect(file.filename).toBe('ledger-xero-2043-02-01-to-2043-02-28.csv');
      expect(file.rows).toBe(2);
      expect(file.content.startsWith('\uFEFF*Date,*Amount,Payee,Description,Reference,Cheque Number,Account code,Tax Rate\r\n')).toBe(true);
      const rows = parse(file.content.slice(1)) as string[][];
      expect(rows[0]).toEqual([...XERO_COLUMNS]);
      expect(rows[1]).toEqual([
        '03/02/2043',
        '30.00',
        'Rhonda Report',
        `Membership fee: Membership 2041–42 (bank transfer, entry ${paid.entryNumber})`,
        fee.reference,
        '',
        '',
        '',
      ]);
      expect(rows[2].slice(0, 2)).toEqual(['04/02/2043', '-30.00']);
      expect(rows[2][3]).toBe(`Membership fee: Membership 2041–42 (bank transfer, reversal of entry ${paid.entryNumber}: Paid twice)`);
      const cashOnly = await server.gql<{ exportLedgerCsv: { rows: number } }>(
        CSV,
        { input: { from: '2043-02-01', to: '2043-02-28', method: 'CASH' } },
        treasurer,
      );
      expect(cashOnly.data!.exportLedgerCsv.rows).toBe(0);
      const backwards = await server.gql(CSV, { input: { from: '2043-02-28', to: '2043-02-01' } }, treasurer);
      expect(backwards.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { to: expect.any(String) } });
    });

    it('reconciles: names the entry without a receipt, a receipt with another amount, and the month that disagrees', async () => {
      const withReceipt = await pay({ amountCents: 2000, paidOn: '2044-03-05', kind: MoneyKind.DONATION });
      const wrongReceipt = await pay({ amountCents: 1000, paidOn: '2044-03-06', kind: MoneyKind.DONATION });
      const receipt = (entryId: string, amountCents: number) =>
        server.services.db.query(
          `INSERT INTO receipts (ledger_entry_id, tax_deductible, issued_to, content) VALUES ($1, false, 'Rhonda Report', $2)`,
          [entryId, JSON.stringify({ amountCents })],
        );
      await receipt(withReceipt.id, 2000);
      await receipt(wrongReceipt.id, 900);
      // One entry written straight into the ledger, no receipt issued.
      const [{ entry_number: missing }] = (await server.services.db.query(
        `INSERT INTO ledger_entries (payer_name, kind, amount_cents, method, paid_on, recorded_by_name) VALUES ('Cash Tin', 'donation', 500, 'cash', '2044-04-01', 'SQL') RETURNING entry_number`,
      )) as { entry_number: number }[];

      const res = await server.gql<{
        reconciliation: {
          ok: boolean;
          entriesWithoutReceipt: number[];
          receiptAmountMismatches: number[];
          problems: string[];
          months: { month: string; ledgerCents: number; receiptCents: number; agrees: boolean }[];
          stripe: { connected: boolean };
        };
      }>(RECONCILE, { input: { from: '2044-03-01', to: '2044-04-30' } }, treasurer);
      const r = res.data!.reconciliation;
      expect(r.ok).toBe(false);
      expect(r.entriesWithoutReceipt).toEqual([missing]);
      expect(r.receiptAmountMismatches).toEqual([wrongReceipt.entryNumber]);
      expect(r.months).toEqual([
        { month: '2044-03', ledgerCents: 3000, receiptCents: 2900, agrees: false },
        { month: '2044-04', ledgerCents: 500, receiptCents: 0, agrees: false },
      ]);
      expect(r.problems).toEqual(
        expect.arrayContaining([
          `Entry ${missing} ($5.00, paid 01 Apr 2044) has no receipt.`,
          expect.stringMatching(
            new RegExp(`^Entry ${wrongReceipt.entryNumber} \\(\\$10\\.00, paid 06 Mar 2044\\): its receipt \\d+ shows \\$9\\.00\\.$`),
          ),
          'March 2044: the ledger received $30.00 but the receipts total $29.00.',
        ]),
      );
      expect(r.stripe.connected).toBe(false);
      // Where everything has its receipt, it agrees.
      const clean = await server.gql<{ reconciliation: { ok: boolean; problems: string[] } }>(
        RECONCILE,
        { input: { from: '2044-03-05', to: '2044-03-05' } },
        treasurer,
      );
      expect(clean.data!.reconciliation).toEqual({ ...clean.data!.reconciliation, ok: true, problems: [] });
    });

    it('matches card entries against Stripe’s balance history one for one, when Stripe is connected', async () => {
      const card = await pay({
        amountCents: 5000,
        paidOn: '2045-05-05',
        kind: MoneyKind.DONATION,
        method: PaymentMethod.CARD,
        stripePaymentIntentId: 'pi_matched',
      });
      const lost = await pay({
        amountCents: 2500,
        paidOn: '2045-05-06',
        kind: MoneyKind.DONATION,
        method: PaymentMethod.CARD,
        stripePaymentIntentId: 'pi_lost',
      });
      const at = new Date('2045-05-05T02:00:00Z');
      const txn = (over: Partial<StripeBalanceTransaction>): StripeBalanceTransaction => ({
        id: 'txn_1',
        type: 'charge',
        amountCents: 0,
        feeCents: 0,
        created: at,
        paymentIntentId: null,
        refundId: null,
        ...over,
      });
      let asked: [Date, Date] | null = null;
      const stripe: StripeBalanceSource = {
        listBalanceTransactions: (from, to) => {
          asked = [from, to];
          return Promise.resolve([
            txn({ id: 'txn_a', amountCents: 5000, feeCents: 105, paymentIntentId: 'pi_matched' }),
            txn({ id: 'txn_b', amountCents: 1000, feeCents: 47, paymentIntentId: 'pi_stranger' }),
            txn({ id: 'txn_c', type: 'payout', amountCents: -4895 }),
          ]);
        },
      };
      const r = await reports(stripe).reconcile('2045-05-01', '2045-05-31');
      expect(asked).toEqual([new Date('2045-04-30T14:00:00Z'), new Date('2045-05-31T14:00:00Z')]); // Melbourne days (AEST)
      expect(r.stripe).toEqual({
        connected: true,
        ledgerCardCents: 7500,
        stripeGrossCents: 6000,
        stripeFeesCents: 152,
        payoutsCents: 4895,
        entriesNotInStripe: [lost.entryNumber],
        stripeNotInLedger: ['pi_stranger'],
      });
      expect(r.problems).toEqual(
        expect.arrayContaining([
          `Entry ${lost.entryNumber} ($25.00, card) is not in Stripe’s balance history.`,
          'Stripe payment pi_stranger ($10.00) is not in the ledger.',
        ]),
      );
      // The matched payment is not among Stripe's disagreements (it still lacks a receipt here: no Payments yet).
      expect(r.problems.filter((p) => p.includes('card') || p.includes('Stripe'))).toHaveLength(2);
      expect(r.problems.some((p) => p.startsWith(`Entry ${card.entryNumber} ($50.00, card)`))).toBe(false);
    });
  });
});
