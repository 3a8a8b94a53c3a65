import { limits } from '../../../../shared/limits';
import './treasurer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import type { ChargeStatus, MoneyKind, PaymentMethod, TreasurerChargeFieldsFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { associationClock } from '../../shared/timeZone';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { Pagination } from '../cms/Pagination';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { ConfirmFooter } from '../common/ConfirmFooter';
import { enumLabel, formatDate } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { amountField, centsToDollars, formatMoney, KIND_LABELS, parseDollars } from './money';
import { MoneyField, MoneySelect } from './MoneyField';
import { ReasonModal } from './ReasonModal';
import {
  TreasurerChargesDocument,
  TreasurerCreateChargeDocument,
  TreasurerRecordPaymentDocument,
  TreasurerVoidChargeDocument,
} from './treasurer.graphql';

type Charge = TreasurerChargeFieldsFragment;

/** The server's field names → the form's (the form takes dollars, the API cents). */
const FORM_FIELD: Record<string, string> = { amountCents: 'amount' };

/** Puts the server's field errors on the form, and says the first in a toast. */
function showErrors<V>(failure: unknown, helpers: FormikHelpers<V>, toastError: (text: string) => void) {
  const fields = fieldErrors(failure);
  const mapped = Object.fromEntries(Object.entries(fields).map(([field, text]) => [FORM_FIELD[field] ?? field, text]));
  if (Object.keys(mapped).length) helpers.setErrors(mapped as Parameters<FormikHelpers<V>['setErrors']>[0]);
  toastError(Object.values(fields)[0] ?? errorMessage(failure));
  helpers.setSubmitting(false);
}

interface PaymentValues {
  method: PaymentMethod;
  amount: string;
  paidOn: string;
  reference: string;
}

