import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

interface Props {
  children: ReactNode;
  /** The address: when it changes after an error, the boundary renders its children again. */
  resetKey: string;
}

class ErrorBoundary extends Component<Props, { error: unknown; failedAt: string | null }> {
  state: { error: unknown; failedAt: string | null } = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt: string | null }) {
    if (!state.error) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/** A page that threw shows the error page in place of the whole layout; going to another address tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
