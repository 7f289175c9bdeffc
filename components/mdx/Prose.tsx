'use client';

import { useEffect, useRef, useState } from 'react';
import { LoadFailed, LoadingPlaceholder } from '../shared/LoadStatus';
import { loadProse } from './load-prose';
import { registeredProse } from './prose-registry';

type LoadState =
  { status: 'shown' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; html: string };

interface ProseProps {
  id: string;
  /** The element's class: `prose` for a page body. */
  className?: string;
  /** A part shown beside the body (the page outline): no loading status, and no scrolling to the url's anchor, which the body does. */
  quiet?: boolean;
}

/**
 * A page body, rendered to HTML at build time and never hydrated: React owns one empty-looking
 * element and leaves the server's HTML inside it alone. The body is in the page's HTML once
 * and not in its payload (see prose-registry.ts). Reached by client-side navigation, the
 * page has no HTML yet: a placeholder shows while the body loads from the page's document,
 * and 'Error loading content.' with a retry if it cannot.
 */
export function Prose({ id, className = 'prose', quiet = false }: ProseProps) {
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>({ status: 'shown' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Hydrated over the server's HTML: nothing to load.
    if (element.current?.hasChildNodes()) return;
    let current = true;
    setState({ status: 'loading' });
    loadProse(window.location.pathname, id).then(
      (html) => current && setState({ status: 'loaded', html }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  useEffect(() => {
    // The url's anchor may be inside the body that just arrived.
    if (quiet || state.status !== 'loaded' || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [state, quiet]);

  // On the server the registry has the HTML; in the browser the HTML is the server's (kept
  // as it is while hydrating) or the loaded one.
  const html = registeredProse(id) ?? (state.status === 'loaded' ? state.html : '');
  return (
    <>
      <div
        ref={element}
        className={className}
        data-prose={id}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
      {quiet ? null : state.status === 'loading' ? <LoadingPlaceholder className="prose-status" /> : null}
      {!quiet && state.status === 'failed' ? (
        <LoadFailed className="prose-status" onRetry={() => setAttempt((count) => count + 1)} />
      ) : null}
    </>
  );
}
