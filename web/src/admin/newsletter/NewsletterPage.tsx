import './NewsletterPage.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminMessages } from '../../../../shared/admin-messages';
import * as ErrorCode from '../../../../shared/error-codes';
import type { NewsletterPreviewQuery } from '../../gql/graphql';
import { useAuth } from '../../auth/AuthContext';
import { errorCode, errorMessage, fieldErrors } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { useMailDelivery } from '../common/useMailDelivery';
import { ConfirmFooter } from '../common/ConfirmFooter';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../../shared/Pager';
import { IssueProgress } from './IssueProgress';
import { AUTOSAVE_DELAY_MS, useDraftAutosave } from './useDraftAutosave';
import {
  DeleteNewsletterDraftDocument,
  NewsletterAudienceDocument,
  NewsletterDraftDocument,
  NewsletterDraftsDocument,
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
 * Markdown, rendered and sanitised on the server), a live preview as the e-mail will look (HTML in a
 * sandboxed frame, and the plain text), "Send a test to me", then "Send to N confirmed subscribers"
 * behind a confirmation. While an issue is being sent a progress bar and the recipients' status
 * show; past issues are listed below with their counts and a link to view each.
 * Issue #33: what is typed is saved on the server as a draft as it is written (a second after the
 * last key, and on leaving a field); the draft's id is in the address (?draft=…), so a reload
 * reopens it; drafts are listed with their last saved time, to reopen, send or delete.
 */
