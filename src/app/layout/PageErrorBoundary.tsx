import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../RouteErrorPage';

type PageErrorBoundaryProps = {
  /** The address; a new one (the shopper goes elsewhere) gives the page a fresh try. */
  resetKey: string;
  children: ReactNode;
};

type PageErrorBoundaryState = { failed: boolean; failedAt: string | null };

/**
 * Catches a page that throws while rendering or whose chunk fails to load, below the header, so the shop stays
 * usable. (The routes run without react-router's data router, whose errorElement did this; see App.tsx.)
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, failedAt: null };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return props.resetKey === state.failedAt ? null : { failed: false, failedAt: null };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
