import { Component, type ReactNode } from 'react';
import { dropPrerendered } from '../drop-prerendered';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  /** Called before the boundary renders its children again, to drop what failed. */
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, so that only its own routes are affected. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    dropPrerendered();
    console.error('A part of the site failed to load', error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
