import './RegisterPage.css';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { enumLabel, formatDate } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { downloadCsv } from '../members-shared/downloadCsv';
import { AdminExportMemberRegisterDocument, AdminMemberRegisterDocument } from './register.graphql';

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
        <section className="admin-page__section" aria-labelledby="register-current-title">
          <h2 id="register-current-title">Current members ({register.current.length})</h2>
          {register.current.length === 0 ? (
            <EmptyState title={adminMessages.members.noMembers} />
          ) : (
            <div className="table-wrap" role="region" aria-labelledby="register-current-title" tabIndex={0}>
              <table>
                <caption className="visually-hidden">Current members, by date of joining</caption>
                <thead>
                  <tr>
                    <th scope="col">No.</th>
                    <th scope="col">Name</th>
                    <th scope="col">Address</th>
                    <th scope="col">Class of membership</th>
                    <th scope="col">Date of joining</th>
                  </tr>
                </thead>
                <tbody>
                  {register.current.map((m) => (
                    <tr key={m.memberNumber}>
                      <td>{m.memberNumber}</td>
                      <td>{m.name}</td>
                      <td>{m.address ?? messages.fallbacks.noAddress}</td>
                      <td>{enumLabel(m.memberClass)}</td>
                      <td>{formatDate(m.joinDate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="admin-page__section" aria-labelledby="register-former-title">
          <h2 id="register-former-title">Former members ({register.former.length})</h2>
          {register.former.length === 0 ? (
            <EmptyState title="No former members" />
          ) : (
            <div className="table-wrap" role="region" aria-labelledby="register-former-title" tabIndex={0}>
              <table>
                <caption className="visually-hidden">Former members, by date of joining</caption>
                <thead>
                  <tr>
                    <th scope="col">No.</th>
                    <th scope="col">Name</th>
                    <th scope="col">Date ceased</th>
                  </tr>
                </thead>
                <tbody>
                  {register.former.map((m) => (
                    <tr key={m.memberNumber}>
                      <td>{m.memberNumber}</td>
                      <td>{m.name}</td>
                      <td>{formatDate(m.ceasedDate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </>
    );

  return (
    <div className="admin-page register">
      <div className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Register of Members</h1>
          <p className="admin-page__lead">
            Kept under the Associations Incorporation Reform Act 2012 (Vic) s 56 and Model Rules r 18. Current members are those with status{' '}
            <strong>{statuses(register?.currentStatuses) || 'Approved'}</strong>: name, address, class of membership and date of joining (s 56(2)).
            Former members are those with status <strong>{statuses(register?.formerStatuses) || 'Inactive'}</strong>: only the name and the date they
            ceased (s 56(3)–(4)). Pending and rejected applications are not members. The date of joining is the day an application made online was
            approved (membership begins then, Model Rules r 11), or the join date staff entered from the paper records. Members may inspect the
            register (s 57).
          </p>
        </div>
        <div className="register__actions">
          <button type="button" className="btn" onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className="btn btn--primary" disabled={exporting} onClick={() => void exportCsv()}>
            Download CSV
          </button>
        </div>
      </div>
      {body}
    </div>
  );
}
