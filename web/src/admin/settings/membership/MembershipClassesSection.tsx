import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { centsOfDollars, dollarsOfCents, feeLabel, membershipClassFormSchema } from '../../../../../shared/membership-classes';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FieldNotes, useFieldNotes } from '../../../shared/FieldNotes';
import { EmptyState, ErrorState, Spinner } from '../../../shared/states';
import { useToast } from '../../../shared/Toast';
import type { AdminMembershipClassFieldsFragment as MembershipClass } from '../../../gql/graphql';
import { staleVersion } from '../../common/editConflict';
import {
  AdminArchiveMembershipClassDocument,
  AdminCreateMembershipClassDocument,
  AdminMembershipClassesDocument,
  AdminUpdateMembershipClassDocument,
} from './membership.graphql';

/** The class form's values: fees as dollar text. */
interface ClassFormValues {
  name: string;
  annualFee: string;
  concessionFee: string;
  household: boolean;
  renews: boolean;
}

const EMPTY: ClassFormValues = { name: '', annualFee: '', concessionFee: '', household: true, renews: true };

const valuesOf = (c: MembershipClass): ClassFormValues => ({
  name: c.name,
  annualFee: dollarsOfCents(c.annualFeeCents),
  concessionFee: c.concessionFeeCents === null || c.concessionFeeCents === undefined ? '' : dollarsOfCents(c.concessionFeeCents),
  household: c.household,
  renews: c.renews,
});

/** The server's field names → the form's. */
const FORM_FIELD: Record<string, string> = { annualFeeCents: 'annualFee', concessionFeeCents: 'concessionFee' };

