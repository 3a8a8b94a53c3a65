import { graphql } from '../../gql';

/** How people can pay (issue #34): card payments on or off, bank transfer details, the donation limits. */
export const PaymentOptionsDocument = graphql(`
  query PaymentOptions {
    paymentOptions {
      online
      bankTransfer {
        accountName
        bsb
        accountNumber
      }
      minDonationCents
      maxDonationCents
    }
  }
`);

export const StartDonationCheckoutDocument = graphql(`
  mutation StartDonationCheckout($input: DonationCheckoutInput!) {
    startDonationCheckout(input: $input) {
      url
      sessionId
    }
  }
`);

export const StartChargeCheckoutDocument = graphql(`
  mutation StartChargeCheckout($input: ChargeCheckoutInput!) {
    startChargeCheckout(input: $input) {
      url
      sessionId
    }
  }
`);

export const CheckoutStatusDocument = graphql(`
  query CheckoutStatus($input: CheckoutStatusInput!) {
    checkoutStatus(input: $input) {
      state
      receiptUrl
    }
  }
`);
