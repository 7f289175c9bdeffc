'use client';

import { useCallback, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_LABEL } from '@/lib/site';
import { useFocusTrap } from '../shared/useFocusTrap';

/** A press on the backdrop targets the dialog itself; one on its content targets the content. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) event.currentTarget.close();
}

/**
 * The search's modal `<dialog>`, opened with `showModal()`: the browser makes the page behind
 * it inert. Escape and a press on the backdrop close it; `onClose` runs however it closes.
 */
export function SearchModal({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // In a task of its own, after React's commit: showModal() restyles the whole page (everything
  // behind turns inert), which the commit's task would add to its own work. Until then the closed
  // dialog is not displayed, so it is never seen as an ordinary box in the page; showModal()
  // focuses its field.
  useEffect(() => {
    const timer = setTimeout(() => dialog.current?.showModal());
    return () => clearTimeout(timer);
  }, []);
  // Chromium lets Tab leave a modal dialog for the browser's own controls, and a search field
  // keeps the first Escape to clear itself: the trap keeps Tab inside and closes on any Escape.
  const close = useCallback(() => dialog.current?.close(), []);
  useFocusTrap(dialog, true, close);
  // Portalled to the body: the dialog must not inherit the header's colours. On mousedown, so
  // a drag that selects text in the input and ends on the backdrop does not close it.
  return createPortal(
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={SEARCH_LABEL}
      onClose={onClose}
      onMouseDown={closeOnBackdrop}
    >
      {children}
      {/* Escape and the backdrop close it too, but a phone has neither key nor much backdrop. */}
      <button type="button" className="search-close" onClick={close}>
        Close
      </button>
    </dialog>,
    document.body,
  );
}
