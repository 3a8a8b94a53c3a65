import fs from 'node:fs';
import { MemberStatus } from '../../server/src/members/member.enums';
import { member } from '../../server/test/factories';
import { MoneyKind } from '../../server/src/money';
import { axeViolations, closedAfterEachTest, describeBrowser, overflowsHorizontally } from './browser';
import { openPage, PHONE, startRig, submitSignIn, type BrowserRig } from './server';

const opened = closedAfterEachTest();

describeBrowser('the treasurer (issue #34)', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('signs in to the treasurer’s page, records a bank transfer by its reference, sees it on the ledger and downloads the Xero CSV, at 375 px with 200 % text', async () => {
    const { services } = rig.server;
    const owing = await member(services, { status: MemberStatus.APPROVED, fullName: 'Bea Banktransfer', email: `bea.${Date.now()}@example.com` });
    const charge = await services.db.transaction((tx) =>
      services.ledger.createCharge(
        tx,
        { id: null, name: 'Setup' },
        {
          memberId: owing.id,
          payerName: owing.fullName,
          payerEmail: owing.email,
          kind: MoneyKind.EVENT,
          description: 'Autumn picnic',
          amountCents: 4550,
        },
      ),
    );

    const page = await openPage(rig, '/admin/login', PHONE);
    opened.push(page);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await submitSignIn(page, await rig.demoLogin('TREASURER'));
    // A treasurer lands on their own page, and the sidebar offers money and the password only.
    await page.waitForURL(/\/admin\/treasurer$/);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await page.getByRole('heading', { name: 'Treasurer', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Do the books agree?' }).waitFor();
    await page.getByText(/Stripe not connected/).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    const links = await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allInnerTexts();
    expect(links.map((l) => l.trim())).toEqual(['Treasurer', 'Charges', 'Ledger', 'Change password']);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Charges: find the charge by the reference on the bank statement, as typed there.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Charges' }).click();
    await page.getByRole('heading', { name: 'Charges', level: 1 }).waitFor();
    const typed = `${charge.reference.slice(0, 2).toLowerCase()} ${charge.reference.slice(2)}`;
    await page.getByRole('searchbox', { name: 'Reference or e-mail' }).fill(typed);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('heading', { name: '1 charge' }).waitFor();
    await page.getByRole('button', { name: `Record payment for ${charge.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record a payment: ${charge.reference}` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Amount ($)').inputValue()).toBe('45.50');
    expect(await dialog.getByLabel('How it was paid').inputValue()).toBe('BANK_TRANSFER');
    expect(await dialog.getByLabel('Paid on').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Reference').fill('CBA 7781');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText(`Recorded $45.50 from Bea Banktransfer against ${charge.reference}.`).first().waitFor();
    await page.getByRole('row').filter({ hasText: charge.reference }).getByText('Paid', { exact: true }).waitFor();

    // The ledger shows it, with its receipt.
    await page.goto(rig.url('/admin/ledger'));
    await page.getByRole('heading', { name: 'Ledger', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Bea Banktransfer' });
    await row.getByText('$45.50').waitFor();
    await row.getByText('CBA 7781').waitFor();
    const receipt = row.getByRole('link', { name: /^Receipt \d+ \(PDF\)/ });
    expect(await receipt.getAttribute('href')).toMatch(/^\/receipts\/\d+\.pdf\?key=[0-9a-f]{32}$/);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // The Xero CSV of the financial year holds the payment.
    await page.goto(rig.url('/admin/treasurer'));
    const form = page.getByRole('form', { name: 'Export the ledger for Xero' });
    await form.getByLabel('Payments').selectOption('BANK_TRANSFER');
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download Xero CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ledger-xero-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-bank-transfer\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('*Date,*Amount,Payee,Description,Reference,Cheque Number,Account code,Tax Rate');
    expect(lines.find((l) => l.includes('Bea Banktransfer'))).toMatch(
      /^\d{2}\/\d{2}\/\d{4},45\.50,Bea Banktransfer,"?Event: Autumn picnic \(bank transfer, entry \d+, receipt \d+\)"?,CBA 7781,,,$/,
    );
  }, 120_000);
});
