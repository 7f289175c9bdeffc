'use client';

import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), select, input, summary, [tabindex]:not([tabindex="-1"])';

/** True for elements Tab can reach: displayed, and not inside a closed `<details>` (its summary is). */
function reachable(node: HTMLElement): boolean {
  if (node.offsetParent === null) return false;
  const closed = node.closest('details:not([open])');
  return !closed || node.parentElement === closed;
}

/**
 * While `active`, keeps Tab and Shift+Tab inside `container`, moves focus into it, and
 * calls `onEscape` on Escape.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const focusable = () => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
    focusable()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onEscape();
      if (event.key !== 'Tab') return;
      const nodes = focusable();
      const first = nodes[0];
      const last = nodes.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, active, onEscape]);
}
