import './NewsletterPage.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { adminMessages } from '../../../../shared/admin-messages';
import type { NewsletterPreviewQuery } from '../../gql/graphql';
import { useAuth } from '../../auth/AuthContext';
import { errorCode, errorMessage, fieldErrors } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ConfirmFooter } from '../common/ConfirmFooter';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../members-shared/Pager';
import { IssueProgress } from './IssueProgress';
import {
  NewsletterAudienceDocument,
  NewsletterIssuesDocument,
  NewsletterPreviewDocument,
  SendNewsletterDocument,
  SendNewsletterTestDocument,
} from './newsletter.graphql';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { AdminPageHeader } from '../common/AdminPageHeader';

type Preview = NewsletterPreviewQuery['newsletterPreview'];
const ISSUES_PAGE_SIZE = adminPageSize.newsletterIssues;

/**
 * The newsletter page at /admin/newsletter (issue #18, admins and editors): compose (subject and
 * rich text, sanitised on the server as the CMS does), preview as the e-mail will look (HTML in a
 * sandboxed frame, and the plain text), "Send a test to me", then "Send to N confirmed subscribers"
 * behind a confirmation. While an issue is being sent a progress bar and the recipients' status
 * show; past issues are listed below with their counts and a link to view each.
 */
export default function NewsletterPage() {
  useDocumentTitle('Newsletter');
  const toast = useToast();
  const client = useApolloClient();
  const { session } = useAuth();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentIssueId, setSentIssueId] = useState<string | null>(null);
  const [issuesPage, setIssuesPage] = useState(1);
  const audience = useQuery(NewsletterAudienceDocument, { fetchPolicy: 'cache-and-network' });
  const issues = useQuery(NewsletterIssuesDocument, { variables: { page: issuesPage, limit: ISSUES_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [sendTest] = useMutation(SendNewsletterTestDocument);
  const [send] = useMutation(SendNewsletterDocument);
  useSignOutWhenUnauthenticated(audience.error, issues.error);
  const confirmed = preview?.recipients ?? audience.data?.newsletterSubscriberCounts.confirmed ?? 0;
  const draft = { subject, content };

  /** Shows field errors from a BAD_USER_INPUT answer; @returns true when there were some */
  const showFieldErrors = (error: unknown): boolean => {
    if (errorCode(error) !== 'BAD_USER_INPUT') return false;
    setErrors(fieldErrors(error));
    return true;
  };

  const runPreview = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    try {
      const result = await client.query({ query: NewsletterPreviewDocument, variables: { input: draft }, fetchPolicy: 'no-cache' });
      if (!result.data) throw result.error ?? new Error(adminMessages.newsletterAdmin.previewFailed);
      setErrors({});
      setPreview(result.data.newsletterPreview);
    } catch (error) {
      if (!showFieldErrors(error)) toast.error(adminMessages.newsletterAdmin.previewFailed);
    } finally {
      setBusy(false);
    }
  };

  const runTest = async () => {
    setBusy(true);
    try {
      await sendTest({ variables: { input: draft } });
      setErrors({});
      toast.success(adminMessages.newsletterAdmin.testSent(session?.user.email ?? ''));
    } catch (error) {
      if (!showFieldErrors(error)) toast.error(adminMessages.newsletterAdmin.testFailed);
    } finally {
      setBusy(false);
    }
  };

  const runSend = async () => {
    setBusy(true);
    try {
      const result = await send({ variables: { input: { ...draft, recipients: confirmed } } });
      setConfirming(false);
      setSentIssueId(result.data?.sendNewsletter.id ?? null);
      setSubject('');
      setContent('');
      setPreview(null);
      toast.success(adminMessages.newsletterAdmin.sendStarted);
      void issues.refetch().catch(() => undefined);
    } catch (error) {
      setConfirming(false);
      if (errorCode(error) === 'CONFLICT') {
        toast.error(errorMessage(error));
        void runPreview();
      } else if (!showFieldErrors(error)) toast.error(adminMessages.newsletterAdmin.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  const past = (issues.data ?? issues.previousData)?.newsletterIssues;
  return (
    <div className="admin-page newsletter-admin">
      <AdminPageHeader
        title="Newsletter"
        lead={
          <>
            Write an issue, preview it, send yourself a test, then send it to everyone who confirmed their subscription.
            {audience.data &&
              ` ${audience.data.newsletterSubscriberCounts.confirmed} confirmed · ${audience.data.newsletterSubscriberCounts.pending} waiting for confirmation · ${audience.data.newsletterSubscriberCounts.unsubscribed} unsubscribed.`}
          </>
        }
      />

      <section className="admin-page__section" aria-labelledby="newsletter-compose">
        <h2 id="newsletter-compose">Compose</h2>
        <form className="newsletter-admin__form" noValidate onSubmit={(event) => void runPreview(event)}>
          <label className="field">
            <span>Subject</span>
            <input
              name="subject"
              value={subject}
              maxLength={200}
              onChange={(event) => setSubject(event.target.value)}
              aria-invalid={Boolean(errors.subject)}
              aria-describedby={errors.subject ? 'newsletter-subject-error' : undefined}
            />
            {errors.subject && (
              <span id="newsletter-subject-error" className="field__error" role="alert">
                {errors.subject}
              </span>
            )}
          </label>
          <label className="field">
            <span>Content</span>
            <textarea
              name="content"
              rows={12}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              aria-invalid={Boolean(errors.content)}
              aria-describedby={`newsletter-content-hint${errors.content ? ' newsletter-content-error' : ''}`}
            />
            <span id="newsletter-content-hint" className="field__hint">
              Basic HTML is allowed (paragraphs, lists, links, emphasis).
            </span>
            {errors.content && (
              <span id="newsletter-content-error" className="field__error" role="alert">
                {errors.content}
              </span>
            )}
          </label>
          {errors.recipients && (
            <p className="field__error" role="alert">
              {errors.recipients}
            </p>
          )}
          <div className="newsletter-admin__actions">
            <button type="submit" className="btn" disabled={busy}>
              Preview
            </button>
            <button type="button" className="btn" disabled={busy} onClick={() => void runTest()}>
              Send a test to me
            </button>
            <button type="button" className="btn btn--primary" disabled={busy || confirmed === 0} onClick={() => setConfirming(true)}>
              Send to {confirmed} confirmed subscriber{confirmed === 1 ? '' : 's'}
            </button>
          </div>
        </form>
      </section>

      {preview && (
        <section className="admin-page__section" aria-labelledby="newsletter-preview">
          <h2 id="newsletter-preview">Preview: {preview.subject}</h2>
          <div className="newsletter-admin__preview">
            <iframe title="HTML preview" sandbox="" srcDoc={preview.html} className="newsletter-admin__frame" />
            <details>
              <summary>Plain-text version</summary>
              <pre className="newsletter-admin__text">{preview.text}</pre>
            </details>
          </div>
        </section>
      )}

      {sentIssueId && (
        <section className="admin-page__section" aria-labelledby="newsletter-sending">
          <h2 id="newsletter-sending">Sending</h2>
          <IssueProgress issueId={sentIssueId} />
        </section>
      )}

      <section className="admin-page__section" aria-labelledby="newsletter-past">
        <h2 id="newsletter-past">Past issues{past ? ` (${past.total})` : ''}</h2>
        {!past && issues.loading ? (
          <Spinner label="Loading past issues…" />
        ) : !past ? (
          <ErrorState
            title={adminMessages.newsletterAdmin.issuesLoadError}
            detail={errorMessage(issues.error)}
            onRetry={() => void issues.refetch().catch(() => undefined)}
          />
        ) : past.items.length === 0 ? (
          <EmptyState title={adminMessages.newsletterAdmin.noIssues} />
        ) : (
          <>
            <div className="table-wrap" role="region" aria-label="Past issues" tabIndex={0}>
              <table className="inbox__table">
                <caption className="visually-hidden">Past newsletter issues</caption>
                <thead>
                  <tr>
                    <th scope="col">Subject</th>
                    <th scope="col">Sent</th>
                    <th scope="col">Recipients</th>
                    <th scope="col">Delivered</th>
                    <th scope="col">Failed</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">View</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {past.items.map((item) => (
                    <tr key={item.id}>
                      <td className="inbox__wrap">{item.subject}</td>
                      <td className="inbox__nowrap">{formatDateTime(item.createdAt)}</td>
                      <td>{item.recipients}</td>
                      <td>{item.sent + item.kept}</td>
                      <td>{item.failed}</td>
                      <td>{item.status === 'SENDING' ? `Sending (${item.queued} queued)` : 'Sent'}</td>
                      <td>
                        <Link to={`/admin/newsletter/${item.id}`}>View</Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={issuesPage} pages={Math.max(1, Math.ceil(past.total / ISSUES_PAGE_SIZE))} label="Past issues pages" onPage={setIssuesPage} />
          </>
        )}
      </section>

      <Modal
        open={confirming}
        title="Send the newsletter?"
        onClose={() => setConfirming(false)}
        size="sm"
        footer={
          <ConfirmFooter
            label={<>Yes, send to {confirmed}</>}
            disabled={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void runSend()}
          />
        }
      >
        <p>
          “{subject || 'Untitled'}” will go to {confirmed} confirmed subscriber{confirmed === 1 ? '' : 's'}. This cannot be undone.
        </p>
      </Modal>
    </div>
  );
}
