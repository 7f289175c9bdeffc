'use client';

import { useEffect, useRef, useState } from 'react';
import { fetchOk } from '@/lib/fetch-ok';
import { COPY_CONFIRMATION_MS } from '@/lib/site';
import { writeClipboardWhenLoaded } from '../shared/clipboard';

const LABELS = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' } as const;

async function loadMarkdown(url: string): Promise<string> {
  return (await fetchOk(url)).text();
}

/**
 * Copies the page's Markdown, fetched from `markdownUrl` when clicked (no page carries its
 * Markdown twice), and says so for a moment, like a code block's copy button.
 */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = useState<keyof typeof LABELS>('idle');
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);

  const show = (next: keyof typeof LABELS) => {
    setState(next);
    window.clearTimeout(reset.current);
    reset.current = window.setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  };
  const copy = () => {
    writeClipboardWhenLoaded(loadMarkdown(markdownUrl)).then(
      () => show('copied'),
      () => show('failed'),
    );
  };
  return (
    <button type="button" className="copy-page-button" onClick={copy}>
      {LABELS[state]}
    </button>
  );
}
