import { MemberStatus } from '../src/members/member.enums';
import { ChargeStatus, MoneyKind, PaymentMethod } from '../src/money';
import { member } from './factories';
import { describeDb, useTestServer } from './harness';

const treasurer = { id: null, name: 'Tess Treasurer' };

describeDb('the ledger (issue #34)', () => {
  const server = useTestServer();

  it('pays a fee charge in two parts: PAID only when covered, and the member is financial until the period ends', async () => {
    const { db, ledger } = server.services;
    const m = await member(server.services, { status: MemberStatus.APPROVED });
    const charge = await db.transaction((tx) =>
      ledger.createCharge(tx, treasurer, {
        memberId: m.id,
        payerName: m.fullName,
        payerEmail: m.email,
        kind: MoneyKind.FEE,
        description: 'Membership 2026–27',
        amountCents: 3000,
        periodStart: '2026-07-01',
        periodEnd: '2027-06-30',
      }),
    );
    expect(charge.reference).toMatch(/^RA\d{7,}$/);
    const pay = (amountCents: number) =>
      db.transaction((tx) =>
        ledger.recordPayment(tx, treasurer, { chargeId: charge.id, amountCents, method: PaymentMethod.CASH, paidOn: '2026-07-03' }),
      );
    await pay(1000);
    expect((await db.transaction((tx) => ledger.charge(tx, charge.id)))!.status).toBe(ChargeStatus.OPEN);
    await expect(pay(2500)).rejects.toMatchObject({ fields: { amountCents: 'Amount is more than the $20.00 still owed' } });
    const second = await pay(2000);
    expect(second).toMatchObject({ payerName: m.fullName, kind: MoneyKind.FEE, recordedByName: 'Tess Treasurer', reference: charge.reference });
    expect((await db.transaction((tx) => ledger.charge(tx, charge.id)))!.status).toBe(ChargeStatus.PAID);
    const [{ financial_until }] = await db.query(`SELECT to_char(financial_until, 'YYYY-MM-DD') AS financial_until FROM members WHERE id = $1`, [
      m.id,
    ]);
    expect(financial_until).toBe('2027-06-30');
    await expect(pay(1)).rejects.toMatchObject({ code: 'CONFLICT' });

    // Reversing the second part re-opens the charge and takes the member back to before the period.
    await db.transaction((tx) => ledger.reverse(tx, treasurer, second.id, { reason: 'Counted twice', paidOn: '2026-07-04' }));
    expect((await db.transaction((tx) => ledger.charge(tx, charge.id)))!.status).toBe(ChargeStatus.OPEN);
    const [after] = await db.query(`SELECT to_char(financial_until, 'YYYY-MM-DD') AS f FROM members WHERE id = $1`, [m.id]);
    expect(after.f).toBe('2026-06-30');
    await expect(db.transaction((tx) => ledger.reverse(tx, treasurer, second.id, { reason: 'again', paidOn: '2026-07-04' }))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const [{ net }] = await db.query(`SELECT SUM(amount_cents)::int AS net FROM ledger_entries WHERE charge_id = $1`, [charge.id]);
    expect(net).toBe(1000);
  });

  it('never changes or deletes an entry, but lets erasure unlink the member', async () => {
    const { db, ledger } = server.services;
    const m = await member(server.services, { status: MemberStatus.APPROVED });
    const entry = await db.transaction((tx) =>
      ledger.recordPayment(tx, treasurer, {
        memberId: m.id,
        payerName: m.fullName,
        kind: MoneyKind.DONATION,
        amountCents: 5000,
        method: PaymentMethod.BANK_TRANSFER,
        paidOn: '2026-08-01',
      }),
    );
    expect(entry.gift).toBe(true);
    await expect(db.query(`UPDATE ledger_entries SET amount_cents = 1 WHERE id = $1`, [entry.id])).rejects.toThrow(/never changed or deleted/);
    await expect(db.query(`DELETE FROM ledger_entries WHERE id = $1`, [entry.id])).rejects.toThrow(/never changed or deleted/);
    await db.query(`DELETE FROM members WHERE id = $1`, [m.id]);
    const [row] = await db.query(`SELECT member_id, amount_cents FROM ledger_entries WHERE id = $1`, [entry.id]);
    expect(row).toEqual({ member_id: null, amount_cents: 5000 });
  });

  it('names the field of bad input and voids only a charge with nothing paid', async () => {
    const { db, ledger } = server.services;
    const base = { payerName: 'Pat Donor', kind: MoneyKind.DONATION, description: 'Donation', amountCents: 2500 };
    await expect(db.transaction((tx) => ledger.createCharge(tx, treasurer, { ...base, amountCents: 0 }))).rejects.toMatchObject({
      fields: { amountCents: 'Amount must be more than $0.00' },
    });
    await expect(db.transaction((tx) => ledger.createCharge(tx, treasurer, { ...base, amountCents: 12.5 }))).rejects.toMatchObject({
      fields: { amountCents: 'Amount must be a whole number of cents' },
    });
    await expect(db.transaction((tx) => ledger.createCharge(tx, treasurer, { ...base, periodEnd: '2027-06-30' }))).rejects.toMatchObject({
      fields: { periodEnd: expect.any(String) },
    });
    const charge = await db.transaction((tx) => ledger.createCharge(tx, treasurer, base));
    const other = await db.transaction((tx) => ledger.createCharge(tx, treasurer, base));
    expect(other.reference).not.toBe(charge.reference);
    await expect(db.transaction((tx) => ledger.voidCharge(tx, treasurer, charge.id, ' '))).rejects.toMatchObject({
      fields: { reason: 'Reason is required' },
    });
    expect((await db.transaction((tx) => ledger.voidCharge(tx, treasurer, charge.id, 'Pledge withdrawn'))).status).toBe(ChargeStatus.VOID);
    await db.transaction((tx) =>
      ledger.recordPayment(tx, treasurer, { chargeId: other.id, amountCents: 100, method: PaymentMethod.CASH, paidOn: '2026-08-02' }),
    );
    await expect(db.transaction((tx) => ledger.voidCharge(tx, treasurer, other.id, 'x'))).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
