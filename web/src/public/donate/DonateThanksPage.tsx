import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { donationTexts } from '../../../../shared/donations';
import type { CheckoutState } from '../../gql/graphql';
import { ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { CheckoutStatusDocument } from './payments.graphql';

/** How often the page asks whether the payment is recorded, and for how long before saying it is slow (ms). */
const POLL_MS = 1500;
const PATIENCE_MS = 30_000;

/**
 * /donate/thanks?session_id=cs_… (issue #34): where Stripe Checkout returns a donor. Asks every
 * 1.5 s until the webhook has recorded the payment, then offers the receipt's PDF (its signed link);
 * says so when Stripe is slow, the payment expired, or the session is not one of ours.
 */
export default function DonateThanksPage() {
  useDocumentTitle(donationTexts.thanksTitle);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const [slow, setSlow] = useState(false);
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(CheckoutStatusDocument, {
    variables: { input: { sessionId } },
    skip: !sessionId,
    fetchPolicy: 'network-only',
  });
  const state = data?.checkoutStatus.state;
  const waiting = !!sessionId && !error && (!state || state === ('PENDING' satisfies CheckoutState));

  useEffect(() => {
    if (!waiting) return stopPolling();
    startPolling(POLL_MS);
    const timer = window.setTimeout(() => setSlow(true), PATIENCE_MS);
    return () => {
      window.clearTimeout(timer);
      stopPolling();
    };
  }, [waiting, startPolling, stopPolling]);

  let body;
  if (!sessionId) body = <p>{donationTexts.thanksUnknown}</p>;
  else if (error) body = <ErrorState title="We could not check your payment just now." onRetry={() => void refetch()} />;
  else if (loading && !data) body = <Spinner label="Checking your payment…" />;
  else if (state === ('PAID' satisfies CheckoutState))
    body = (
      <>
        <p role="status">{donationTexts.thanksPaid}</p>
        {data?.checkoutStatus.receiptUrl && (
          <p>
            <a className="btn btn--primary" href={data.checkoutStatus.receiptUrl} download>
              {donationTexts.downloadReceipt}
            </a>
          </p>
        )}
      </>
    );
  else if (state === ('EXPIRED' satisfies CheckoutState)) body = <p>{donationTexts.thanksExpired}</p>;
  else if (state === ('UNKNOWN' satisfies CheckoutState)) body = <p>{donationTexts.thanksUnknown}</p>;
  else
    body = (
      <>
        <Spinner label="Confirming your payment…" />
        <p role="status">{slow ? donationTexts.thanksSlow : donationTexts.thanksPending}</p>
      </>
    );

  return (
    <div className="container">
      <h1>{donationTexts.thanksTitle}</h1>
      {body}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
