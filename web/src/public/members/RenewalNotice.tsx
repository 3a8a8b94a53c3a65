import { useQuery } from '@apollo/client/react';
import { formatMemberDay } from './memberDates';
import { MyRenewalDocument } from './renewal.graphql';

const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/**
 * Where the member's renewal stands (issue #34), shown in their area only when it needs them: due
 * (the amount, due date and reference), in its grace period, or unfinancial (and the day the
 * membership ends if still unpaid). Nothing while financial, for a class without a renewing fee,
 * or while it loads; a failure says so quietly.
 */
export function RenewalNotice() {
  const { data, error } = useQuery(MyRenewalDocument, { fetchPolicy: 'cache-and-network' });
  if (error) return <p className="portal__notice">We couldn't check your renewal just now.</p>;
  const renewal = data?.myRenewal;
  if (!renewal || renewal.standing === 'FINANCIAL') return null;
  const owed =
    renewal.amountCents != null ? `${money(renewal.amountCents)}${renewal.dueDate ? `, due ${formatMemberDay(renewal.dueDate)}` : ''}` : null;
  const reference = renewal.reference ? ` Please use the reference ${renewal.reference} when you pay by bank transfer.` : '';
  return (
    <p className="portal__notice" role="note" data-testid="renewal-notice">
      {renewal.standing === 'UNFINANCIAL' ? (
        <>
          <strong>Your membership is unfinancial.</strong> It was paid until {formatMemberDay(renewal.financialUntil)}. If the renewal
          {owed ? ` (${owed})` : ''} isn't paid, your membership ends on {formatMemberDay(renewal.ceasesOn)}.{reference}
        </>
      ) : (
        <>
          <strong>Your renewal is due.</strong> Your membership is paid until {formatMemberDay(renewal.financialUntil)}
          {owed ? `; the renewal is ${owed}` : ''}.{reference}
        </>
      )}
    </p>
  );
}
