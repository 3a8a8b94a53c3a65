import fs from 'node:fs';
import { donationTexts } from '../../shared/donations';
import { startFakeStripe, type FakeStripe } from '../../server/test/stripe-fake';
import { closedAfterEachTest, describeBrowser, pageProblems } from './browser';
import { openPage, startRig, type BrowserRig } from './server';

describeBrowser('donating by card on /join (issue #34)', () => {
  let rig: BrowserRig;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    rig = await startRig(stripe.env);
    // The fake Checkout page posts the signed webhook to the server, then sends the browser back.
    stripe.webhookUrl = rig.url('/stripe/webhook');
    stripe.returnOrigin = rig.server.url;
  });
  afterAll(async () => {
    await rig?.stop();
    await stripe?.close();
  });
  const opened = closedAfterEachTest();

  it('gives $50 through Stripe Checkout, lands on /donate/thanks and downloads the receipt PDF', async () => {
    const page = await openPage(rig, '/join');
    opened.push(page);
    const panel = page.getByRole('region', { name: 'Support our work' });
    await panel.getByRole('button', { name: donationTexts.stripeButton }).click();
    const form = panel.getByRole('form', { name: 'Donation' });
    await form.waitFor();
    expect(await pageProblems(page, '/join with the donation form')).toEqual([]);

    // Nothing chosen: the form says what is missing and sends nothing.
    await form.getByRole('button', { name: donationTexts.toCheckout }).click();
    await form.getByText('Please choose an amount').waitFor();
    expect(stripe.sessions.size).toBe(0);

    await form.getByRole('radio', { name: '$50' }).check();
    await form.getByRole('textbox', { name: 'Your name' }).fill('Dana Donor');
    await form.getByRole('textbox', { name: 'Email' }).fill('dana.donor@example.com');
    await form.getByRole('button', { name: donationTexts.toCheckout }).click();

    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
    expect(await page.getByText('Amount: $50.00 AUD').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/donate\/thanks\?session_id=cs_test_/);
    await page.getByText(donationTexts.thanksPaid).waitFor();
    expect(await pageProblems(page, '/donate/thanks')).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: donationTexts.downloadReceipt }).click()]);
    const file = await download.path();
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const [entry] = (await rig.server.services.db.query(
      `SELECT amount_cents AS "amountCents", kind, gift, method FROM ledger_entries WHERE payer_email = 'dana.donor@example.com'`,
    )) as { amountCents: number; kind: string; gift: boolean; method: string }[];
    expect(entry).toEqual({ amountCents: 5000, kind: 'donation', gift: true, method: 'card' });
  });
});
