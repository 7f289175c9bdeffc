'use client';

import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { isPlainClick } from '@/lib/links';
import { useFocusTrap } from '../shared/useFocusTrap';
import { useScrollLock } from '../shared/useScrollLock';
import { useSwipe } from './useSwipe';

/**
 * Wraps the section sidebar: a column on wide screens, a slide-in panel on phones opened by
 * the menu button or a swipe, closed by its button, a tap outside, Escape, a swipe or a link.
 * While it is open the page behind it stays still.
 */
export function SidebarPanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The panel only slides on small screens, where the menu button is displayed.
  const show = useCallback(() => {
    if (toggle.current?.offsetParent !== null) setOpen(true);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
    toggle.current?.focus({ preventScroll: true });
  }, []);
  useSwipe(open, show, hide);
  useFocusTrap(panel, open, hide);
  useScrollLock(open);

  // One listener for every link in the sidebar: following a link closes the panel, and a
  // plain click on the page already shown scrolls back to its top.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const plain = isPlainClick(event);
    if (plain && link.pathname === window.location.pathname && !link.hash) window.scrollTo({ top: 0 });
    if (plain) setOpen(false);
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="sidebar-toggle"
        aria-label="Toggle navigation menu"
        aria-expanded={open}
        aria-controls="section-sidebar"
        onClick={() => (open ? hide() : show())}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div className="sidebar-backdrop" hidden={!open} onClick={hide} />
      <div ref={panel} id="section-sidebar" className="sidebar-panel" data-open={open} onClick={onClick}>
        <button type="button" className="sidebar-close" aria-label="Close navigation menu" onClick={hide}>
          ×
        </button>
        {children}
      </div>
    </>
  );
}
