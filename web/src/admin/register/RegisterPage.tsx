import './RegisterPage.css';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { messages } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { enumLabel, formatDate } from '../common/format';
import { TableRows } from '../common/TableRows';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { downloadCsv } from '../members-shared/downloadCsv';
import { AdminExportMemberRegisterDocument, AdminMemberRegisterDocument } from './register.graphql';
import { AdminPageHeader } from '../common/AdminPageHeader';

/**
 * One list of the register (current or former members): a section headed with the list's name and
 * count, then its table in a region named by that heading, or `empty` when the list has no one.
 * @param id the heading's id, which names the section and the table's region
 * @param columns each column's heading and what a member shows in it, in order
 */
function RegisterSection<M extends { memberNumber: number | string }>({
  id,
  title,
  empty,
  caption,
  columns,
  members,
}: {
  id: string;
  title: string;
  empty: string;
  caption: string;
  columns: [string, (m: M) => ReactNode][];
  members: readonly M[];
}) {
  return (
    <section className="admin-page__section" aria-labelledby={id}>
      <h2 id={id}>
        {title} ({members.length})
      </h2>
      {members.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <div className="table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{caption}</caption>
            <TableRows
              head={columns.map(([heading]) => heading)}
              rows={members.map((m) => columns.map(([, value]) => value(m)))}
              keys={members.map((m) => m.memberNumber)}
            />
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The register of members at /admin/register, admins only (issue #19), as the Associations
 * Incorporation Reform Act 2012 (Vic) s 56 and Model Rules r 18 require: current members with name,
 * address, class of membership and date of joining (s 56(2)); former members with name and the date
 * they ceased only (s 56(3)–(4)); both ordered by join date. Which statuses count is stated on the
 * page. Print it with the browser (the sidebar and buttons are left out), or download the CSV
 * (UTF-8 with a byte order mark).
 */
export default function RegisterPage() {
  useDocumentTitle('Register of Members');
  const toast = useToast();
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const { data, loading, error, refetch } = useQuery(AdminMemberRegisterDocument, { fetchPolicy: 'network-only' });
  useSignOutWhenUnauthenticated(error);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await client.query({ query: AdminExportMemberRegisterDocument, fetchPolicy: 'network-only' });
      const file = result.data!.exportMemberRegister;
      downloadCsv(file.filename, file.content);
      toast.success(adminMessages.privacy.registerExported);
    } catch (e) {
      toast.error(`${adminMessages.privacy.registerExportFailed}: ${errorMessage(e)}`);
    } finally {
      setExporting(false);
    }
  };

  const register = data?.memberRegister;
  const statuses = (list: readonly string[] | undefined) => (list ?? []).map((s) => enumLabel(s)).join(', ');
  let body;
  if (!register && loading) body = <Spinner label="Loading the register…" />;
  else if (!register)
    body = (
      <ErrorState
        title={adminMessages.privacy.registerLoadError}
        detail={errorMessage(error)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else
    body = (
      <>
        <RegisterSection
          id="register-current-title"
          title="Current members"
          empty={adminMessages.members.noMembers}
          caption="Current members, by date of joining"
          columns={[
            ['No.', (m) => m.memberNumber],
            ['Name', (m) => m.name],
            ['Address', (m) => m.address ?? messages.fallbacks.noAddress],
            ['Class of membership', (m) => enumLabel(m.memberClass)],
            ['Date of joining', (m) => formatDate(m.joinDate)],
          ]}
          members={register.current}
        />
        <RegisterSection
          id="register-former-title"
          title="Former members"
          empty="No former members"
          caption="Former members, by date of joining"
          columns={[
            ['No.', (m) => m.memberNumber],
            ['Name', (m) => m.name],
            ['Date ceased', (m) => formatDate(m.ceasedDate)],
          ]}
          members={register.former}
        />
      </>
    );

  return (
    <div className="admin-page register">
      <AdminPageHeader
        title="Register of Members"
        lead={
          <>
            Kept under the Associations Incorporation Reform Act 2012 (Vic) s 56 and Model Rules r 18. Current members are those with status{' '}
            <strong>{statuses(register?.currentStatuses) || 'Approved'}</strong>: name, address, class of membership and date of joining (s 56(2)).
            Former members are those with status <strong>{statuses(register?.formerStatuses) || 'Inactive'}</strong>: only the name and the date they
            ceased (s 56(3)–(4)). Pending and rejected applications are not members. The date of joining is the day an application made online was
            approved (membership begins then, Model Rules r 11), or the join date staff entered from the paper records. Members may inspect the
            register (s 57).
          </>
        }
      >
        <div className="register__actions">
          <button type="button" className="btn" onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className="btn btn--primary" disabled={exporting} onClick={() => void exportCsv()}>
            Download CSV
          </button>
        </div>
      </AdminPageHeader>
      {body}
    </div>
  );
}
