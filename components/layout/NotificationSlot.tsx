'use client';

import dynamic from 'next/dynamic';
import { FailureBoundary } from '../shared/FailureBoundary';

// Loaded after hydration and only in the browser: whether to show it depends on local storage.
const NotificationBar = dynamic(() => import('./NotificationBar'), { ssr: false });

/** Where the notification bar appears once its code has loaded; if that fails, nothing does. */
export function NotificationSlot() {
  return (
    <FailureBoundary what="The notification bar">
      <NotificationBar />
    </FailureBoundary>
  );
}
