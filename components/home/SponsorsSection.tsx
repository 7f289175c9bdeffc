'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { FailureBoundary } from '../shared/FailureBoundary';
import { useIdleAfterLoad } from '../shared/useIdleAfterLoad';
import { useInView } from '../shared/useInView';

function SponsorPlaceholders() {
  return (
    <div className="sponsor-placeholders" role="status" aria-label="Loading sponsors">
      {Array.from({ length: 12 }, (_, i) => (
        <span key={i} className="sponsor-placeholder" />
      ))}
    </div>
  );
}

// The list and its data load only in the browser, after the page: loading them with it only
// competed with the page's own start-up. They load once the browser is idle after the load, or
// when the section comes into view if that is sooner: the section grows to its real height
// while the reader is still above it, so a reader who jumps to it sees nothing move.
const SponsorList = dynamic(() => import('./SponsorList'), { ssr: false, loading: SponsorPlaceholders });

/** Placeholders until the page has loaded in the browser, then the lazily loaded sponsor list. */
export function SponsorsSection() {
  const section = useRef<HTMLDivElement>(null);
  const inView = useInView(section);
  const idle = useIdleAfterLoad();
  return (
    <div ref={section}>
      {inView || idle ? (
        <FailureBoundary what="The sponsor list">
          <SponsorList />
        </FailureBoundary>
      ) : (
        <SponsorPlaceholders />
      )}
    </div>
  );
}