function Input({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { id, input, error, describedBy } = useFieldNotes<string>(name, Boolean(hint));
  return (
    <div className="field settings__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" {...input} value={input.value ?? ''} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function Check({ name, label }: { name: string; label: string }) {
  const { id, input } = useFieldNotes<boolean>(name, false);
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" name={input.name} checked={Boolean(input.value)} onChange={input.onChange} onBlur={input.onBlur} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Adding a class (no `editing`) or changing one. */
function ClassForm({ editing, onDone }: { editing: MembershipClass | null; onDone: () => void }) {
  const toast = useToast();
  const [create] = useMutation(AdminCreateMembershipClassDocument, { refetchQueries: [AdminMembershipClassesDocument] });
  const [update] = useMutation(AdminUpdateMembershipClassDocument, { refetchQueries: [AdminMembershipClassesDocument] });
  const submit = async (values: ClassFormValues, helpers: FormikHelpers<ClassFormValues>) => {
    const input = {
      name: values.name.trim(),
      annualFeeCents: centsOfDollars(values.annualFee) ?? 0,
      concessionFeeCents: values.concessionFee.trim() ? centsOfDollars(values.concessionFee) : null,
      household: values.household,
      renews: values.renews,
    };
    try {
      if (editing) await update({ variables: { id: editing.id, input: { ...input, expectedVersion: editing.version } } });
      else await create({ variables: { input } });
      toast.success(editing ? `${input.name} saved.` : `${input.name} added.`);
      onDone();
    } catch (failure) {
      if (staleVersion(failure)) {
        toast.error('Someone else changed this class first. Open it again to see their changes.');
        onDone();
        return;
      }
      const fields = fieldErrors(failure);
      for (const [field, message] of Object.entries(fields)) helpers.setFieldError(FORM_FIELD[field] ?? field, message);
      if (!Object.keys(fields).length) toast.error(`Could not save the class: ${errorMessage(failure)}`);
    }
  };
  const title = editing ? `Change ${editing.name}` : 'Add a class';
  return (
    <Formik<ClassFormValues> initialValues={editing ? valuesOf(editing) : EMPTY} validationSchema={membershipClassFormSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="card settings__class-form" noValidate aria-label={title}>
          <h3>{title}</h3>
          <div className="settings__grid">
            <Input name="name" label="Name" hint='e.g. "Household"' />
            <Input name="annualFee" label="Annual fee ($)" hint="0 for a free class." />
            <Input name="concessionFee" label="Concession fee ($)" hint="Leave empty for no concession." />
          </div>
          <Check name="household" label="Household membership (everyone at one address)" />
          <Check name="renews" label="Renews every year" />
          {editing && editing.memberCount ? (
            <p className="settings__note">A new fee applies to fees charged from now on; what members already owe stays the same.</p>
          ) : null}
          <div className="settings__actions">
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : editing ? 'Save class' : 'Add class'}
            </button>
            <button type="button" className="btn" onClick={onDone}>
              Cancel
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** "$20.00 a year, concession $10.00" for the list. */
const feesText = (c: MembershipClass): string =>
  `${c.annualFeeCents === 0 ? 'Free' : `${feeLabel(c.annualFeeCents)} a year`}${c.concessionFeeCents !== null && c.concessionFeeCents !== undefined ? `, concession ${feeLabel(c.concessionFeeCents)}` : ''}`;

/**
 * The Classes editor on /admin/settings (issue #34), admins only: every class in order with its
 * fees, kind, whether it renews and how many members have it; add, change, archive (off /join, kept
 * by its members) and bring back. A class is never deleted here: one in use can only be archived.
 */
export function MembershipClassesSection() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminMembershipClassesDocument, { fetchPolicy: 'cache-and-network' });
  const [archive] = useMutation(AdminArchiveMembershipClassDocument, { refetchQueries: [AdminMembershipClassesDocument] });
  const [form, setForm] = useState<{ editing: MembershipClass | null } | null>(null);

  const toggle = async (c: MembershipClass) => {
    try {
      await archive({ variables: { input: { id: c.id, archived: !c.archived, expectedVersion: c.version } } });
      toast.success(c.archived ? `${c.name} is offered again.` : `${c.name} archived: no longer offered on the Join page.`);
    } catch (failure) {
      toast.error(`Could not change ${c.name}: ${errorMessage(failure)}`);
    }
  };

  let body;
  if (!data && loading) body = <Spinner label="Loading classes…" />;
  else if (!data)
    body = (
      <ErrorState
        title="Could not load the membership classes"
        detail={error ? errorMessage(error) : undefined}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (data.membershipClasses.length === 0)
    body = <EmptyState title="No membership classes yet">Without a class, membership is free and the Join page asks for no class.</EmptyState>;
  else
    body = (
      <ul className="settings__classes">
        {data.membershipClasses.map((c) => (
          <li key={c.id} className="card settings__class" data-testid="membership-class">
            <div>
              <h3 className="settings__class-name">
                {c.name} {c.archived && <span className="badge">Archived</span>}
              </h3>
              <p>{feesText(c)}</p>
              <p className="settings__note">
                {c.household ? 'Household' : 'Individual'} · {c.renews ? 'Renews every year' : 'Does not renew'} · {c.memberCount ?? 0}{' '}
                {c.memberCount === 1 ? 'member' : 'members'}
              </p>
            </div>
            <div className="settings__class-actions">
              <button type="button" className="btn btn--small" onClick={() => setForm({ editing: c })}>
                Change <span className="visually-hidden">{c.name}</span>
              </button>
              <button type="button" className="btn btn--small" onClick={() => void toggle(c)}>
                {c.archived ? 'Offer again' : 'Archive'} <span className="visually-hidden">{c.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="settings__section" aria-labelledby="membership-classes-title">
      <h2 id="membership-classes-title">Membership classes</h2>
      <p className="settings__note">The classes people choose from on the Join page. Approving a member whose class has a fee asks them to pay it.</p>
      {body}
      {form ? (
        <ClassForm key={form.editing?.id ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />
      ) : (
        <button type="button" className="btn" onClick={() => setForm({ editing: null })}>
          Add a class
        </button>
      )}
    </section>
  );
}
