import './NoticesPage.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { adminMessages } from '../../../../shared/admin-messages';
import * as ErrorCode from '../../../../shared/error-codes';
import { memberNoticeSchema } from '../../../../shared/member-notices';
import type { MemberNoticeAudienceInput, MemberStatus } from '../../gql/graphql';
import { errorCode, errorMessage, fieldErrors } from '../../shared/errors';
import { FormikField } from '../../shared/FormikField';
import { Modal } from '../../shared/Modal';
import { Pager } from '../../shared/Pager';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { ConfirmFooter } from '../common/ConfirmFooter';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { MemberNoticeAudienceDocument, MemberNoticeClassesDocument, MemberNoticesDocument, SendMemberNoticeDocument } from './notices.graphql';

const PAGE_SIZE = 20;

/** The compose form's values. */
interface NoticeValues {
  subject: string;
  body: string;
  statuses: MemberStatus[];
  classIds: string[];
  financialOnly: boolean;
}

const initialValues: NoticeValues = { subject: '', body: '', statuses: ['APPROVED'], classIds: [], financialOnly: false };

/** The member statuses a notice can go to, in the picker's order. */
const STATUS_CHOICES: { value: MemberStatus; label: string }[] = [
  { value: 'APPROVED', label: 'Approved members' },
  { value: 'PENDING', label: 'Pending applicants' },
  { value: 'REJECTED', label: 'Rejected applicants' },
  { value: 'INACTIVE', label: 'Inactive members' },
];

const audienceOf = (values: NoticeValues): MemberNoticeAudienceInput => ({
  statuses: values.statuses,
  classIds: values.classIds.length ? values.classIds : null,
  financialOnly: values.financialOnly,
});

const members = (n: number) => `${n} member${n === 1 ? '' : 's'}`;

/**
 * Member notices at /admin/notices (issue #35, admins): compose a notice (subject and plain-text
 * message, checked by the shared schema), choose who receives it (statuses, classes, financial
 * members only) and see how many members that is, confirm "Send to N members", then follow each
 * sent notice's delivery. Past notices are listed below.
 */
