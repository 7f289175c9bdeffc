'use client';

import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_LABEL } from '@/lib/site';

/** A press on the backdrop targets the dialog itself; one on its content targets the content. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) event.currentTarget.close();
}

/**
 * The search's modal `<dialog>`, opened with `showModal()`: the browser keeps Tab inside it,
 * makes the page behind it inert and closes it on Escape. A press on the backdrop closes it
 * too; `onClose` runs however it closes.
 */
export function SearchModal({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Before the first paint, so the dialog is never seen as an ordinary box in the page.
  useLayoutEffect(() => dialog.current?.showModal(), []);
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
    </dialog>,
    document.body,
  );
}
