import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderFallback } from './RenderFallback';

interface State {
  failed: boolean;
}

/** Catches render errors outside the router (providers, the router itself) and shows the fallback text. */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RenderFallback /> : this.props.children;
  }
}