export default function NoticesPage() {
  useDocumentTitle('Notices');
  const toast = useToast();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<{ values: NoticeValues; helpers: FormikHelpers<NoticeValues>; count: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const lastCount = useRef<number | null>(null);
  const notices = useQuery(MemberNoticesDocument, { variables: { page, limit: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [send] = useMutation(SendMemberNoticeDocument);
  useSignOutWhenUnauthenticated(notices.error);

  const askToSend = (values: NoticeValues, helpers: FormikHelpers<NoticeValues>) => {
    const count = lastCount.current;
    if (count === null) {
      helpers.setSubmitting(false);
      return;
    }
    if (count === 0) {
      toast.error(adminMessages.memberNotices.noRecipients);
      helpers.setSubmitting(false);
      return;
    }
    setConfirming({ values, helpers, count });
  };

  const runSend = async () => {
    if (!confirming) return;
    const { values, helpers, count } = confirming;
    setBusy(true);
    try {
      const result = await send({
        variables: { input: { subject: values.subject.trim(), body: values.body.trim(), audience: audienceOf(values), expectedRecipients: count } },
      });
      const sent = result.data?.sendMemberNotice;
      if (!sent) throw result.error ?? new Error('no notice');
      toast.success(`Notice sent to ${members(sent.recipients)}.`);
      helpers.resetForm();
      void notices.refetch().catch(() => undefined);
      void navigate(`/admin/notices/${sent.id}`);
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (Object.keys(fields).length) helpers.setErrors(fields);
      toast.error(errorCode(failure) === ErrorCode.CONFLICT ? errorMessage(failure) : (Object.values(fields)[0] ?? errorMessage(failure)));
    } finally {
      helpers.setSubmitting(false);
      setBusy(false);
      setConfirming(null);
    }
  };

  const list = (notices.data ?? notices.previousData)?.memberNotices;
  return (
    <div className="admin-page notices-admin">
      <AdminPageHeader
        title="Notices"
        lead="Send a notice every member is entitled to, such as the notice of a general meeting. It is not marketing: members cannot opt out, and ceased members never receive it."
      />
      <section className="admin-page__section" aria-labelledby="notices-compose">
        <h2 id="notices-compose">New notice</h2>
        <Formik<NoticeValues> initialValues={initialValues} validationSchema={memberNoticeSchema} onSubmit={askToSend}>
          {({ isSubmitting }) => (
            <Form className="card notices-admin__form" noValidate aria-label="New notice" aria-busy={isSubmitting}>
              <FormikUnsavedChanges />
              <FormikField name="subject" label="Subject" required />
              <FormikField
                name="body"
                label="Message"
                type="textarea"
                required
                hint="Plain text. Each copy starts with “Hi {name},” and ends with the association’s details and why the member receives it."
              />
              <AudiencePicker />
              <AudienceCount onCount={(n) => (lastCount.current = n)} />
              <div className="notices-admin__actions">
                <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                  Review and send
                </button>
              </div>
            </Form>
          )}
        </Formik>
      </section>

      <section className="admin-page__section" aria-labelledby="notices-sent">
        <h2 id="notices-sent">Sent notices</h2>
        {!list && notices.loading ? (
          <Spinner label="Loading notices…" />
        ) : !list ? (
          <ErrorState
            title="Error loading notices"
            detail={errorMessage(notices.error)}
            onRetry={() => void notices.refetch().catch(() => undefined)}
          />
        ) : list.items.length === 0 ? (
          <EmptyState title="No notices sent yet" />
        ) : (
          <>
            <ul className="notices-admin__list">
              {list.items.map((notice) => (
                <li key={notice.id} className="card notices-admin__item">
                  <Link to={`/admin/notices/${notice.id}`}>{notice.subject}</Link>
                  <span>
                    {formatDateTime(notice.createdAt)} by {notice.sentByName} · {members(notice.recipients)} · {notice.counts.sent} sent ·{' '}
                    {notice.counts.failed} failed · {notice.counts.noAddress + notice.counts.failed} by post
                  </span>
                </li>
              ))}
            </ul>
            <Pager compact page={page} pages={Math.max(1, Math.ceil(list.total / PAGE_SIZE))} label="Notices pages" onPage={setPage} />
          </>
        )}
      </section>

      <Modal
        open={confirming !== null}
        title="Send this notice?"
        onClose={() => {
          confirming?.helpers.setSubmitting(false);
          setConfirming(null);
        }}
        footer={
          <ConfirmFooter
            label={`Send to ${members(confirming?.count ?? 0)}`}
            disabled={busy}
            onCancel={() => {
              confirming?.helpers.setSubmitting(false);
              setConfirming(null);
            }}
            onConfirm={() => void runSend()}
          />
        }
      >
        <p>
          “{confirming?.values.subject.trim()}” goes to {members(confirming?.count ?? 0)} now. Members who join later will not receive it. It cannot
          be recalled once sent.
        </p>
      </Modal>
    </div>
  );
}

/** Who receives the notice: member statuses, membership classes, financial members only. */
function AudiencePicker() {
  const { values, setFieldValue, errors } = useFormikContext<NoticeValues>();
  const classes = useQuery(MemberNoticeClassesDocument, { fetchPolicy: 'cache-and-network' });
  const toggle = <T extends string>(field: 'statuses' | 'classIds', list: T[], value: T) =>
    void setFieldValue(field, list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  return (
    <div className="notices-admin__audience">
      <fieldset>
        <legend>Member status</legend>
        {STATUS_CHOICES.map((choice) => (
          <label key={choice.value} className="notices-admin__choice">
            <input
              type="checkbox"
              checked={values.statuses.includes(choice.value)}
              onChange={() => toggle('statuses', values.statuses, choice.value)}
            />{' '}
            {choice.label}
          </label>
        ))}
        {typeof errors.statuses === 'string' && <p className="field__error">{errors.statuses}</p>}
      </fieldset>
      <fieldset>
        <legend>Membership class</legend>
        {!classes.data && classes.loading ? (
          <Spinner label="Loading classes…" />
        ) : !classes.data ? (
          <ErrorState title="Error loading the membership classes" detail={errorMessage(classes.error)} />
        ) : classes.data.membershipClasses.length === 0 ? (
          <p>No membership classes are set up, so the notice goes to members of every kind.</p>
        ) : (
          <>
            <p className="notices-admin__hint">Tick none for every class.</p>
            {classes.data.membershipClasses.map((c) => (
              <label key={c.id} className="notices-admin__choice">
                <input type="checkbox" checked={values.classIds.includes(c.id)} onChange={() => toggle('classIds', values.classIds, c.id)} /> {c.name}
                {c.archived ? ' (archived)' : ''}
              </label>
            ))}
          </>
        )}
        {typeof errors.classIds === 'string' && <p className="field__error">{errors.classIds}</p>}
      </fieldset>
      <label className="notices-admin__choice">
        <input type="checkbox" checked={values.financialOnly} onChange={() => void setFieldValue('financialOnly', !values.financialOnly)} /> Financial
        members only (paid up, or in a class with no fee)
      </label>
    </div>
  );
}

/** How many members the chosen audience holds now, and how many of them need the notice by post. */
function AudienceCount({ onCount }: { onCount(n: number | null): void }) {
  const { values } = useFormikContext<NoticeValues>();
  const skip = values.statuses.length === 0;
  const count = useQuery(MemberNoticeAudienceDocument, { variables: { input: audienceOf(values) }, skip, fetchPolicy: 'network-only' });
  const data = count.data?.memberNoticeAudience;
  onCount(skip ? null : (data?.members ?? null));
  if (skip) return <p role="status">{adminMessages.memberNotices.statusesRequired}</p>;
  if (!data && count.loading) return <Spinner label="Counting members…" />;
  if (!data) return <ErrorState title="Could not count the members" detail={errorMessage(count.error)} />;
  return (
    <p role="status" className="notices-admin__count">
      <strong>{members(data.members)}</strong> will receive this notice: {data.byEmail} by e-mail
      {data.byPost ? `, ${data.byPost} by post (no e-mail address)` : ''}.
    </p>
  );
}
