'use client';

import { Component, type ReactNode } from 'react';

/**
 * Renders nothing instead of its children when they throw, e.g. when the chunk of an
 * optional, lazily loaded part (the notification bar) fails to load. The page goes on.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
