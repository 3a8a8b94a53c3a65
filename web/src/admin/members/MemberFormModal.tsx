import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorCode, fieldErrors } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { enumLabel } from '../common/format';
import { useSignOutOnError } from './useSignOutOnError';
import type { MemberRecord } from '../members-shared/memberRecord';
import { AdminCreateMemberDocument, AdminMemberChangedDocument, AdminMemberDocument, AdminUpdateMemberDocument } from './members.graphql';
import { ChangedElsewhereNotice, EditConflictPanel } from '../common/EditConflictPanel';
import { conflictRows, resolveConflict, staleVersion, type Choice, type ConflictRow, type StaleVersion, type Values } from '../common/editConflict';
import { emptyMemberForm, formToCreateInput, formToUpdateInput, memberFormSchema, memberToForm, type MemberFormValues } from './memberForm';
import { MemberFormCheckbox, MemberFormField, type FieldOption } from './MemberFormField';
import { MembershipClassFields } from './MembershipClassFields';
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

/** The edit form's fields and labels, in form order, for the conflict view (issue #33). */
const FIELD_LABELS: { name: keyof MemberFormValues; label: string }[] = [
  { name: 'fullName', label: 'Full Name' },
  { name: 'primaryApplicantFullName', label: 'Primary Applicant Full Name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone' },
  { name: 'whatsappJointStatus', label: 'WhatsApp Joint Status' },
  { name: 'address', label: 'Address' },
  { name: 'languageSpoken', label: 'Language Spoken' },
  { name: 'numAdults', label: 'Number of Adults' },
  { name: 'numChildren', label: 'Number of Children' },
  { name: 'memberType', label: 'Member Type' },
  { name: 'membershipClassId', label: 'Membership Class' },
  { name: 'concession', label: 'Concession' },
  { name: 'joinDate', label: 'Join Date' },
  { name: 'residencyProofStatus', label: 'Residency Proof Status' },
  { name: 'residencyProofType', label: 'Residency Proof Type' },
  { name: 'residencyProofReceivedBy', label: 'Residency Proof Received By' },
  { name: 'receiptRequested', label: 'Receipt requested' },
  { name: 'orgName', label: 'Organisation / Legal Name' },
  { name: 'notes', label: 'Notes' },
];

/** A conflict being resolved: what the server said, the member now as form values, and the fields they changed. */
interface OpenConflict {
  conflict: StaleVersion;
  version: number;
  theirs: MemberFormValues;
  rows: ConflictRow[];
}

