import { extractText } from 'unpdf';
import { defaultMembershipYear } from '../../shared/membership-year';
import { MemberStatus } from '../src/members/member.enums';
import { MoneyKind, PaymentMethod } from '../src/money';
import { member } from './factories';
import { describeDb, useTestServer } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';

const treasurer = { id: null, name: 'Tess Treasurer' };
/** A valid ABN (the ATO's own example, 51 824 753 556). */
const ABN = '51824753556';

/** The text of a PDF, its lines joined by spaces. */
async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describeDb('receipts (issue #34)', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '0' }));
  afterAll(async () => {
    await smtp?.close();
  });

  const setDgr = (dgr: boolean) =>
    server.services.membershipYear.update(treasurer, {
      ...defaultMembershipYear,
      abn: ABN,
      dgr,
      dgrFundName: dgr ? 'Greenfield Community Fund' : '',
    });

  it('e-mails a numbered fee receipt that says it is not tax-deductible, PDF attached and downloadable by its signed link only', async () => {
    const { db, ledger, payments } = server.services;
    await setDgr(true);
    const m = await member(server.services, { status: MemberStatus.APPROVED, email: 'rita.receipt@example.com', fullName: 'Rita Receipt' });
    const { receipt } = await db.transaction(async (tx) => {
      const charge = await ledger.createCharge(tx, treasurer, {
        memberId: m.id,
        payerName: m.fullName,
        payerEmail: m.email,
        kind: MoneyKind.FEE,
        description: 'Membership 2026–27',
        amountCents: 2000,
        periodStart: '2026-07-01',
        periodEnd: '2027-06-30',
      });
      return payments.receive(tx, treasurer, { chargeId: charge.id, amountCents: 2000, method: PaymentMethod.BANK_TRANSFER, paidOn: '2026-07-03' });
    });
    expect(receipt.taxDeductible).toBe(false);
    await server.services.outbox.runOnce();
    const mail = await smtp.waitFor('rita.receipt@example.com');
    expect(mail.subject).toBe(`Your receipt no. ${receipt.number} from Greenfield Residents Association`);
    const day = server.services.clock.formatDate('2026-07-03T12:00:00Z'); // "03 Jul 2026" (CLDR's en-AU may write "July")
    expect(mail.text).toContain(`Thank you: we received $20.00 on ${day} for Membership 2026–27.`);
    expect(mail.text).toContain('This payment is not tax-deductible.');
    const [attachment] = mail.parsed.attachments;
    expect(attachment).toMatchObject({ filename: `receipt-${receipt.number}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(attachment.content);
    for (const expected of [
      `Receipt no. ${receipt.number}`,
      'Rita Receipt',
      '$20.00 AUD',
      day,
      'Membership 2026–27',
      'Bank transfer',
      'ABN 51 824 753 556',
      'This payment is not tax-deductible.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/gift/i);

    const link = /\/receipts\/\d+\.pdf\?key=[0-9a-f]{32}/.exec(mail.text)![0];
    const ok = await fetch(`${server.url}${link}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(await pdfText(Buffer.from(await ok.arrayBuffer()))).toContain('Rita Receipt');
    for (const wrong of [
      `/receipts/${receipt.number}.pdf`,
      `/receipts/${receipt.number}.pdf?key=${'0'.repeat(32)}`,
      link.replace(`/${receipt.number}.pdf`, `/${receipt.number + 1}.pdf`),
    ])
      expect((await fetch(`${server.url}${wrong}`)).status).toBe(404);
  });

  it('makes a gift receipt tax-deductible only for a DGR with ABN and fund, naming the fund and saying it is a gift; never a fee or a gift under $2', async () => {
    const { db, payments } = server.services;
    const give = (amountCents: number, email: string) =>
      db.transaction((tx) =>
        payments.receive(tx, treasurer, {
          payerName: 'Gwen Giver',
          payerEmail: email,
          kind: MoneyKind.DONATION,
          amountCents,
          method: PaymentMethod.CASH,
          paidOn: '2026-08-01',
        }),
      );
    await setDgr(true);
    const { receipt } = await give(5000, 'gwen.giver@example.com');
    expect(receipt.taxDeductible).toBe(true);
    const text = await pdfText(await server.services.receipts.pdf(receipt));
    for (const expected of [
      'Tax-deductible gift receipt',
      'Greenfield Community Fund',
      'ABN 51 824 753 556',
      'This receipt is for a gift to Greenfield Community Fund',
      '$50.00 AUD',
    ])
      expect(text).toContain(expected);
    expect((await give(150, 'small.giver@example.com')).receipt.taxDeductible).toBe(false);

    await setDgr(false);
    const plain = await give(5000, 'plain.giver@example.com');
    expect(plain.receipt.taxDeductible).toBe(false);
    const plainText = await pdfText(await server.services.receipts.pdf(plain.receipt));
    expect(plainText).toContain('This gift is not tax-deductible.');
    expect(plainText).not.toContain('Tax-deductible gift receipt');
    await server.services.outbox.runOnce();
    const mail = await smtp.waitFor('plain.giver@example.com');
    expect(mail.text).toContain('Thank you for your donation of $50.00 to Greenfield Residents Association.');
    // The first receipt keeps the words it was issued with.
    expect((await server.services.receipts.byNumber(receipt.number))!.content.fundName).toBe('Greenfield Community Fund');
  });

  it('numbers receipts in order without gaps and issues none for a refund', async () => {
    const { db, payments } = server.services;
    const before = (await db.query(`SELECT COALESCE(MAX(number), 0)::int AS n FROM receipts`))[0].n as number;
    const one = await db.transaction((tx) =>
      payments.receive(tx, treasurer, {
        payerName: 'Ned Number',
        kind: MoneyKind.DONATION,
        amountCents: 1000,
        method: PaymentMethod.CASH,
        paidOn: '2026-08-02',
      }),
    );
    await db.transaction((tx) => payments.reverse(tx, treasurer, one.entry.id, { reason: 'Given back', paidOn: '2026-08-03' }));
    const two = await db.transaction((tx) =>
      payments.receive(tx, treasurer, {
        payerName: 'Ned Number',
        kind: MoneyKind.DONATION,
        amountCents: 1000,
        method: PaymentMethod.CASH,
        paidOn: '2026-08-04',
      }),
    );
    expect([one.receipt.number, two.receipt.number]).toEqual([before + 1, before + 2]);
    const [{ count }] = await db.query(
      `SELECT COUNT(*)::int AS count FROM receipts r JOIN ledger_entries e ON e.id = r.ledger_entry_id WHERE e.amount_cents < 0`,
    );
    expect(count).toBe(0);
  });
});
