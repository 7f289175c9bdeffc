'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { arrowStep, wrapIndex } from '@/lib/keyboard';
import { mirrorLinks } from '@/lib/mirrors';
import { useDismiss } from './useDismiss';

/** The menu's items: this page (path and hash) on each language mirror. */
function MirrorItems({ where, open }: { where: { pathname: string; hash: string }; open: boolean }) {
  return (
    <ul role="menu" aria-label="Language" hidden={!open}>
      {mirrorLinks(where.pathname, where.hash).map((link) => (
        <li key={link.lang} role="none">
          <a role="menuitem" href={link.href} lang={link.lang} hrefLang={link.lang}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The language mirrors of this page; opens on hover or click, keyboard operable as a menu. */
export function LanguageMenu({ pathname }: { pathname: string }) {
  // How the menu was opened: a click on a menu the pointer just opened by hovering keeps it open.
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const open = openedBy !== null;
  // The server knows the path; the hash (and, on the not-found page, the path) only the browser does.
  const [where, setWhere] = useState({ pathname, hash: '' });
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenedBy(null), []);
  useDismiss(root, open, close);

  // Opened from the keyboard: the first item takes focus once the open menu is rendered.
  const focusFirstItem = useRef(false);
  const items = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
  const show = (by: 'hover' | 'click', focusFirst = false) => {
    setWhere({ pathname: window.location.pathname, hash: window.location.hash });
    setOpenedBy(by);
    focusFirstItem.current = focusFirst;
  };
  useEffect(() => {
    if (!open || !focusFirstItem.current) return;
    focusFirstItem.current = false;
    items()[0]?.focus();
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key);
    if (event.key === 'Escape' && open) {
      close();
      button.current?.focus();
    } else if (step) {
      event.preventDefault();
      if (!open) return show('click', true);
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLAnchorElement);
      list[wrapIndex(index, step, list.length)]?.focus();
    }
  };

  return (
    <div
      ref={root}
      className="language-menu"
      onMouseEnter={() => !open && show('hover')}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className="header-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => (openedBy === 'click' ? close() : show('click'))}
      >
        <span className="visually-hidden">Language: </span>English
      </button>
      <MirrorItems where={where} open={open} />
    </div>
  );
}
