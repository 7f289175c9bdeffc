'use client';

import { usePathname } from 'next/navigation';
import { GoogleAnalytics, pageView } from 'nextjs-google-analytics';
import { useEffect, useRef } from 'react';

/** The analytics script, and one page view per client-side route change after the first. */
export default function Analytics({ measurementId }: { measurementId: string }) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    // The script's own configuration call records the page the visit starts on.
    if (first.current) {
      first.current = false;
      return;
    }
    pageView({ path: pathname }, measurementId);
  }, [pathname, measurementId]);
  return <GoogleAnalytics gaMeasurementId={measurementId} />;
}
