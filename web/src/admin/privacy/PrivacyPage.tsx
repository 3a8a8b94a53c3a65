import './PrivacyPage.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { personalDataSchema } from '../../../../shared/privacy';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { downloadFile } from '../../shared/downloadFile';
import { enumLabel, formatDate, formatDateTime } from '../common/format';
import { TableRows } from '../common/TableRows';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { RECORD_KINDS, totalOf } from './counts';
import { EraseModal } from './EraseModal';
import { ErasureRequestsSection } from './ErasureRequestsSection';
import { AdminErasePersonalDataDocument, AdminExportPersonalDataDocument, AdminPersonalDataDocument } from './privacy.graphql';
import { RetentionSection } from './RetentionSection';
import { AdminPageHeader } from '../common/AdminPageHeader';

/**
 * Privacy at /admin/privacy, admins only (issue #19; Australian Privacy Principles 11–13):
 * - find a person's data by e-mail: member records, RSVPs, newsletter subscription, contact
 *   messages, e-mails, audit entries and payments and receipts (issue #34), with counts (and any
 *   other table found holding it);
 * - export it (APP 12) as a JSON file or a printable HTML page — each export is audited;
 * - erase it (APP 11.2) after a confirmation that shows what will go and asks for the address again
 *   (payment records stay without the address, as the law requires; the toast says how many);
 * - retention settings and what the next daily run removes;
 * - the erasure requests members made from their member area (issue #21), each filling in the Find form.
 */
