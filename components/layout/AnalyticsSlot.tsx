'use client';

import dynamic from 'next/dynamic';
import { FailureBoundary } from '../shared/FailureBoundary';

const Analytics = dynamic(() => import('./Analytics'), { ssr: false });

/** Analytics only when a measurement id was configured at build time; otherwise no request at all. */
export function AnalyticsSlot() {
  const measurementId = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  if (!measurementId) return null;
  return (
    <FailureBoundary what="Analytics">
      <Analytics measurementId={measurementId} />
    </FailureBoundary>
  );
}
