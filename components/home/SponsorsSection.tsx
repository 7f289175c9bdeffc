'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { QuietBoundary } from '../layout/QuietBoundary';

function SponsorPlaceholders() {
  return (
    <div className="sponsor-placeholders" role="status" aria-label="Loading sponsors">
      {Array.from({ length: 12 }, (_, i) => (
        <span key={i} className="sponsor-placeholder" />
      ))}
    </div>
  );
}

// The list and its data load only in the browser, after the page is up.
const SponsorList = dynamic(() => import('./SponsorList'), { ssr: false, loading: SponsorPlaceholders });

const subscribe = () => () => {};

/** Placeholders until the client is confirmed, then the lazily loaded sponsor list. */
export function SponsorsSection() {
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!isClient) return <SponsorPlaceholders />;
  return (
    <QuietBoundary>
      <SponsorList />
    </QuietBoundary>
  );
}
