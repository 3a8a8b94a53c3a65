import './MessagesPage.css';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ContactMessagesSection } from './ContactMessagesSection';
import { OutboxSection } from './OutboxSection';
import { SubscribersSection } from './SubscribersSection';

/**
 * The messages page at /admin/messages: what residents sent (contact-form messages, newest
 * first), who subscribed to the newsletter (with a CSV export), and every e-mail the association
 * sent or is about to send (the outbox: kind, recipient, subject, Sent / Queued / Retrying with
 * attempts and the last error, and the body on demand). Each block pages and has its own
 * loading, error and empty state.
 */
export default function MessagesPage() {
  useDocumentTitle('Messages');
  return (
    <div className="admin-page inbox">
      <div className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Messages</h1>
          <p className="admin-page__lead">Contact-form messages, newsletter subscribers and the e-mails sent to members.</p>
        </div>
      </div>
      <ContactMessagesSection />
      <SubscribersSection />
      <OutboxSection />
    </div>
  );
}