export default function PrivacyPage() {
  useDocumentTitle('Privacy');
  const toast = useToast();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const [eraseError, setEraseError] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminPersonalDataDocument, {
    variables: { input: { email: email ?? '' } },
    skip: !email,
    fetchPolicy: 'network-only',
  });
  useSignOutWhenUnauthenticated(error);
  const [exportData, exporting] = useMutation(AdminExportPersonalDataDocument);
  const [erase, erasure] = useMutation(AdminErasePersonalDataDocument);
  const found = email && data?.personalData.email === email ? data.personalData : null;
  const input = useRef<HTMLInputElement>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const values = await personalDataSchema.validate({ email: typed });
      setInputError(null);
      if (values.email === email) await refetch();
      else setEmail(values.email);
    } catch (e) {
      setInputError(e instanceof Error ? e.message : String(e));
    }
  };

  /** From an erasure request: the address goes in the Find form and is looked up. */
  const findRequested = async (requested: string) => {
    setTyped(requested);
    input.current?.focus();
    try {
      const values = await personalDataSchema.validate({ email: requested });
      setInputError(null);
      if (values.email === email) await refetch();
      else setEmail(values.email);
    } catch (e) {
      setInputError(e instanceof Error ? e.message : String(e));
    }
  };

  const download = async (as: 'json' | 'html') => {
    if (!found) return;
    try {
      const result = await exportData({ variables: { input: { email: found.email } } });
      const file = result.data!.exportPersonalData;
      if (as === 'json') downloadFile(file.filename, file.json, 'application/json');
      else downloadFile(file.htmlFilename, file.html, 'text/html');
      toast.success(adminMessages.privacy.exported);
    } catch (e) {
      toast.error(`${adminMessages.privacy.exportFailed}: ${errorMessage(e)}`);
    }
  };

  const confirmErase = async (confirmEmail: string) => {
    if (!found) return;
    try {
      const result = await erase({ variables: { input: { email: found.email, confirmEmail } } });
      setErasing(false);
      setEraseError(null);
      const kept = result.data?.erasePersonalData.kept.payments ?? 0;
      toast.success(kept > 0 ? `Erased. ${adminMessages.privacy.paymentsKept(kept)}` : adminMessages.privacy.erased);
      await refetch();
    } catch (e) {
      setEraseError(fieldErrors(e).confirmEmail ?? errorMessage(e));
      toast.error(`${adminMessages.privacy.eraseFailed}: ${errorMessage(e)}`);
    }
  };

  let results = null;
  if (email && !found && loading) results = <Spinner label="Searching…" />;
  else if (email && !found && error)
    results = (
      <ErrorState title={adminMessages.privacy.loadError} detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
    );
  else if (found && totalOf(found.counts) === 0) results = <EmptyState title={adminMessages.privacy.notFound} />;
  else if (found)
    results = (
      <div className="privacy__results">
        <h3>Held for {found.email}</h3>
        <ul className="privacy__counts" aria-label="Records by kind">
          {RECORD_KINDS.map((kind) => (
            <li key={kind.key} className="card">
              <span className="privacy__count">{found.counts[kind.key]}</span> {kind.label}
            </li>
          ))}
        </ul>
        {found.otherPlaces.length > 0 && (
          <p className="privacy__warning" role="note">
            Also found in {found.otherPlaces.map((p) => `${p.table}.${p.column} (${p.rows})`).join(', ')} — erasure does not reach these yet; tell the
            developers.
          </p>
        )}
        <div className="privacy__actions">
          <button type="button" className="btn" disabled={exporting.loading} onClick={() => void download('json')}>
            Export (JSON)
          </button>
          <button type="button" className="btn" disabled={exporting.loading} onClick={() => void download('html')}>
            Printable page (HTML)
          </button>
          <button type="button" className="btn btn--danger" onClick={() => setErasing(true)}>
            Erase…
          </button>
        </div>
        {found.members.length > 0 && (
          <RecordTable
            caption="Member records"
            head={['Number', 'Name', 'Phone', 'Address', 'Status', 'Joined']}
            rows={found.members.map((m) => [
              String(m.memberNumber),
              m.fullName,
              m.phone,
              m.address ?? '—',
              enumLabel(m.status),
              formatDate(m.joinDate),
            ])}
          />
        )}
        {found.rsvps.length > 0 && (
          <RecordTable
            caption="RSVPs"
            head={['Name', 'Places', 'When']}
            rows={found.rsvps.map((r) => [r.name, String(r.attendees), formatDateTime(r.createdAt)])}
          />
        )}
        {found.newsletterSubscriptions.length > 0 && (
          <RecordTable
            caption="Newsletter subscription"
            head={['Subscribed']}
            rows={found.newsletterSubscriptions.map((s) => [formatDateTime(s.createdAt)])}
          />
        )}
        {found.contactMessages.length > 0 && (
          <RecordTable
            caption="Contact messages"
            head={['Name', 'Message', 'Sent']}
            rows={found.contactMessages.map((m) => [m.name, m.message, formatDateTime(m.createdAt)])}
          />
        )}
        {found.outboxEmails.length > 0 && (
          <RecordTable
            caption="E-mails"
            head={['Kind', 'To', 'Subject', 'Queued', 'Sent']}
            rows={found.outboxEmails.map((o) => [o.kind, o.to, o.subject, formatDateTime(o.createdAt), formatDateTime(o.sentAt)])}
          />
        )}
        {found.payments.length > 0 && (
          <RecordTable
            caption="Payments and receipts"
            head={['Record', 'Number', 'Name', 'For', 'Amount', 'Status', 'Paid on']}
            rows={found.payments.map((p) => [
              PAYMENT_RECORD[p.record] ?? p.record,
              String(p.number),
              p.payerName,
              p.description ?? enumLabel(p.kind),
              aud.format(p.amountCents / 100),
              p.status ? enumLabel(p.status) : '—',
              formatDate(p.paidOn),
            ])}
          />
        )}
        {found.auditEntries.length > 0 && (
          <RecordTable
            caption="Audit log entries"
            head={['When', 'Action', 'Record', 'By']}
            rows={found.auditEntries.map((a) => [formatDateTime(a.at), a.action, a.entityType, a.actorName ?? '—'])}
          />
        )}
      </div>
    );

  return (
    <div className="admin-page privacy">
      <AdminPageHeader
        title="Privacy"
        lead="Find, export or erase what we hold about a person (Australian Privacy Principles 11, 12 and 13), and how long records are kept."
      />
      <section className="admin-page__section" aria-labelledby="privacy-find-title">
        <h2 id="privacy-find-title">A person’s data</h2>
        <form className="privacy__find" onSubmit={(e) => void search(e)} noValidate>
          <div className="field">
            <label htmlFor={inputId}>E-mail address</label>
            <input
              ref={input}
              id={inputId}
              type="email"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={inputError ? true : undefined}
              aria-describedby={inputError ? `${inputId}-error` : undefined}
            />
            {inputError && (
              <p id={`${inputId}-error`} className="field__error" role="alert">
                {inputError}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn--primary">
            Find
          </button>
        </form>
        {results}
      </section>
      <ErasureRequestsSection onFind={(requested) => void findRequested(requested)} />
      <RetentionSection />
      <EraseModal
        email={erasing && found ? found.email : null}
        counts={found?.counts ?? null}
        busy={erasure.loading}
        error={eraseError}
        onConfirm={(confirmEmail) => void confirmErase(confirmEmail)}
        onClose={() => {
          setErasing(false);
          setEraseError(null);
        }}
      />
    </div>
  );
}

/** Money in AUD, with cents (issue #34). */
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** What each money record is, in words. */
const PAYMENT_RECORD: Record<string, string> = { charge: 'Charge', 'ledger-entry': 'Ledger entry', receipt: 'Receipt' };

/** A captioned table of one kind of record. */
function RecordTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>
          {caption} ({rows.length})
        </caption>
        <TableRows head={head} rows={rows} />
      </table>
    </div>
  );
}
