/**
 * An error screen's two ways out: retry (`retryLabel`, e.g. "Try Again") and Reload Page, which
 * loads the whole page again.
 * @param className the button row's class, e.g. "error-fallback__actions"
 */
export function RetryOrReload({ className, retryLabel, onRetry }: { className: string; retryLabel: string; onRetry(): void }) {
  return (
    <div className={className}>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {retryLabel}
      </button>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        Reload Page
      </button>
    </div>
  );
}
