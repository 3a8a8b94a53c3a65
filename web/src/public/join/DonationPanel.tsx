import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { donationTexts } from '../../../../shared/donations';
import { messages } from '../../../../shared/messages';
import type { DonationTier } from '../../../../shared/settings-defaults';
import { useSiteSettings, telHref } from '../../shared/siteSettings';
import { Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { PaymentOptionsDocument } from '../donate/payments.graphql';

/** The donor form: loaded when the donor asks for it, not with /join (the public bundle budget). */
const DonationForm = lazy(() => import('./DonationForm'));

/**
 * The donation panel's ways to give (issue #34): PayPal keeps SPEC §8's info toast; "Donate with
 * Stripe" opens the donor form when card payments are set up. Without them the panel says how to
 * give instead — the bank details when the treasurer has set them, else the contact details.
 */
export function DonationPanel({ tiers }: { tiers: DonationTier[] }) {
  const toast = useToast();
  const settings = useSiteSettings();
  const { data, loading, error } = useQuery(PaymentOptionsDocument, { fetchPolicy: 'cache-first' });
  const [open, setOpen] = useState(false);
  const options = data?.paymentOptions;
  const paypal = (
    <button type="button" className="btn" onClick={() => toast.info(messages.payment.comingSoon('PayPal'))}>
      {donationTexts.paypalButton}
    </button>
  );
  if (loading && !options) return <Spinner label="Loading ways to give…" />;
  if (options?.online)
    return (
      <>
        <div className="join__pay">
          {paypal}
          <button type="button" className="btn btn--primary" aria-expanded={open} aria-controls="donation-form" onClick={() => setOpen(true)}>
            {donationTexts.stripeButton}
          </button>
        </div>
        {open && (
          <div id="donation-form">
            <Suspense fallback={<Spinner label="Loading the donation form…" />}>
              <DonationForm tiers={tiers} />
            </Suspense>
          </div>
        )}
      </>
    );
  // Off, or the options could not be read: say how to give another way.
  const bank = options?.bankTransfer;
  return (
    <div className="join__offline">
      <div className="join__pay">{paypal}</div>
      <p>{error ? 'Card payments could not be loaded just now.' : donationTexts.offline}</p>
      {bank ? (
        <>
          <p>{donationTexts.bankTransfer}</p>
          <dl className="join__bank">
            <dt>Account name</dt>
            <dd>{bank.accountName}</dd>
            <dt>BSB</dt>
            <dd>{bank.bsb}</dd>
            <dt>Account number</dt>
            <dd>{bank.accountNumber}</dd>
          </dl>
          <p className="field__hint">{donationTexts.bankReference}</p>
        </>
      ) : (
        <p>
          {donationTexts.contactUs} <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a> or{' '}
          <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>.
        </p>
      )}
    </div>
  );
}
