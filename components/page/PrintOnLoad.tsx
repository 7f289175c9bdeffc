'use client';

import { useEffect } from 'react';

/** Opens the browser's print dialog once the printable page has loaded. */
export function PrintOnLoad() {
  useEffect(() => {
    // Give layout and fonts a frame to settle so the dialog previews the finished page.
    const frame = window.requestAnimationFrame(() => window.print());
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return null;
}
