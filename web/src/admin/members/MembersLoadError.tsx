import { adminMessages } from '../../../../shared/admin-messages';
import { errorCode, errorMessage } from '../../shared/errors';
import { RetryOrReload } from '../../shared/RetryOrReload';

/** The load failure as SPEC §8 words it: a database error with its code, a connection failure, or the default. */
export function loadErrorText(error: unknown): string {
  const code = errorCode(error);
  const message = errorMessage(error);
  if (code) return adminMessages.members.databaseError(message, code);
  if (message) return adminMessages.members.connectionFailed(message);
  return adminMessages.members.connectFailed;
}

/**
 * The members page's error screen (SPEC §8 Admin: members): "Database connection error" with the
 * error text, Retry Connection (loads again) and Reload Page.
 */
export function MembersLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div className="state state--error members__load-error" role="alert">
      <p className="state__title">{adminMessages.members.connectionError}</p>
      <p className="state__detail">{loadErrorText(error)}</p>
      <RetryOrReload className="members__load-error-actions" retryLabel="Retry Connection" onRetry={onRetry} />
    </div>
  );
}
