import { useQuery } from '@apollo/client/react';
import { feeLabel } from '../../../../shared/membership-classes';
import { graphql } from '../../gql';
import { formatDate } from '../common/format';
import { MemberFormCheckbox, MemberFormField } from './MemberFormField';

/** Every class (archived too: a member may keep one), for the member form (issue #34). */
export const MemberFormClassesDocument = graphql(`
  query MemberFormClasses {
    membershipClasses(includeArchived: true) {
      id
      name
      archived
      annualFeeCents
      concessionFeeCents
    }
  }
`);

/**
 * The member's class and concession in Add / Edit Member (issue #34), and, when editing, the date
 * they are financial until. Archived classes are offered only to a member who already has one.
 * Changing the class changes what later fees charge; what the member owes now stays.
 */
export function MembershipClassFields({ classId, financialUntil }: { classId: string; financialUntil: string | null }) {
  const { data, error } = useQuery(MemberFormClassesDocument);
  const classes = data?.membershipClasses ?? [];
  const chosen = classes.find((c) => c.id === classId);
  const options = [
    { value: '', label: '— No class —' },
    ...classes
      .filter((c) => !c.archived || c.id === classId)
      .map((c) => ({
        value: c.id,
        label: `${c.name} (${c.annualFeeCents === 0 ? 'free' : `${feeLabel(c.annualFeeCents)} a year`})${c.archived ? ' — archived' : ''}`,
      })),
  ];
  return (
    <>
      <MemberFormField
        name="membershipClassId"
        label="Membership Class"
        type="select"
        options={options}
        hint={
          error
            ? 'The classes could not be loaded: the class stays as it is.'
            : `Financial until: ${financialUntil ? formatDate(financialUntil) : 'no fee paid yet'}`
        }
      />
      {chosen && chosen.concessionFeeCents !== null && chosen.concessionFeeCents !== undefined && (
        <MemberFormCheckbox name="concession" label={`Concession (${feeLabel(chosen.concessionFeeCents)} a year)`} />
      )}
    </>
  );
}
