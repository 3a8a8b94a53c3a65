import './MessagesPage.css';
import { can } from '../../../../shared/capabilities';
import { useAuth } from '../../auth/AuthContext';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ContactMessagesSection } from './ContactMessagesSection';
import { OutboxSection } from './OutboxSection';
import { SubscribersSection } from './SubscribersSection';
import { AdminPageHeader } from '../common/AdminPageHeader';

/**
 * The messages page at /admin/messages: what residents sent (contact-form messages, newest
 * first; handled / not handled, note, delete), who subscribed to the newsletter (status, consent,
 * remove, CSV export) — for every staff role (issue #18) — and, for admins, every e-mail the
 * association sent or is about to send (the honest outbox: Sent, Kept — not sent, Queued, Retrying,
 * Failed with the reason and Retry; open one to read it rendered). Each block pages and has its
 * own loading, error and empty state.
 */
export default function MessagesPage() {
  useDocumentTitle('Messages');
  // The outbox holds members' e-mails: admins only (editors handle messages and subscribers, issue #18).
  const seesOutbox = can(useAuth().session?.user.role, 'manageOutbox');
  return (
    <div className="admin-page inbox">
      <AdminPageHeader title="Messages" lead="Contact-form messages, newsletter subscribers and the e-mails sent to members." />
      <ContactMessagesSection />
      <SubscribersSection />
      {seesOutbox && <OutboxSection />}
    </div>
  );
}
