import { Component, type ReactNode } from 'react';

type Props = { onError: (error: unknown) => void; fallback: (retry: () => void) => ReactNode; children: ReactNode };
type State = { failed: boolean };

/** Catches a remote that fails to load or render, so the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  private retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
