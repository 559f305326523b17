import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * A screen that fails to render says so and offers a reload, inside the frame: the navigation stays, so staff can
 * go on elsewhere rather than face a blank page. Keyed by the address, it tries again on the next screen.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A back-office screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="alert alert--error" role="alert">
        <p>This screen could not be shown. Reload the page to try again; if it happens again, tell the shop's owner.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
