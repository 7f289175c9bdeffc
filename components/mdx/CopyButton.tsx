'use client';

import { useEffect, useRef, useState } from 'react';
import { diffResult } from '@/lib/copy-code';

const COPIED_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Clipboard API missing (an insecure origin, say): the selection-based fallback.
  const area = Object.assign(document.createElement('textarea'), { value: text });
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Copies its code block; a diff block copies the resulting file. */
export function CopyButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const figure = button.current?.closest('figure');
    const text = figure?.querySelector('pre code')?.textContent ?? '';
    try {
      await writeClipboard(figure?.dataset.language === 'diff' ? diffResult(text) : text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button ref={button} type="button" className="copy-button" onClick={copy}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      <span className="visually-hidden"> code</span>
    </button>
  );
}