export default function NewsletterPage() {
  useDocumentTitle('Newsletter');
  const toast = useToast();
  const client = useApolloClient();
  const { session } = useAuth();
  const mailSent = useMailDelivery();
  const [params, setParams] = useSearchParams();
  const draftParam = params.get('draft');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [deleting, setDeleting] = useState<{ id: string; subject: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentIssueId, setSentIssueId] = useState<string | null>(null);
  const [issuesPage, setIssuesPage] = useState(1);
  const audience = useQuery(NewsletterAudienceDocument, { fetchPolicy: 'cache-and-network' });
  const issues = useQuery(NewsletterIssuesDocument, { variables: { page: issuesPage, limit: ISSUES_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const drafts = useQuery(NewsletterDraftsDocument, { fetchPolicy: 'cache-and-network' });
  const [sendTest] = useMutation(SendNewsletterTestDocument);
  const [send] = useMutation(SendNewsletterDocument);
  const [deleteDraft] = useMutation(DeleteNewsletterDraftDocument);
  useSignOutWhenUnauthenticated(audience.error, issues.error, drafts.error);
  const confirmed = preview?.recipients ?? audience.data?.newsletterSubscriberCounts.confirmed ?? 0;
  const draft = { subject, content };
  const refetchDrafts = useRef(drafts.refetch);
  refetchDrafts.current = drafts.refetch;
  const onCreated = useCallback(
    (id: string) => {
      setParams({ draft: id }, { replace: true });
      void refetchDrafts.current().catch(() => undefined);
    },
    [setParams],
  );
  const autosave = useDraftAutosave(subject, content, onCreated);
  const leaving = useUnsavedChanges(autosave.dirty);

  // Reopens the draft named in the address (a reload, or "Open"), once per draft.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!draftParam || draftParam === opened.current || draftParam === autosave.id) return;
    opened.current = draftParam;
    void client
      .query({ query: NewsletterDraftDocument, variables: { id: draftParam }, fetchPolicy: 'network-only' })
      .then((result) => {
        const found = result.data?.newsletterDraft;
        if (!found) throw result.error ?? new Error('no draft');
        setSubject(found.subject);
        setContent(found.content);
        setPreview(null);
        setErrors({});
        autosave.reset({ id: found.id, subject: found.subject, content: found.content, updatedAt: found.updatedAt });
      })
      .catch(() => setParams({}, { replace: true }));
  }, [draftParam, autosave, client, setParams]);

  /** Saves what is typed, then opens another draft (null: a new one). */
  const openDraft = async (id: string | null) => {
    await autosave.flush();
    // The address changes a moment later: until then it still names the draft being left.
    opened.current = id ? null : draftParam;
    if (id) setParams({ draft: id });
    else {
      setParams({});
      setSubject('');
      setContent('');
      setPreview(null);
      setErrors({});
      autosave.reset({ id: null, subject: '', content: '', updatedAt: null });
    }
  };

  const runDelete = async () => {
    if (!deleting) return;
    try {
      await deleteDraft({ variables: { id: deleting.id } });
      toast.success(adminMessages.newsletterAdmin.draftDeleted);
      if (deleting.id === autosave.id) await openDraft(null);
      void drafts.refetch().catch(() => undefined);
    } catch {
      toast.error(adminMessages.newsletterAdmin.draftDeleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  // The live preview: the e-mail as it will look, a second after the last key (issue #33).
  useEffect(() => {
    if (!subject.trim() || !content.trim()) return;
    const timer = setTimeout(() => {
      client
        .query({ query: NewsletterPreviewDocument, variables: { input: { subject, content } }, fetchPolicy: 'no-cache' })
        .then((result) => result.data && setPreview(result.data.newsletterPreview))
        .catch(() => undefined);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, subject, content]);

  /** Shows field errors from a BAD_USER_INPUT answer; @returns true when there were some */
  const showFieldErrors = (error: unknown): boolean => {
    if (errorCode(error) !== ErrorCode.BAD_USER_INPUT) return false;
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
      const me = session?.user.email ?? '';
      toast.success((await mailSent()) ? adminMessages.newsletterAdmin.testSent(me) : adminMessages.newsletterAdmin.testKept(me));
    } catch (error) {
      if (!showFieldErrors(error)) toast.error(adminMessages.newsletterAdmin.testFailed);
    } finally {
      setBusy(false);
    }
  };

  const runSend = async () => {
    setBusy(true);
    try {
      const result = await send({ variables: { input: { ...draft, recipients: confirmed, draftId: autosave.id } } });
      setConfirming(false);
      setSentIssueId(result.data?.sendNewsletter.id ?? null);
      // Sending removed the draft: start a new one (the address still names it for a moment).
      opened.current = draftParam;
      setParams({}, { replace: true });
      setSubject('');
      setContent('');
      setPreview(null);
      autosave.reset({ id: null, subject: '', content: '', updatedAt: null });
      toast.success((await mailSent()) ? adminMessages.newsletterAdmin.sendStarted : adminMessages.newsletterAdmin.sendKept);
      void issues.refetch().catch(() => undefined);
      void drafts.refetch().catch(() => undefined);
    } catch (error) {
      setConfirming(false);
      if (errorCode(error) === ErrorCode.CONFLICT) {
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
        <p className="newsletter-admin__autosave" role="status" aria-live="polite">
          {autosave.saving
            ? adminMessages.newsletterAdmin.draftSaving
            : autosave.failed
              ? adminMessages.newsletterAdmin.draftSaveFailed
              : autosave.savedAt && !autosave.dirty
                ? adminMessages.newsletterAdmin.draftSaved(formatDateTime(autosave.savedAt))
                : ''}
        </p>
        <form className="newsletter-admin__form" noValidate onSubmit={(event) => void runPreview(event)}>
          <label className="field">
            <span>Subject</span>
            <input
              name="subject"
              value={subject}
              maxLength={200}
              onChange={(event) => setSubject(event.target.value)}
              onBlur={() => void autosave.flush()}
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
              onBlur={() => void autosave.flush()}
              aria-invalid={Boolean(errors.content)}
              aria-describedby={`newsletter-content-hint${errors.content ? ' newsletter-content-error' : ''}`}
            />
            <span id="newsletter-content-hint" className="field__hint">
              Markdown: a blank line between paragraphs, **bold**, *emphasis*, lists starting with “- ”, links as [text](https://…).
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

      <section className="admin-page__section" aria-labelledby="newsletter-drafts">
        <h2 id="newsletter-drafts">Drafts{drafts.data ? ` (${drafts.data.newsletterDrafts.length})` : ''}</h2>
        <button type="button" className="btn" onClick={() => void openDraft(null)}>
          New draft
        </button>
        {!drafts.data && drafts.loading ? (
          <Spinner label="Loading drafts…" />
        ) : !drafts.data ? (
          <ErrorState
            title={adminMessages.newsletterAdmin.draftsLoadError}
            detail={errorMessage(drafts.error)}
            onRetry={() => void drafts.refetch().catch(() => undefined)}
          />
        ) : drafts.data.newsletterDrafts.length === 0 ? (
          <EmptyState title={adminMessages.newsletterAdmin.noDrafts} />
        ) : (
          <ul className="newsletter-admin__drafts" aria-label="Drafts">
            {drafts.data.newsletterDrafts.map((item) => (
              <li key={item.id} className="newsletter-admin__draft" aria-current={item.id === autosave.id ? 'true' : undefined}>
                <span className="inbox__wrap">{item.subject || 'Untitled'}</span>{' '}
                <span className="field__hint">Last saved {formatDateTime(item.updatedAt)}</span>{' '}
                <button type="button" className="btn btn--small" disabled={item.id === autosave.id} onClick={() => void openDraft(item.id)}>
                  Open<span className="visually-hidden"> “{item.subject || 'Untitled'}”</span>
                </button>{' '}
                <button type="button" className="btn btn--small" onClick={() => setDeleting({ id: item.id, subject: item.subject })}>
                  Delete<span className="visually-hidden"> “{item.subject || 'Untitled'}”</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

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
            <Pager
              compact
              page={issuesPage}
              pages={Math.max(1, Math.ceil(past.total / ISSUES_PAGE_SIZE))}
              label="Past issues pages"
              onPage={setIssuesPage}
            />
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
      <Modal
        open={deleting !== null}
        title="Delete this draft?"
        onClose={() => setDeleting(null)}
        size="sm"
        footer={<ConfirmFooter label="Delete draft" tone="danger" onCancel={() => setDeleting(null)} onConfirm={() => void runDelete()} />}
      >
        <p>“{deleting?.subject || 'Untitled'}” will be deleted. This cannot be undone.</p>
      </Modal>
      {leaving}
    </div>
  );
}