/** "Record a payment" for one charge: bank transfer or cash, the amount still owed, paid today, a reference. */
function RecordPaymentModal({ charge, onClose, onDone }: { charge: Charge; onClose(): void; onDone(): void }) {
  const toast = useToast();
  const [record] = useMutation(TreasurerRecordPaymentDocument);
  const schema = yup.object({
    method: yup.string().oneOf(['BANK_TRANSFER', 'CASH']).required(),
    amount: amountField(charge.owingCents),
    paidOn: yup
      .string()
      .required('Paid on is required')
      .matches(/^\d{4}-\d{2}-\d{2}$/, 'Paid on must be a date'),
    reference: yup.string().max(100, 'Reference must be at most 100 characters'),
  });
  const submit = async (values: PaymentValues, helpers: FormikHelpers<PaymentValues>) => {
    try {
      await record({
        variables: {
          input: {
            chargeId: charge.id,
            method: values.method,
            amountCents: parseDollars(values.amount)!,
            paidOn: values.paidOn,
            reference: values.reference.trim() || null,
          },
        },
      });
      toast.success(`Recorded ${formatMoney(parseDollars(values.amount)!)} from ${charge.payerName} against ${charge.reference}.`);
      onDone();
    } catch (failure) {
      showErrors(failure, helpers, toast.error);
    }
  };
  return (
    <Formik<PaymentValues>
      initialValues={{ method: 'BANK_TRANSFER', amount: centsToDollars(charge.owingCents), paidOn: associationClock().today(), reference: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting, submitForm, dirty }) => (
        <Modal
          open
          title={`Record a payment: ${charge.reference}`}
          onClose={onClose}
          confirmDiscard={dirty}
          footer={
            <ConfirmFooter
              label={isSubmitting ? 'Recording…' : 'Record payment'}
              disabled={isSubmitting}
              onCancel={onClose}
              onConfirm={() => void submitForm()}
            />
          }
        >
          <p>
            {charge.payerName} owes {formatMoney(charge.owingCents)} for {charge.description}.
          </p>
          <Form noValidate aria-label="Record a payment">
            <MoneySelect name="method" label="How it was paid">
              <option value="BANK_TRANSFER">Bank transfer</option>
              <option value="CASH">Cash</option>
            </MoneySelect>
            <MoneyField
              name="amount"
              label="Amount ($)"
              inputMode="decimal"
              required
              hint={`At most ${formatMoney(charge.owingCents)}, what is still owed.`}
            />
            <MoneyField name="paidOn" label="Paid on" type="date" required />
            <MoneyField
              name="reference"
              label="Reference"
              hint="What came with the money: the bank statement’s reference, or a receipt-book number."
            />
            <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}

interface ChargeValues {
  memberEmail: string;
  kind: MoneyKind;
  description: string;
  amount: string;
  dueDate: string;
}

const chargeSchema = yup.object({
  memberEmail: yup.string().trim().email('Enter a valid e-mail address').required('Member’s e-mail is required'),
  kind: yup.string().oneOf(['EVENT', 'DONATION']).required(),
  description: yup.string().trim().max(200, 'Description must be at most 200 characters').required('Description is required'),
  amount: amountField(),
  dueDate: yup.string().matches(/^(\d{4}-\d{2}-\d{2})?$/, 'Due date must be a date'),
});

/** "Create a charge": an amount a member owes (an event fee, a pledged donation), found by their e-mail. */
function CreateChargeModal({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const toast = useToast();
  const [create] = useMutation(TreasurerCreateChargeDocument);
  const submit = async (values: ChargeValues, helpers: FormikHelpers<ChargeValues>) => {
    try {
      const result = await create({
        variables: {
          input: {
            memberEmail: values.memberEmail.trim(),
            kind: values.kind,
            description: values.description.trim(),
            amountCents: parseDollars(values.amount)!,
            dueDate: values.dueDate || null,
          },
        },
      });
      const charge = result.data!.createCharge;
      toast.success(`Charge ${charge.reference} created: ${charge.payerName} owes ${formatMoney(charge.amountCents)}.`);
      onDone();
    } catch (failure) {
      showErrors(failure, helpers, toast.error);
    }
  };
  return (
    <Formik<ChargeValues>
      initialValues={{ memberEmail: '', kind: 'EVENT', description: '', amount: '', dueDate: '' }}
      validationSchema={chargeSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, submitForm, dirty }) => (
        <Modal
          open
          title="Create a charge"
          onClose={onClose}
          confirmDiscard={dirty}
          footer={
            <ConfirmFooter
              label={isSubmitting ? 'Creating…' : 'Create charge'}
              disabled={isSubmitting}
              onCancel={onClose}
              onConfirm={() => void submitForm()}
            />
          }
        >
          <Form noValidate aria-label="Create a charge">
            <MoneyField name="memberEmail" label="Member’s e-mail" type="email" inputMode="email" required />
            <MoneySelect name="kind" label="For">
              <option value="EVENT">Event</option>
              <option value="DONATION">Donation (pledged)</option>
            </MoneySelect>
            <MoneyField name="description" label="Description" required hint="E.g. “Spring working bee lunch”." />
            <MoneyField name="amount" label="Amount ($)" inputMode="decimal" required />
            <MoneyField name="dueDate" label="Due date" type="date" />
            <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}

/** "Void": cancels an open charge nothing was paid towards, with a reason. */
function VoidChargeModal({ charge, onClose, onDone }: { charge: Charge; onClose(): void; onDone(): void }) {
  const [voidCharge] = useMutation(TreasurerVoidChargeDocument);
  return (
    <ReasonModal
      title={`Void ${charge.reference}?`}
      confirmLabel="Void charge"
      onClose={onClose}
      onDone={onDone}
      submit={async (reason) => {
        await voidCharge({ variables: { input: { id: charge.id, reason } } });
        return `Charge ${charge.reference} is void: nothing is owed on it.`;
      }}
    >
      <p>
        {charge.payerName} will no longer owe {formatMoney(charge.amountCents)} for {charge.description}. The charge is kept, marked void.
      </p>
    </ReasonModal>
  );
}

/**
 * The Charges page at /admin/charges (issue #34; treasurers and admins): what people owe, newest
 * first, filtered by an exact bank reference or e-mail, status, kind and overdue; for an open charge,
 * "Record payment" (bank transfer or cash, the amount still owed, paid today) and "Void"; and
 * "Create charge" for an amount a member owes. Filters live in the address, so a link can open
 * the overdue charges.
 */
export default function ChargesPage() {
  useDocumentTitle('Charges');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = (params.get('status') ?? '') as ChargeStatus | '';
  const kind = (params.get('kind') ?? '') as MoneyKind | '';
  const overdue = params.get('overdue') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [paying, setPaying] = useState<Charge | null>(null);
  const [voiding, setVoiding] = useState<Charge | null>(null);
  const [creating, setCreating] = useState(false);
  const { data, loading, error, refetch } = useQuery(TreasurerChargesDocument, {
    variables: {
      input: {
        filter: { search: search || null, status: status || null, kind: kind || null, overdue: overdue || null },
        page,
        limit: adminPageSize.charges,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);

  const setFilter = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const done = (close: () => void) => () => {
    close();
    void refetch().catch(() => undefined);
  };

  const charges = data?.charges;
  let body;
  if (!charges && loading) body = <Spinner label="Loading charges…" />;
  else if (!charges)
    body = <ErrorState title="Could not load the charges" detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (charges.items.length === 0)
    body = <EmptyState title={search || status || kind || overdue ? 'No charge matches these filters' : 'No charges yet'} />;
  else
    body = (
      <>
        <div className="table-wrap" role="region" aria-labelledby={`${id}-list`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">Charges, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Who owes it</th>
                <th scope="col">For</th>
                <th scope="col" className="treasurer__money">
                  Amount
                </th>
                <th scope="col" className="treasurer__money">
                  Still owed
                </th>
                <th scope="col">Due</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {charges.items.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.reference}</th>
                  <td>
                    {c.payerName}
                    {c.payerEmail && <div className="field__hint">{c.payerEmail}</div>}
                  </td>
                  <td>
                    {KIND_LABELS[c.kind]}: {c.description}
                  </td>
                  <td className="treasurer__money">{formatMoney(c.amountCents)}</td>
                  <td className="treasurer__money">{formatMoney(c.owingCents)}</td>
                  <td>{formatDate(c.dueDate)}</td>
                  <td>
                    <span className={`badge${c.overdue ? ' badge--rejected' : c.status === 'PAID' ? ' badge--approved' : ''}`}>
                      {c.overdue ? 'Overdue' : enumLabel(c.status)}
                    </span>
                    {c.voidedReason && <div className="field__hint">{c.voidedReason}</div>}
                  </td>
                  <td>
                    {c.status === 'OPEN' && (
                      <div className="treasurer__actions">
                        <button
                          type="button"
                          className="btn btn--small btn--primary"
                          aria-label={`Record payment for ${c.reference}`}
                          onClick={() => setPaying(c)}
                        >
                          Record payment
                        </button>
                        {c.paidCents === 0 && (
                          <button
                            type="button"
                            className="btn btn--small btn--danger"
                            aria-label={`Void ${c.reference}`}
                            onClick={() => setVoiding(c)}
                          >
                            Void
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={charges.page}
          totalPages={Math.ceil(charges.total / charges.limit)}
          label="Charges pages"
          onPage={(n) => setFilter({ page: String(n) })}
        />
      </>
    );

  return (
    <div className="admin-page treasurer">
      <AdminPageHeader
        title="Charges"
        lead="What members and donors owe, each with its own bank reference. Find a payment from the bank statement by its reference, then record it."
      >
        <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
          Create charge
        </button>
      </AdminPageHeader>
      <form
        className="card treasurer__filters treasurer__figure"
        role="search"
        aria-label="Filter charges"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ q: typed.trim() });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-q`}>Reference or e-mail</label>
          <input
            id={`${id}-q`}
            type="search"
            value={typed}
            placeholder="RA0004275"
            autoComplete="off"
            maxLength={limits.searchMaxLength}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="btn">
          Find
        </button>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="">All statuses</option>
            <option value="OPEN">Open</option>
            <option value="PAID">Paid</option>
            <option value="VOID">Void</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>For</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setFilter({ kind: e.target.value })}>
            <option value="">Everything</option>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <label className="treasurer__checkbox">
          <input type="checkbox" checked={overdue} onChange={(e) => setFilter({ overdue: e.target.checked ? '1' : '' })} />
          Only overdue
        </label>
      </form>
      <section className="admin-page__section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{charges ? (charges.total === 1 ? '1 charge' : `${charges.total} charges`) : 'Charges'}</h2>
        {body}
      </section>
      {paying && <RecordPaymentModal charge={paying} onClose={() => setPaying(null)} onDone={done(() => setPaying(null))} />}
      {voiding && <VoidChargeModal charge={voiding} onClose={() => setVoiding(null)} onDone={done(() => setVoiding(null))} />}
      {creating && <CreateChargeModal onClose={() => setCreating(false)} onDone={done(() => setCreating(false))} />}
    </div>
  );
}
