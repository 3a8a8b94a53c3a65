import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorCode, errorMessage } from '../../shared/errors';
import * as ErrorCode from '../../../../shared/error-codes';
import { useToast } from '../../shared/Toast';
import { PaymentOptionsDocument, StartChargeCheckoutDocument } from '../donate/payments.graphql';

/**
 * "Pay online" for one of the signed-in member's open charges (issue #34): the server opens Stripe
 * Checkout for what is still owed on it (never an amount from here) and the browser goes there;
 * Stripe returns to /members?payment=success. Renders nothing while card payments are off (or
 * unknown), so the member area shows only the other ways to pay.
 * @param chargeId the charge's id
 * @param label the button's text (default "Pay online by card")
 */
export function PayOnlineButton({ chargeId, label = 'Pay online by card' }: { chargeId: string; label?: string }) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { data } = useQuery(PaymentOptionsDocument, { fetchPolicy: 'cache-first' });
  if (!data?.paymentOptions.online) return null;

  const pay = async () => {
    setBusy(true);
    try {
      const result = await client.mutate({ mutation: StartChargeCheckoutDocument, variables: { input: { chargeId } } });
      if (!result.data) throw new Error('No checkout');
      window.location.assign(result.data.startChargeCheckout.url);
    } catch (error) {
      toast.error(errorCode(error) === ErrorCode.CONFLICT ? errorMessage(error) : 'We could not start the payment. Please try again.');
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn btn--primary" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
      {label}
    </button>
  );
}
