import './NewsletterPage.css';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { IssueProgress } from './IssueProgress';
import { NewsletterIssueDocument } from './newsletter.graphql';

/**
 * One past issue at /admin/newsletter/{id} (issue #18): its subject, who sent it and when, its
 * content as sent (sanitised rich text, in a sandboxed frame), and every recipient's status.
 */
export default function NewsletterIssuePage() {
  const { id = '' } = useParams();
  const issue = useQuery(NewsletterIssueDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useSignOutWhenUnauthenticated(issue.error);
  useDocumentTitle(issue.data ? `Newsletter: ${issue.data.newsletterIssue.subject}` : 'Newsletter issue');
  if (!issue.data && issue.loading) return <Spinner label="Loading the issue…" />;
  if (!issue.data) return <ErrorState title={adminMessages.newsletterAdmin.issuesLoadError} detail={errorMessage(issue.error)} />;
  const current = issue.data.newsletterIssue;
  return (
    <div className="admin-page newsletter-admin">
      <AdminPageHeader
        back={{ to: '/admin/newsletter', label: '← Newsletter' }}
        title={current.subject}
        lead={
          <>
            Sent {formatDateTime(current.createdAt)}
            {current.createdByName ? ` by ${current.createdByName}` : ''} to {current.recipients} confirmed subscriber
            {current.recipients === 1 ? '' : 's'}.
          </>
        }
      />
      <section className="admin-page__section" aria-labelledby="newsletter-issue-content">
        <h2 id="newsletter-issue-content">Content</h2>
        <iframe title="Issue content" sandbox="" srcDoc={current.content} className="newsletter-admin__frame newsletter-admin__frame--short" />
      </section>
      <section className="admin-page__section" aria-labelledby="newsletter-issue-recipients">
        <h2 id="newsletter-issue-recipients">Recipients</h2>
        <IssueProgress issueId={current.id} />
      </section>
    </div>
  );
}