/**
 * The Edit Member and Add Member dialogs (SPEC §2 modals, §5 Edit member): every /join field
 * without the terms, validated with the shared /join rules (Formik + Yup); adults and children are
 * whole numbers from 0; the organisation name shows only when a receipt is requested. Add also
 * asks for the starting status (Pending or Approved) and the join date (issue #19: from a paper
 * form; empty means today), which Edit shows only for members entered by staff.
 * - `mode: 'edit'` calls `updateMember`: "Member updated successfully!" / "Failed to update member".
 * - `mode: 'add'` calls `createMember`: "Member added successfully!" / "Failed to add member".
 * A duplicate email or a field the server refuses shows under that field.
 * Edit sends the member's `version` it started from (issue #33): when someone else saved first, the
 * form shows both versions field by field and saves on the new version once resolved; while open, a
 * live change to the member shows "Someone else saved this member — review before saving".
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
  const client = useApolloClient();
  const formik = useRef<FormikProps<MemberFormValues>>(null);
  // Issue #33: the version and values this edit started from; a conflict moves both to the member's now.
  const base = useRef<{ id: string | null; version: number | null; values: MemberFormValues } | null>(null);
  // Taken when the dialog opens (or shows another member), not when the list refreshes the record meanwhile.
  const wasOpen = useRef(false);
  if (editing && open && (!wasOpen.current || base.current?.id !== member.id))
    base.current = { id: member.id, version: member.version, values: memberToForm(member) };
  wasOpen.current = open;
  const saving = useRef(false);
  const [conflict, setConflict] = useState<OpenConflict | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  useEffect(() => {
    setConflict(null);
    setChangedElsewhere(false);
  }, [open, member?.id]);
  useSubscription(AdminMemberChangedDocument, {
    skip: !editing || !open,
    onData: ({ data }) => {
      const changed = data.data?.memberChanged.member;
      if (!editing || saving.current || changed?.id !== member.id) return;
      if (changed.version > (base.current?.version ?? 0)) setChangedElsewhere(true);
    },
  });

  const rebase = (resolved: OpenConflict, values: Values) => {
    base.current = { id: member?.id ?? null, version: resolved.version, values: resolved.theirs };
    void formik.current?.setValues(values as unknown as MemberFormValues, false);
    setConflict(null);
    setChangedElsewhere(false);
  };
  const apply = (choices: Record<string, Choice>) => {
    if (!conflict || !base.current || !formik.current) return;
    const mine = formik.current.values as unknown as Values;
    rebase(conflict, resolveConflict(base.current.values as unknown as Values, mine, conflict.theirs as unknown as Values, conflict.rows, choices));
  };

  /** After a stale save: the member as stored now, beside this person's values. */
  const showConflict = async (stale: StaleVersion, values: MemberFormValues) => {
    if (!editing || !base.current) return;
    const { data } = await client.query({ query: AdminMemberDocument, variables: { id: member.id }, fetchPolicy: 'network-only' });
    if (!data?.member) return;
    const theirs = memberToForm(data.member);
    const b = base.current.values as unknown as Values;
    setConflict({
      conflict: stale,
      version: data.member.version,
      theirs,
      rows: conflictRows(FIELD_LABELS, b, values as unknown as Values, theirs as unknown as Values),
    });
  };

  const submit = async (values: MemberFormValues, helpers: FormikHelpers<MemberFormValues>) => {
    saving.current = true;
    try {
      if (editing) {
        const input = { ...formToUpdateInput(values, member.enteredByStaff), expectedVersion: base.current?.version ?? null };
        await update({ variables: { id: member.id, input } });
        toast.success(adminMessages.members.updated);
      } else {
        await create({ variables: { input: formToCreateInput(values) } });
        toast.success(adminMessages.members.created);
      }
      onSaved();
    } catch (error) {
      saving.current = false;
      const stale = staleVersion(error);
      if (stale) {
        toast.error(adminMessages.members.updateConflict);
        await showConflict(stale, values);
        return;
      }
      signOutOn(error);
      const fields = fieldErrors(error);
      if (errorCode(error) === ErrorCode.DUPLICATE_EMAIL) helpers.setFieldError('email', messages.membership.duplicateEmail);
      else if (Object.keys(fields).length > 0) helpers.setErrors(fields);
      toast.error(editing ? adminMessages.members.updateFailed : adminMessages.members.createFailed);
    }
  };

  return (
    <Modal open={open} title={editing ? 'Edit Member' : 'Add Member'} size="lg" onClose={onClose} confirmDiscard={dirty}>
      <Formik
        key={editing ? member.id : 'new'}
        innerRef={formik}
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
            {changedElsewhere && !conflict && <ChangedElsewhereNotice what="member" />}
            {conflict && (
              <EditConflictPanel
                conflict={conflict.conflict}
                rows={conflict.rows}
                onApply={apply}
                onReload={() => rebase(conflict, conflict.theirs as unknown as Values)}
              />
            )}
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
              <MembershipClassFields classId={values.membershipClassId} financialUntil={editing ? member.financialUntil : null} />
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
              <button type="submit" className="btn btn--primary" disabled={isSubmitting || conflict !== null}>
                {isSubmitting ? 'Saving…' : editing ? 'Save Changes' : 'Add Member'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
