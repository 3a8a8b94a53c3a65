import { useQuery } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import type { MyChargeFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { formatMemberDay } from './memberDates';
import { MyMembershipDocument } from './members.graphql';

/** One of the member's charges, as "My membership" shows it. */
export type MyCharge = MyChargeFieldsFragment;

/**
 * "My membership" in the member area (issue #34): the member's class, status and the day they are
 * financial until; what they owe, each with its amount, due date and — when the association has a
 * bank account set up — how to pay it by bank transfer with that charge's own reference; and what they
 * have paid, with links to the receipts (their signed /receipts/{number}.pdf?key=… paths). Loading, error and empty states.
 * @param payOnline a slot for online payment (the "stripe" helper's "Pay online" button): called
 *   for each open charge, its result shown beside the bank details; omitted, nothing is shown
 */
export function MyMembershipSection({ payOnline }: { payOnline?: (charge: MyCharge) => ReactNode }) {
  const id = useId();
  const { data, loading, error, refetch } = useQuery(MyMembershipDocument, { fetchPolicy: 'cache-and-network' });
  const mine = data?.myMembership;

  let body: ReactNode;
  if (!mine && loading) body = <p role="status">Loading your membership…</p>;
  else if (!mine)
    body = (
      <div role="alert">
        <p>We couldn’t load your membership{error ? `: ${errorMessage(error)}` : ''}.</p>
        <button type="button" className="btn btn--small" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </button>
      </div>
    );
  else
    body = (
      <>
        <dl className="portal__facts">
          <div>
            <dt>Class</dt>
            <dd>{mine.className ? `${mine.className}${mine.concession ? ' (concession)' : ''}` : 'No class'}</dd>
          </div>
          <div>
            <dt>Financial until</dt>
            <dd data-testid="financial-until">{mine.financialUntilText ?? 'No fee is due'}</dd>
          </div>
        </dl>
        <h3 id={`${id}-owe`}>What you owe</h3>
        {mine.openCharges.length === 0 ? (
          <p className="portal__empty">You don’t owe anything. Thank you!</p>
        ) : (
          <ul className="portal__charges" aria-labelledby={`${id}-owe`}>
            {mine.openCharges.map((charge) => (
              <li key={charge.id} className="portal__charge" data-testid="open-charge">
                <p>
                  <strong>{charge.owing}</strong> — {charge.description}
                  {charge.dueDateText && <> · due by {charge.dueDateText}</>}
                </p>
                {mine.bankTransfer ? (
                  <dl className="portal__bank">
                    <div>
                      <dt>Account name</dt>
                      <dd>{mine.bankTransfer.accountName}</dd>
                    </div>
                    <div>
                      <dt>BSB</dt>
                      <dd>{mine.bankTransfer.bsb}</dd>
                    </div>
                    <div>
                      <dt>Account number</dt>
                      <dd>{mine.bankTransfer.accountNumber}</dd>
                    </div>
                    <div>
                      <dt>Reference</dt>
                      <dd data-testid="bank-reference">{charge.reference}</dd>
                    </div>
                  </dl>
                ) : (
                  <p>We will be in touch about paying. Your reference is {charge.reference}.</p>
                )}
                {mine.bankTransfer && <p className="portal__hint">Please use the reference so we can match your payment.</p>}
                {payOnline?.(charge)}
              </li>
            ))}
          </ul>
        )}
        <h3 id={`${id}-paid`}>What you’ve paid</h3>
        {mine.paidCharges.length === 0 ? (
          <p className="portal__empty">No payments yet.</p>
        ) : (
          <ul className="portal__charges" aria-labelledby={`${id}-paid`}>
            {mine.paidCharges.map((charge) => (
              <li key={charge.id} className="portal__charge">
                <p>
                  <strong>{charge.amount}</strong> — {charge.description}
                </p>
                {charge.receipts.length > 0 && (
                  <ul className="portal__receipts">
                    {charge.receipts.map((receipt) => (
                      <li key={receipt.number}>
                        <a href={receipt.url} download>
                          Receipt {receipt.number} (PDF, {formatMemberDay(receipt.issuedAt)})
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <section className="card portal__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>My membership</h2>
      {body}
    </section>
  );
}
