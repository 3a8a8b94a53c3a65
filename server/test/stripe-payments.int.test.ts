import { extractText } from 'unpdf';
import { defaultMembershipYear } from '../../shared/membership-year';
import { ChargeStatus, MoneyKind, PaymentMethod } from '../src/money';
import { signedInMember } from './factories';
import { describeDb, useTestServer, type GqlResult } from './harness';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { startFakeStripe, type FakeStripe } from './stripe-fake';

const treasurer = { id: null, name: 'Tess Treasurer' };
/** A valid ABN (the ATO's own example). */
const ABN = '51824753556';

const START_CHARGE = `mutation ($input: ChargeCheckoutInput!) { startChargeCheckout(input: $input) { url sessionId amountCents } }`;
const START_DONATION = `mutation ($input: DonationCheckoutInput!) { startDonationCheckout(input: $input) { url sessionId amountCents } }`;
const STATUS = `query ($input: CheckoutStatusInput!) { checkoutStatus(input: $input) { state receiptUrl } }`;
const OPTIONS = `{ paymentOptions { online bankTransfer { accountName bsb accountNumber } minDonationCents maxDonationCents } }`;

type Start = { url: string; sessionId: string; amountCents: number };

describeDb('paying online through Stripe (issue #34)', () => {
  let smtp: TestSmtpServer;
  let stripe: FakeStripe;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    stripe = await startFakeStripe();
  });
  const server = useTestServer(() => ({ SMTP_URL: smtp.url, ...stripe.env }));
  beforeAll(() => {
    stripe.webhookUrl = `${server.url}/stripe/webhook`;
  });
  afterAll(async () => {
    await smtp?.close();
    await stripe?.close();
  });

  /** GraphQL as a signed-in member (the member cookie). */
  async function asMember<T>(cookie: string, query: string, variables: Record<string, unknown>): Promise<GqlResult<T>> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GqlResult<T>;
  }

  /** A member signed in, owing a $30 fee for 2026–27. */
  async function memberOwingFee(email: string) {
    const { member, cookie } = await signedInMember(server.services, { email, fullName: 'Carla Card' });
    const charge = await server.services.db.transaction((tx) =>
      server.services.ledger.createCharge(tx, treasurer, {
        memberId: member.id,
        payerName: member.fullName,
        payerEmail: member.email,
        kind: MoneyKind.FEE,
        description: 'Membership 2026–27',
        amountCents: 3000,
        periodStart: '2026-07-01',
        periodEnd: '2027-06-30',
      }),
    );
    return { member, cookie, charge };
  }

  const chargeStatus = async (id: string) => (await server.services.db.transaction((tx) => server.services.ledger.charge(tx, id)))!.status;
  const financialUntil = async (memberId: string) =>
    (
      (await server.services.db.query(`SELECT to_char(financial_until, 'YYYY-MM-DD') AS f FROM members WHERE id = $1`, [memberId])) as {
        f: string | null;
      }[]
    )[0].f;
  const entriesOf = (chargeId: string) =>
    server.services.db.query(
      `SELECT amount_cents AS "amountCents", method, gift, kind, stripe_payment_intent_id AS pi, stripe_refund_id AS refund, recorded_by_name AS "by"
       FROM ledger_entries WHERE charge_id = $1 ORDER BY entry_number`,
      [chargeId],
    ) as Promise<{ amountCents: number; method: string; gift: boolean; kind: string; pi: string | null; refund: string | null; by: string }[]>;
  const countOf = async (table: string) => ((await server.services.db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0].n;

  it('a member pays what is still owed on a fee by card: the server computes the amount, the charge is PAID, financial until moves and the receipt is e-mailed', async () => {
    const { member, cookie, charge } = await memberOwingFee('carla.card@example.com');
    // $10 paid in cash first: $20 is still owed.
    await server.services.db.transaction((tx) =>
      server.services.payments.receive(tx, treasurer, { chargeId: charge.id, amountCents: 1000, method: PaymentMethod.CASH, paidOn: '2026-07-02' }),
    );
    const before = stripe.requests.length;
    // A client cannot send an amount: the input has no such field.
    const forged = await asMember(cookie, START_CHARGE, {
      input: { chargeId: charge.id, amountCents: 1 },
    });
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(stripe.requests.length).toBe(before);

    const started = await asMember<{ startChargeCheckout: Start }>(cookie, START_CHARGE, { input: { chargeId: charge.id } });
    expect(started.errors).toBeUndefined();
    const { sessionId, url, amountCents } = started.data!.startChargeCheckout;
    expect(amountCents).toBe(2000);
    expect(url).toBe(`${stripe.url}/pay/${sessionId}`);
    const request = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && stripe.sessions.get(sessionId)?.metadata.chargeId === charge.id,
    )!;
    expect(request.authorization).toBe('Bearer sk_test_fake');
    expect(request.body).toMatchObject({
      mode: 'payment',
      currency: 'aud',
      client_reference_id: charge.id,
      customer_email: 'carla.card@example.com',
      metadata: { chargeId: charge.id, kind: 'fee', reference: charge.reference },
      line_items: [{ quantity: '1', price_data: { currency: 'aud', unit_amount: '2000', product_data: { name: 'Membership 2026–27' } } }],
      success_url: `${server.config.publicUrl}/members?payment=success&session_id={CHECKOUT_SESSION_ID}`,
    });

    // Another member's charge is not found; staff tokens and anonymous callers are refused.
    const other = await signedInMember(server.services, { email: 'other.member@example.com' });
    expect((await asMember(other.cookie, START_CHARGE, { input: { chargeId: charge.id } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await server.gql(START_CHARGE, { input: { chargeId: charge.id } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    expect((await server.gql<{ checkoutStatus: unknown }>(STATUS, { input: { sessionId } })).data?.checkoutStatus).toEqual({
      state: 'PENDING',
      receiptUrl: null,
    });
    expect(await stripe.deliver(stripe.complete(sessionId))).toBe(200);

    expect(await chargeStatus(charge.id)).toBe(ChargeStatus.PAID);
    expect(await financialUntil(member.id)).toBe('2027-06-30');
    const entries = await entriesOf(charge.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      amountCents: 2000,
      method: 'card',
      kind: 'fee',
      pi: stripe.sessions.get(sessionId)!.payment_intent,
      by: 'Stripe',
    });

    await server.services.outbox.runOnce();
    const mails = await smtp.waitFor((m) => m.to.includes('carla.card@example.com') && m.text.includes('$20.00'), 1);
    expect(mails[0].text).toContain('This payment is not tax-deductible.');
    expect(mails[0].parsed.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    const status = (await server.gql<{ checkoutStatus: { state: string; receiptUrl: string } }>(STATUS, { input: { sessionId } })).data!
      .checkoutStatus;
    expect(status.state).toBe('PAID');
    // A path on this site (the page links to it), signed: anyone with it may download the receipt.
    expect(status.receiptUrl).toMatch(/^\/receipts\/\d+\.pdf\?key=[0-9a-f]{32}$/);
    const pdf = await fetch(`${server.url}${status.receiptUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // Paid now: nothing is owed, so no second checkout.
    expect((await asMember(cookie, START_CHARGE, { input: { chargeId: charge.id } })).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('refuses a webhook with a bad, missing or stale signature with 400 and records nothing', async () => {
    const { charge, cookie } = await memberOwingFee('sig.check@example.com');
    const { sessionId } = (await asMember<{ startChargeCheckout: Start }>(cookie, START_CHARGE, { input: { chargeId: charge.id } })).data!
      .startChargeCheckout;
    const event = stripe.complete(sessionId);
    const [events, entries] = [await countOf('stripe_events'), await countOf('ledger_entries')];
    expect(await stripe.deliver(event, { secret: 'whsec_not_the_right_one' })).toBe(400);
    expect(await stripe.deliver(event, { signature: `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}` })).toBe(400);
    const unsigned = await fetch(`${server.url}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    // The right signature over a changed body fails too.
    const payload = JSON.stringify(event);
    const { default: Stripe } = await import('stripe');
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: stripe.secret });
    const tampered = await fetch(`${server.url}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload.replace('"amount_total":3000', '"amount_total":1'),
    });
    expect(tampered.status).toBe(400);
    expect([await countOf('stripe_events'), await countOf('ledger_entries')]).toEqual([events, entries]);
    expect(await chargeStatus(charge.id)).toBe(ChargeStatus.OPEN);
  });

  it('applies each event once: replays and a refund delivered before its payment leave one payment and one reversal; the charge is open again', async () => {
    const { member, charge, cookie } = await memberOwingFee('replay.refund@example.com');
    const { sessionId } = (await asMember<{ startChargeCheckout: Start }>(cookie, START_CHARGE, { input: { chargeId: charge.id } })).data!
      .startChargeCheckout;
    const completed = stripe.complete(sessionId);
    const refund = stripe.refund(stripe.sessions.get(sessionId)!.payment_intent!, 3000);

    // Out of order: the refund first is refused with 500 (Stripe retries), and nothing is kept.
    expect(await stripe.deliver(refund)).toBe(500);
    expect(await entriesOf(charge.id)).toEqual([]);
    // The payment, delivered three times (and concurrently).
    expect(await Promise.all([stripe.deliver(completed), stripe.deliver(completed), stripe.deliver(completed)])).toEqual([200, 200, 200]);
    expect(await entriesOf(charge.id)).toHaveLength(1);
    expect(await chargeStatus(charge.id)).toBe(ChargeStatus.PAID);
    expect(await financialUntil(member.id)).toBe('2027-06-30');
    // The same payment reported by a second event (async_payment_succeeded) is not recorded again.
    const again = { ...completed, id: `${completed.id}_async`, type: 'checkout.session.async_payment_succeeded' } as typeof completed;
    expect(await stripe.deliver(again)).toBe(200);
    // Stripe's retry of the refund now applies, once.
    expect(await stripe.deliver(refund)).toBe(200);
    expect(await stripe.deliver(refund)).toBe(200);
    const entries = await entriesOf(charge.id);
    expect(entries.map((e) => e.amountCents)).toEqual([3000, -3000]);
    expect(entries[1]).toMatchObject({ refund: (refund.data.object as { id: string }).id, method: 'card' });
    expect(await chargeStatus(charge.id)).toBe(ChargeStatus.OPEN);
    expect(await financialUntil(member.id)).toBe('2026-06-30');
  });

  it('a donation of $50 becomes a charge, a gift in the ledger and a receipt that says it is not tax-deductible; with DGR settings it is', async () => {
    const before = await countOf('charges');
    const bad = await server.gql(START_DONATION, { input: { amountCents: 150, donorName: '', donorEmail: 'nope' } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { amountCents: 'Amount must be at least $2' } });
    const notTier = await server.gql(START_DONATION, { input: { tierDollars: 30, donorName: 'Dee Donor', donorEmail: 'dee@example.com' } });
    expect(notTier.errors?.[0].extensions?.fields).toEqual({ tierDollars: 'Please choose one of the amounts shown' });
    const noName = await server.gql(START_DONATION, { input: { tierDollars: 50, donorName: ' ', donorEmail: 'dee' } });
    expect(noName.errors?.[0].extensions?.fields).toEqual({ donorName: 'Your name is required', donorEmail: 'Please enter a valid email address' });
    expect(await countOf('charges')).toBe(before);

    const donate = async (email: string) => {
      const started = await server.gql<{ startDonationCheckout: Start }>(START_DONATION, {
        input: { tierDollars: 50, donorName: 'Dee Donor', donorEmail: email },
      });
      expect(started.errors).toBeUndefined();
      const { sessionId, amountCents } = started.data!.startDonationCheckout;
      expect(amountCents).toBe(5000);
      const session = stripe.sessions.get(sessionId)!;
      expect(session.amount_total).toBe(5000);
      expect(session.success_url).toBe(`${server.config.publicUrl}/donate/thanks?session_id={CHECKOUT_SESSION_ID}`);
      expect(await stripe.deliver(stripe.complete(sessionId))).toBe(200);
      const chargeId = session.metadata.chargeId;
      expect(await chargeStatus(chargeId)).toBe(ChargeStatus.PAID);
      expect(await entriesOf(chargeId)).toEqual([expect.objectContaining({ amountCents: 5000, kind: 'donation', gift: true, method: 'card' })]);
      await server.services.outbox.runOnce();
      const [mail] = await smtp.waitFor((m) => m.to.includes(email), 1);
      expect(mail.text).toContain('Thank you for your donation of $50.00');
      // One e-mail: the receipt carries the thanks.
      expect(smtp.to(email)).toHaveLength(1);
      const pdf = mail.parsed.attachments[0].content;
      return { mail, pdfText: (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ') };
    };
    const plain = await donate('dee.donor@example.com');
    expect(plain.mail.text).toContain('This gift is not tax-deductible.');
    expect(plain.pdfText).toContain('not tax-deductible');

    await server.services.membershipYear.update(treasurer, {
      ...defaultMembershipYear,
      abn: ABN,
      dgr: true,
      dgrFundName: 'Greenfield Community Fund',
    });
    try {
      const dgr = await donate('dgr.donor@example.com');
      expect(dgr.mail.text).toContain('Gifts of $2 or more are tax-deductible.');
      expect(dgr.pdfText).toContain('Greenfield Community Fund');
    } finally {
      await server.services.membershipYear.update(treasurer, defaultMembershipYear);
    }
  });

  it('takes any amount within the limits, records part refunds as their own entries, and cancels a donation never paid', async () => {
    const started = await server.gql<{ startDonationCheckout: Start }>(START_DONATION, {
      input: { amountCents: 1234, donorName: 'Ollie Other', donorEmail: 'ollie@example.com', organisationName: 'Ollie Pty Ltd' },
    });
    const { sessionId } = started.data!.startDonationCheckout;
    const session = stripe.sessions.get(sessionId)!;
    expect(session.amount_total).toBe(1234);
    expect(await stripe.deliver(stripe.complete(sessionId))).toBe(200);
    const [row] = (await server.services.db.query(`SELECT payer_name AS "payerName" FROM charges WHERE id = $1`, [session.metadata.chargeId])) as {
      payerName: string;
    }[];
    expect(row.payerName).toBe('Ollie Pty Ltd');
    const pi = stripe.sessions.get(sessionId)!.payment_intent!;
    expect(await stripe.deliver(stripe.refund(pi, 234))).toBe(200);
    expect(await stripe.deliver(stripe.refund(pi, 1000))).toBe(200);
    expect((await entriesOf(session.metadata.chargeId)).map((e) => e.amountCents)).toEqual([1234, -234, -1000]);
    // More than was paid cannot go back: refused (500, so it is looked at), nothing recorded.
    expect(await stripe.deliver(stripe.refund(pi, 1))).toBe(500);
    expect(await entriesOf(session.metadata.chargeId)).toHaveLength(3);

    const tooMuch = await server.gql(START_DONATION, { input: { amountCents: 1_000_001, donorName: 'Rich', donorEmail: 'rich@example.com' } });
    expect(tooMuch.errors?.[0].extensions?.fields).toEqual({ amountCents: 'Amount must be at most $10,000' });

    const abandoned = (
      await server.gql<{ startDonationCheckout: Start }>(START_DONATION, {
        input: { tierDollars: 25, donorName: 'Al Abandon', donorEmail: 'al@example.com' },
      })
    ).data!.startDonationCheckout;
    const chargeId = stripe.sessions.get(abandoned.sessionId)!.metadata.chargeId;
    expect(await stripe.deliver(stripe.expire(abandoned.sessionId))).toBe(200);
    expect(await chargeStatus(chargeId)).toBe(ChargeStatus.VOID);
    expect((await server.gql<{ checkoutStatus: unknown }>(STATUS, { input: { sessionId: abandoned.sessionId } })).data?.checkoutStatus).toEqual({
      state: 'EXPIRED',
      receiptUrl: null,
    });
    expect((await server.gql<{ checkoutStatus: unknown }>(STATUS, { input: { sessionId: 'cs_test_unknown' } })).data?.checkoutStatus).toEqual({
      state: 'UNKNOWN',
      receiptUrl: null,
    });
  });

  it('lists Stripe balance history for the reconciliation, with payment intents', async () => {
    const lines = await server.services.stripeBalance!.listBalanceTransactions(new Date(Date.now() - 3600_000), new Date(Date.now() + 60_000));
    const charges = lines.filter((l) => l.type === 'charge');
    expect(charges.length).toBeGreaterThan(0);
    for (const line of charges) {
      expect(line.paymentIntentId).toMatch(/^pi_test_/);
      expect(line.netCents).toBe(line.amountCents - line.feeCents);
    }
    expect(
      stripe.requests.some((r) => r.path === '/v1/balance_transactions' && (r.body as { expand?: string[] }).expand?.[0] === 'data.source'),
    ).toBe(true);
  });

  it('says online payments are on, with the donation limits', async () => {
    const { data } = await server.gql<{ paymentOptions: unknown }>(OPTIONS);
    expect(data?.paymentOptions).toEqual({ online: true, bankTransfer: null, minDonationCents: 200, maxDonationCents: 1_000_000 });
  });
});

describeDb('without Stripe keys (issue #34)', () => {
  const server = useTestServer();

  it('hides online payments, says how to pay by bank transfer, and refuses a checkout with a clear error', async () => {
    expect((await server.gql<{ paymentOptions: { online: boolean } }>(OPTIONS)).data?.paymentOptions).toMatchObject({
      online: false,
      bankTransfer: null,
    });
    await server.services.membershipYear.update(treasurer, {
      ...defaultMembershipYear,
      bankAccountName: 'Greenfield Residents Association',
      bankBsb: '063-000',
      bankAccountNumber: '12345678',
    });
    expect((await server.gql<{ paymentOptions: unknown }>(OPTIONS)).data?.paymentOptions).toMatchObject({
      online: false,
      bankTransfer: { accountName: 'Greenfield Residents Association', bsb: '063-000', accountNumber: '12345678' },
    });
    const refused = await server.gql(START_DONATION, { input: { tierDollars: 50, donorName: 'Dee Donor', donorEmail: 'dee@example.com' } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Online payments are not set up on this site. Please pay by bank transfer or contact us.',
      extensions: { code: 'CONFLICT' },
    });
    const { cookie } = await signedInMember(server.services, { email: 'no.keys@example.com' });
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: START_CHARGE, variables: { input: { chargeId: '00000000-0000-4000-8000-000000000000' } } }),
    });
    expect(((await response.json()) as GqlResult<never>).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await fetch(`${server.url}/stripe/webhook`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect(await server.services.db.query(`SELECT count(*)::int AS n FROM charges`)).toEqual([{ n: 0 }]);
  });
});
