import { feeLabel } from '../../../../shared/membership-classes';
import type { JoinMembershipClassesQuery } from '../../gql/graphql';
import { JoinCheckbox, JoinField } from './JoinField';

/** A class as /join offers it. */
export type JoinClass = JoinMembershipClassesQuery['membershipClasses'][number];

/** "Household — $20.00 a year" (or "Free"). */
const optionLabel = (c: JoinClass): string => `${c.name} — ${c.annualFeeCents === 0 ? 'free' : `${feeLabel(c.annualFeeCents)} a year`}`;

/**
 * The class an application is for: the one chosen, or the first offered (what the select shows
 * before a choice). Null when no class is offered.
 */
export const chosenClass = (classes: readonly JoinClass[], chosenId: string): JoinClass | null =>
  classes.find((c) => c.id === chosenId) ?? classes[0] ?? null;

/**
 * /join's "Membership class" (issue #34), shown only when the association offers classes: a select
 * of the active classes with their fees, and a concession tick-box when the chosen class has a
 * concession fee. Nothing is paid now: the fee is asked for once the committee approves.
 */
export function MembershipClassChoice({ classes, chosenId }: { classes: readonly JoinClass[]; chosenId: string }) {
  const chosen = chosenClass(classes, chosenId);
  if (!chosen) return null;
  return (
    <fieldset className="join__fieldset">
      <legend>Membership class</legend>
      <JoinField
        name="membershipClassId"
        label="Membership class"
        type="select"
        required
        options={classes.map((c) => ({ value: c.id, label: optionLabel(c) }))}
        hint="You pay nothing now: once the committee approves your application, we e-mail you how to pay."
      />
      {chosen.concessionFeeCents !== null && chosen.concessionFeeCents !== undefined && (
        <JoinCheckbox name="concession">
          I have a concession card (pension, health care or student): {feeLabel(chosen.concessionFeeCents)} a year
        </JoinCheckbox>
      )}
    </fieldset>
  );
}
