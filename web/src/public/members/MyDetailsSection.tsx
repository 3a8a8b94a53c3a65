import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ValidationError } from 'yup';
import { memberDetailsSchema, memberEmailChangeSchema } from '../../../../shared/membership';
import { memberPortalMessages } from '../../../../shared/member-portal-messages';
import { yupFieldErrors } from '../../../../shared/yup-field-errors';
import type { MemberAccountFieldsFragment as MemberAccount, YesNo } from '../../gql/graphql';
import { useToast } from '../../shared/Toast';
import { formatMemberDay } from './memberDates';
import { useMemberFailure } from './memberErrors';
import { RequestMemberDetailsChangeDocument, RequestMemberEmailChangeDocument, UpdateMemberDetailsDocument } from './members.graphql';

/** Focuses the first field of a form marked invalid (after React has drawn the errors). */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

const CHANGE_STATUS: Record<string, string> = { PENDING: 'Waiting for the committee', APPROVED: 'Approved', DECLINED: 'Declined' };

/** A labelled input with its error under it. */
function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** aria attributes of a field by its error and hint. */
const described = (id: string, error?: string, hint?: boolean) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});

/**
 * "My details" of the member area (issue #21): the details a member changes themselves (phone,
 * WhatsApp, language, household numbers → `updateMemberDetails`); their e-mail address, which
 * changes only once the new address confirms it (`requestMemberEmailChange`, shows the address
 * waiting); and name and address changes, which go to the committee as a request
 * (`requestMemberDetailsChange`), listed with their outcome.
 */
export function MyDetailsSection({ member }: { member: MemberAccount }) {
  const id = useId();
  return (
    <section className="card portal__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>My details</h2>
      <DetailsForm member={member} />
      <EmailForm member={member} />
      <NameAddressForm member={member} />
    </section>
  );
}

function DetailsForm({ member }: { member: MemberAccount }) {
  const id = useId();
  const toast = useToast();
  const failed = useMemberFailure();
  const form = useRef<HTMLFormElement>(null);
  const initial = () => ({
    phone: member.phone,
    whatsappJointStatus: member.whatsappJointStatus ?? '',
    languageSpoken: member.languageSpoken ?? '',
    numAdults: member.numAdults === null || member.numAdults === undefined ? '' : String(member.numAdults),
    numChildren: member.numChildren === null || member.numChildren === undefined ? '' : String(member.numChildren),
  });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(UpdateMemberDetailsDocument);
  const set = (field: keyof ReturnType<typeof initial>) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let parsed;
    try {
      parsed = await memberDetailsSchema.validate(values, { abortEarly: false });
    } catch (error) {
      setErrors(yupFieldErrors(error));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    try {
      await save({
        variables: {
          input: {
            phone: parsed.phone,
            whatsappJointStatus: (parsed.whatsappJointStatus as YesNo | null) ?? null,
            languageSpoken: parsed.languageSpoken ?? null,
            numAdults: parsed.numAdults ?? null,
            numChildren: parsed.numChildren ?? null,
          },
        },
      });
      toast.success(memberPortalMessages.detailsSaved);
    } catch (error) {
      setErrors(failed(error));
      focusFirstInvalid(form.current);
    }
  };

  return (
    <form ref={form} className="portal__form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-legend`}>
      <h3 id={`${id}-legend`}>Contact and household</h3>
      <Field id={`${id}-phone`} label="Phone" error={errors.phone}>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          {...described(`${id}-phone`, errors.phone)}
        />
      </Field>
      <Field id={`${id}-whatsapp`} label="On the WhatsApp group?" error={errors.whatsappJointStatus}>
        <select
          id={`${id}-whatsapp`}
          value={values.whatsappJointStatus}
          onChange={set('whatsappJointStatus')}
          {...described(`${id}-whatsapp`, errors.whatsappJointStatus)}
        >
          <option value="">Not set</option>
          <option value="Y">Yes</option>
          <option value="N">No</option>
        </select>
      </Field>
      <Field id={`${id}-language`} label="Language spoken" error={errors.languageSpoken}>
        <input
          id={`${id}-language`}
          type="text"
          value={values.languageSpoken}
          onChange={set('languageSpoken')}
          {...described(`${id}-language`, errors.languageSpoken)}
        />
      </Field>
      <div className="portal__row">
        <Field id={`${id}-adults`} label="Adults in the household" error={errors.numAdults}>
          <input
            id={`${id}-adults`}
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={values.numAdults}
            onChange={set('numAdults')}
            {...described(`${id}-adults`, errors.numAdults)}
          />
        </Field>
        <Field id={`${id}-children`} label="Children in the household" error={errors.numChildren}>
          <input
            id={`${id}-children`}
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={values.numChildren}
            onChange={set('numChildren')}
            {...described(`${id}-children`, errors.numChildren)}
          />
        </Field>
      </div>
      <button type="submit" className="btn btn--primary" disabled={loading}>
        Save my details
      </button>
    </form>
  );
}

