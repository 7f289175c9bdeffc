'use client';

import { useEffect } from 'react';
import { tabListIndex } from '@/lib/keyboard';
import { INSTALL_TABS } from '@/lib/site';
import { choosePackageManager, showPackageManager, storedPackageManager } from './install-tabs';

const GROUP = `.${INSTALL_TABS.className}`;
const TAB = `${GROUP} [role="tab"]`;

/** The tab an event happened on, if it is an install tab. */
const tabOf = (event: Event): HTMLElement | null => {
  const target = event.target instanceof Element ? event.target.closest(TAB) : null;
  return target instanceof HTMLElement ? target : null;
};

/** Moves focus and the choice along a tab list with the arrow keys, Home and End. */
function onKeyDown(event: KeyboardEvent): void {
  const tab = tabOf(event);
  const tabs = [...(tab?.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const index = tab ? tabs.indexOf(tab) : -1;
  const next = tabs[tabListIndex(event.key, index, tabs.length) ?? -1];
  if (!next) return;
  event.preventDefault();
  choosePackageManager(next.dataset.packageManager);
  next.focus();
}

function onClick(event: MouseEvent): void {
  choosePackageManager(tabOf(event)?.dataset.packageManager);
}

/** Shows the reader's stored package manager in every install tab group under `root`. */
function showStored(root: ParentNode): void {
  const stored = storedPackageManager();
  if (stored) showPackageManager(root, stored);
}

/**
 * Serves the install tabs of every page from delegated listeners (WAI-ARIA tabs: click, arrow
 * keys, Home and End), and shows the package manager the reader chose before: at load, and in
 * bodies that arrive later by client-side navigation. The tabs are static markup
 * (`lib/mdx/components.ts`), so no group is hydrated.
 */
export function InstallTabs() {
  useEffect(() => {
    showStored(document);
    // Once per batch of changes, and only for one that brought install tabs (a body arriving
    // by client-side navigation): search results and other updates cost no storage read.
    const observer = new MutationObserver((records) => {
      const arrived = records.some((record) =>
        [...record.addedNodes].some(
          (node) => node instanceof Element && (node.matches(GROUP) || node.querySelector(GROUP) !== null),
        ),
      );
      if (arrived) showStored(document);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return null;
}
