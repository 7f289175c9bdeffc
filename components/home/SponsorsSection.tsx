'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { FailureBoundary } from '../shared/FailureBoundary';
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

// The list and its data load only in the browser, once the section is in view: below the
// fold, loading them with the page only competed with the page's own start-up.
const SponsorList = dynamic(() => import('./SponsorList'), { ssr: false, loading: SponsorPlaceholders });

/** Placeholders until the section is in view in the browser, then the lazily loaded sponsor list. */
export function SponsorsSection() {
  const section = useRef<HTMLDivElement>(null);
  const inView = useInView(section);
  return (
    <div ref={section}>
      {inView ? (
        <FailureBoundary what="The sponsor list">
          <SponsorList />
        </FailureBoundary>
      ) : (
        <SponsorPlaceholders />
      )}
    </div>
  );
}
