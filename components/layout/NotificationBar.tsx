'use client';

import { useState } from 'react';
import { safeStorage } from '@/lib/storage';
import { DOC_VERSIONS, NOTIFICATION_VERSION, STORAGE_KEYS } from '@/lib/site';
import { versionUrl } from '@/lib/versions';

/** True when the reader dismissed the current notification (storage that fails counts as not dismissed). */
function isDismissed(): boolean {
  return safeStorage.get(STORAGE_KEYS.notificationDismissed) === String(NOTIFICATION_VERSION);
}

/** A one-line notice above the header, until the reader dismisses this version of it. */
export default function NotificationBar() {
  const [visible, setVisible] = useState(() => !isDismissed());
  // An empty hidden element says the bar has loaded and decided to stay away, so a reader's
  // tools (and the browser tests) can tell "dismissed" from "not loaded yet".
  if (!visible) return <div data-notice="dismissed" hidden />;
  const older =
    DOC_VERSIONS.supported.find((version) => version !== DOC_VERSIONS.current) ?? DOC_VERSIONS.current;
  const dismiss = () => {
    safeStorage.set(STORAGE_KEYS.notificationDismissed, String(NOTIFICATION_VERSION));
    setVisible(false);
  };
  return (
    <div className="notification-bar" role="region" aria-label="Notice">
      <p>
        You are reading the documentation of webpack {DOC_VERSIONS.current}. Still on webpack {older}? Its
        documentation is at{' '}
        <a href={versionUrl(older, '/')}>{versionUrl(older, '/')?.replace('https://', '')}</a>.
      </p>
      <button type="button" className="notification-close" aria-label="Dismiss notice" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
