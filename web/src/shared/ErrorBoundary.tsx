import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { revealLivePage } from './prerendered';
import { RetryOrReload } from './RetryOrReload';

interface State {
  error: Error | null;
}

/**
 * The error fallback of SPEC §2: "Something went wrong" with the error message (or "An
 * unexpected error occurred"), Try Again (re-render) and Reload Page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorFallback error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

/** The SPEC §2 error fallback: the message, Try Again (`onRetry`) and Reload Page. */
function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useLayoutEffect(revealLivePage, []); // the error must show, not the pre-rendered page it replaces
  const message = error instanceof Error ? error.message : '';
  return (
    <div className="error-fallback" role="alert">
      <h1>{messages.errors.somethingWrong}</h1>
      <p>{message || messages.errors.unexpected}</p>
      <RetryOrReload className="error-fallback__actions" retryLabel="Try Again" onRetry={onRetry} />
    </div>
  );
}

/** A route's `errorElement`: the same fallback for an error thrown while rendering a page (react-router catches those). */
export function RouteError() {
  return <ErrorFallback error={useRouteError()} onRetry={() => window.location.reload()} />;
}
