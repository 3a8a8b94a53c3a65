import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorCode, fieldErrors } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { enumLabel } from '../common/format';
import { useSignOutOnError } from './useSignOutOnError';
import type { MemberRecord } from '../members-shared/memberRecord';
import { AdminCreateMemberDocument, AdminUpdateMemberDocument } from './members.graphql';
import { emptyMemberForm, formToCreateInput, formToUpdateInput, memberFormSchema, memberToForm, type MemberFormValues } from './memberForm';
import { MemberFormCheckbox, MemberFormField, type FieldOption } from './MemberFormField';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

const none: FieldOption = { value: '', label: '— Select —' };
const choices = (values: string[]): FieldOption[] => [none, ...values.map((value) => ({ value, label: enumLabel(value) }))];
const PROOF_STATUS = choices(['NOT_SUBMITTED', 'SUBMITTED', 'VERIFIED', 'PENDING_REVIEW']);
const PROOF_TYPE = choices(['UTILITY_BILL', 'LEASE_AGREEMENT', 'PROPERTY_DEED', 'DRIVERS_LICENSE', 'BANK_STATEMENT', 'OTHER']);
const MEMBER_TYPES: FieldOption[] = [
  { value: 'OWNER', label: 'Owner' },
  { value: 'RENTER', label: 'Renter' },
  { value: 'INVESTOR', label: 'Investor' },
];
const YES_NO: FieldOption[] = [none, { value: 'Y', label: 'Yes' }, { value: 'N', label: 'No' }];
const STATUSES: FieldOption[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
];

/**
 * The Edit Member and Add Member dialogs (SPEC §2 modals, §5 Edit member): every /join field
 * without the terms, validated with the shared /join rules (Formik + Yup); adults and children are
 * whole numbers from 0; the organisation name shows only when a receipt is requested. Add also
 * asks for the starting status (Pending or Approved) and the join date (issue #19: from a paper
 * form; empty means today), which Edit shows only for members entered by staff.
 * - `mode: 'edit'` calls `updateMember`: "Member updated successfully!" / "Failed to update member".
 * - `mode: 'add'` calls `createMember`: "Member added successfully!" / "Failed to add member".
 * A duplicate email or a field the server refuses shows under that field.
 */
export function MemberFormModal({
  mode,
  member,
  open,
  onClose,
  onSaved,
}: {
  mode: 'add' | 'edit';
  member: MemberRecord | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const toast = useToast();
  const [dirty, setDirty] = useState(false);
  const formId = useId();
  const signOutOn = useSignOutOnError();
  const [create] = useMutation(AdminCreateMemberDocument);
  const [update] = useMutation(AdminUpdateMemberDocument);
  const editing = mode === 'edit' && member;

  const submit = async (values: MemberFormValues, helpers: FormikHelpers<MemberFormValues>) => {
    try {
      if (editing) {
        await update({ variables: { id: member.id, input: formToUpdateInput(values, member.enteredByStaff) } });
        toast.success(adminMessages.members.updated);
      } else {
        await create({ variables: { input: formToCreateInput(values) } });
        toast.success(adminMessages.members.created);
      }
      onSaved();
    } catch (error) {
      signOutOn(error);
      const fields = fieldErrors(error);
      if (errorCode(error) === 'DUPLICATE_EMAIL') helpers.setFieldError('email', messages.membership.duplicateEmail);
      else if (Object.keys(fields).length > 0) helpers.setErrors(fields);
      toast.error(editing ? adminMessages.members.updateFailed : adminMessages.members.createFailed);
    }
  };

  return (
    <Modal open={open} title={editing ? 'Edit Member' : 'Add Member'} size="lg" onClose={onClose} confirmDiscard={dirty}>
      <Formik
        key={editing ? member.id : 'new'}
        initialValues={editing ? memberToForm(member) : emptyMemberForm}
        validationSchema={memberFormSchema}
        onSubmit={submit}
      >
        {({ values, isSubmitting }) => (
          <Form id={formId} noValidate className="members-form">
            <FormikUnsavedChanges onDirty={setDirty} />
            <p className="field__hint">
              Fields marked <span className="required">*</span> are required.
            </p>
            <fieldset className="members-form__group">
              <legend>Contact</legend>
              <MemberFormField name="fullName" label="Full Name" required />
              <MemberFormField name="primaryApplicantFullName" label="Primary Applicant Full Name" />
              <MemberFormField name="email" label="Email" type="email" required />
              <MemberFormField name="phone" label="Phone" type="tel" required />
              <MemberFormField name="whatsappJointStatus" label="WhatsApp Joint Status" type="select" options={YES_NO} />
              <MemberFormField name="address" label="Address" type="textarea" required />
              <MemberFormField name="languageSpoken" label="Language Spoken" />
            </fieldset>
            <fieldset className="members-form__group">
              <legend>Household and membership</legend>
              <div className="members-form__row">
                <MemberFormField name="numAdults" label="Number of Adults" type="number" />
                <MemberFormField name="numChildren" label="Number of Children" type="number" />
              </div>
              <MemberFormField name="memberType" label="Member Type" type="select" required options={MEMBER_TYPES} />
              {!editing && <MemberFormField name="status" label="Status" type="select" required options={STATUSES} />}
              {(!editing || member.enteredByStaff) && (
                <MemberFormField
                  name="joinDate"
                  label="Join Date"
                  type="date"
                  hint={editing ? 'Entered by staff: the date on the paper form.' : 'From a paper form: the date they joined. Leave empty for today.'}
                />
              )}
              <MemberFormField name="residencyProofStatus" label="Residency Proof Status" type="select" options={PROOF_STATUS} />
              <MemberFormField name="residencyProofType" label="Residency Proof Type" type="select" options={PROOF_TYPE} />
              <MemberFormField name="residencyProofReceivedBy" label="Residency Proof Received By" />
              <MemberFormCheckbox name="receiptRequested" label="Receipt requested" />
              {values.receiptRequested && (
                <MemberFormField name="orgName" label="Organisation / Legal Name" hint="The name to show on the receipt." />
              )}
              <MemberFormField name="notes" label="Notes" type="textarea" />
            </fieldset>
            <div className="members-form__actions">
              <button type="button" className="btn" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : editing ? 'Save Changes' : 'Add Member'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
