'use client';

import { Component, type ReactNode } from 'react';

interface FailureBoundaryProps {
  children: ReactNode;
  /** What the children are, for the console: "The search dialog". */
  what: string;
  /** Shown instead of the children after they throw; nothing when left out (optional parts only). */
  fallback?: (retry: () => void) => ReactNode;
}

/**
 * Catches what its children throw (a lazily loaded chunk that fails to load, a render error),
 * logs it, and shows `fallback` or, for an optional part of the page, nothing. The page goes on.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.what} failed:`, error);
  }

  retry = () => this.setState({ failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : null;
  }
}
