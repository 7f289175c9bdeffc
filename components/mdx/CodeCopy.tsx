'use client';

import { useEffect } from 'react';
import { diffResult } from '@/lib/copy-code';
import { COPY_CONFIRMATION_MS } from '@/lib/site';
import { writeClipboard } from '../shared/clipboard';

const LABELS = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' } as const;

/** Shows a state on a copy button (its first text node), back to "Copy" after a while. */
function show(button: HTMLButtonElement, state: keyof typeof LABELS): void {
  const label = button.firstChild;
  if (label?.nodeType === Node.TEXT_NODE) label.textContent = LABELS[state];
  window.clearTimeout(Number(button.dataset.resetTimer));
  if (state !== 'idle')
    button.dataset.resetTimer = String(window.setTimeout(() => show(button, 'idle'), COPY_CONFIRMATION_MS));
}

/**
 * Serves the copy button of every code block from one delegated listener: the buttons are
 * static markup in the page's HTML (see `lib/mdx/code-blocks.ts`). A diff block copies the
 * resulting file.
 */
export function CodeCopy() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('figure.code-block .copy-button');
      if (!(button instanceof HTMLButtonElement)) return;
      const figure = button.closest('figure');
      const text = figure?.querySelector('pre')?.textContent ?? '';
      writeClipboard(figure?.dataset.language === 'diff' ? diffResult(text) : text).then(
        () => show(button, 'copied'),
        () => show(button, 'failed'),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
