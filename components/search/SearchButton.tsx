'use client';

import dynamic from 'next/dynamic';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { shortcutLabel } from '@/lib/keyboard';
import { SEARCH_LABEL, type DocSearchSettings } from '@/lib/site';
import { FailureBoundary } from '../shared/FailureBoundary';
import { LoadFailed } from '../shared/LoadStatus';
import { SearchModal } from './SearchModal';

// The dialog, and the index, load only when search first opens.
const SearchDialog = dynamic(() => import('./SearchDialog'), { ssr: false });
// DocSearch exists only in builds given its settings: Next inlines these variables, the
// condition folds to a constant, and without them DocSearch's code (about 450 KB) is neither
// emitted nor precached.
let DocSearchDialog: ComponentType<DocSearchSettings & { onClose: () => void }> | undefined;
if (process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID) {
  DocSearchDialog = dynamic(() => import('./DocSearchDialog'), { ssr: false });
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Calls `onOpen` on `/` (outside a text field) or Ctrl/Cmd+K anywhere in the page. */
function useSearchShortcut(onOpen: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !isTyping(event.target);
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!slash && !shortcut) return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}

/** The platform does not change while the page is open: nothing to subscribe to. */
const neverChanges = () => () => {};

/** The header's search box: opens on a click, `/` or Ctrl/Cmd+K. */
export function SearchButton({ docSearch }: { docSearch?: DocSearchSettings }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // In a transition: React renders the opening dialog in short tasks, where a click's or a key's
  // update would render it whole in the event's own task.
  const show = useCallback(() => startTransition(() => setOpen(true)), []);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useSearchShortcut(show);
  // Known only in the browser: the exported page says Ctrl until it runs, then ⌘ on Apple's platforms.
  const shortcut = useSyncExternalStore(
    neverChanges,
    () => shortcutLabel(navigator.platform || navigator.userAgent),
    () => shortcutLabel(''),
  );
  return (
    <>
      <button
        ref={button}
        type="button"
        className="header-button search-button"
        aria-label={SEARCH_LABEL}
        onClick={show}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <span aria-hidden="true">Search</span>
        <kbd aria-hidden="true">/</kbd>
        <kbd aria-hidden="true">{shortcut}</kbd>
      </button>
      {open ? (
        <FailureBoundary
          what="The search dialog"
          fallback={(retry) => (
            <SearchModal onClose={close}>
              <LoadFailed className="search-failed" onRetry={retry} />
            </SearchModal>
          )}
        >
          {docSearch && DocSearchDialog ? (
            <DocSearchDialog {...docSearch} onClose={close} />
          ) : (
            <SearchDialog onClose={close} />
          )}
        </FailureBoundary>
      ) : null}
    </>
  );
}
