import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';

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
    return (
      <div className="error-fallback" role="alert">
        <h1>{messages.errors.somethingWrong}</h1>
        <p>{error.message || messages.errors.unexpected}</p>
        <div className="error-fallback__actions">
          <button type="button" className="btn btn--primary" onClick={() => this.setState({ error: null })}>
            Try Again
          </button>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Reload Page
          </button>
        </div>
      </div>
    );
  }
}
