import './StaffPage.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { limits } from '../../../../shared/limits';
import { staffInviteSchema } from '../../../../shared/staff';
import { useAuth } from '../../auth/AuthContext';
import type { Role, StaffUserFieldsFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { FieldNotes, useFieldNotes } from '../../shared/FieldNotes';
import { Modal } from '../../shared/Modal';
import { ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ConfirmFooter } from '../common/ConfirmFooter';
import { enumLabel, formatDateTime } from '../common/format';
import { useMailDelivery } from '../common/useMailDelivery';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import {
  DeactivateStaffDocument,
  InviteStaffDocument,
  ReactivateStaffDocument,
  ResendInviteDocument,
  StaffUsersDocument,
  UpdateStaffRoleDocument,
} from './staff.graphql';
import { staleVersion, type StaleVersion } from '../common/editConflict';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

type StaffUser = StaffUserFieldsFragment;

interface InviteValues {
  name: string;
  email: string;
  role: Role;
}

const initialInvite: InviteValues = { name: '', email: '', role: 'EDITOR' };

/** A labelled text input of the invite form. */
function InviteText({ name, label, type }: { name: 'name' | 'email'; label: string; type: string }) {
  const { id, input, error, describedBy } = useFieldNotes<string>(name, false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} {...input} autoComplete="off" aria-required aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/** The role select of the invite form. */
function InviteRole() {
  const [field] = useField<Role>('role');
  return (
    <div className="field">
      <label htmlFor="staff-invite-role">Role</label>
      <select id="staff-invite-role" {...field}>
        <option value={'EDITOR'}>Editor (content only)</option>
        <option value={'TREASURER'}>Treasurer (money only)</option>
        <option value={'ADMIN'}>Admin (everything)</option>
      </select>
    </div>
  );
}

/** Why a role change on a stale list was refused: who changed the account and what (issue #33). */
const staleAccountMessage = (name: string, stale: StaleVersion): string =>
  `Not changed: ${stale.lastChangedBy ?? 'someone else'} changed ${name}’s account (${stale.changedFields.join(', ') || 'status'}) since this list was loaded. The list now shows it; try again if still needed.`;

/** The roles an account can be given, in the order their buttons show (issue #34: three roles). */
const ROLES: readonly Role[] = ['EDITOR', 'TREASURER', 'ADMIN'];

const roleWord = (role: Role): string => ({ ADMIN: 'an admin', EDITOR: 'an editor', TREASURER: 'the treasurer' })[role];

/**
 * /admin/staff, admins only (issue #20): invite a staff member by e-mail (name, e-mail, role), and
 * for every account its name, e-mail, role, status (invited / active / deactivated) and last
 * sign-in, with the actions its status allows: make editor, treasurer or admin (a button per other role; issue #34), deactivate (asks first; signs
 * them out everywhere at once), reactivate, resend the invitation. The server refuses to demote or
 * deactivate the last active admin and says why.
 */
export default function StaffPage() {
  useDocumentTitle('Staff');
  const toast = useToast();
  const mailSent = useMailDelivery();
  const { session } = useAuth();
  const { data, loading, error, refetch } = useQuery(StaffUsersDocument, {
    variables: { page: 1, limit: limits.maxPageSize },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const [invite] = useMutation(InviteStaffDocument);
  const [updateRole] = useMutation(UpdateStaffRoleDocument);
  const [deactivate] = useMutation(DeactivateStaffDocument);
  const [reactivate] = useMutation(ReactivateStaffDocument);
  const [resend] = useMutation(ResendInviteDocument);
  const [confirming, setConfirming] = useState<StaffUser | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const submitInvite = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    try {
      const result = await invite({ variables: { input: { name: values.name.trim(), email: values.email.trim(), role: values.role } } });
      const invited = result.data?.inviteStaff.email ?? values.email.trim();
      toast.success((await mailSent()) ? adminMessages.staff.invited(invited) : adminMessages.staff.invitedKept(invited));
      helpers.resetForm();
      await refetch();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (Object.keys(fields).length) helpers.setErrors(fields);
      toast.error(Object.values(fields)[0] ?? errorMessage(failure));
      helpers.setSubmitting(false);
    }
  };

  /** Runs one account action, then says what happened (or why not) in a toast. */
  /** @param done the toast; `kept` instead when it e-mails and no mail server is configured (issue #33) */
  const run = async (user: StaffUser, action: () => Promise<unknown>, done: string, kept?: string) => {
    setBusy(user.id);
    try {
      await action();
      toast.success(kept !== undefined && !(await mailSent()) ? kept : done);
      await refetch();
    } catch (failure) {
      // Issue #33: someone else changed the account since this list showed it; show them the account as it is now.
      const stale = staleVersion(failure);
      toast.error(stale ? staleAccountMessage(user.name, stale) : errorMessage(failure));
      if (stale) await refetch();
    } finally {
      setBusy(null);
    }
  };

  const users = data?.staffUsers.items ?? [];
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      <p className="settings__note">
        Invite committee members to help run the site. Editors manage content; the treasurer manages money (payments, the ledger and its reports);
        admins do everything, including members, staff and settings.
      </p>

      <h2>Invite someone</h2>
      <Formik<InviteValues> initialValues={initialInvite} validationSchema={staffInviteSchema} onSubmit={submitInvite}>
        {({ isSubmitting }) => (
          <Form className="card staff__invite" noValidate aria-label="Invite a staff member" aria-busy={isSubmitting}>
            <FormikUnsavedChanges />
            <InviteText name="name" label="Name" type="text" />
            <InviteText name="email" label="Email" type="email" />
            <InviteRole />
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send invitation'}
            </button>
          </Form>
        )}
      </Formik>

      <h2>Accounts</h2>
      {loading && !data ? (
        <Spinner />
      ) : error && !data ? (
        <ErrorState title={adminMessages.staff.loadError} onRetry={() => void refetch()} />
      ) : (
        <ul className="staff__list" aria-label="Staff accounts">
          {users.map((user) => {
            const me = user.id === session?.user.id;
            return (
              <li key={user.id} className="card staff__card" aria-busy={busy === user.id}>
                <div className="staff__who">
                  <span className="staff__name">
                    {user.name}
                    {me ? ' (you)' : ''}
                  </span>
                  <span className="staff__sub">{user.email}</span>
                  <span className="staff__sub">
                    {user.lastSignInAt ? <>Last signed in {formatDateTime(user.lastSignInAt)}</> : 'Never signed in'}
                  </span>
                  <span className="staff__badges">
                    <span className="badge">{enumLabel(user.role)}</span>
                    <span className={`badge badge--${user.status.toLowerCase()}`}>{enumLabel(user.status)}</span>
                  </span>
                </div>
                <div className="staff__actions">
                  {user.status !== 'DEACTIVATED' &&
                    ROLES.filter((role) => role !== user.role).map((role) => (
                      <button
                        key={role}
                        type="button"
                        className="btn btn--small"
                        disabled={busy === user.id}
                        aria-label={`Make ${enumLabel(role).toLowerCase()} (${user.name})`}
                        onClick={() =>
                          void run(
                            user,
                            () => updateRole({ variables: { id: user.id, role, expectedVersion: user.version } }),
                            adminMessages.staff.roleChanged(user.name, roleWord(role)),
                          )
                        }
                      >
                        Make {enumLabel(role).toLowerCase()}
                      </button>
                    ))}
                  {user.status === 'INVITED' && (
                    <button
                      type="button"
                      className="btn btn--small"
                      disabled={busy === user.id}
                      aria-label={`Resend invitation to ${user.name}`}
                      onClick={() =>
                        void run(
                          user,
                          () => resend({ variables: { id: user.id } }),
                          adminMessages.staff.resent(user.email),
                          adminMessages.staff.resentKept(user.email),
                        )
                      }
                    >
                      Resend invitation
                    </button>
                  )}
                  {user.status === 'DEACTIVATED' ? (
                    <button
                      type="button"
                      className="btn btn--small btn--primary"
                      disabled={busy === user.id}
                      aria-label={`Reactivate ${user.name}`}
                      onClick={() => void run(user, () => reactivate({ variables: { id: user.id } }), adminMessages.staff.reactivated(user.name))}
                    >
                      Reactivate
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn--small btn--danger"
                      disabled={busy === user.id}
                      aria-label={`Deactivate ${user.name}`}
                      onClick={() => setConfirming(user)}
                    >
                      Deactivate
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Modal
        open={confirming !== null}
        title={`Deactivate ${confirming?.name ?? ''}?`}
        onClose={() => setConfirming(null)}
        size="sm"
        footer={
          <ConfirmFooter
            label="Deactivate"
            tone="danger"
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              const user = confirming!;
              setConfirming(null);
              void run(user, () => deactivate({ variables: { id: user.id } }), adminMessages.staff.deactivated(user.name));
            }}
          />
        }
      >
        <p>
          {confirming?.name} will be signed out everywhere at once and cannot sign in until an admin reactivates the account. Their work stays as it
          is.
        </p>
      </Modal>
    </section>
  );
}
