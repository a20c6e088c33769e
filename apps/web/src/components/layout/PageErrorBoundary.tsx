import { Component, type ReactNode } from 'react';
import { LoadError } from '../ui/LoadError';

interface State {
  failed: boolean;
}

/**
 * Keeps the signed-in frame (sidebar, Logout) working when a page fails: most often its lazily
 * loaded code could not be fetched because the connection dropped. React caches a failed lazy
 * import, so trying again means reloading.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadError
        what="this page"
        message="Check your connection, then try again."
        onRetry={() => {
          window.location.reload();
        }}
      />
    );
  }
}
