'use client';

import '@docsearch/css';
import { DocSearchModal } from '@docsearch/react';
import { useRouter } from 'next/navigation';
import { createPortal } from 'react-dom';
import { pathOfUrl } from '@/lib/search/paths';
import type { DocSearchSettings } from '@/lib/site';

/** Algolia DocSearch, used instead of the local index when it is configured. */
export default function DocSearchDialog({
  appId,
  apiKey,
  indexName,
  onClose,
}: DocSearchSettings & { onClose: () => void }) {
  const router = useRouter();
  return createPortal(
    <DocSearchModal
      appId={appId}
      apiKey={apiKey}
      indexName={indexName}
      onClose={onClose}
      initialScrollY={window.scrollY}
      insights={false}
      disableUserPersonalization
      // Ask AI is not configured, so its toggle never has anything to switch.
      onAskAiToggle={() => undefined}
      transformItems={(items) => items.map((item) => ({ ...item, url: pathOfUrl(item.url) }))}
      navigator={{ navigate: ({ itemUrl }) => router.push(itemUrl) }}
    />,
    document.body,
  );
}