function EmailForm({ member }: { member: MemberAccount }) {
  const id = useId();
  const toast = useToast();
  const failed = useMemberFailure();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const [request, { loading }] = useMutation(RequestMemberEmailChangeDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let value: string;
    try {
      value = (await memberEmailChangeSchema.validate({ email })).email;
    } catch (caught) {
      setError((caught as ValidationError).message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await request({ variables: { email: value } });
      toast.success(memberPortalMessages.emailChangeSent.replace('{email}', value));
      setEmail('');
    } catch (caught) {
      const fields = failed(caught);
      if (fields.email) {
        setError(fields.email);
        input.current?.focus();
      }
    }
  };

  return (
    <form className="portal__form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-legend`}>
      <h3 id={`${id}-legend`}>E-mail address</h3>
      <p>
        We write to you at <strong className="portal__break">{member.email}</strong>.
      </p>
      {member.pendingEmail && (
        <p className="portal__notice" data-testid="pending-email">
          Waiting for confirmation from <strong className="portal__break">{member.pendingEmail}</strong>: open the link we sent there.
        </p>
      )}
      <Field id={`${id}-email`} label="New e-mail address" error={error}>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...described(`${id}-email`, error)}
        />
      </Field>
      <button type="submit" className="btn" disabled={loading}>
        Change my e-mail address
      </button>
    </form>
  );
}

function NameAddressForm({ member }: { member: MemberAccount }) {
  const id = useId();
  const toast = useToast();
  const failed = useMemberFailure();
  const [fullName, setFullName] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const [request, { loading }] = useMutation(RequestMemberDetailsChangeDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = fullName.trim();
    const place = address.trim();
    if (!name && !place) {
      setError({ fullName: memberPortalMessages.changeNeeded });
      focusFirstInvalid(form.current);
      return;
    }
    setError({});
    try {
      await request({ variables: { input: { fullName: name || null, address: place || null } } });
      toast.success(memberPortalMessages.changeRequested);
      setFullName('');
      setAddress('');
    } catch (caught) {
      setError(failed(caught));
      focusFirstInvalid(form.current);
    }
  };

  return (
    <div className="portal__form">
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-legend`}>
        <h3 id={`${id}-legend`}>Name and address</h3>
        <p>
          <span className="portal__break">{member.fullName}</span>
          {member.address && (
            <>
              <br />
              <span className="portal__break">{member.address}</span>
            </>
          )}
        </p>
        <p className="portal__hint">Changes to your name or address go to the committee, who update the register of members.</p>
        <Field id={`${id}-name`} label="New full name" error={error.fullName}>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            maxLength={200}
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            {...described(`${id}-name`, error.fullName)}
          />
        </Field>
        <Field id={`${id}-address`} label="New address" error={error.address}>
          <input
            id={`${id}-address`}
            type="text"
            autoComplete="street-address"
            maxLength={500}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            {...described(`${id}-address`, error.address)}
          />
        </Field>
        <button type="submit" className="btn" disabled={loading}>
          Ask for this change
        </button>
      </form>
      <h4 className="portal__subtitle">Your change requests</h4>
      {member.changeRequests.length === 0 ? (
        <p className="portal__empty">{memberPortalMessages.noChangeRequests}</p>
      ) : (
        <ul className="portal__list" aria-label="Your change requests">
          {member.changeRequests.map((request) => (
            <li key={request.id}>
              <span className="portal__break">
                {[request.fullName && `Name: ${request.fullName}`, request.address && `Address: ${request.address}`].filter(Boolean).join(' · ')}
              </span>
              <span className="portal__meta">
                Asked {formatMemberDay(request.requestedAt)} · <strong>{CHANGE_STATUS[request.status] ?? request.status}</strong>
                {request.decidedAt ? ` ${formatMemberDay(request.decidedAt)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
